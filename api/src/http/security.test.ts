import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmbedKey } from '@backoffice/contracts';
import { buildApp } from '../app';
import { SIGNUP_THROTTLE } from '../auth/signup-throttle';
import { loadConfig } from '../config';
import {
  bearer,
  createShop,
  createTestContext,
  createUser,
  message,
  TEST_CONFIG,
  type TestContext,
  type TestUser,
} from '../test/app';

/**
 * The rules of the API's security section (docs/decisions/009-api-security-accounts-and-sessions.md) that belong to no one area: each test here
 * fails while its hole is open. Route-wide sweeps live in http/nul-sweep.test.ts and the authz matrix.
 */

const NOW = new Date('2026-05-04T01:00:00.000Z');
let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  owner = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin'] });
});
afterAll(async () => {
  await ctx.close();
});

async function shopWithKey(name: string): Promise<string> {
  const shopId = await createShop(ctx.db, owner.id, name);
  const response = await ctx.app.inject({ method: 'POST', url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
  expect(response.statusCode).toBe(201);
  return shopId;
}

const putKey = (shopId: string, keyInfo: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token), payload: { keyInfo } });

async function previewToken(shopId: string): Promise<string> {
  const made = await ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/embed-key/preview-link`,
    headers: bearer(owner.token),
  });
  expect(made.statusCode).toBe(200);
  return new URL((made.json() as { url: string }).url).searchParams.get('preview') ?? '';
}

/** The local provider's checkout page of a subscription the shop started. */
async function localCheckoutUrl(shopId: string): Promise<string> {
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/subscription-checkout`,
    headers: bearer(owner.token),
    payload: { priceId: 'price_local_growth_year' },
  });
  const url = JSON.stringify(started.json()).match(/\/api\/payments\/local\/checkout\/[A-Za-z0-9_-]+/)?.[0];
  if (!url) throw new Error(`no checkout URL in ${started.body}`);
  return url;
}

describe('font imports are stored rebuilt from the parsed URL', () => {
  test.each([
    [
      'an unquoted onerror',
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto" onerror=window.__xss=3>',
    ],
    ['an unquoted onload', '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto" onload=alert(1)>'],
    ['a style attribute', '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto" style=x>'],
    ['a quote inside the URL', '@import url(https://fonts.googleapis.com/css?family=a"><script>alert(1)</script>);'],
  ])('%s → 400, nothing stored', async (_what, importFonts) => {
    const shopId = await shopWithKey('Fonts Refused');
    const response = await putKey(shopId, { layoutConfig: { theme: { importFonts } } });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(/^Font import: /);
    const read = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
    expect(((read.json() as { key: EmbedKey }).key.draft.layoutConfig.theme as { importFonts: string }).importFonts).toBe('');
  });

  test('what the store is served is the rebuilt import, never the text as typed', async () => {
    const shopId = await shopWithKey('Fonts Kept');
    const typed = "<LINK href='https://fonts.googleapis.com/css2?family=Inter&display=swap'   REL='stylesheet' />";
    const response = await putKey(shopId, { layoutConfig: { theme: { importFonts: typed } } });
    expect(response.statusCode).toBe(200);
    const rebuilt = '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter&display=swap">';
    const draft = (response.json() as { key: EmbedKey }).key.draft.layoutConfig.theme as { importFonts: string };
    expect(draft.importFonts).toBe(rebuilt);
    const served = await ctx.app.inject({ url: `/api/embed-preview/${await previewToken(shopId)}` });
    const preview = served.json() as { preview: { layoutConfig: { theme: { importFonts: string } } } };
    expect(preview.preview.layoutConfig.theme.importFonts).toBe(rebuilt);
  });

  test('an import stored before the rule (raw markup) is served rebuilt, or not at all', async () => {
    const shopId = await shopWithKey('Fonts Stored Earlier');
    const token = await previewToken(shopId);
    const stored = (importFonts: string) =>
      ctx.db.query(`update embed_keys set draft_layouts = $2::jsonb where shop_id = $1`, [
        shopId,
        JSON.stringify({ '2': { theme: { importFonts } } }),
      ]);
    const served = async () => {
      const response = await ctx.app.inject({ url: `/api/embed-preview/${token}` });
      return (response.json() as { preview: { layoutConfig: { theme: { importFonts: string } } } }).preview.layoutConfig.theme
        .importFonts;
    };
    await stored('<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto" onerror=window.__xss=3>');
    expect(await served()).toBe('');
    await stored("@import url('https://fonts.bunny.net/css?family=lato')");
    expect(await served()).toBe('@import url("https://fonts.bunny.net/css?family=lato");');
  });
});

