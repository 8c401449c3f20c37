import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Injected {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}
interface ServedApp {
  inject(req: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
    remoteAddress?: string;
  }): Promise<Injected>;
  close(): Promise<void>;
  cspReports: unknown[];
}
const { serveApp, forwardedHeaders, CSP_REPORT_MAX_BYTES, CSP_REPORT_LIMIT } = require('./server.cjs') as {
  forwardedHeaders: (headers: Record<string, unknown>, socketAddress: string | undefined) => Record<string, unknown>;
  CSP_REPORT_MAX_BYTES: number;
  CSP_REPORT_LIMIT: { max: number; windowMs: number };
  serveApp: (opts: {
    root: string;
    kind: 'host' | 'remote';
    port: number;
    apiUrl?: string;
    manifest?: Record<string, string>;
    env?: Record<string, string>;
  }) => Promise<ServedApp>;
};

/** A built app's folder: page, entries and one hashed chunk. */
function builtApp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-test-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(root, 'main.js'), 'console.log("main")');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = {};');
  fs.mkdirSync(path.join(root, 'chunks'));
  fs.writeFileSync(path.join(root, 'chunks', 'area.0123456789.js'), 'console.log("chunk")');
  // maps a build might have left in the public folder: never served
  for (const map of ['main.js.map', 'remoteEntry.js.map', 'chunks/area.0123456789.js.map'])
    fs.writeFileSync(path.join(root, map), '{"version":3,"sourcesContent":["secret source"]}');
  return root;
}

const MANIFEST = {
  orders: 'http://localhost:3001/remoteEntry.js',
  menu: 'https://menu.example.com/v2/remoteEntry.js',
  reports: 'http://localhost:3001/other/remoteEntry.js',
};

