import { randomUUID } from 'node:crypto';
import { accountLinkResponse, MESSAGES, shopResponse, shopWriteResponse } from '@backoffice/contracts';
import { stripePayments } from '../adapters/payments/stripe';
import { buildApp } from '../app';
import {
  bearer,
  createShop,
  createTestContext,
  createUser,
  message,
  TEST_CONFIG,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../test/app';
import { insertMenu, insertOrder } from '../test/orders';
import { LOCAL_LINK_INVALID_MESSAGE } from './actions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function ownerWithShop() {
  const owner = await createUser(ctx.db);
  const shopId = await createShop(ctx.db, owner.id, 'Action Cafe', { contact: { email: 'cafe@example.test' } });
  return { owner, shopId };
}

describe('PUT /api/shops/:shopId/accepting-orders/:status', () => {
  test('aliases and stored values set the status; the answer is the shop', async () => {
    const { owner, shopId } = await ownerWithShop();
    const cases: [string, string][] = [
      ['accepting', 'accepting orders'],
      ['stopped', 'Active'],
      ['accepting%20orders', 'accepting orders'],
      ['Deactive', 'Deactive'],
      ['Active', 'Active'],
    ];
    for (const [segment, status] of cases) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/shops/${shopId}/accepting-orders/${segment}`,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(200);
      expect(shopWriteResponse.parse(response.json()).shop.status).toBe(status);
    }
    const reread = await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(owner.token) });
    expect(shopResponse.parse(reread.json()).shop.status).toBe('Active');
  });

  test('an unknown status or body field is 400; an empty JSON body is fine', async () => {
    const { owner, shopId } = await ownerWithShop();
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/accepting-orders/open`,
      headers: bearer(owner.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Status must be one of: accepting, stopped, accepting orders, Active, Deactive');
    const extra = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/accepting-orders/accepting`,
      headers: bearer(owner.token),
      payload: { status: 'Deactive' },
    });
    expect(message(extra)).toBe('Unknown field: status');
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/accepting-orders/accepting`,
      headers: bearer(owner.token),
      payload: {},
    });
    expect(empty.statusCode).toBe(200);
  });
});

describe('PUT /api/shops/:shopId/payment', () => {
  const bank = { bank: '12', branch: '3456', account: '7654321', suffix: '001' };

  test('stores the bank account on the shop; the rest of the settings stay; the account no longer needs it', async () => {
    const { owner, shopId } = await ownerWithShop();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/payment`,
      headers: bearer(owner.token),
      payload: { shopInfo: JSON.stringify({ bank_acn: bank }), options: '{}' },
    });
    expect(response.statusCode).toBe(200);
    const { shop } = shopWriteResponse.parse(response.json());
    expect(shop.transactional?.bank_acn).toEqual(bank);
    expect(shop.contact?.email).toBe('cafe@example.test');
    const reread = await ctx.app.inject({
      url: `/api/shops/${shopId}?options=${encodeURIComponent('{"includeStripeAccount":true}')}`,
      headers: bearer(owner.token),
    });
    expect(shopResponse.parse(reread.json()).stripeAccount?.requirements.currently_due).not.toContain('external_account');
  });

  test('each part required, digits only, at most 2 / 4 / 7 / 3; nothing else accepted', async () => {
    const { owner, shopId } = await ownerWithShop();
    const cases: [unknown, string][] = [
      [{ bank_acn: { ...bank, bank: '123' } }, 'Bank must be at most 2 digits'],
      [{ bank_acn: { ...bank, branch: '12345' } }, 'Branch must be at most 4 digits'],
      [{ bank_acn: { ...bank, account: '12345678' } }, 'Account must be at most 7 digits'],
      [{ bank_acn: { ...bank, suffix: '0001' } }, 'Suffix must be at most 3 digits'],
      [{ bank_acn: { ...bank, bank: '1a' } }, 'Bank must contain digits only'],
      [{ bank_acn: { ...bank, branch: '34-6' } }, 'Branch must contain digits only'],
      [{ bank_acn: { ...bank, account: '12a4' } }, 'Account must contain digits only'],
      [{ bank_acn: { ...bank, suffix: '0 1' } }, 'Suffix must contain digits only'],
      [{ bank_acn: { ...bank, suffix: '' } }, 'Suffix is required'],
      [{ bank_acn: { bank: '12', branch: '3456', account: '7654321' } }, 'Suffix is required'],
      [{ bank_acn: bank, stripeId: 'acct_x' }, 'Unknown field: stripeId'],
    ];
    for (const [shopInfo, expected] of cases) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/shops/${shopId}/payment`,
        headers: bearer(owner.token),
        payload: { shopInfo },
      });
      expect({ status: response.statusCode, message: message(response) }).toEqual({ status: 400, message: expected });
    }
  });
});

