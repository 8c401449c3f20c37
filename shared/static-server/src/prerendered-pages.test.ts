import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

interface Injected {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}
interface ServedApp {
  inject(req: { method?: string; url: string; headers?: Record<string, string>; payload?: string }): Promise<Injected>;
  close(): Promise<void>;
}
const { serveApp } = require('./server.cjs') as {
  serveApp: (opts: { root: string; kind: 'host' | 'remote'; port: number; apiUrl?: string }) => Promise<ServedApp>;
};
const { PAGE_NONCE_TOKEN, FORM_POST_MAX_BYTES } = require('./prerendered-pages.cjs') as {
  PAGE_NONCE_TOKEN: string;
  FORM_POST_MAX_BYTES: number;
};

/** A host build with index.html and the sign-in page the build drew (critical CSS under the nonce token). */
function builtHost(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-prerendered-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(root, 'prerendered'));
  fs.writeFileSync(
    path.join(root, 'prerendered', 'login.html'),
    `<!doctype html><html><head><style data-emotion="css a1" nonce="${PAGE_NONCE_TOKEN}">.css-a1{color:red}</style></head>` +
      '<body><div id="root" data-prerendered="/login"><form method="post" aria-label="Sign in">' +
      '<input type="email" name="email" value=""/><input type="password" name="password" value=""/>' +
      '<button type="submit">Sign In</button></form></div></body></html>',
  );
  return root;
}

/** The API: answers every call with what it was sent, so a test sees whether a request reached it. */
const api = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ api: body })));
});
let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});

const apps: ServedApp[] = [];
async function startHost(): Promise<ServedApp> {
  const app = await serveApp({ root: builtHost(), kind: 'host', port: 0, apiUrl });
  apps.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await new Promise((resolve) => api.close(resolve));
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('pre-rendered pages', () => {
  it('sends the drawn page for its path, its critical CSS under this response’s nonce', async () => {
    const app = await startHost();
    const res = await app.inject({ url: '/login?next=%2Fshop%2Forders' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('data-prerendered="/login"');
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(res.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<style data-emotion="css a1" nonce="${nonce}">`);
    expect(res.body).not.toContain(PAGE_NONCE_TOKEN);
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('sends index.html for a path the build did not draw', async () => {
    const app = await startHost();
    const res = await app.inject({ url: '/dashboard' });
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('sends a form posted without scripts back as it was typed (escaped), sending nothing on to the API', async () => {
    const app = await startHost();
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      headers: FORM,
      payload: new URLSearchParams({ email: 'aroha@example.com', password: 'pa"ss<word>', extra: 'x' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"api"');
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toContain("'nonce-");
    expect(res.body).toContain('<input type="email" name="email" value="aroha@example.com"/>');
    // a password is never written into the page
    expect(res.body).toContain('<input type="password" name="password" value=""/>');
    expect(res.body).not.toContain('pa&quot;ss');
    expect(res.body).not.toContain('name="extra"');
  });

  it('still forwards the script’s JSON sign-in to the API', async () => {
    const app = await startHost();
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a@example.com', password: 'x' }),
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ api: JSON.stringify({ username: 'a@example.com', password: 'x' }) });
  });

  it('refuses a form post over the size cap', async () => {
    const app = await startHost();
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      headers: FORM,
      payload: `email=${'a'.repeat(FORM_POST_MAX_BYTES + 1)}`,
    });
    expect(res.statusCode).toBe(413);
  });
});
