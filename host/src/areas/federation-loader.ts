import type { RemoteName } from '@backoffice/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from './remotes-manifest';

/** How an area controller gets a remote's `./lifecycles` module. An interface so tests need no network. */
export interface RemoteLoader {
  /**
   * `fresh: true` after a failed attempt: the previous remoteEntry (or its absence) must not be reused.
   */
  load(name: RemoteName, options: { fresh: boolean }): Promise<unknown>;
}

/** Adds `retry=<n>` so neither the browser nor a proxy hands back the copy that just failed. */
export function withRetryParam(entry: string, attempt: number): string {
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/**
 * The module federation runtime behind RemoteLoader. Remotes are registered from the run-time manifest (not at
 * build time), and only fetched when loadRemote asks — i.e. when single-spa first mounts an area.
 *
 * Why a retry re-registers with `force: true`: the runtime keeps one Module per remote name, and once that
 * Module got as far as holding remoteEntry exports (say the entry loaded but its chunk did not), every later
 * loadRemote reuses it. `registerRemotes(..., { force: true })` calls the runtime's removeRemote, which drops
 * that Module, the container global and the in-flight entry promise; the cache-busting query then gives the
 * browser a URL it has never seen, so a 404/500/broken script answer it may still hold is not reused either.
 */
export function createFederationLoader(manifest: Promise<RemotesManifest>): RemoteLoader {
  const attempts = new Map<RemoteName, number>();
  const ready = manifest.then((entries) => {
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
    return entries;
  });

  return {
    async load(name, { fresh }) {
      const entries = await ready;
      if (fresh) {
        const attempt = (attempts.get(name) ?? 0) + 1;
        attempts.set(name, attempt);
        registerRemotes([{ name, entry: withRetryParam(entries[name], attempt) }], { force: true });
      }
      const module = await loadRemote<unknown>(`${name}/lifecycles`);
      // The runtime resolves null when an errorLoadRemote hook swallowed the failure; for us that is a failure.
      if (module == null) throw new Error(`Remote "${name}" gave no lifecycles module`);
      return module;
    },
  };
}
