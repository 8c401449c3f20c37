import { DEVICE_LOCATION_MESSAGES, deviceLocationResponse, shopResponse } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, message, type TestContext } from '../test/app';

/** The API's clock, pinned and moved by hand: the stored time is the server's, never the device's. */
let now = new Date('2026-03-10T22:30:00.000Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => now });
});
afterAll(async () => {
  await ctx.close();
});

const AUCKLAND = { latitude: -36.8485, longitude: 174.7633, accuracy: 12 };

function share(shopId: string, token: string | null, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}/device-location`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

async function dynamicShopOf(ownerId: string, token: string): Promise<string> {
  const shopId = await createShop(ctx.db, ownerId, 'Taco Truck');
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}`,
    headers: bearer(token),
    payload: { shopInfo: { type: 'dynamic', hideFromMap: false } },
  });
  expect(saved.statusCode).toBe(200);
  return shopId;
}

async function shopOf(shopId: string, token: string) {
  const response = await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(token) });
  return shopResponse.parse(response.json()).shop;
}

async function storedColumns(shopId: string) {
  const [row] = await ctx.db.query('select device_latitude, device_longitude, device_located_at from shops where id = $1', [
    shopId,
  ]);
  return row;
}

describe('PUT /api/shops/:shopId/device-location (a dynamic shop follows its owner’s device)', () => {
  test('the owner of a dynamic shop shares a position: stored with the server’s time and shown on the shop', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await dynamicShopOf(owner.id, owner.token);
    expect((await shopOf(shopId, owner.token)).deviceLocation).toBeUndefined();

    now = new Date('2026-03-10T22:30:00.000Z');
    const first = await share(shopId, owner.token, AUCKLAND);
    expect(first.statusCode).toBe(200);
    expect(deviceLocationResponse.parse(first.json())).toEqual({
      deviceLocation: { ...AUCKLAND, updatedAt: '2026-03-10T22:30:00.000Z' },
    });
    expect((await shopOf(shopId, owner.token)).deviceLocation).toEqual({ ...AUCKLAND, updatedAt: '2026-03-10T22:30:00.000Z' });

    // the truck moves: the newer position replaces the older one; no accuracy → null
    now = new Date('2026-03-10T22:31:00.000Z');
    const moved = await share(shopId, owner.token, { latitude: -36.85, longitude: 174.76 });
    expect(moved.statusCode).toBe(200);
    expect((await shopOf(shopId, owner.token)).deviceLocation).toEqual({
      latitude: -36.85,
      longitude: 174.76,
      accuracy: null,
      updatedAt: '2026-03-10T22:31:00.000Z',
    });
  });

  test('a fixed shop is refused with 409 and nothing is stored', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id);
    const response = await share(shopId, owner.token, AUCKLAND);
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe(DEVICE_LOCATION_MESSAGES.fixedShop);
    expect(await storedColumns(shopId)).toEqual({ device_latitude: null, device_longitude: null, device_located_at: null });
  });

  test('a shop switched back to fixed no longer shows (nor takes) a device position', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await dynamicShopOf(owner.id, owner.token);
    expect((await share(shopId, owner.token, AUCKLAND)).statusCode).toBe(200);
    const fixed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}`,
      headers: bearer(owner.token),
      payload: { shopInfo: { type: 'fixed', hideFromMap: false, address: { formatted_address: '1 Queen Street, Auckland' } } },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await shopOf(shopId, owner.token)).deviceLocation).toBeUndefined();
    expect((await share(shopId, owner.token, AUCKLAND)).statusCode).toBe(409);
  });

  test('another merchant, an admin who does not own the shop and no token are refused; nothing is stored', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await dynamicShopOf(owner.id, owner.token);
    const other = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { roles: ['admin'] });

    const byOther = await share(shopId, other.token, AUCKLAND);
    expect(byOther.statusCode).toBe(403);
    const byAdmin = await share(shopId, admin.token, AUCKLAND);
    expect(byAdmin.statusCode).toBe(403);
    expect(message(byAdmin)).toBe(DEVICE_LOCATION_MESSAGES.ownerOnly);
    expect((await share(shopId, null, AUCKLAND)).statusCode).toBe(401);
    expect((await share('no-such-shop', owner.token, AUCKLAND)).statusCode).toBe(404);
    expect(await storedColumns(shopId)).toEqual({ device_latitude: null, device_longitude: null, device_located_at: null });
  });

  test.each([
    [{ latitude: 91, longitude: 0 }, 'Latitude must be at most 90'],
    [{ latitude: 0, longitude: -180.1 }, 'Longitude must be at least -180'],
    [{ latitude: '-36.8', longitude: 174.7 }, 'Latitude is required and must be a number'],
    [{ longitude: 174.7 }, 'Latitude is required and must be a number'],
    [{ ...AUCKLAND, accuracy: -5 }, 'Accuracy must be at least 0'],
    [{ ...AUCKLAND, updatedAt: '2030-01-01T00:00:00Z' }, 'updatedAt'],
  ])('a bad position %j is refused with 400 naming the field (%s), nothing stored', async (payload, expected) => {
    const owner = await createUser(ctx.db);
    const shopId = await dynamicShopOf(owner.id, owner.token);
    const response = await share(shopId, owner.token, payload);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
    expect(await storedColumns(shopId)).toEqual({ device_latitude: null, device_longitude: null, device_located_at: null });
  });
});
