import type { RemoteName } from '@backoffice/contracts';
import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from './remotes-manifest';

/** How an area controller gets a remote's `./lifecycles` module. An interface so tests need no network. */
export interface RemoteLoader {
  /**
   * Tries up to LOAD_ATTEMPTS times before giving up. `fresh: true` after a failed load: the previous remoteEntry
   * (or its absence) must not be reused.
   */
  load(name: RemoteName, options: { fresh: boolean }): Promise<unknown>;
  /** Warms the browser (entry, the lifecycles chunk) ahead of a likely visit; never throws, never shows anything. */
  prefetch(name: RemoteName): void;
  /**
   * Only the remote's remoteEntry.js, as a low-priority `<link rel="prefetch">` (idle time after sign-in): nothing
   * runs, and the browser may reuse the prefetched copy for a few minutes although the entry is served no-cache.
   */
  prefetchEntry(name: RemoteName): void;
}

/** A remote is tried this many times (3 tries with backoff: a deploy or a network blip is usually over by then) before the "area could not load" panel. */
export const LOAD_ATTEMPTS = 3;
/** The wait before the 2nd and the 3rd try: long enough for a restarting server or a flaky hop to come back. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500];

/** Adds `retry=<n>` so neither the browser nor a proxy hands back the copy that just failed. */
export function withRetryParam(entry: string, attempt: number): string {
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/**
 * The federation runtime's own guard (our equivalent of newer runtimes' `security.allowedRemoteOrigins`, which the
 * installed @module-federation/enhanced 2.9.2 does not have): a remote may only be registered from an origin in the
 * manifest — the same list the host server puts in its Content-Security-Policy script-src.
 */
export function allowedOriginsPlugin(allowed: readonly string[]): ModuleFederationRuntimePlugin {
  const origins = new Set(allowed);
  return {
    name: 'backoffice-allowed-remote-origins',
    beforeRegisterRemote(args) {
      const entry = 'entry' in args.remote ? args.remote.entry : undefined;
      const origin = entry ? new URL(entry, window.location.href).origin : null;
      if (!origin || !origins.has(origin)) {
        throw new Error(`[host] remote "${args.remote.name}" at ${entry ?? '(no entry)'} is not from an allowed origin`);
      }
      return args;
    },
  };
}

export function remoteOrigins(manifest: RemotesManifest): string[] {
  return [...new Set(Object.values(manifest).map((entry) => new URL(entry, window.location.href).origin))];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The module federation runtime behind RemoteLoader. Remotes are registered from the run-time manifest (not at
 * build time), and only fetched when loadRemote asks — when single-spa first mounts an area, or a prefetch.
 *
 * Why a retry re-registers with `force: true`: the runtime keeps one Module per remote name, and once that
 * Module got as far as holding remoteEntry exports (say the entry loaded but its chunk did not), every later
 * loadRemote reuses it. `registerRemotes(..., { force: true })` calls the runtime's removeRemote, which drops
 * that Module, the container global and the in-flight entry promise; the cache-busting query then gives the
 * browser a URL it has never seen, so a 404/500/broken script answer it may still hold is not reused either.
 */
export function createFederationLoader(
  manifest: Promise<RemotesManifest>,
  options: { retryDelaysMs?: readonly number[] } = {},
): RemoteLoader {
  const retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  let attempts = 0;
  /** Remotes whose last try (a prefetch, say) failed: the next one starts fresh. */
  const failed = new Set<RemoteName>();
  const prefetched = new Set<RemoteName>();
  const entryPrefetched = new Set<RemoteName>();
  const ready = manifest.then((entries) => {
    registerPlugins([allowedOriginsPlugin(remoteOrigins(entries))]);
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
    return entries;
  });

  async function loadOnce(name: RemoteName, fresh: boolean): Promise<unknown> {
    const entries = await ready;
    if (fresh) {
      attempts += 1;
      registerRemotes([{ name, entry: withRetryParam(entries[name], attempts) }], { force: true });
    }
    try {
      const module = await loadRemote<unknown>(`${name}/lifecycles`);
      // The runtime resolves null when an errorLoadRemote hook swallowed the failure; for us that is a failure.
      if (module == null) throw new Error(`Remote "${name}" gave no lifecycles module`);
      failed.delete(name);
      return module;
    } catch (error) {
      failed.add(name);
      throw error;
    }
  }

  return {
    async load(name, { fresh }) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await loadOnce(name, fresh || failed.has(name));
        } catch (error) {
          if (attempt >= LOAD_ATTEMPTS) {
            console.error(`[host] remote "${name}" did not load after ${LOAD_ATTEMPTS} tries`);
            throw error;
          }
          console.warn(`[host] remote "${name}" did not load (try ${attempt} of ${LOAD_ATTEMPTS}); trying again`, error);
          await sleep(retryDelaysMs[attempt - 1] ?? 0);
        }
      }
    },
    prefetch(name) {
      if (prefetched.has(name)) return;
      prefetched.add(name);
      // One quiet try: a failure only means the visit itself will load (and retry) as it would have anyway.
      loadOnce(name, failed.has(name)).catch(() => prefetched.delete(name));
    },
    prefetchEntry(name) {
      if (entryPrefetched.has(name) || prefetched.has(name)) return;
      entryPrefetched.add(name);
      void ready.then((entries) => {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = entries[name];
        link.dataset.remotePrefetch = name;
        document.head.append(link);
      });
    },
  };
}
