import {
  ADMIN_PAGE_SIZE,
  auditLogResponse,
  clearCartResponse,
  MESSAGES,
  outboxResponse,
  stripeLocationResponse,
  transferShopResponse,
  userResponse,
} from '@backoffice/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { setStripeTerminalLocation } from '../adapters/payments/stripe-locations';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';
import { NO_LONGER_ADMIN_MESSAGE, NOT_YOUR_ACCOUNT, ONLY_ADMIN_CHANGES_ROLES, OWN_ADMIN_ROLE_MESSAGE } from '../users/routes';
import { ADMIN_RESET_THROTTLED_MESSAGE, ALREADY_OWNER_MESSAGE } from './routes';

/** The API's clock, pinned: audit entries carry this time. */
const NOW = new Date('2026-05-14T03:04:05.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(async () => {
  await ctx.close();
});

const LOCATION = { line1: '12 Quay Street', line2: 'Unit 3', city: 'Auckland', country: 'NZ', postCode: '1010' };

async function admin(): Promise<TestUser> {
  return createUser(ctx.db, { roles: ['admin', 'merchant'] });
}

function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function auditOf(kind: 'users' | 'shops', subjectId: string, token: string) {
  const response = await inject('GET', `/api/${kind}/${subjectId}/audit-log`, token);
  expect(response.statusCode).toBe(200);
  return auditLogResponse.parse(response.json());
}

describe('authorisation: every admin route × {no token, merchant, admin}', () => {
  interface World {
    merchant: TestUser;
    admin: TestUser;
    customer: TestUser;
    shopId: string;
  }
  interface AdminRoute {
    name: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: (w: World) => string;
    body?: (w: World) => unknown;
  }

  /** Each case gets a fresh world, so a successful admin call cannot hide a later caller's result. */
  async function world(): Promise<World> {
    const merchant = await createUser(ctx.db, { roles: ['merchant'] });
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    // the merchant owns the shop: even the owner is refused the admin actions on it
    const shopId = await createShop(ctx.db, merchant.id, 'Matrix Cafe');
    return { merchant, admin: await admin(), customer, shopId };
  }

  const ROUTES: AdminRoute[] = [
    { name: 'GET /api/users', method: 'GET', url: () => '/api/users?search=a' },
    { name: 'GET /api/admin-shops', method: 'GET', url: () => '/api/admin-shops' },
    { name: 'GET /api/users/:userId (another user)', method: 'GET', url: (w) => `/api/users/${w.customer.id}` },
    {
      name: 'PUT /api/users/:userId roles (another user)',
      method: 'PUT',
      url: (w) => `/api/users/${w.customer.id}`,
      body: () => ({ userInfo: { roles: ['consumer', 'beta-tester'] } }),
    },
    { name: 'PUT /api/users/:userId/clear-cart', method: 'PUT', url: (w) => `/api/users/${w.customer.id}/clear-cart` },
    {
      name: 'POST /api/users/:userId/send-password-reset',
      method: 'POST',
      url: (w) => `/api/users/${w.customer.id}/send-password-reset`,
    },
    { name: 'GET /api/users/:userId/audit-log', method: 'GET', url: (w) => `/api/users/${w.customer.id}/audit-log` },
    {
      name: 'POST /api/shops/:shopId/transfer-to/:userId',
      method: 'POST',
      url: (w) => `/api/shops/${w.shopId}/transfer-to/${w.customer.id}`,
    },
    {
      name: 'POST /api/shops/:shopId/stripe-location',
      method: 'POST',
      url: (w) => `/api/shops/${w.shopId}/stripe-location`,
      body: () => LOCATION,
    },
    { name: 'GET /api/shops/:shopId/audit-log', method: 'GET', url: (w) => `/api/shops/${w.shopId}/audit-log` },
    { name: 'DELETE /api/shops/:shopId', method: 'DELETE', url: (w) => `/api/shops/${w.shopId}` },
  ];

  const expectNoData = (response: LightMyRequestResponse) => expect(Object.keys(response.json())).toEqual(['message']);

  test.each(ROUTES)('$name: 401 without a token, 403 (message only) for a merchant, 200 for an admin', async (route) => {
    const w = await world();
    const body = route.body?.(w);
    const none = await inject(route.method, route.url(w), undefined, body);
    expect(none.statusCode).toBe(401);
    expectNoData(none);
    const merchant = await inject(route.method, route.url(w), w.merchant.token, body);
    expect(merchant.statusCode).toBe(403);
    expectNoData(merchant);
    const byAdmin = await inject(route.method, route.url(w), w.admin.token, body);
    expect(byAdmin.statusCode).toBe(200);
    expect(Object.keys(byAdmin.json()).length).toBeGreaterThan(0);
  });

  test.each(ROUTES.filter((route) => !['GET /api/users', 'GET /api/admin-shops'].includes(route.name)))(
    '$name: a merchant asking about an id that does not exist still gets 403, never 404 (no probing)',
    async (route) => {
      const w = await world();
      const ghost = { ...w, customer: { ...w.customer, id: 'no-such-user' }, shopId: 'no-such-shop' };
      const response = await inject(route.method, route.url(ghost), w.merchant.token, route.body?.(ghost));
      expect(response.statusCode).toBe(403);
    },
  );

  test('a merchant sending a malformed body to an admin action gets 403, not a description of the body', async () => {
    const w = await world();
    const response = await inject('POST', `/api/shops/${w.shopId}/stripe-location`, w.merchant.token, { nonsense: 1 });
    expect(response.statusCode).toBe(403);
  });

  test('after the matrix the merchant still owns a live shop nobody but an admin could touch', async () => {
    const w = await world();
    for (const route of ROUTES) await inject(route.method, route.url(w), w.merchant.token, route.body?.(w));
    const shop = await inject('GET', `/api/shops/${w.shopId}`, w.merchant.token);
    expect(shop.statusCode).toBe(200);
    expect(shop.json().shop.owner).toBe(w.merchant.id);
    expect(shop.json().shop.transactional?.stripeLocation).toBeUndefined();
  });
});

