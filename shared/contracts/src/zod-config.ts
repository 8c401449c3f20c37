/**
 * In the browser, zod must not compile its fast object parsers with `new Function`: the Content-Security-Policy
 * allows no eval, and zod's one-off probe for it is itself reported as a violation.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig`, one object shared by every zod copy on the page (the
 * host's and each remote's), created by the first copy that loads unless it is already there. Setting it here, at
 * the host's boot, reaches every copy without importing zod on the boot path (host/src/boot-path.test.ts keeps /login
 * light). zod-config.test.ts checks that zod still reads it from there. The API does not call this: no CSP on a
 * server, and the JIT is faster.
 */
export function configureZodForBrowsers(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
