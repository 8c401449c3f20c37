import type { Kiosk } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let shopId: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-05-04T01:00:00.000Z') });
  owner = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
  shopId = await createShop(ctx.db, owner.id);
});
afterAll(async () => {
  await ctx.close();
});

async function create(kioskInfo: unknown, token = admin.token) {
  return ctx.app.inject({ method: 'POST', url: '/api/kiosks', headers: bearer(token), payload: { kioskInfo } });
}
async function update(id: string, kioskInfo: unknown) {
  return ctx.app.inject({ method: 'PUT', url: `/api/kiosks/${id}`, headers: bearer(owner.token), payload: { kioskInfo } });
}

test('an admin creates a kiosk: the server makes an unguessable kioskKey and the spec defaults', async () => {
  const keys = new Set<string>();
  for (const name of ['Front', 'Back']) {
    const response = await create(JSON.stringify({ name: `  ${name}  `, shop: shopId }));
    expect(response.statusCode).toBe(201);
    const kiosk = (response.json() as { kiosk: Kiosk }).kiosk;
    expect(kiosk).toMatchObject({
      name,
      shop: shopId,
      type: 'kiosk',
      EFTPOSProvider: 'none',
      allowPayInCash: false,
      embedVersion: 2,
    });
    expect(kiosk.kioskKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    keys.add(kiosk.kioskKey);
  }
  expect(keys.size).toBe(2);
  const list = await ctx.app.inject({ url: `/api/shops/${shopId}/kiosks`, headers: bearer(owner.token) });
  expect((list.json() as { count: number }).count).toBe(2);
});

test.each([
  ['an empty name', { name: '   ', shop: 'x' }, 'kioskInfo.name: Please enter a valid kiosk name'],
  ['a kioskKey chosen by the caller', { name: 'K', shop: 'x', kioskKey: 'mine' }, 'Unknown field: kioskInfo.kioskKey'],
])('creation refuses %s', async (_label, info, expected) => {
  const response = await create({ ...info, shop: shopId });
  expect(response.statusCode).toBe(400);
  expect(message(response)).toBe(expected);
});

test('a merchant cannot create a kiosk, even for their own shop', async () => {
  const response = await create({ name: 'Mine', shop: shopId }, owner.token);
  expect(response.statusCode).toBe(403);
  expect(message(response)).toBe('Only an admin can do that.');
});

test('the owner updates the details; hidePrices and kioskKey are not saved; the layout is validated', async () => {
  const kiosk = ((await create({ name: 'Counter', shop: shopId })).json() as { kiosk: Kiosk }).kiosk;
  const details = await update(kiosk._id, {
    name: 'Counter 2',
    type: 'POS',
    EFTPOSProvider: 'verifone',
    allowPayInCash: true,
    allowRegisteredUsersSignIn: true,
  });
  expect((details.json() as { kiosk: Kiosk }).kiosk).toMatchObject({
    name: 'Counter 2',
    type: 'POS',
    EFTPOSProvider: 'verifone',
    allowPayInCash: true,
    allowRegisteredUsersSignIn: true,
    kioskKey: kiosk.kioskKey,
  });
  for (const [info, expected] of [
    [{ hidePrices: true }, 'Unknown field: kioskInfo.hidePrices'],
    [{ kioskKey: 'x' }, 'Unknown field: kioskInfo.kioskKey'],
    [{ EFTPOSProvider: 'paypal' }, 'kioskInfo.EFTPOSProvider'],
    [{ layoutConfig: { footer: { enabled: true } } }, 'Unknown field: layoutConfig.footer'],
    [{ layoutConfig: { landing: { textSize: 'lg' } } }, 'Unknown field: layoutConfig.landing.textSize'],
  ] as const) {
    const response = await update(kiosk._id, info);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
  }
  const landing = await update(kiosk._id, {
    layoutConfig: { landing: { welcomeMessage: 'Kia ora', startOrderTextSize: '4xl' } },
  });
  const layout = (landing.json() as { kiosk: Kiosk }).kiosk.layoutConfig as { landing: Record<string, unknown> };
  expect(layout.landing).toMatchObject({ welcomeMessage: 'Kia ora', startOrderTextSize: '4xl', startButtonText: 'Start order' });
  const v1 = (await update(kiosk._id, { embedVersion: 1, layoutConfig: { landing: { textColor: '#ffffff' } } })).json() as {
    kiosk: Kiosk;
  };
  expect(v1.kiosk.embedVersion).toBe(1);
  expect((v1.kiosk.layoutConfig.landing as { textColor: string }).textColor).toBe('#ffffff');
});

test('delete removes the kiosk', async () => {
  const kiosk = ((await create({ name: 'Temp', shop: shopId })).json() as { kiosk: Kiosk }).kiosk;
  const response = await ctx.app.inject({ method: 'DELETE', url: `/api/kiosks/${kiosk._id}`, headers: bearer(owner.token) });
  expect(response.statusCode).toBe(200);
  expect((await update(kiosk._id, { name: 'Again' })).statusCode).toBe(404);
});