describe('roles and the last-admin rule', () => {
  test('an admin edits roles; the change is audited with from/to, who and when', async () => {
    const boss = await admin();
    const member = await createUser(ctx.db, { roles: ['consumer'] });
    const response = await inject('PUT', `/api/users/${member.id}`, boss.token, {
      userInfo: { roles: ['consumer', 'merchant', 'beta-tester'] },
    });
    expect(response.statusCode).toBe(200);
    expect(userResponse.parse(response.json()).user.roles).toEqual(['consumer', 'merchant', 'beta-tester']);
    const { entries } = await auditOf('users', member.id, boss.token);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.roles',
        at: NOW.toISOString(),
        actor: { _id: boss.id, name: 'Test Person', email: boss.email },
        details: { from: ['consumer'], to: ['consumer', 'merchant', 'beta-tester'] },
      }),
    ]);
    // saving the same roles again changes nothing and records nothing
    await inject('PUT', `/api/users/${member.id}`, boss.token, { userInfo: { roles: ['consumer', 'merchant', 'beta-tester'] } });
    expect((await auditOf('users', member.id, boss.token)).count).toBe(1);
  });

  test('an admin cannot remove their own admin role: 409 with a message, nothing changes', async () => {
    const boss = await admin();
    const response = await inject('PUT', `/api/users/${boss.id}`, boss.token, { userInfo: { roles: ['merchant'] } });
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe(OWN_ADMIN_ROLE_MESSAGE);
    const after = await inject('GET', `/api/users/${boss.id}`, boss.token);
    expect(after.json().user.roles).toContain('admin');
  });

  test('two admins demoting each other at once: one wins, the other is refused, one admin remains', async () => {
    // several pairs: the two transactions interleave differently each time (on PostgreSQL a lock-order mistake shows
    // as a deadlock — a 500 — only in some interleavings)
    for (let round = 0; round < 6; round += 1) {
      const a = await admin();
      const b = await admin();
      // a and b demote each other at the same moment: exactly one wins, the other is told it is no longer an admin
      const [ab, ba] = await Promise.all([
        inject('PUT', `/api/users/${b.id}`, a.token, { userInfo: { roles: ['merchant'] } }),
        inject('PUT', `/api/users/${a.id}`, b.token, { userInfo: { roles: ['merchant'] } }),
      ]);
      expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 403]);
      // refused inside the transaction (it had started as an admin), or before it: at the role check or, when the
      // token's user was already demoted as the request arrived, at the "someone else's account" check
      expect([NO_LONGER_ADMIN_MESSAGE, ONLY_ADMIN_CHANGES_ROLES, NOT_YOUR_ACCOUNT]).toContain(
        message(ab.statusCode === 403 ? ab : ba),
      );
      const rows = await ctx.db.query<{ roles: string[] }>('select roles from users where id = any($1::text[]) order by id', [
        [a.id, b.id],
      ]);
      expect(rows.filter((row) => row.roles.includes('admin'))).toHaveLength(1);
    }
  });
});

