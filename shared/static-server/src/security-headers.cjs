// @ts-check
// The browser security headers every page and file we serve carries ("Browser security"). One function
// builds them from what the server knows at start-up (where the remotes live, whether Google Maps is configured),
// so the host's and each remote's server send the same policy shape and a unit test pins it.

/** Where the embed store's font imports may come from (contracts FONT_HOSTS): the pre-publish check loads them. */
const FONT_STYLE_HOSTS = ['https://fonts.googleapis.com', 'https://fonts.bunny.net'];
const FONT_FILE_HOSTS = ['https://fonts.gstatic.com', 'https://fonts.bunny.net'];
/** The Maps JavaScript API (onboarding's address search, only when GOOGLE_MAPS_API_KEY is set). */
const MAPS_SCRIPT_HOSTS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const MAPS_CONNECT_HOSTS = ['https://maps.googleapis.com', 'https://places.googleapis.com'];

/** The path the policy's report-uri points at; the static server logs what arrives there. */
const CSP_REPORT_PATH = '/csp-reports';

/** @param {Iterable<string>} urls @returns {string[]} the distinct http(s) origins of these URLs */
function originsOf(urls) {
  const origins = new Set();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
    } catch {
      // not an absolute URL: a same-origin path, already covered by 'self'
    }
  }
  return [...origins].sort();
}

/** A fresh nonce for one page response: 128 random bits, base64 (CSP's nonce-source grammar). */
function newNonce() {
  return require('node:crypto').randomBytes(16).toString('base64');
}

/**
 * @param {{ remoteOrigins?: string[], apiOrigin?: string | null, googleMaps?: boolean, styleNonce?: string }} opts
 *   `styleNonce`: the nonce of this page response (written into its `<meta name="csp-nonce">`); files other than
 *   pages get none, and so allow no inline style at all.
 * @returns {string}
 */
function contentSecurityPolicy(opts = {}) {
  const remotes = opts.remoteOrigins ?? [];
  const maps = !!opts.googleMaps;
  const api = opts.apiOrigin ? [opts.apiOrigin] : [];
  /** @type {Array<[string, string[]]>} */
  const directives = [
    ['default-src', ["'self'"]],
    // Our own scripts and the remotes' (remoteEntry.js + chunks are <script> tags): no inline script, no eval.
    ['script-src', ["'self'", ...remotes, ...(maps ? MAPS_SCRIPT_HOSTS : [])]],
    // No 'unsafe-inline' for styles either: the <style> tags emotion (Chakra v3), apexcharts and react-easy-crop
    // insert carry the page's nonce (shared/ui style-nonce.ts reads it from the page's meta and hands it to each).
    ['style-src', ["'self'", ...(opts.styleNonce ? [`'nonce-${opts.styleNonce}'`] : []), ...FONT_STYLE_HOSTS]],
    ['font-src', ["'self'", 'data:', ...FONT_FILE_HOSTS]],
    // Uploaded images come from the API (same origin) or the configured image host; store logos are any https URL;
    // previews of a picked file are blob: URLs, QR codes data: URLs.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    // The API (through the host's own origin), the order-events stream (fetch, same origin) and prefetches of remotes.
    ['connect-src', ["'self'", ...api, ...remotes, ...(maps ? MAPS_CONNECT_HOSTS : [])]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/**
 * Browser features the app uses, and nothing else: the orders screen keeps the screen awake and plays a chime
 * (screen wake lock, autoplay); a dynamic shop follows its owner's device (location, in the host's own document:
 * the shell's device follower, spec 000 §2 Location); nothing uses the camera, microphone or payments.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'screen-wake-lock=(self)',
  'autoplay=(self)',
  'fullscreen=(self)',
].join(', ');

/**
 * @param {{ csp: string, https: boolean }} opts
 * @returns {Record<string, string>}
 */
function securityHeaders({ csp, https }) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  // Only over https: browsers ignore it on http, and sending it there would only mislead.
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * Whether this request reached us over https: directly, or through a TLS-terminating proxy that says so.
 * @param {{ protocol?: string, headers: Record<string, string | string[] | undefined> }} req
 */
function isHttps(req) {
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return req.protocol === 'https' || first === 'https';
}

module.exports = { contentSecurityPolicy, newNonce, securityHeaders, originsOf, isHttps, CSP_REPORT_PATH, PERMISSIONS_POLICY };
