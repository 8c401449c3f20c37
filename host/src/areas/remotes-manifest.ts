import { REMOTE_NAMES, type RemoteName } from '@backoffice/contracts';

/** Remote name → URL of its remoteEntry.js (ARCHITECTURE.md: where remotes live is run-time config). */
export type RemotesManifest = Record<RemoteName, string>;

/**
 * Local dev ports, the same as shared/webpack-config/src/ports.cjs (a test keeps them equal). Only used when
 * /remotes.json cannot be read, so a host started alone next to `pnpm dev` remotes still finds them.
 */
export const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = {
  orders: 3001,
  menu: 3002,
  settings: 3003,
  embedEditor: 3004,
  reports: 3005,
  admin: 3006,
};

export const MANIFEST_PATH = '/remotes.json';

export function defaultManifest(hostname: string): RemotesManifest {
  const manifest = {} as RemotesManifest;
  for (const name of REMOTE_NAMES) manifest[name] = `http://${hostname}:${DEFAULT_REMOTE_PORTS[name]}/remoteEntry.js`;
  return manifest;
}

function isUsableUrl(value: unknown, base: string): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Takes the manifest the server sent, entry by entry: a missing or malformed entry falls back to its default
 * instead of taking the whole shell down. Unknown names are ignored (the host only mounts areas it knows).
 */
export function mergeManifest(defaults: RemotesManifest, received: unknown, base: string): RemotesManifest {
  const merged = { ...defaults };
  if (!received || typeof received !== 'object') return merged;
  const entries = received as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const value = entries[name];
    if (isUsableUrl(value, base)) merged[name] = new URL(value, base).href;
  }
  return merged;
}

/** GET /remotes.json at boot; any failure → the local defaults (and a console warning, not a dead shell). */
export async function fetchRemotesManifest(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  location: Pick<Location, 'hostname' | 'origin'> = window.location,
): Promise<RemotesManifest> {
  const defaults = defaultManifest(location.hostname);
  try {
    // The browser's HTTP cache decides: the server lets it keep the manifest for at most 60 s (static-server), so a
    // remote moved to a new address is picked up within a minute without a host rebuild.
    const response = await fetchImpl(MANIFEST_PATH, { cache: 'default', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${MANIFEST_PATH} answered ${response.status}`);
    return mergeManifest(defaults, await response.json(), location.origin);
  } catch (error) {
    console.warn(`[host] could not read ${MANIFEST_PATH}; using the local default remote addresses`, error);
    return defaults;
  }
}
