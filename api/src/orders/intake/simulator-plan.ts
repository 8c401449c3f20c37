import { parseArgs } from 'node:util';

/**
 * The order simulator's pure parts, tested without a server: its command line, when each
 * order goes out, and what each order is (channel, caller, order type, options, voucher, pickup time). simulator.ts
 * reads the shops over HTTP and sends what this file plans.
 */

export interface SimulateArgs {
  shopId: string | null;
  ratePerMinute: number;
  minutes: number;
  orders: number | null;
  apiUrl: string;
  email: string;
  password: string;
  openShops: boolean;
}

export const SIMULATE_USAGE = 'pnpm simulate:orders [--shop ID] [--rate N/min] [--minutes M] [--orders N] [--api URL] [--open]';

const positive = (flag: string, text: string): number => {
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value) || value <= 0) throw new Error(`${flag} must be a number above 0 (got "${text}")`);
  return value;
};

/** `--rate 30/min` or `--rate 30` (orders a minute, all shops together), `--minutes 2.5`; unknown flags are refused. */
export function parseSimulateArgs(argv: string[], env: Record<string, string | undefined> = {}): SimulateArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      shop: { type: 'string' },
      rate: { type: 'string', default: '6' },
      minutes: { type: 'string', default: '10' },
      orders: { type: 'string' },
      api: { type: 'string', default: env.API_URL ?? 'http://127.0.0.1:4000' },
      email: { type: 'string', default: 'merchant@example.com' },
      password: { type: 'string', default: 'merchant123' },
      open: { type: 'boolean', default: false },
    },
  });
  return {
    shopId: values.shop ?? null,
    ratePerMinute: positive('--rate', String(values.rate).replace(/\s*\/\s*min$/i, '')),
    minutes: positive('--minutes', String(values.minutes)),
    orders: values.orders === undefined ? null : Math.floor(positive('--orders', values.orders)),
    apiUrl: String(values.api),
    email: String(values.email),
    password: String(values.password),
    openShops: values.open === true,
  };
}

/** Small deterministic PRNG (mulberry32) so a seeded run repeats. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
export type Random = ReturnType<typeof prng>;

/**
 * When each order goes out, in ms from the start: `rate × minutes` orders (at least one; `orders` caps it), the i-th
 * at a random moment of its own slot [i·gap, (i+1)·gap) with gap = 60 000 / rate — arrivals look like people rather
 * than a metronome, the average rate is the one asked for, and the last order goes out before `minutes` is over.
 */
export function arrivalOffsets(ratePerMinute: number, minutes: number, random: Random, orders: number | null = null): number[] {
  const gap = 60_000 / ratePerMinute;
  const planned = Math.max(1, Math.round(ratePerMinute * minutes));
  const count = orders === null ? planned : Math.min(planned, orders);
  return Array.from({ length: count }, (_, index) => (index + random.next()) * gap);
}

export interface MenuValue {
  _id: string;
  name?: string;
}
export interface MenuOption {
  _id: string;
  type: 'wheel' | 'increase' | 'switch' | 'multi';
  minSelection?: number | null;
  maxSelection?: number | null;
  values: MenuValue[];
}
export interface MenuProduct {
  _id: string;
  name: string;
  price: number;
  enabled?: boolean;
  stock?: number;
  options?: { _id: string; values?: MenuValue[] }[];
}

/** What the simulator knows of one shop (read over HTTP by simulator.ts). */
export interface ShopPlan {
  id: string;
  name: string;
  orderTypes: ('pickup' | 'dine-in' | 'delivery')[];
  tables: string[];
  delivery: { location: { lat: number; lng: number } | null; priceTable: string[] };
  products: { product: MenuProduct; options: MenuOption[] }[];
  kiosks: { key: string; type: 'kiosk' | 'POS'; cash: boolean }[];
  promoCodes: string[];
}

/** Who sends an order: a new guest (POST /guests first), a demo customer's sign-in, or a kiosk / POS key. */
export type SimulatedCaller = { kind: 'guest'; name: string } | { kind: 'customer' } | { kind: 'kiosk'; key: string };

export interface SimulatedOrder {
  caller: SimulatedCaller;
  body: Record<string, unknown>;
}

const FIRST = ['Aroha', 'Mere', 'Tama', 'Sam', 'Priya', 'Liam', 'Ana', 'Wiremu', 'Mia', 'Jack', 'Hana', 'Noah'];
const LAST = ['Ngata', 'Smith', 'Patel', 'Walker', 'Tane', 'Wilson', 'Chen', 'Brown', 'Parata', 'Lee'];
const NOTES = ['Extra hot please', 'No sugar', 'Cut in half', 'Allergic to nuts', 'Light ice'];