describe('PUT /api/users/:userId/clear-cart', () => {
  test("empties the cart, answers 'Customer's cart cleared' and audits how many items went", async () => {
    const boss = await admin();
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    await ctx.db.query(`update users set cart = $2::jsonb where id = $1`, [
      customer.id,
      JSON.stringify([
        { product: 'p1', quantity: 2 },
        { product: 'p2', quantity: 1 },
      ]),
    ]);
    const before = await inject('GET', `/api/users/${customer.id}`, boss.token);
    expect(before.json().user.cart).toHaveLength(2);
    const response = await inject('PUT', `/api/users/${customer.id}/clear-cart`, boss.token);
    expect(response.statusCode).toBe(200);
    const body = clearCartResponse.parse(response.json());
    expect(body.message).toBe("Customer's cart cleared");
    expect(body.user.cart).toEqual([]);
    const [row] = await ctx.db.query<{ cart: unknown[] }>('select cart from users where id = $1', [customer.id]);
    expect(row?.cart).toEqual([]);
    const { entries } = await auditOf('users', customer.id, boss.token);
    expect(entries[0]).toMatchObject({ action: 'user.clear-cart', details: { items: 2 } });
  });

  test('unknown user: 404', async () => {
    expect((await inject('PUT', '/api/users/nobody/clear-cart', (await admin()).token)).statusCode).toBe(404);
  });
});

