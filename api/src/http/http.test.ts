import { healthResponse } from '@backoffice/contracts';
import { buildApp } from '../app';
import type { Db } from '../db/types';
import { bearer, createTestContext, createUser, message, TEST_CONFIG, type TestContext, type TestUser } from '../test/app';
import { SERVER_ERROR_MESSAGE } from './errors';
import { NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from './json-text-fields';
import { RETRY_AFTER_SECONDS } from './shutdown';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ config: { corsOrigins: ['http://localhost:3001'] } });
  user = await createUser(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

const json = { 'content-type': 'application/json' };

describe('errors are always { message } with a fitting status', () => {
  test('malformed JSON body: 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/login', headers: json, payload: '{"username": "a@b.c", ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  test('empty JSON body: 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/login', headers: json, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(typeof message(response)).toBe('string');
  });

  test('prototype poisoning in the body: 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/signup',
      headers: json,
      payload: '{"__proto__": {"isAdmin": true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  test('a NUL character or half a surrogate pair anywhere in a body (also inside JSON text) is a 400, not a database error', async () => {
    for (const payload of [
      JSON.stringify({ name: 'Tama\u0000', email: 'tama@example.test' }),
      JSON.stringify({ name: 'Tama', email: 'tama@example.test', 'x\u0000': 1 }),
      JSON.stringify({ shopInfo: JSON.stringify({ notesTitle: 'a\u0000b' }) }),
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/guests', headers: json, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NUL_MESSAGE });
    }
    const unpaired = await ctx.app.inject({
      method: 'POST',
      url: '/guests',
      headers: json,
      payload: '{"name":"Tama \\ud800","email":"tama@example.test"}',
    });
    expect(unpaired.statusCode).toBe(400);
    expect(unpaired.json()).toEqual({ message: UNPAIRED_SURROGATE_MESSAGE });
    const [guests] = await ctx.db.query<{ n: number }>("select count(*)::int as n from guests where name like 'Tama%'");
    expect(guests?.n).toBe(0);
  });

  test('a body over 1 MiB: 413', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/shops/whatever',
      headers: { ...json, ...bearer(user.token) },
      payload: JSON.stringify({ shopInfo: { notesTitle: 'x'.repeat(1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(message(response)).toBe('The request is too large (the limit is 1 MiB).');
  });

  test('an unsupported content type: 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(message(response)).toMatch(/application\/json/);
  });

  test('a missing body on a JSON route: 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('The request body must be a JSON object.');
  });

  test('unknown routes and methods: 404 { message: "Not found" }', async () => {
    for (const request of [{ url: '/nope' }, { url: '/api/nope' }, { method: 'DELETE' as const, url: '/login' }]) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  test('an unexpected failure is a 500 without details', async () => {
    const broken: Db = {
      kind: 'pglite',
      query: async () => {
        throw new Error('relation "secret_internal_table" does not exist');
      },
      exec: async () => undefined,
      transaction: async () => {
        throw new Error('no');
      },
      close: async () => undefined,
    };
    const app = await buildApp({ db: broken, config: TEST_CONFIG });
    const response = await app.inject({ method: 'POST', url: '/login', payload: { username: 'a@example.test', password: 'x' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
    expect(response.body).not.toMatch(/secret_internal_table|at .*\.ts/);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    await app.close();
  });
});

describe('GET /api/health', () => {
  test('public, reports the database kind', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponse.parse(response.json())).toEqual({ ok: true, db: ctx.db.kind });
  });

  test('a draining replica (SIGTERM) fails its health check with Retry-After, so a load balancer moves on, and still answers the rest', async () => {
    const app = await buildApp({ db: ctx.db, config: TEST_CONFIG });
    await app.ready();
    const closed = app.shutdown.drainAndClose(100);
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    const sentMeanwhile = await app.inject({ url: '/platform-plans' });
    expect(sentMeanwhile.statusCode).toBe(200);
    await closed;
    const stillServing = await ctx.app.inject({ url: '/api/health' });
    expect(stillServing.statusCode).toBe(200);
  });
});

describe('CORS (opt-in through CORS_ORIGINS)', () => {
  test('an allowed origin gets a preflight answer and the allow-origin header', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/shops/x',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
    const get = await ctx.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3001' } });
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:3001');
  });

  test('any other origin gets no CORS headers', async () => {
    const response = await ctx.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