/** Share of pickups that are ASAP and due within 3 minutes (the orders screen's "due soon" state). */
export const DUE_SOON_SHARE = 0.3;

function lineFor(entry: ShopPlan['products'][number], random: Random) {
  const chosen = entry.options.flatMap((set) => {
    if (set.values.length === 0) return [];
    switch (set.type) {
      case 'wheel':
        return [{ option: set._id, values: [random.pick(set.values)._id] }];
      case 'switch':
        return random.chance(0.3) ? [{ option: set._id, values: [random.pick(set.values)._id] }] : [];
      case 'increase':
        return random.chance(0.25)
          ? [{ option: set._id, values: [random.pick(set.values)._id], quantity: random.int(1, 2) }]
          : [];
      case 'multi': {
        const min = set.minSelection ?? 0;
        const max = Math.min(set.maxSelection ?? set.values.length, set.values.length);
        const count = random.int(min, Math.max(min, Math.min(max, min + 1)));
        const values = [...set.values].sort(() => random.next() - 0.5).slice(0, count);
        return count > 0 ? [{ option: set._id, values: values.map((value) => value._id) }] : [];
      }
      default:
        return [];
    }
  });
  return {
    product: entry.product._id,
    quantity: random.chance(0.8) ? 1 : random.int(2, 3),
    ...(chosen.length ? { options: chosen } : {}),
    ...(random.chance(0.1) ? { notes: random.pick(NOTES) } : {}),
  };
}

/**
 * One realistic order for a shop: channel (marketplace app, web store, kiosk, POS — kiosks and POS only where the
 * shop has them), caller (guests and demo customers on the app and web, the unit's key on a kiosk), order type among
 * those the shop offers, 1–3 lines with options, a live voucher now and then, and for pickups an ASAP time, a share
 * of them due within 3 minutes. Null when the shop has nothing on its menu.
 */
export function orderRequest(plan: ShopPlan, random: Random, now: Date): SimulatedOrder | null {
  if (plan.products.length === 0) return null;
  const channel = random.pick(
    plan.kiosks.length ? (['mobile-app', 'web', 'kiosk', 'mobile-app', 'web'] as const) : (['mobile-app', 'web'] as const),
  );
  const kiosk = channel === 'kiosk' ? random.pick(plan.kiosks) : null;
  const orderType = kiosk
    ? plan.orderTypes.includes('dine-in') && random.chance(0.3)
      ? 'dine-in'
      : 'pickup'
    : random.pick(plan.orderTypes);
  const lineItems = Array.from({ length: random.int(1, 3) }, () => lineFor(random.pick(plan.products), random));
  const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
  const caller: SimulatedCaller = kiosk
    ? { kind: 'kiosk', key: kiosk.key }
    : random.chance(0.6)
      ? { kind: 'guest', name }
      : { kind: 'customer' };
  const body: Record<string, unknown> = {
    orderType,
    origin: kiosk ? 'kiosk' : channel,
    lineItems,
    payment: { method: kiosk?.cash && random.chance(0.4) ? 'cash' : 'card' },
    ...(kiosk?.type === 'POS' ? { isPOSOrder: true } : {}),
    ...(plan.promoCodes.length && random.chance(0.15) ? { promoCode: random.pick(plan.promoCodes) } : {}),
    ...(random.chance(0.1) ? { notes: random.pick(NOTES) } : {}),
  };
  if (orderType === 'pickup') {
    body.pickupType = 'dynamic';
    // some ASAP pickups due within 3 minutes, so the orders screen has something blinking
    const minutes = random.chance(DUE_SOON_SHARE) ? random.int(1, 3) : random.int(5, 20);
    body.pickupTime = new Date(now.getTime() + minutes * 60_000).toISOString();
  } else if (orderType === 'dine-in') {
    body.table = plan.tables.length ? random.pick(plan.tables) : name;
  } else {
    const at = plan.delivery.location ?? { lat: -41.2847, lng: 174.7781 };
    body.deliveryInfo = {
      address: {
        formatted_address: `${random.int(1, 200)} ${random.pick(['Cuba', 'Willis', 'Victoria', 'Taranaki'])} Street, Wellington`,
        location: { lat: at.lat + (random.next() - 0.5) * 0.02, lng: at.lng + (random.next() - 0.5) * 0.02 },
      },
      ...(plan.delivery.priceTable.length ? { priceTableRow: random.pick(plan.delivery.priceTable) } : {}),
      ...(random.chance(0.3) ? { deliveryNotes: 'Leave at the door' } : {}),
    };
  }
  return { caller, body };
}
