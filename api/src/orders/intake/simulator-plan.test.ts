import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arrivalOffsets, orderRequest, parseSimulateArgs, prng, type ShopPlan, type SimulatedOrder } from './simulator-plan';

/**
 * The simulator: `pnpm simulate:orders [--shop ID] [--rate N/min] [--minutes M]` places realistic orders
 * (guests and demo customers, every channel, options, vouchers, some ASAP pickups due within 3 minutes), and
 * `npm start` prints how to run it. The command line, the schedule and the mix are pure (simulator-plan.ts);
 * simulator.test.ts sends such orders through the real intake.
 */

const ROOT = path.resolve(__dirname, '../../../..');
const { API_PORT } = require(path.join(ROOT, 'shared/webpack-config/src/ports.cjs')) as { API_PORT: number };

describe('command line', () => {
  test('--shop, --rate N/min (or a bare N), --minutes, --orders, --open', () => {
    expect(parseSimulateArgs(['--shop', 'shop-1', '--rate', '30/min', '--minutes', '2.5', '--open'])).toMatchObject({
      shopId: 'shop-1',
      ratePerMinute: 30,
      minutes: 2.5,
      orders: null,
      openShops: true,
    });
    expect(parseSimulateArgs(['--rate', '12', '--orders', '40']).ratePerMinute).toBe(12);
    expect(parseSimulateArgs(['--rate', '12', '--orders', '40']).orders).toBe(40);
  });

  test('defaults: every shop, 6 a minute for 10 minutes, the API npm start runs, the demo merchant', () => {
    expect(parseSimulateArgs([])).toEqual({
      shopId: null,
      ratePerMinute: 6,
      minutes: 10,
      orders: null,
      apiUrl: `http://127.0.0.1:${API_PORT}`,
      email: 'merchant@example.com',
      password: 'merchant123',
      openShops: false,
    });
    expect(parseSimulateArgs([], { API_URL: 'http://127.0.0.1:35400' }).apiUrl).toBe('http://127.0.0.1:35400');
  });

  test('a rate or duration that is not a positive number, or an unknown flag, is refused', () => {
    expect(() => parseSimulateArgs(['--rate', 'fast'])).toThrow('--rate must be a number above 0 (got "fast")');
    expect(() => parseSimulateArgs(['--rate', '0/min'])).toThrow('--rate must be a number above 0 (got "0")');
    expect(() => parseSimulateArgs(['--minutes=-1'])).toThrow('--minutes must be a number above 0 (got "-1")');
    expect(() => parseSimulateArgs(['--speed', '3'])).toThrow(/speed/);
  });
});

describe('schedule', () => {
  test('rate × minutes orders, one in each slot of 60/rate seconds, the last before the time is up', () => {
    const offsets = arrivalOffsets(30, 2, prng(1));
    expect(offsets).toHaveLength(60);
    offsets.forEach((offset, index) => {
      expect(offset).toBeGreaterThanOrEqual(index * 2000);
      expect(offset).toBeLessThan((index + 1) * 2000);
    });
    expect(offsets.at(-1)).toBeLessThan(2 * 60_000);
  });

  test('--orders stops earlier; a short run still places one', () => {
    expect(arrivalOffsets(60, 10, prng(2), 8)).toHaveLength(8);
    expect(arrivalOffsets(1, 0.1, prng(3))).toHaveLength(1);
  });
});

const NOW = new Date('2026-03-02T00:00:00Z');

const FULL_SHOP: ShopPlan = {
  id: 'shop-1',
  name: 'Harbourside',
  orderTypes: ['pickup', 'dine-in', 'delivery'],
  tables: ['4', '12'],
  delivery: { location: { lat: -41.2847, lng: 174.7781 }, priceTable: [] },
  products: [
    {
      product: { _id: 'flat-white', name: 'Flat White', price: 550 },
      options: [
        { _id: 'size', type: 'wheel', values: [{ _id: 'regular' }, { _id: 'large' }] },
        { _id: 'milk', type: 'multi', minSelection: 0, maxSelection: 1, values: [{ _id: 'oat' }, { _id: 'trim' }] },
        { _id: 'decaf', type: 'switch', values: [{ _id: 'yes' }] },
        { _id: 'shot', type: 'increase', values: [{ _id: 'shot1' }] },
      ],
    },
    { product: { _id: 'muffin', name: 'Muffin', price: 450 }, options: [] },
  ],
  kiosks: [
    { key: 'kiosk-key', type: 'kiosk', cash: true },
    { key: 'pos-key', type: 'POS', cash: false },
  ],
  promoCodes: ['FIVEOFF'],
};

function many(plan: ShopPlan, count: number, seed = 11): SimulatedOrder[] {
  const random = prng(seed);
  return Array.from({ length: count }, () => {
    const order = orderRequest(plan, random, NOW);
    if (!order) throw new Error('no order');
    return order;
  });
}

const field = <T>(order: SimulatedOrder, key: string) => order.body[key] as T;