describe('POST /api/users/:userId/send-password-reset', () => {
  async function outbox(to: string) {
    const response = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    return outboxResponse.parse(response.json()).mails;
  }

  test('sends the reset e-mail through the normal flow (the link sets a new password) and audits it', async () => {
    const boss = await admin();
    const person = await createUser(ctx.db, { roles: ['merchant'], password: 'old-secret-1' });
    const response = await inject('POST', `/api/users/${person.id}/send-password-reset`, boss.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.resetRequestSent });
    const mails = await outbox(person.email);
    expect(mails).toHaveLength(1);
    const link = mails[0]?.resetLink;
    if (!link) throw new Error('no reset link');
    const token = new URL(link).searchParams.get('code') ?? '';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/forgot-password/${token}`,
      payload: { newPassword: 'fresh-Pa55word', confirmPassword: 'fresh-Pa55word' },
    });
    expect(reset.statusCode).toBe(200);
    const { entries } = await auditOf('users', person.id, boss.token);
    expect(entries[0]).toMatchObject({ action: 'user.password-reset', details: { email: person.email }, at: NOW.toISOString() });
  });

  test('the per-address hourly limit of the public flow holds (429 with a message), unknown user 404', async () => {
    const boss = await admin();
    const person = await createUser(ctx.db);
    for (let i = 0; i < 5; i += 1)
      expect((await inject('POST', `/api/users/${person.id}/send-password-reset`, boss.token)).statusCode).toBe(200);
    const sixth = await inject('POST', `/api/users/${person.id}/send-password-reset`, boss.token);
    expect(sixth.statusCode).toBe(429);
    expect(message(sixth)).toBe(ADMIN_RESET_THROTTLED_MESSAGE);
    expect(await outbox(person.email)).toHaveLength(5);
    expect((await inject('POST', '/api/users/nobody/send-password-reset', boss.token)).statusCode).toBe(404);
  });
});

describe('POST /api/shops/:shopId/transfer-to/:userId', () => {
  test('moves the shop: the old owner loses access at once, the new one has it; audited on the shop and both users', async () => {
    const boss = await admin();
    const oldOwner = await createUser(ctx.db, { roles: ['merchant'] });
    const newOwner = await createUser(ctx.db, { roles: ['consumer'] });
    const shopId = await createShop(ctx.db, oldOwner.id, 'Moving Cafe');
    expect((await inject('GET', `/api/shops/${shopId}`, oldOwner.token)).statusCode).toBe(200);

    const response = await inject('POST', `/api/shops/${shopId}/transfer-to/${newOwner.id}`, boss.token);
    expect(response.statusCode).toBe(200);
    const body = transferShopResponse.parse(response.json());
    expect(body.message).toBe('Venue transferred successfully');
    expect(body.shop.owner).toMatchObject({ _id: newOwner.id });

    expect((await inject('GET', `/api/shops/${shopId}`, oldOwner.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/users/${oldOwner.id}/shops`, oldOwner.token)).json().shops).toEqual([]);
    expect((await inject('GET', `/api/shops/${shopId}`, newOwner.token)).statusCode).toBe(200);
    const mine = (await inject('GET', `/api/users/${newOwner.id}/shops`, newOwner.token)).json();
    expect(mine.shops.map((shop: { _id: string }) => shop._id)).toEqual([shopId]);
    // a venue owner is a merchant
    expect((await inject('GET', `/api/users/${newOwner.id}`, newOwner.token)).json().user.roles).toEqual([
      'consumer',
      'merchant',
    ]);

    const onShop = await auditOf('shops', shopId, boss.token);
    expect(onShop.entries).toHaveLength(1);
    expect(onShop.entries[0]).toMatchObject({
      action: 'shop.transfer',
      shop: { _id: shopId, name: 'Moving Cafe' },
      details: { from: { _id: oldOwner.id }, to: { _id: newOwner.id }, addedRole: 'merchant' },
    });
    expect((await auditOf('users', oldOwner.id, boss.token)).entries[0]?.action).toBe('shop.transfer');
    expect((await auditOf('users', newOwner.id, boss.token)).entries[0]?.action).toBe('shop.transfer');
  });

  test('to its current owner: 409; unknown shop or user: 404; a deleted shop cannot be transferred', async () => {
    const boss = await admin();
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id);
    const same = await inject('POST', `/api/shops/${shopId}/transfer-to/${owner.id}`, boss.token);
    expect(same.statusCode).toBe(409);
    expect(message(same)).toBe(ALREADY_OWNER_MESSAGE);
    expect((await inject('POST', `/api/shops/${shopId}/transfer-to/nobody`, boss.token)).statusCode).toBe(404);
    expect((await inject('POST', `/api/shops/nothing/transfer-to/${owner.id}`, boss.token)).statusCode).toBe(404);
    await inject('DELETE', `/api/shops/${shopId}`, boss.token);
    expect((await inject('POST', `/api/shops/${shopId}/transfer-to/${boss.id}`, boss.token)).statusCode).toBe(404);
  });

  test('a transfer racing a delete leaves one consistent outcome, whichever wins', async () => {
    const boss = await admin();
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const oldOwner = await createUser(ctx.db);
      const newOwner = await createUser(ctx.db);
      const shopId = await createShop(ctx.db, oldOwner.id, `Race ${round}`);
      const calls = [
        () => inject('POST', `/api/shops/${shopId}/transfer-to/${newOwner.id}`, boss.token),
        () => inject('DELETE', `/api/shops/${shopId}`, boss.token),
      ];
      // alternate who starts first so both orders get exercised
      const [transfer, remove] =
        round % 2 === 0
          ? await Promise.all([calls[0]?.(), calls[1]?.()])
          : await Promise.all([calls[1]?.(), calls[0]?.()]).then(([d, t]) => [t, d]);
      if (!transfer || !remove) throw new Error('missing response');
      // the delete always lands (it deletes whoever owns the shop by then)
      expect(remove.statusCode).toBe(200);
      expect([200, 404]).toContain(transfer.statusCode);
      const [row] = await ctx.db.query<{ owner_id: string; deleted_at: Date | null }>(
        'select owner_id, deleted_at from shops where id = $1',
        [shopId],
      );
      expect(row?.deleted_at).not.toBeNull();
      const audit = await auditOf('shops', shopId, boss.token);
      if (transfer.statusCode === 200) {
        outcomes.add('transfer then delete');
        expect(row?.owner_id).toBe(newOwner.id);
        expect(audit.entries.map((entry) => entry.action)).toEqual(['shop.delete', 'shop.transfer']);
        expect(audit.entries[0]?.details).toMatchObject({ ownerId: newOwner.id });
      } else {
        outcomes.add('delete then transfer refused');
        expect(row?.owner_id).toBe(oldOwner.id);
        expect(audit.entries.map((entry) => entry.action)).toEqual(['shop.delete']);
      }
      // either way nobody sees the shop any more
      for (const person of [oldOwner, newOwner])
        expect((await inject('GET', `/api/users/${person.id}/shops`, person.token)).json().shops).toEqual([]);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('POST /api/shops/:shopId/stripe-location', () => {
  test('registers the location through the payments adapter, stores its id on the shop and audits the address', async () => {
    const boss = await admin();
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id, 'Located Cafe');
    const { country: _omitted, ...withoutCountry } = LOCATION;
    const response = await inject('POST', `/api/shops/${shopId}/stripe-location`, boss.token, withoutCountry);
    expect(response.statusCode).toBe(200);
    const body = stripeLocationResponse.parse(response.json());
    expect(body.message).toBe(MESSAGES.paymentLocationSet);
    expect(body.location.address).toEqual({ ...LOCATION, country: 'NZ' }); // default NZ
    expect(body.location.id).toMatch(/^tml_local_/);
    expect(body.shop.transactional?.stripeLocation).toBe(body.location.id);
    const shop = await inject('GET', `/api/shops/${shopId}`, owner.token);
    expect(shop.json().shop.transactional.stripeLocation).toBe(body.location.id);
    // setting it again updates the same location
    const again = await inject('POST', `/api/shops/${shopId}/stripe-location`, boss.token, { ...LOCATION, city: 'Wellington' });
    expect(stripeLocationResponse.parse(again.json()).location.id).toBe(body.location.id);
    // the shop keeps the address it was given last, so Set location opens on it
    const stored = await inject('GET', `/api/shops/${shopId}`, boss.token);
    expect(stored.json().shop.transactional.stripeLocationAddress).toEqual({ ...LOCATION, city: 'Wellington' });
    const audit = await auditOf('shops', shopId, boss.token);
    expect(audit.entries.map((entry) => entry.details.address)).toEqual([
      { ...LOCATION, city: 'Wellington' },
      { ...LOCATION, country: 'NZ' },
    ]);
  });

  test.each([
    ['line1', 'Line 1 is required'],
    ['line2', 'Line 2 is required'],
    ['city', 'City is required'],
    ['postCode', 'Post code is required'],
  ])('%s is required (400 %s)', async (field, expected) => {
    const boss = await admin();
    const shopId = await createShop(ctx.db, boss.id);
    for (const value of [undefined, '', '   ']) {
      const body: Record<string, string | undefined> = { ...LOCATION, [field]: value };
      if (value === undefined) delete body[field];
      const response = await inject('POST', `/api/shops/${shopId}/stripe-location`, boss.token, body);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(expected);
    }
  });

  test('a country must be a two-letter code; an unknown shop is 404', async () => {
    const boss = await admin();
    const shopId = await createShop(ctx.db, boss.id);
    const bad = await inject('POST', `/api/shops/${shopId}/stripe-location`, boss.token, { ...LOCATION, country: 'New Zealand' });
    expect(bad.statusCode).toBe(400);
    expect((await inject('POST', '/api/shops/nothing/stripe-location', boss.token, LOCATION)).statusCode).toBe(404);
  });

  test('Stripe: creates a terminal location (form body), then updates the same one', async () => {
    const calls: { url: string; body: string }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return new Response(JSON.stringify({ id: 'tml_123' }), { status: 200 });
    }) as unknown as typeof fetch;
    const shop = { _id: 's1', name: { normal: 'Harbour Cafe' } } as Parameters<typeof setStripeTerminalLocation>[1];
    const location = { ...LOCATION, country: 'NZ' };
    expect(await setStripeTerminalLocation({ secretKey: 'sk', fetch: fakeFetch }, shop, location)).toEqual({ id: 'tml_123' });
    await setStripeTerminalLocation(
      { secretKey: 'sk', fetch: fakeFetch },
      { ...shop, transactional: { stripeLocation: 'tml_123' } },
      location,
    );
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.stripe.com/v1/terminal/locations',
      'https://api.stripe.com/v1/terminal/locations/tml_123',
    ]);
    const form = new URLSearchParams(calls[0]?.body);
    expect(Object.fromEntries(form)).toMatchObject({
      display_name: 'Harbour Cafe',
      'address[line1]': '12 Quay Street',
      'address[line2]': 'Unit 3',
      'address[city]': 'Auckland',
      'address[country]': 'NZ',
      'address[postal_code]': '1010',
    });
  });

  test('Stripe failure: 502 with the provider message', async () => {
    const failing = (async () =>
      new Response(JSON.stringify({ error: { message: 'Invalid postal code' } }), { status: 400 })) as unknown as typeof fetch;
    const shop = { _id: 's1', name: { normal: 'X' } } as Parameters<typeof setStripeTerminalLocation>[1];
    await expect(
      setStripeTerminalLocation({ secretKey: 'sk', fetch: failing }, shop, { ...LOCATION, country: 'NZ' }),
    ).rejects.toMatchObject({ statusCode: 502, message: 'The payment provider answered: Invalid postal code' });
  });
});

describe('audit log reading', () => {
  test('newest first, paged with options (15 by default), oldest first with sort at', async () => {
    const boss = await admin();
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    for (let i = 0; i < ADMIN_PAGE_SIZE + 2; i += 1) await inject('PUT', `/api/users/${customer.id}/clear-cart`, boss.token);
    await inject('PUT', `/api/users/${customer.id}`, boss.token, { userInfo: { roles: ['consumer', 'beta-tester'] } });
    const first = await auditOf('users', customer.id, boss.token);
    expect(first.count).toBe(ADMIN_PAGE_SIZE + 3);
    expect(first.entries).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.entries[0]?.action).toBe('user.roles');
    const oldest = await inject(
      'GET',
      `/api/users/${customer.id}/audit-log?options=${encodeURIComponent(JSON.stringify({ sort: 'at', limit: 2 }))}`,
      boss.token,
    );
    expect(auditLogResponse.parse(oldest.json()).entries.map((entry) => entry.action)).toEqual([
      'user.clear-cart',
      'user.clear-cart',
    ]);
    const tooMany = await inject(
      'GET',
      `/api/users/${customer.id}/audit-log?options=${encodeURIComponent('{"limit":1000}')}`,
      boss.token,
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
