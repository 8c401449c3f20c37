import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The Content-Security-Policy nonce for `<style>` tags (browser security: no inline style runs without the page's nonce). The static server sends
 * `style-src 'self' 'nonce-…'` with a fresh nonce per HTML response and writes the same value into
 * `<meta name="csp-nonce" content="…">` of that page (shared/static-server). A remote mounts inside the host's page,
 * so it reads the host's meta; a remote's standalone page gets its own from its server. Without the meta (webpack dev
 * server, jsdom) there is no nonce, and no policy that needs one.
 */
export const CSP_NONCE_META = 'csp-nonce';

export function cspStyleNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content;
  return content || undefined;
}

/**
 * Where the page's one emotion cache lives. Every React root (the host's, each remote's) renders its own
 * BackofficeProvider from its own bundled copy of this package, but `@emotion/react` is a federation singleton so
 * that the identical CSS two roots produce is inserted once (shared/webpack-config/src/shared.cjs): a per-root cache
 * would insert it again. A registered symbol on the global object is the one place two separately built bundles can
 * meet without a federation share.
 */
export const PAGE_CACHE_KEY = Symbol.for('backoffice.emotion-cache');

type WithPageCache = typeof globalThis & { [PAGE_CACHE_KEY]?: EmotionCache };

/** The page's emotion cache: its `<style>` tags carry the page's CSP nonce (emotion copies `nonce` onto each). */
export function pageStyleCache(): EmotionCache {
  const scope = globalThis as WithPageCache;
  const existing = scope[PAGE_CACHE_KEY];
  if (existing) return existing;
  // Emotion's default key, so class names stay `css-…` as before; `nonce` undefined when the page has none.
  const cache = createCache({ key: 'css', nonce: cspStyleNonce() });
  scope[PAGE_CACHE_KEY] = cache;
  return cache;
}
