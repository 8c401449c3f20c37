// @ts-check
// Serves one built app the way it is deployed: a remote's folder with CORS (the host's page loads it from another
// origin), or the host with its deep-link fallback, its run-time remotes manifest and the API behind the same origin.
// Both send the browser security headers (security-headers.cjs) and the cache headers below.

const fs = require('node:fs');
const path = require('node:path');
const { default: fastifyCompress } = require('@fastify/compress');
const { default: replyFrom } = require('@fastify/reply-from');
const { default: fastifyStatic } = require('@fastify/static');
const { default: Fastify } = require('fastify');
const { API_PREFIX, PUBLIC_CALLS } = require('@backoffice/webpack-config/src/api-paths.cjs');
const { remotesManifest } = require('@backoffice/webpack-config/src/remotes-manifest.cjs');
const { hostConfigFromEnv } = require('@backoffice/webpack-config/src/host-config.cjs');
const {
  contentSecurityPolicy,
  newNonce,
  securityHeaders,
  originsOf,
  isHttps,
  CSP_REPORT_PATH,
} = require('./security-headers.cjs');
const { sendProxied } = require('./proxy-compression.cjs');
const {
  prerenderedPageFile,
  readPrerenderedPage,
  withPageNonce,
  withPostedValues,
  isFormPost,
  readFormPost,
} = require('./prerendered-pages.cjs');

/** How long a browser may keep /remotes.json: a redeploy that moves a remote is seen within a minute. */
const MANIFEST_MAX_AGE_S = 60;

/**
 * Hashed chunks never change (a deploy writes new names), so they are immutable for a year; entries (main.js,
 * remoteEntry.js) and pages keep their names across deploys, so the browser re-checks them on every load.
 * @param {{ header(name: string, value: string): unknown }} reply @param {string} filePath
 */