describe("a deleted shop's public surfaces answer 404", () => {
  test('the draft preview link, the local payments verification link and the local checkout page', async () => {
    const shopId = await shopWithKey('Soon Gone');
    const token = await previewToken(shopId);
    const link = await ctx.app.inject({ url: `/api/shops/${shopId}/verification-link`, headers: bearer(owner.token) });
    const verifyPath = new URL((link.json() as { accountLink: { url: string } }).accountLink.url).pathname;
    const verifyUrl = `${verifyPath}?token=${new URL((link.json() as { accountLink: { url: string } }).accountLink.url).searchParams.get('token')}`;
    expect((await ctx.app.inject({ url: `/api/embed-preview/${token}` })).statusCode).toBe(200);
    const checkoutUrl = await localCheckoutUrl(shopId);
    expect((await ctx.app.inject({ url: checkoutUrl })).statusCode).toBe(200);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/shops/${shopId}`, headers: bearer(admin.token) });
    expect(deleted.statusCode).toBeLessThan(300);

    const preview = await ctx.app.inject({ url: `/api/embed-preview/${token}` });
    expect(preview.statusCode).toBe(404);
    expect(message(preview)).toBe('This preview link is not valid any more.');
    const verify = await ctx.app.inject({ url: verifyUrl });
    expect(verify.statusCode).toBe(404);
    expect(message(verify)).toBe('Shop not found');
    for (const request of [{ url: checkoutUrl }, { method: 'POST' as const, url: `${checkoutUrl}/complete` }]) {
      const checkout = await ctx.app.inject(request);
      expect({ url: request.url, status: checkout.statusCode }).toEqual({ url: request.url, status: 404 });
    }
  });
});

describe("a promo's users are the shop's customers only", () => {
  test('an unknown id and another shop’s customer get the same answer; the shop’s own customer is kept', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Promo Place');
    const otherShop = await createShop(ctx.db, (await createUser(ctx.db)).id, 'Elsewhere');
    const ours = await createUser(ctx.db);
    const theirs = await createUser(ctx.db);
    const card = (shop: string, user: string, n: string) =>
      ctx.db.query('insert into loyalty_cards (id, shop_id, user_id, reward_number) values ($1, $2, $3, $4)', [
        `card-${n}`,
        shop,
        user,
        `R-${n}`,
      ]);
    await card(shopId, ours.id, 'ours');
    await card(otherShop, theirs.id, 'theirs');
    const create = (code: string, users: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/shops/${shopId}/promo-code`,
        headers: bearer(owner.token),
        payload: { code, isStoreWide: false, users },
      });
    const unknown = await create('UNKNOWN1', ['no-such-user-id']);
    const foreign = await create('FOREIGN1', [theirs.id]);
    expect(foreign.statusCode).toBe(unknown.statusCode);
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect(message(foreign).replace(theirs.id, 'ID')).toBe(message(unknown).replace('no-such-user-id', 'ID'));
    const kept = await create('OURS1', [ours.id]);
    expect(kept.statusCode).toBe(201);
  });
});

describe('sign-up is throttled per client', () => {
  const signup = (email: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/signup',
      remoteAddress,
      payload: {
        name: { given: 'Ana', family: 'Probe' },
        email,
        password: 'Kumara-Harvest-2026',
        passwordRepeat: 'Kumara-Harvest-2026',
        isMerchant: true,
      },
    });

  test('an address with an account is told so at most 5 times in 15 minutes per client, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await signup(owner.email, '203.0.113.8')).statusCode);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429, 429]);
    const refused = await signup(`fresh.${Date.now()}@example.test`, '203.0.113.8');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(message(refused)).toMatch(/Too many sign-up attempts/);
    // another client is not held up by this one
    expect((await signup(owner.email, '203.0.113.9')).statusCode).toBe(409);
  });

  test('at most SIGNUP_THROTTLE.maxAttempts attempts in 15 minutes per client, whatever their answers', async () => {
    const client = '203.0.113.10';
    // the attempts before the last allowed one, as if made in the last minutes
    await ctx.db.query(
      `insert into signup_attempts (ip, taken, created_at) select $1, false, now() - interval '10 minutes' from generate_series(1, $2::int)`,
      [client, SIGNUP_THROTTLE.maxAttempts - 1],
    );
    expect((await signup(`last.${Date.now()}@example.test`, client)).statusCode).toBe(201);
    const refused = await signup(`over.${Date.now()}@example.test`, client);
    expect(refused.statusCode).toBe(429);
    // the oldest counted attempt leaves the window in about 5 minutes
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(4 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5 * 60 + 5);
    // attempts older than the window do not count
    await ctx.db.query(`update signup_attempts set created_at = now() - interval '16 minutes' where ip = $1`, [client]);
    expect((await signup(`again.${Date.now()}@example.test`, client)).statusCode).toBe(201);
  });
});

