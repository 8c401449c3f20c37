import { shopResponse } from '@backoffice/contracts';
import { loadMigrations } from '../db/migrate';
import { bearer, createShop, createTestContext, createUser, type TestContext, type TestUser } from '../test/app';
import { fromStoredSettings, storedDollarsToCents, toStoredSettings } from './settings-money';

/**
 * Settings money is integer cents. Rows written before migration 160 hold dollars; the migration converts them, and
 * until it has reached a row the API reads that row's dollars as cents all the same.
 */
const DOLLARS = {
  delivery: {
    enabled: true,
    orderMinimum: 20,
    fixedCost: 4.35,
    costPerKilometers: 1.005,
    freeDeliveryMinSpend: 60,
    priceTable: [
      { title: 'Near', description: 'Under 2 km', fee: 10 },
      { title: 'Far', description: 'Over 2 km', fee: 12.55 },
    ],
  },
  tabSettings: { enabled: true, maximumAmount: 250.5 },
  loyalty: { enabled: true, reward: { type: 'discount-amount', discountAmount: 3 } },
  contact: { email: 'desk@harbour.test' },
};
const CENTS = {
  delivery: {
    enabled: true,
    orderMinimum: 2000,
    fixedCost: 435,
    costPerKilometers: 101,
    freeDeliveryMinSpend: 6000,
    priceTable: [
      { title: 'Near', description: 'Under 2 km', fee: 1000 },
      { title: 'Far', description: 'Over 2 km', fee: 1255 },
    ],
  },
  tabSettings: { enabled: true, maximumAmount: 25050 },
  loyalty: { enabled: true, reward: { type: 'discount-amount', discountAmount: 300 } },
  contact: { email: 'desk@harbour.test' },
};

describe('reading stored settings', () => {
  test('a row without the cents mark is read as dollars; a marked row as it is; the mark never leaves storage', () => {
    expect(fromStoredSettings(DOLLARS)).toEqual(CENTS);
    expect(fromStoredSettings(toStoredSettings(CENTS as never))).toEqual(CENTS);
    expect(toStoredSettings(CENTS as never)).toEqual({ ...CENTS, moneyUnit: 'cents' });
  });

  test.each([
    [10, 1000],
    [12.35, 1235],
    [1.005, 101],
    [1.15, 115],
    [0.1, 10],
    [0, 0],
  ])('%p dollars → %p cents', (dollars, cents) => expect(storedDollarsToCents(dollars)).toBe(cents));
});

describe('migration 160 and the API on rows before and after it', () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createUser(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const raw = async (shopId: string) =>
    (await ctx.db.query<{ settings: unknown }>('select settings from shops where id = $1', [shopId]))[0]?.settings;
  const read = async (shopId: string) =>
    shopResponse.parse((await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(owner.token) })).json()).shop;

  test('a dollars row reads as cents before the migration reaches it, and the same after; a cents row is left alone', async () => {
    const legacy = await createShop(ctx.db, owner.id, 'Before the migration');
    await ctx.db.query('update shops set settings = $2::jsonb where id = $1', [legacy, JSON.stringify(DOLLARS)]);
    const current = await createShop(ctx.db, owner.id, 'Written in cents', CENTS as never);
    const currentBefore = await raw(current);

    expect(await read(legacy)).toMatchObject(CENTS);

    const migration = loadMigrations().find((entry) => entry.version === 160);
    await ctx.db.exec(migration?.sql ?? 'select missing_migration_160()');

    expect(await raw(legacy)).toEqual({ ...DOLLARS, ...CENTS, moneyUnit: 'cents' });
    expect(await read(legacy)).toMatchObject(CENTS);
    expect(await raw(current)).toEqual(currentBefore);
    expect(await read(current)).toMatchObject(CENTS);
  });

  test('a save of a dollars row stores the whole row in cents, marked', async () => {
    const legacy = await createShop(ctx.db, owner.id, 'Saved before the migration');
    await ctx.db.query('update shops set settings = $2::jsonb where id = $1', [legacy, JSON.stringify(DOLLARS)]);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${legacy}`,
      headers: bearer(owner.token),
      payload: { shopInfo: { tabSettings: { maximumAmount: 30000 } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await raw(legacy)).toMatchObject({
      moneyUnit: 'cents',
      delivery: CENTS.delivery,
      tabSettings: { maximumAmount: 30000 },
      loyalty: CENTS.loyalty,
    });
  });
});