function cacheHeaders(reply, filePath) {
  const hashed = /[\\/]chunks[\\/]/.test(filePath);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The largest CSP violation report taken (a real one is 1–2 KB); larger → 413. */
const CSP_REPORT_MAX_BYTES = 8 * 1024;
/** Reports per client address per minute; more → 429. A page with a broken style sends a few, not hundreds. */
const CSP_REPORT_LIMIT = { max: 30, windowMs: 60_000 };
/** How much of a report the log line keeps. */
const CSP_REPORT_LOG_CHARS = 1000;

/** @param {string} text */
function truncated(text) {
  return text.length > CSP_REPORT_LOG_CHARS ? `${text.slice(0, CSP_REPORT_LOG_CHARS)}… (${text.length} chars)` : text;
}

/**
 * Fixed-window counts per client address, in memory (bounded: swept when it grows large).
 * @param {{ max: number, windowMs: number }} limit
 */
function clientLimiter(limit, now = Date.now) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  return {
    /** Counts one request; the seconds to wait when past the limit, else null. @param {string} client */
    take(client) {
      const at = now();
      if (windows.size > 10_000) for (const [key, w] of windows) if (at - w.start >= limit.windowMs) windows.delete(key);
      let window = windows.get(client);
      if (!window || at - window.start >= limit.windowMs) {
        window = { start: at, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      return window.count > limit.max ? Math.max(1, Math.ceil((window.start + limit.windowMs - at) / 1000)) : null;
    },
  };
}

/**
 * The headers an API call is forwarded with: the client's own claims about where it is (`X-Forwarded-For`,
 * `Forwarded`, `X-Real-IP`) dropped, and `X-Forwarded-For` set to the address of the socket this server saw.
 * @param {Record<string, unknown>} headers @param {string | undefined} socketAddress
 */
function forwardedHeaders(headers, socketAddress) {
  const { 'x-forwarded-for': _claimed, forwarded: _forwarded, 'x-real-ip': _realIp, ...rest } = headers;
  return socketAddress ? { ...rest, 'x-forwarded-for': socketAddress } : rest;
}

/** The meta tag shared/ui's style-nonce.ts reads the page's style nonce from. */
const NONCE_META = 'csp-nonce';

/**
 * The page with this response's nonce in a `<meta name="csp-nonce">` at the top of its head (before any script, so
 * the first style the app inserts already finds it). @param {string} html @param {string} nonce
 */
function withNonceMeta(html, nonce) {
  const meta = `<meta name="${NONCE_META}" content="${nonce}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}`;
  const doctype = /^<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/**
 * @param {{ root: string, kind: 'host' | 'remote', port: number, host?: string, apiUrl?: string,
 *           manifest?: Record<string, string>, env?: NodeJS.ProcessEnv, logger?: boolean }} opts
 */
async function serveApp(opts) {
  const env = opts.env ?? process.env;
  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  const manifest = opts.kind === 'host' ? (opts.manifest ?? remotesManifest(env)) : {};
  const hostConfig = hostConfigFromEnv(env);
  const cspOptions = {
    remoteOrigins: originsOf(Object.values(manifest)),
    // The host forwards the API on its own origin ('self'); a remote's standalone page may be told where it is.
    apiOrigin: opts.kind === 'remote' && opts.apiUrl ? (originsOf([opts.apiUrl])[0] ?? null) : null,
    googleMaps: opts.kind === 'host' && !!hostConfig.googleMapsApiKey,
  };
  /** The policy of everything but a page: no nonce, so no inline style at all. */
  const fileCsp = contentSecurityPolicy(cspOptions);
  /** Each page response's own nonce, for its policy header (set by sendPage, read in onSend). */
  const pageNonces = new WeakMap();

  /** Violation reports the browser sent (the newest 100), for the log and for tests. */
  const cspReports = /** @type {unknown[]} */ ([]);
  app.decorate('cspReports', cspReports);

  app.addHook('onSend', async (req, reply) => {
    if (opts.kind === 'remote') reply.header('Access-Control-Allow-Origin', '*');
    const nonce = pageNonces.get(reply);
    // What the API answers through the host keeps the API's own headers (nosniff added if it sent none: the 502); a
    // page answered on an API path (a form posted without scripts) is a page.
    if (!nonce && /** @type {{ api?: boolean }} */ (req.routeOptions.config).api) {
      if (!reply.hasHeader('x-content-type-options')) reply.header('X-Content-Type-Options', 'nosniff');
      return;
    }
    const csp = nonce ? contentSecurityPolicy({ ...cspOptions, styleNonce: nonce }) : fileCsp;
    for (const [name, value] of Object.entries(securityHeaders({ csp, https: isHttps(req) }))) reply.header(name, value);
  });

  const root = path.resolve(opts.root);
  /**
   * The app's page (index.html) with a fresh style nonce, read on every request so a deploy's atomic swap of the
   * file is seen at once. `no-store` and no validators: a page is never kept, so never answered with 304, which would
   * pair a stored copy (an old nonce) with this response's policy (a new one). On the host, a path the build drew
   * (`/login`, prerendered-pages.cjs) gets its drawn page, with the fields of a form posted without scripts filled in.
   * @param {import('fastify').FastifyReply} reply @param {string} [pathname] @param {URLSearchParams} [posted]
   */
  async function sendPage(reply, pathname, posted) {
    let html = opts.kind === 'host' && pathname ? await readPrerenderedPage(root, pathname) : null;
    if (html !== null && posted) html = withPostedValues(html, posted);
    if (html === null) {
      try {
        html = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
      } catch {
        return reply.code(404).send({ message: 'Not found' });
      }
    }
    const nonce = newNonce();
    pageNonces.set(reply, nonce);
    // no-store: the sign-in, sign-up and reset pages are pages like any other, and nothing of a page is kept
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(withNonceMeta(withPageNonce(html, nonce), nonce));
  }
  /**
   * A drawn page's form sent before its scripts arrived: the page again, as it was typed (nothing is sent on to the
   * API; the scripts, once here, take the values over).
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply @param {string} pathname
   */
  async function answerFormPost(req, reply, pathname) {
    const body = /** @type {any} */ (req.body);
    const posted = await readFormPost(body && typeof body[Symbol.asyncIterator] === 'function' ? body : req.raw);
    if (!posted) return reply.code(413).send({ message: 'That form is too large.' });
    return sendPage(reply, pathname, posted);
  }
  /** @param {string} pathname */
  const hasPrerenderedPage = (pathname) => {
    const file = prerenderedPageFile(root, pathname);
    return file !== null && fs.existsSync(file);
  };
  app.get('/', (_req, reply) => sendPage(reply));
  app.get('/index.html', (_req, reply) => sendPage(reply));

  await app.register(async (reports) => {
    // Browsers post reports as application/csp-report (report-uri); read them as text whatever the type. Public and
    // unauthenticated, so bounded: a real report is well under the cap, each client is limited, and the log line is cut.
    reports.removeAllContentTypeParsers();
    reports.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const limiter = clientLimiter(CSP_REPORT_LIMIT);
    reports.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_MAX_BYTES }, async (req, reply) => {
      const retryAfter = limiter.take(req.ip);
      if (retryAfter !== null)
        return reply.code(429).header('Retry-After', String(retryAfter)).send({ message: 'Too many reports.' });
      let report = req.body;
      try {
        report = JSON.parse(String(req.body));
      } catch {
        // keep the text
      }
      cspReports.push(report);
      if (cspReports.length > 100) cspReports.shift();
      console.warn(`[static-server] Content-Security-Policy violation: ${truncated(JSON.stringify(report) ?? '')}`);
      return reply.code(204).send();
    });
  });

  if (opts.kind === 'host') {
    if (!opts.apiUrl) throw new Error('The host server needs apiUrl');
    await app.register(replyFrom, { base: opts.apiUrl, undici: { connections: 64 } });
    // The host parses no bodies: an API call's body streams through to the API unchanged.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    /** The API is down or restarting: say so in the API's own error shape, never a proxy stack. */
    const unreachable = (/** @type {import('fastify').FastifyReply} */ replyToSend) =>
      replyToSend.code(502).send({ message: 'The service is not reachable right now. Please try again in a moment.' });
    /** @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply */
    const forward = (req, reply) =>
      reply.from(req.url, {
        // The API throttles per client (sign-in, sign-up, reset, guests): it is told the one address this server
        // saw, replacing whatever the client claimed (a forged X-Forwarded-For would otherwise pick its bucket).
        rewriteRequestHeaders: (_request, headers) => forwardedHeaders(headers, req.socket.remoteAddress),
        onError: unreachable,
        // compressed here, by what the answer is (proxy-compression.cjs), not by the global plugin
        onResponse: (request, replyToSend, res) => sendProxied(request, replyToSend, res, unreachable),
      });
    const api = { config: { api: true }, compress: /** @type {const} */ (false) };
    app.all(`${API_PREFIX}*`, api, forward);
    // POST /login and /signup are both a call (JSON, from the page's script) and the drawn page's form (sent without
    // scripts, url-encoded): the body's type decides.
    /** @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply */
    const forwardOrAnswerForm = (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '';
      if (!isFormPost(req) || !hasPrerenderedPage(pathname)) return forward(req, reply);
      return answerFormPost(req, reply, pathname);
    };
    for (const call of PUBLIC_CALLS)
      app.route({ method: call.method, url: call.path, handler: call.method === 'POST' ? forwardOrAnswerForm : forward, ...api });
    app.get('/remotes.json', async (_req, reply) => {
      reply.header('Cache-Control', `public, max-age=${MANIFEST_MAX_AGE_S}`);
      return manifest;
    });
    app.get('/host-config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return hostConfig;
    });
  }

  // Source maps are for error tracking, never for visitors: the build keeps them outside the public folder
  // (webpack-config), and a map that is there anyway is not served.
  app.addHook('onRequest', async (req, reply) => {
    if (/\.map$/i.test(req.url.split('?')[0] ?? '') && !(/** @type {{ api?: boolean }} */ (req.routeOptions.config).api))
      return reply.code(404).send({ message: 'Not found' });
  });

  await app.register(fastifyStatic, {
    root,
    setHeaders: cacheHeaders,
    wildcard: true,
    // Pages go through sendPage (their nonce), never straight from disk.
    index: false,
    // Dot files are the deploy's, not the app's: its kept releases (`.releases/`, deploy.cjs), temporaries, the
    // build stamp. A request for one is answered as if it were not there.
    dotfiles: 'ignore',
  });

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    const wantsPage = req.method === 'GET' && !path.extname(pathname);
    if (opts.kind === 'host' && wantsPage) {
      // Deep links (/shop/orders, /admin/users/42) are the host's page; its router and single-spa take it from there.
      return sendPage(reply, pathname);
    }
    if (opts.kind === 'host' && isFormPost(req) && hasPrerenderedPage(pathname)) return answerFormPost(req, reply, pathname);
    return reply.code(404).send({ message: 'Not found' });
  });

  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  return app;
}

module.exports = {
  serveApp,
  cacheHeaders,
  withNonceMeta,
  forwardedHeaders,
  MANIFEST_MAX_AGE_S,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_LIMIT,
};
