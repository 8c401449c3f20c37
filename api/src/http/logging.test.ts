import { PassThrough } from 'node:stream';
import { buildApp } from '../app';
import type { Db } from '../db/types';
import { createTestContext, createUser, TEST_CONFIG, type TestContext } from '../test/app';

// Tokens stay out of logs: a failing request made with a bearer token and a kiosk key is logged (it is a 500), and no
// line carries either secret; an object logged with its headers gets them censored.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

test('log lines never carry the bearer token or a kiosk key', async () => {
  const { token } = await createUser(ctx.db);
  const failing: Db = {
    kind: 'pglite',
    query: async () => {
      throw new Error('database gone');
    },
    exec: async () => undefined,
    transaction: async () => {
      throw new Error('database gone');
    },
    close: async () => undefined,
  };
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = await buildApp({ db: failing, config: { ...TEST_CONFIG, logLevel: 'info' }, logStream: stream });
  const response = await app.inject({
    url: '/api/shops',
    headers: { authorization: `Bearer ${token}`, 'kiosk-key': 'kiosk-secret-123', cookie: 'session=cookie-secret' },
  });
  expect(response.statusCode).toBe(500);
  app.log.info({ headers: { authorization: `Bearer ${token}`, 'kiosk-key': 'kiosk-secret-123' } }, 'headers seen');
  await app.close();

  const all = lines.join('\n');
  expect(all).toContain('request failed');
  expect(all).toContain('[redacted]');
  expect(all).not.toContain(token);
  expect(all).not.toContain('kiosk-secret-123');
  expect(all).not.toContain('cookie-secret');
});