describe('the mix', () => {
  const orders = many(FULL_SHOP, 400);

  test('every channel: marketplace app, web store, kiosk and POS', () => {
    expect(new Set(orders.map((order) => field(order, 'origin')))).toEqual(new Set(['mobile-app', 'web', 'kiosk']));
    const pos = orders.filter((order) => field(order, 'isPOSOrder') === true);
    expect(pos.length).toBeGreaterThan(0);
    for (const order of pos) expect(order.caller).toEqual({ kind: 'kiosk', key: 'pos-key' });
    expect(orders.some((order) => order.caller.kind === 'kiosk' && order.caller.key === 'kiosk-key')).toBe(true);
  });

  test('guests and demo customers on the app and web store; a kiosk order carries its unit key', () => {
    const kinds = new Set(orders.map((order) => order.caller.kind));
    expect(kinds).toEqual(new Set(['guest', 'customer', 'kiosk']));
    for (const order of orders) expect(order.caller.kind === 'kiosk').toBe(field(order, 'origin') === 'kiosk');
    const guest = orders.find((order) => order.caller.kind === 'guest');
    expect(guest?.caller.kind === 'guest' && guest.caller.name).toMatch(/^\S+ \S+$/);
  });

  test('every order type the shop offers: pickup, dine-in at its tables, delivery with an address', () => {
    expect(new Set(orders.map((order) => field(order, 'orderType')))).toEqual(new Set(['pickup', 'dine-in', 'delivery']));
    for (const order of orders.filter((entry) => field(entry, 'orderType') === 'dine-in'))
      expect(FULL_SHOP.tables).toContain(field(order, 'table'));
    for (const order of orders.filter((entry) => field(entry, 'orderType') === 'delivery'))
      expect(field<{ address: { formatted_address: string } }>(order, 'deliveryInfo').address.formatted_address).toMatch(
        /Street, Wellington$/,
      );
  });

  test('options of every kind, vouchers, cash at a kiosk that allows it', () => {
    const chosen = orders.flatMap((order) =>
      field<{ options?: { option: string }[] }[]>(order, 'lineItems').flatMap((line) => line.options ?? []),
    );
    expect(new Set(chosen.map((option) => option.option))).toEqual(new Set(['size', 'milk', 'decaf', 'shot']));
    expect(orders.filter((order) => field(order, 'promoCode') === 'FIVEOFF').length).toBeGreaterThan(0);
    const cash = orders.filter((order) => field<{ method: string }>(order, 'payment').method === 'cash');
    expect(cash.length).toBeGreaterThan(0);
    for (const order of cash) expect(order.caller).toEqual({ kind: 'kiosk', key: 'kiosk-key' });
  });

  test('pickups are ASAP, and some are due within 3 minutes', () => {
    const pickups = orders.filter((order) => field(order, 'orderType') === 'pickup');
    const dueInMinutes = pickups.map((order) => {
      expect(field(order, 'pickupType')).toBe('dynamic');
      return (Date.parse(field<string>(order, 'pickupTime')) - NOW.getTime()) / 60_000;
    });
    const dueSoon = dueInMinutes.filter((minutes) => minutes <= 3);
    expect(dueSoon.length).toBeGreaterThan(pickups.length * 0.15);
    expect(dueSoon.length).toBeLessThan(pickups.length * 0.5);
    for (const minutes of dueInMinutes) {
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(20);
    }
  });

  test('a shop without kiosks or dine-in only gets what it offers; an empty menu gets nothing', () => {
    const small = many({ ...FULL_SHOP, kiosks: [], orderTypes: ['pickup'], promoCodes: [] }, 100);
    expect(new Set(small.map((order) => field(order, 'origin')))).toEqual(new Set(['mobile-app', 'web']));
    expect(new Set(small.map((order) => field(order, 'orderType')))).toEqual(new Set(['pickup']));
    expect(small.some((order) => 'promoCode' in order.body)).toBe(false);
    expect(orderRequest({ ...FULL_SHOP, products: [] }, prng(1), NOW)).toBeNull();
  });
});

describe('npm start', () => {
  const banner = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { startBanner } from ${JSON.stringify(path.join(ROOT, 'scripts/lib/start-banner.mjs'))};
       process.stdout.write(startBanner({ url: 'http://localhost:3000', apiUrl: 'http://127.0.0.1:4000', ports: { host: 3000, orders: 3001 } }));`,
    ],
    { encoding: 'utf8' },
  );

  test('prints how to run the simulator, with its flags', () => {
    expect(banner).toContain('`pnpm simulate:orders --open` places realistic orders through the API');
    expect(banner).toContain('(--shop ID, --rate N/min, --minutes M; --open makes the shops accept orders first)');
  });

  test('every flag the banner names is one the simulator accepts, with the banner’s value shapes', () => {
    expect(parseSimulateArgs(['--open', '--shop', 'ID', '--rate', '12/min', '--minutes', '3'])).toMatchObject({
      shopId: 'ID',
      ratePerMinute: 12,
      minutes: 3,
      openShops: true,
    });
    const flags = [...new Set(banner.match(/--[a-z]+/g))].sort();
    expect(flags).toEqual(['--minutes', '--open', '--rate', '--shop']);
  });

  test('the start script prints that banner once the stack is up', () => {
    const script = readFileSync(path.join(ROOT, 'scripts/start.mjs'), 'utf8');
    expect(script).toMatch(/const stack = await startStack\(\);\s*console\.log\(startBanner\(stack\)\);/);
  });
});
