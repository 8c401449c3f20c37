import { z } from 'zod';

/**
 * In the browser, zod must not compile its fast object parsers with `new Function`: the Content-Security-Policy
 * (issue 16) allows no eval, and zod's one-off probe for it is itself reported as a violation. zod keeps this
 * setting on `globalThis`, shared by every zod copy on the page, so the host calls this once at boot, before
 * anything parses, and the remotes' copies follow. The API does not call it (no CSP on a server, and the JIT is
 * faster).
 */
export function configureZodForBrowsers(): void {
  z.config({ jitless: true });
}
