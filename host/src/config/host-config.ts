import { ROUTES } from '@backoffice/contracts';

/**
 * Run-time settings of the host that a deployment sets without rebuilding (like /remotes.json): fetched from
 * `GET /host-config.json` the first time a screen needs one (onboarding's address step, /set-new-password without
 * a code), never at boot. Every key is optional; a missing file or key means the documented default.
 *
 * - `googleMapsApiKey` (GOOGLE_MAPS_API_KEY): a browser key for Places autocomplete (restricted to New Zealand).
 *   Without it the address step is a plain NZ address form that produces the same `address` object.
 * - `publicSiteUrl` (PUBLIC_SITE_URL): the public site /set-new-password sends a visitor without a code to.
 *   Without it they go to our own sign-in page.
 */
export interface HostConfig {
  googleMapsApiKey: string | null;
  publicSiteUrl: string;
}

export const HOST_CONFIG_PATH = '/host-config.json';

export const DEFAULT_HOST_CONFIG: HostConfig = { googleMapsApiKey: null, publicSiteUrl: ROUTES.login };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Only http(s) URLs (or a path on this site) may be a redirect target: never `javascript:` and friends. */
function safeUrl(value: unknown, base: string): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads what the server sent key by key: anything malformed falls back to its default. */
export function readHostConfig(received: unknown, base: string): HostConfig {
  if (!received || typeof received !== 'object') return DEFAULT_HOST_CONFIG;
  const raw = received as Record<string, unknown>;
  return {
    googleMapsApiKey: text(raw.googleMapsApiKey),
    publicSiteUrl: safeUrl(raw.publicSiteUrl, base) ?? DEFAULT_HOST_CONFIG.publicSiteUrl,
  };
}

let cached: Promise<HostConfig> | null = null;

/** The host config, fetched once per page (no-store: a deployment changes it without a rebuild). */
export function loadHostConfig(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<HostConfig> {
  cached ??= (async () => {
    try {
      const response = await fetchImpl(HOST_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) return DEFAULT_HOST_CONFIG;
      return readHostConfig(await response.json(), window.location.origin);
    } catch {
      // No file (the plain default deployment) or no network: the defaults are complete on their own.
      return DEFAULT_HOST_CONFIG;
    }
  })();
  return cached;
}

/** Tests only: forget the fetched config. */
export function resetHostConfig(): void {
  cached = null;
}