describe('GET /api/shops/:shopId/verification-link (local provider)', () => {
  test('a link on PUBLIC_URL that verifies the account once and returns to the verification section', async () => {
    const { owner, shopId } = await ownerWithShop();
    const response = await ctx.app.inject({
      url: `/api/shops/${shopId}/verification-link?isNewDashboard=true&options=${encodeURIComponent('{}')}`,
      headers: { ...bearer(owner.token), host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    const { url } = accountLinkResponse.parse(response.json()).accountLink;
    expect(url.startsWith(`${TEST_PUBLIC_URL}/api/payments/local/verify/${shopId}?token=`)).toBe(true);

    const account = async () => {
      const read = await ctx.app.inject({
        url: `/api/shops/${shopId}?options=${encodeURIComponent('{"includeStripeAccount":true}')}`,
        headers: bearer(owner.token),
      });
      return shopResponse.parse(read.json()).stripeAccount;
    };
    expect((await account())?.requirements.currently_due.length).toBeGreaterThan(0);

    const path = url.slice(TEST_PUBLIC_URL.length);
    const follow = await ctx.app.inject({ url: path, headers: { host: 'evil.example' } }); // no bearer: the browser navigates
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(`${TEST_PUBLIC_URL}/shop/settings?section=verification`);
    expect((await account())?.requirements.currently_due).toEqual([]);

    const again = await ctx.app.inject({ url: path });
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe(LOCAL_LINK_INVALID_MESSAGE);
  });

  test('a link is for its own shop only, and expires', async () => {
    const { owner, shopId } = await ownerWithShop();
    const other = await ownerWithShop();
    const link = await ctx.app.inject({ url: `/api/shops/${shopId}/verification-link`, headers: bearer(owner.token) });
    const { url } = accountLinkResponse.parse(link.json()).accountLink;
    const token = new URL(url).searchParams.get('token') ?? '';
    const elsewhere = await ctx.app.inject({ url: `/api/payments/local/verify/${other.shopId}?token=${token}` });
    expect(elsewhere.statusCode).toBe(400);
    await ctx.db.query(`update local_payment_account_links set expires_at = now() - interval '1 second' where shop_id = $1`, [
      shopId,
    ]);
    expect((await ctx.app.inject({ url: url.slice(TEST_PUBLIC_URL.length) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/payments/local/verify/${shopId}` })).statusCode).toBe(400);
  });

  test('query: isNewDashboard true/false only, options must be an empty object', async () => {
    const { owner, shopId } = await ownerWithShop();
    const get = (query: string) =>
      ctx.app.inject({ url: `/api/shops/${shopId}/verification-link?${query}`, headers: bearer(owner.token) });
    expect((await get('isNewDashboard=false')).statusCode).toBe(200);
    expect(message(await get('isNewDashboard=yes'))).toBe('Is new dashboard must be true or false');
    expect(message(await get(`options=${encodeURIComponent('{"limit":1}')}`))).toBe('Unknown field: limit');
    expect((await get('type=express')).statusCode).toBe(400);
  });
});

describe('GET /api/shops/:shopId/verification-link (Stripe)', () => {
  test('creates the connected account once, remembers it, and answers Stripe’s onboarding link', async () => {
    const calls: { url: string; body: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: String(init?.body ?? ''), headers: (init?.headers ?? {}) as Record<string, string> });
      const json = url.endsWith('/v1/accounts')
        ? { id: 'acct_123' }
        : { url: 'https://connect.stripe.test/setup/e/acct_123/abc', expires_at: 1 };
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const app = await buildApp({
      db: ctx.db,
      config: TEST_CONFIG,
      payments: stripePayments({ secretKey: 'sk_test_x', fetch: fakeFetch, apiBase: 'https://stripe.test' }),
    });
    try {
      const { owner, shopId } = await ownerWithShop();
      const first = await app.inject({
        url: `/api/shops/${shopId}/verification-link?isNewDashboard=true`,
        headers: bearer(owner.token),
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ accountLink: { url: 'https://connect.stripe.test/setup/e/acct_123/abc' } });
      expect(calls.map((call) => call.url)).toEqual(['https://stripe.test/v1/accounts', 'https://stripe.test/v1/account_links']);
      const created = new URLSearchParams(calls[0]?.body);
      expect(created.get('type')).toBe('express');
      expect(created.get('country')).toBe('NZ');
      expect(created.get('metadata[shopId]')).toBe(shopId);
      expect(calls[0]?.headers['idempotency-key']).toBe(`venue-backoffice-account-${shopId}`);
      const link = new URLSearchParams(calls[1]?.body);
      expect(Object.fromEntries(link)).toEqual({
        account: 'acct_123',
        type: 'account_onboarding',
        return_url: `${TEST_PUBLIC_URL}/shop/settings?section=verification`,
        refresh_url: `${TEST_PUBLIC_URL}/shop/settings?section=verification`,
      });
      const [row] = await ctx.db.query<{ stripe_id: string }>(
        `select settings->'transactional'->>'stripeId' as stripe_id from shops where id = $1`,
        [shopId],
      );
      expect(row?.stripe_id).toBe('acct_123');

      calls.length = 0;
      expect((await app.inject({ url: `/api/shops/${shopId}/verification-link`, headers: bearer(owner.token) })).statusCode).toBe(
        200,
      );
      expect(calls.map((call) => call.url)).toEqual(['https://stripe.test/v1/account_links']);

      // the local stand-in's route does not exist next to Stripe
      expect((await app.inject({ url: `/api/payments/local/verify/${shopId}?token=x` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  test('a Stripe failure is a 502 with a message, not a 500', async () => {
    const failing = (async () =>
      new Response(JSON.stringify({ error: { message: 'Your platform needs to sign up for Connect.' } }), {
        status: 400,
      })) as typeof fetch;
    const app = await buildApp({
      db: ctx.db,
      config: TEST_CONFIG,
      payments: stripePayments({ secretKey: 'sk_test_x', fetch: failing }),
    });
    try {
      const { owner, shopId } = await ownerWithShop();
      const response = await app.inject({ url: `/api/shops/${shopId}/verification-link`, headers: bearer(owner.token) });
      expect(response.statusCode).toBe(502);
      expect(message(response)).toContain('Your platform needs to sign up for Connect.');
    } finally {
      await app.close();
    }
  });
});

describe('DELETE /api/shops/:shopId', () => {
  /** Rows the test puts in for a shop; each must exist before and be gone after. */
  const SEEDED_TABLES = [
    'categories',
    'products',
    'option_sets',
    'promo_codes',
    'kiosks',
    'orders',
    'order_line_items',
    'local_payment_account_links',
  ];

  /** Every table with a shop_id column (report roll-ups included, whatever their names), plus shops itself. */
  async function countsFor(shopId: string): Promise<Record<string, number>> {
    const tables = await ctx.db.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = current_schema() and c.column_name = 'shop_id' and t.table_type = 'BASE TABLE'
       order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const table of [...tables.map((row) => row.table_name), 'shops']) {
      const column = table === 'shops' ? 'id' : 'shop_id';
      const [row] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [shopId]);
      counts[table] = row?.n ?? -1;
    }
    return counts;
  }

  async function populatedShop(ownerId: string): Promise<string> {
    const shopId = await createShop(ctx.db, ownerId, 'Doomed Diner');
    const menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]], Food: [['Pie', 700]] });
    const product = menu.products[0];
    await ctx.db.query(`insert into option_sets (id, shop_id, category_id, name, type) values ($1, $2, $3, 'Milk', 'switch')`, [
      randomUUID(),
      shopId,
      menu.categories[0]?.id,
    ]);
    await ctx.db.query(
      `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config)
       values ($1, $2, 'SAVE5', 'discount', now() + interval '1 day', '{}'::jsonb, '{}'::jsonb)`,
      [randomUUID(), shopId],
    );
    await ctx.db.query(`insert into kiosks (id, shop_id, name, kiosk_key) values ($1, $2, 'Front', $3)`, [
      randomUUID(),
      shopId,
      randomUUID(),
    ]);
    await insertOrder(ctx.db, {
      shopId,
      createdAt: new Date().toISOString(),
      status: 'completed',
      lines: [{ productId: product?.id ?? null, productName: 'Flat White', quantity: 2, unitPrice: 550 }],
    });
    await ctx.db.query(
      `insert into local_payment_account_links (token_hash, shop_id, expires_at) values ($1, $2, now() + interval '1 hour')`,
      [randomUUID(), shopId],
    );
    return shopId;
  }

  test('admin only: a soft delete — hidden everywhere at once, every row kept for the books; other shops untouched', async () => {
    const owner = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
    const doomed = await populatedShop(owner.id);
    const kept = await populatedShop(owner.id);
    const keptBefore = await countsFor(kept);
    const before = await countsFor(doomed);
    for (const table of SEEDED_TABLES) expect({ table, some: (before[table] ?? 0) > 0 }).toEqual({ table, some: true });
    expect(Object.keys(before).length).toBeGreaterThan(SEEDED_TABLES.length); // the roll-ups are counted too

    const byOwner = await ctx.app.inject({ method: 'DELETE', url: `/api/shops/${doomed}`, headers: bearer(owner.token) });
    expect(byOwner.statusCode).toBe(403);
    expect(await countsFor(doomed)).toEqual(before);

    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/shops/${doomed}`, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.shopDeleteSuccessful });
    // orders, lines, menu and roll-ups stay (the platform's books); only the audit log gained the delete entry
    expect(await countsFor(doomed)).toEqual({ ...before, admin_audit_log: (before.admin_audit_log ?? 0) + 1 });
    expect(await countsFor(kept)).toEqual(keptBefore);

    // hidden everywhere: the shop itself, its reports, its owner's list and the admin list
    for (const token of [owner.token, admin.token]) {
      expect((await ctx.app.inject({ url: `/api/shops/${doomed}`, headers: bearer(token) })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: `/api/shops/${doomed}/summary`, headers: bearer(token) })).statusCode).toBe(404);
    }
    const mine = await ctx.app.inject({ url: `/api/users/${owner.id}/shops`, headers: bearer(owner.token) });
    expect(mine.json().shops.map((shop: { _id: string }) => shop._id)).toEqual([kept]);
    const all = await ctx.app.inject({ url: '/api/admin-shops?search=Doomed', headers: bearer(admin.token) });
    expect(all.json().shops.map((shop: { _id: string }) => shop._id)).toEqual([kept]);

    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/shops/${doomed}`, headers: bearer(admin.token) });
    expect(again.statusCode).toBe(404);
  });
});