/** "a b c; d e" → { a: ['b', 'c'], d: ['e'] } */
function directives(csp: unknown): Record<string, string[]> {
  expect(typeof csp).toBe('string');
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

const apps: ServedApp[] = [];
async function start(kind: 'host' | 'remote', env: Record<string, string> = {}): Promise<ServedApp & { root: string }> {
  // The API address is never reached: nothing listens on port 9 (discard), so a proxied call gets the 502 answer.
  const root = builtApp();
  const app = await serveApp({ root, kind, port: 0, apiUrl: 'http://127.0.0.1:9', manifest: MANIFEST, env });
  apps.push(app);
  return Object.assign(app, { root });
}
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('host server: Content-Security-Policy', () => {
  it.each(['/', '/shop/orders', '/main.js'])('sends the policy on %s', async (url) => {
    const app = await start('host');
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    // Scripts: our origin plus each remote origin in the manifest (deduplicated), nothing inline, no eval.
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:3001', 'https://menu.example.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // The API is forwarded on the host's own origin.
    expect(csp['connect-src']).toContain("'self'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['report-uri']).toEqual(['/csp-reports']);
  });

  it.each(['/', '/main.js'])('allows no inline script, no inline style and no eval anywhere (%s)', async (url) => {
    const app = await start('host');
    const raw = String((await app.inject({ url })).headers['content-security-policy']);
    expect(raw).not.toContain('unsafe-eval');
    expect(raw).not.toContain('unsafe-inline');
    const csp = directives(raw);
    // Picked-file previews and QR codes.
    expect(csp['img-src']).toEqual(expect.arrayContaining(['blob:', 'data:']));
  });

  it.each([
    ['host', '/'],
    ['host', '/index.html'],
    ['host', '/shop/orders/42'],
    ['remote', '/'],
  ] as const)('%s: the page %s carries a fresh style nonce, in its meta and in its policy', async (kind, url) => {
    const app = await start(kind);
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toContain('text/html');
      const meta = /<meta name="csp-nonce" content="([A-Za-z0-9+/=]{20,})">/.exec(res.body);
      expect(meta).not.toBeNull();
      const nonce = meta?.[1] ?? '';
      // The page is still the built page, the meta first in it (before the script that reads it).
      expect(res.body.indexOf('csp-nonce')).toBeLessThan(res.body.indexOf('<script'));
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`]));
      // Scripts never take the nonce: it only admits styles.
      expect(csp['script-src']?.join(' ')).not.toContain('nonce');
      // Never a 304 for a page: a stored copy's old nonce would meet this response's policy.
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it('gives files other than pages no style nonce', async () => {
    const app = await start('host');
    const csp = directives((await app.inject({ url: '/main.js' })).headers['content-security-policy']);
    expect(csp['style-src']?.join(' ')).not.toContain('nonce');
  });

  it('adds the Maps JavaScript API hosts only when a Maps key is configured', async () => {
    const without = directives((await (await start('host')).inject({ url: '/' })).headers['content-security-policy']);
    expect(without['script-src']?.join(' ')).not.toContain('googleapis');
    const withKey = directives(
      (await (await start('host', { GOOGLE_MAPS_API_KEY: 'k' })).inject({ url: '/' })).headers['content-security-policy'],
    );
    expect(withKey['script-src']).toContain('https://maps.googleapis.com');
    expect(withKey['connect-src']).toContain('https://places.googleapis.com');
  });

  it('leaves what the API answers through the host to the API (nosniff added when it has none)', async () => {
    const app = await start('host');
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the violation reports the browser posts', async () => {
    const app = await start('host');
    const report = { 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } };
    const res = await app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(res.statusCode).toBe(204);
    expect(app.cspReports).toEqual([report]);
  });
});

describe('host server: other security headers', () => {
  it('sends nosniff, the referrer policy and a permissions policy allowing only what the app uses', async () => {
    const res = await (await start('host')).inject({ url: '/shop/orders' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = String(res.headers['permissions-policy']).split(', ');
    // The orders screen keeps the screen awake and plays a chime; a dynamic shop follows its owner's device (the
    // host's own document asks for the position: geolocation=() there made the dynamic location impossible).
    expect(permissions).toEqual(expect.arrayContaining(['screen-wake-lock=(self)', 'autoplay=(self)', 'geolocation=(self)']));
    expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()']));
  });

  it('sends HSTS only when the request came over https', async () => {
    const app = await start('host');
    expect((await app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const behindTls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('caching', () => {
  it('lets /remotes.json be cached for at most 60 s', async () => {
    const res = await (await start('host')).inject({ url: '/remotes.json' });
    expect(JSON.parse(res.body)).toEqual(MANIFEST);
    const maxAge = /max-age=(\d+)/.exec(String(res.headers['cache-control']));
    expect(maxAge).not.toBeNull();
    expect(Number(maxAge?.[1])).toBeGreaterThan(0);
    expect(Number(maxAge?.[1])).toBeLessThanOrEqual(60);
    expect(String(res.headers['cache-control'])).not.toContain('immutable');
  });

  it.each(['/', '/login', '/signup', '/forgot-password', '/shop/menu'])(
    'host: the page at %s is never stored (no-store), whatever it shows',
    async (url) => {
      const res = await (await start('host')).inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each([
    ['host', '/main.js'],
    ['remote', '/remoteEntry.js'],
    ['remote', '/main.js'],
  ] as const)('%s: %s is re-checked on every load (no-cache)', async (kind, url) => {
    const res = await (await start(kind)).inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['host', 'remote'] as const)('%s: hashed chunks are immutable for a year', async (kind) => {
    const res = await (await start(kind)).inject({ url: '/chunks/area.0123456789.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('remote server', () => {
  it('serves its entry with CORS (the host page loads it cross-origin) and its own policy and headers', async () => {
    const res = await (await start('remote')).inject({ url: '/remoteEntry.js' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown file with 404, with the headers too', async () => {
    const res = await (await start('remote')).inject({ url: '/nope.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([['host'], ['remote']] as const)(
    "%s: serves none of the deploy's dot files (kept releases, build stamp)",
    async (kind) => {
      const app = await start(kind);
      const { root } = app;
      fs.mkdirSync(path.join(root, '.releases/abc/entries'), { recursive: true });
      fs.writeFileSync(path.join(root, '.releases/history.json'), '{"current":"kept-1"}');
      fs.writeFileSync(path.join(root, '.releases/abc/entries/remoteEntry.js'), 'var kept2 = {};');
      fs.writeFileSync(path.join(root, '.build-stamp'), 'kept-3');
      for (const url of ['/.releases/history.json', '/.releases/abc/entries/remoteEntry.js', '/.build-stamp']) {
        const res = await app.inject({ url });
        // a file-like path is 404; the host answers a path without an extension with its page (a deep link)
        const page = kind === 'host' && !path.extname(url);
        expect([url, res.statusCode, /kept/.test(res.body)]).toEqual([url, page ? 200 : 404, false]);
      }
      expect((await app.inject({ url: '/remoteEntry.js' })).statusCode).toBe(200);
    },
  );
});

describe('host server: compression of what the API answers through it', () => {
  const http = require('node:http') as typeof import('node:http');
  const zlib = require('node:zlib') as typeof import('node:zlib');
  const { compressionFor, acceptedEncoding } = require('./proxy-compression.cjs') as {
    compressionFor(answer: { method: string; status: number; headers: Record<string, string> }): 'sync' | 'stream' | null;
    acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null;
  };

  const small = JSON.stringify({ order: { _id: 'o1', status: 'accepted' } });
  const large = JSON.stringify({
    orders: Array.from({ length: 400 }, (_, i) => ({ _id: `order-${i}`, status: 'pending', total: 1200 + i })),
  });
  /** Lets the fake API's event stream send its second event (the test holds it until the first has arrived). */
  let releaseSecondEvent: () => void = () => {};

  /** A stand-in for the API: the shapes of answer the host meets (JSON with a length, pre-gzipped, an event stream). */
  const fakeApi = http.createServer((req, res) => {
    if (req.url === '/api/small') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(small) });
      res.end(small);
    } else if (req.url === '/api/large') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(large) });
      res.end(large);
    } else if (req.url === '/api/huge') {
      const body = JSON.stringify({ rows: Array.from({ length: 60 }, () => large) });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } else if (req.url === '/api/gzipped') {
      const body = zlib.gzipSync(large);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'gzip',
        'content-length': body.length,
        vary: 'accept-encoding',
      });
      res.end(body);
    } else if (req.url === '/api/events') {
      // as api/src/orders/stream.ts: no length, no-transform, each frame written as it happens
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
      res.write(`id: 1\nevent: order\ndata: ${JSON.stringify({ padding: 'x'.repeat(2000) })}\n\n`);
      releaseSecondEvent = () => res.end('id: 2\nevent: order\ndata: {}\n\n');
    } else {
      res.writeHead(404).end();
    }
  });
  let host: ServedApp & { server: import('node:net').Server };
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
    const address = fakeApi.address() as import('node:net').AddressInfo;
    host = (await serveApp({
      root: builtApp(),
      kind: 'host',
      port: 0,
      apiUrl: `http://127.0.0.1:${address.port}`,
      manifest: MANIFEST,
    })) as ServedApp & { server: import('node:net').Server };
    apps.push(host);
    origin = `http://127.0.0.1:${(host.server.address() as import('node:net').AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => fakeApi.close(resolve));
  });

  /** A request through the host as a browser makes it, the body left as it came over the wire. */
  function get(path: string, acceptEncoding = 'gzip, deflate, br') {
    return new Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('sends a small answer as the API sent it (no encoder for a few hundred bytes)', async () => {
    const res = await get('/api/small');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.raw.toString()).toBe(small);
  });

  it('compresses a large JSON answer with brotli, with its length, for a browser that takes it', async () => {
    const res = await get('/api/large');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.raw.length);
    expect(res.raw.length).toBeLessThan(Buffer.byteLength(large) / 4);
    expect(zlib.brotliDecompressSync(res.raw).toString()).toBe(large);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('compresses an answer over 1 MB too, whole and intact (through a stream, not in one call)', async () => {
    const res = await get('/api/huge');
    expect(res.headers['content-encoding']).toBe('br');
    const text = zlib.brotliDecompressSync(res.raw).toString();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    expect(JSON.parse(text).rows).toHaveLength(60);
  });

  it('uses gzip for a client without brotli, and nothing for a client without either', async () => {
    const gzipped = await get('/api/large', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.raw).toString()).toBe(large);
    const plain = await get('/api/large', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(large);
  });

  it('passes an answer the API compressed itself through untouched', async () => {
    const res = await get('/api/gzipped');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.raw).toString()).toBe(large);
  });

  it('delivers each order event as it is sent, never held by an encoder (accept-encoding offered)', async () => {
    const firstEvent = await new Promise<{
      headers: import('node:http').IncomingHttpHeaders;
      text: string;
      rest: Promise<string>;
    }>((resolve, reject) => {
      http
        .get(`${origin}/api/events`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          let text = '';
          let resolved = false;
          const rest = new Promise<string>((end) => res.on('end', () => end(text)));
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            // the API holds its second event until the first has reached the client through the host
            if (!resolved && text.includes('\n\n')) {
              resolved = true;
              resolve({ headers: res.headers, text, rest });
            }
          });
        })
        .on('error', reject);
    });
    expect(firstEvent.headers['content-encoding']).toBeUndefined();
    expect(firstEvent.text).toMatch(/^id: 1\nevent: order\n/);
    releaseSecondEvent();
    expect(await firstEvent.rest).toMatch(/id: 2\nevent: order\ndata: \{\}\n\n$/);
  });

  it.each([
    ['a small JSON answer', null, { 'content-type': 'application/json', 'content-length': '1023' }],
    ['a JSON answer of 1 KB', 'sync', { 'content-type': 'application/json; charset=utf-8', 'content-length': '1024' }],
    ['a problem+json answer', 'sync', { 'content-type': 'application/problem+json', 'content-length': '5000' }],
    ['a JSON answer over 1 MB', 'stream', { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) }],
    ['an answer without a length (streamed)', null, { 'content-type': 'application/json' }],
    ['an event stream', null, { 'content-type': 'text/event-stream', 'content-length': '5000' }],
    ['a no-transform answer', null, { 'content-type': 'text/plain', 'content-length': '5000', 'cache-control': 'no-transform' }],
    ['an image', null, { 'content-type': 'image/webp', 'content-length': '50000' }],
    [
      'an answer already gzipped',
      null,
      { 'content-type': 'application/json', 'content-length': '5000', 'content-encoding': 'gzip' },
    ],
  ] as const)('compression of %s: %s', (_name, expected, headers) => {
    expect(compressionFor({ method: 'GET', status: 200, headers })).toBe(expected);
  });

  it('never compresses a body that is not there (HEAD, 204, 304)', () => {
    const headers = { 'content-type': 'application/json', 'content-length': '5000' };
    expect(compressionFor({ method: 'HEAD', status: 200, headers })).toBeNull();
    expect(compressionFor({ method: 'GET', status: 204, headers })).toBeNull();
    expect(compressionFor({ method: 'GET', status: 304, headers })).toBeNull();
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ] as const)('takes %s as %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('source maps', () => {
  it.each([
    ['host', '/main.js.map'],
    ['host', '/chunks/area.0123456789.js.map'],
    ['remote', '/remoteEntry.js.map'],
    ['remote', '/main.js.map'],
  ] as const)('%s: %s is not served, even when the build left it in the public folder', async (kind, url) => {
    const res = await (await start(kind)).inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret source');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CSP violation reports: bounded', () => {
  const post = (app: ServedApp, payload: string, remoteAddress = '192.0.2.1') =>
    app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload,
      remoteAddress,
    });
  const report = JSON.stringify({ 'csp-report': { 'violated-directive': 'style-src', 'blocked-uri': 'inline' } });

  it('refuses a report over the size cap (413) and keeps nothing of it', async () => {
    const app = await start('host');
    const huge = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_MAX_BYTES) } });
    expect((await post(app, huge)).statusCode).toBe(413);
    expect(app.cspReports).toEqual([]);
    expect(CSP_REPORT_MAX_BYTES).toBeLessThanOrEqual(16 * 1024);
  });

  it('limits each client (429 with Retry-After), not the others', async () => {
    const app = await start('remote');
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORT_LIMIT.max; i += 1) statuses.push((await post(app, report, '192.0.2.7')).statusCode);
    expect(statuses.slice(0, CSP_REPORT_LIMIT.max).every((status) => status === 204)).toBe(true);
    const refused = await post(app, report, '192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(app, report, '192.0.2.8')).statusCode).toBe(204);
  });

  it('logs a report cut to a line of bounded length', async () => {
    const app = await start('host');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const long = JSON.stringify({ 'csp-report': { 'blocked-uri': 'y'.repeat(6000) } });
      expect((await post(app, long)).statusCode).toBe(204);
      const line = String(warn.mock.calls.at(-1)?.[0]);
      expect(line).toContain('Content-Security-Policy violation');
      expect(line.length).toBeLessThan(1200);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('X-Forwarded-For to the API', () => {
  it("is the socket's address, whatever the client claimed", () => {
    const forwarded = forwardedHeaders(
      { 'x-forwarded-for': '203.0.113.9, 10.0.0.1', forwarded: 'for=203.0.113.9', 'x-real-ip': '203.0.113.9', accept: '*/*' },
      '198.51.100.4',
    );
    expect(forwarded).toEqual({ 'x-forwarded-for': '198.51.100.4', accept: '*/*' });
  });
});