describe('GET /dev/outbox only when switched on, never in production, only on loopback', () => {
  test('not there unless DEV_OUTBOX switched it on, nor in production when it was', async () => {
    for (const config of [
      { ...TEST_CONFIG, devOutbox: undefined },
      { ...TEST_CONFIG, devOutbox: false },
      { ...TEST_CONFIG, devOutbox: true, production: true },
    ]) {
      const app = await buildApp({ db: ctx.db, config, pendingOrderAlerts: false, rollupFolding: false });
      try {
        expect((await app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    }
  });

  test('switched on, it answers on a loopback listener only', async () => {
    const app = await buildApp({ db: ctx.db, config: { ...TEST_CONFIG, devOutbox: true }, pendingOrderAlerts: false });
    // what a request that came in on another interface looks like to the route (inject has no real socket)
    let localAddress: string | undefined;
    app.addHook('onRequest', async (request) => {
      Object.assign(request.raw.socket, { localAddress });
    });
    try {
      for (const [address, status] of [
        ['127.0.0.1', 200],
        ['::1', 200],
        ['::ffff:127.0.0.1', 200],
        ['10.0.0.5', 404],
        ['192.168.1.20', 404],
        ['2001:db8::1', 404],
      ] as const) {
        localAddress = address;
        expect({ address, status: (await app.inject({ url: '/dev/outbox' })).statusCode }).toEqual({ address, status });
      }
    } finally {
      await app.close();
    }
  });

  test('DEV_OUTBOX is off by default, and refused with NODE_ENV=production or a HOST that is not loopback', () => {
    const env = { DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'api-outbox-')), 'pglite') };
    expect(loadConfig(env).devOutbox).toBe(false);
    expect(loadConfig({ ...env, DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ ...env, DEV_OUTBOX: '1', HOST: '::1' }).devOutbox).toBe(true);
    expect(() => loadConfig({ ...env, DEV_OUTBOX: '1', NODE_ENV: 'production' })).toThrow(/refused in production/);
    for (const HOST of ['0.0.0.0', '192.168.1.20', '::'])
      expect(() => loadConfig({ ...env, DEV_OUTBOX: '1', HOST })).toThrow(/loopback HOST/);
  });
});

describe('browser headers on API answers', () => {
  test('no-store on authenticated and auth answers, nosniff on every answer, public files keep their caching', async () => {
    const answers = {
      user: await ctx.app.inject({ url: `/api/users/${owner.id}`, headers: bearer(owner.token) }),
      customers: await ctx.app.inject({
        url: `/api/shops/${await createShop(ctx.db, owner.id, 'Headers')}/customers`,
        headers: bearer(owner.token),
      }),
      login: await ctx.app.inject({ method: 'POST', url: '/login', payload: { username: owner.email, password: 'wrong' } }),
      refused: await ctx.app.inject({ url: `/api/users/${owner.id}` }),
      notFound: await ctx.app.inject({ url: '/nowhere' }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect({ name, nosniff: response.headers['x-content-type-options'] }).toEqual({ name, nosniff: 'nosniff' });
      expect({ name, cache: response.headers['cache-control'] }).toEqual({ name, cache: 'no-store' });
    }
    const icon = await ctx.app.inject({ url: '/api/icon-images/missing.svg' });
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
  });

  test("every HTML page the API serves has a policy with frame-ancestors 'none': the docs and the local checkout", async () => {
    const docs = await ctx.app.inject({ url: '/api/docs' });
    expect(docs.headers['content-type']).toMatch(/text\/html/);
    const checkout = await ctx.app.inject({ url: await localCheckoutUrl(await createShop(ctx.db, owner.id, 'Checkout Page')) });
    expect(checkout.statusCode).toBe(200);
    for (const page of [docs, checkout]) {
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(page.headers['content-security-policy']).toMatch(/default-src/);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
    // the checkout allows its own inline style only, and no script
    expect(checkout.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
  });
});
