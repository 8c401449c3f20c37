import type { AuditLogResponse, ShopsListResponse } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, type TestContext } from '../test/app';
import { REDACTED, summariseBody } from './shop-writes';

/**
 * The admin view: an admin finds any shop through GET /api/shops (search by shop name or owner, paginated), works in
 * it, and every write to a shop they do not own is audited. A merchant's list stays its own.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let merchant: Awaited<ReturnType<typeof createUser>>;
let otherMerchant: Awaited<ReturnType<typeof createUser>>;
let merchantShop: string;
let adminShop: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
  merchant = await createUser(ctx.db, { roles: ['merchant'], email: 'mere.tamihana@example.test' });
  otherMerchant = await createUser(ctx.db, { roles: ['merchant'] });
  merchantShop = await createShop(ctx.db, merchant.id, 'Harbourside Espresso Bar');
  await createShop(ctx.db, merchant.id, 'Harbourside Bakery');
  await createShop(ctx.db, otherMerchant.id, 'Kai Cart');
  adminShop = await createShop(ctx.db, admin.id, 'Southern Cross Bakehouse');
  await ctx.db.query(`update shops set type = 'dynamic' where name = 'Kai Cart'`);
});
afterAll(async () => {
  await ctx?.close();
});

async function shops(token: string, query: string): Promise<ShopsListResponse> {
  const answer = await ctx.app.inject({ url: `/api/shops?${query}`, headers: bearer(token) });
  expect(answer.statusCode).toBe(200);
  return answer.json<ShopsListResponse>();
}
const names = (list: ShopsListResponse) => list.shops.map((shop) => shop.name.normal).sort();

async function auditOf(shopId: string): Promise<AuditLogResponse['entries']> {
  const answer = await ctx.app.inject({ url: `/api/shops/${shopId}/audit-log`, headers: bearer(admin.token) });
  expect(answer.statusCode).toBe(200);
  return answer.json<AuditLogResponse>().entries;
}

describe('GET /api/shops with search', () => {
  test("an admin searches every owner's shops by shop name or owner, any type, a page at a time", async () => {
    expect(names(await shops(admin.token, 'search=harbourside'))).toEqual(['Harbourside Bakery', 'Harbourside Espresso Bar']);
    expect(names(await shops(admin.token, 'search=mere.tamihana'))).toEqual(['Harbourside Bakery', 'Harbourside Espresso Bar']);
    expect(names(await shops(admin.token, 'search=kai&type=all'))).toEqual(['Kai Cart']);
    const options = encodeURIComponent(JSON.stringify({ limit: 2, skip: 2, sort: 'name.normal', populate: 'owner' }));
    const page = await shops(admin.token, `type=all&options=${options}`);
    expect([page.count, page.shops.map((shop) => shop.name.normal)]).toEqual([4, ['Kai Cart', 'Southern Cross Bakehouse']]);
    expect(page.shops[0]?.owner).toMatchObject({ _id: otherMerchant.id });
  });

  test("a merchant asking for another owner's shops gets only its own", async () => {
    expect(names(await shops(otherMerchant.token, 'search=harbourside&type=all'))).toEqual([]);
    expect(names(await shops(otherMerchant.token, 'search=mere.tamihana&type=all'))).toEqual([]);
    expect(names(await shops(otherMerchant.token, 'type=all'))).toEqual(['Kai Cart']);
    expect(names(await shops(merchant.token, ''))).toEqual(['Harbourside Bakery', 'Harbourside Espresso Bar']);
  });
});

describe("an admin's writes in a shop they do not own", () => {
  test('each successful write is one audit entry: who, when, the route and what was sent', async () => {
    const fee = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${merchantShop}/`,
      headers: bearer(admin.token),
      payload: { shopInfo: JSON.stringify({ orderingPreferences: { feePercent: 9.5 } }), options: '{}' },
    });
    expect(fee.statusCode).toBe(200);
    const kiosk = await ctx.app.inject({
      method: 'POST',
      url: '/api/kiosks/',
      headers: bearer(admin.token),
      payload: { kioskInfo: { name: 'Front counter', shop: merchantShop } },
    });
    expect(kiosk.statusCode).toBe(201);

    const entries = await auditOf(merchantShop);
    expect(entries.map((entry) => [entry.action, entry.details.method, entry.details.route])).toEqual([
      ['shop.admin-write', 'POST', '/api/kiosks'],
      ['shop.admin-write', 'PUT', '/api/shops/:shopId'],
    ]);
    expect(entries[1]).toMatchObject({
      actor: { _id: admin.id },
      shop: { _id: merchantShop, name: 'Harbourside Espresso Bar' },
      details: {
        shopName: 'Harbourside Espresso Bar',
        status: 200,
        body: { shopInfo: { orderingPreferences: { feePercent: 9.5 } } },
      },
    });
    expect(entries[0]?.details.body).toEqual({ kioskInfo: { name: 'Front counter', shop: merchantShop } });
    expect(Date.now() - Date.parse(entries[0]?.at ?? '')).toBeLessThan(60_000);
    // the owner's side of the log too
    const ownerLog = await ctx.app.inject({ url: `/api/users/${merchant.id}/audit-log`, headers: bearer(admin.token) });
    expect(ownerLog.json<AuditLogResponse>().count).toBe(2);
  });

  test('secrets never reach the log; refused writes, reads and own-shop writes write nothing', async () => {
    const before = (await auditOf(merchantShop)).length;
    const bank = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${merchantShop}/payment`,
      headers: bearer(admin.token),
      payload: { shopInfo: { bank_acn: { bank: '12', branch: '3456', account: '7654321', suffix: '001' } } },
    });
    expect(bank.statusCode).toBe(200);
    const entries = await auditOf(merchantShop);
    expect(entries[0]?.details.body).toEqual({ shopInfo: { bank_acn: REDACTED } });
    expect(JSON.stringify(entries)).not.toContain('7654321');

    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${merchantShop}`,
      headers: bearer(admin.token),
      payload: { shopInfo: { orderingPreferences: { feePercent: 'lots' } } },
    });
    expect(refused.statusCode).toBe(400);
    await ctx.app.inject({ url: `/api/shops/${merchantShop}`, headers: bearer(admin.token) });
    const own = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${adminShop}`,
      headers: bearer(admin.token),
      payload: { shopInfo: { notesTitle: 'Notes' } },
    });
    expect(own.statusCode).toBe(200);
    const merchantsOwn = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${merchantShop}`,
      headers: bearer(merchant.token),
      payload: { shopInfo: { notesTitle: 'Notes' } },
    });
    expect(merchantsOwn.statusCode).toBe(200);
    expect((await auditOf(merchantShop)).length).toBe(before + 1);
    expect(await auditOf(adminShop)).toEqual([]);
  });

  test('the summary cuts long text and deep or long lists', () => {
    const summary = summariseBody({ text: 'x'.repeat(300), list: Array.from({ length: 60 }, (_, i) => i), apiKey: 'k' }) as {
      text: string;
      list: unknown[];
      apiKey: string;
    };
    expect(summary.text).toMatch(/… \(300 characters\)$/);
    expect(summary.list).toHaveLength(51);
    expect(summary.apiKey).toBe(REDACTED);
  });
});
