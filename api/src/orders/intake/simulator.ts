import { randomUUID } from 'node:crypto';

/**
 * The order simulator (issue 10): places realistic orders through the HTTP intake of a running API, so a person can
 * watch the orders screen live and a benchmark can load it. Everything goes over HTTP like a real channel: the
 * merchant signs in to read the menu, kiosks and vouchers; customers order as guests (POST /guests), as demo
 * customers (sign-in tokens are not available for customers without passwords, so "customers" are the merchant's
 * own account acting as a marketplace customer), or through a kiosk key. A mix of channels, order types, options,
 * vouchers and ASAP pickups due within 3 minutes.
 *
 * `simulateOrders()` is the core (the lead's demo top-up calls it); `scripts/simulate-orders.mjs` is the CLI.
 */

export interface SimulateOptions {
  /** API base, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** merchant who owns the shops (reads menus, kiosks, vouchers) */
  email?: string;
  password?: string;
  /** only this shop; default: every shop of the merchant */
  shopId?: string;
  /** orders per minute (all shops together) */
  ratePerMinute?: number;
  /** how long to run; `orders` stops earlier */
  minutes?: number;
  /** stop after this many orders (tests, top-ups) */
  orders?: number;
  /** make the shops accept orders first (PUT accepting-orders) */
  openShops?: boolean;
  /** seeded randomness for repeatable runs */
  seed?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export interface SimulateResult {
  placed: number;
  refused: number;
  /** refusal messages with how often each came */
  reasons: Record<string, number>;
  /** intake latency in ms of each attempt */
  latencies: number[];
}

interface MenuValue {
  _id: string;
  name?: string;
}
interface MenuOption {
  _id: string;
  type: 'wheel' | 'increase' | 'switch' | 'multi';
  minSelection?: number;
  maxSelection?: number;
  values: MenuValue[];
}
interface MenuProduct {
  _id: string;
  name: string;
  price: number;
  enabled?: boolean;
  stock?: number;
  options?: { _id: string; values?: MenuValue[] }[];
}
interface MenuCategory {
  _id: string;
  name: string;
  products: (MenuProduct | string)[];
  options: (MenuOption | string)[];
}

interface ShopPlan {
  id: string;
  name: string;
  orderTypes: ('pickup' | 'dine-in' | 'delivery')[];
  tables: string[];
  delivery: { location: { lat: number; lng: number } | null; priceTable: string[] };
  products: { product: MenuProduct; options: MenuOption[] }[];
  kiosks: { key: string; type: 'kiosk' | 'POS'; cash: boolean }[];
  promoCodes: string[];
}

/** Small deterministic PRNG (mulberry32) so a seeded run repeats. */
function prng(seed: number) {
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

const FIRST = ['Aroha', 'Mere', 'Tama', 'Sam', 'Priya', 'Liam', 'Ana', 'Wiremu', 'Mia', 'Jack', 'Hana', 'Noah'];
const LAST = ['Ngata', 'Smith', 'Patel', 'Walker', 'Tane', 'Wilson', 'Chen', 'Brown', 'Parata', 'Lee'];
const NOTES = ['Extra hot please', 'No sugar', 'Cut in half', 'Allergic to nuts', 'Light ice'];

export async function simulateOrders(options: SimulateOptions): Promise<SimulateResult> {
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? (() => {});
  const random = prng(options.seed ?? Date.now());
  const base = options.apiUrl.replace(/\/$/, '');
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json };
  };

  const login = await call('POST', '/login', {
    username: options.email ?? 'merchant@example.com',
    password: options.password ?? 'merchant123',
  });
  if (login.status !== 200) throw new Error(`Sign-in failed (${login.status}): ${String(login.json.message ?? '')}`);
  const token = String(login.json.token);
  const userId = String(login.json.userId);
  const auth = { authorization: `Bearer ${token}` };

  const shopsAnswer = await call('GET', `/api/users/${userId}/shops`, undefined, auth);
  const shops = ((shopsAnswer.json.shops as Record<string, unknown>[] | undefined) ?? []).filter(
    (shop) => !options.shopId || shop._id === options.shopId,
  );
  if (shops.length === 0)
    throw new Error(options.shopId ? `No shop ${options.shopId} for this merchant` : 'The merchant has no shops');

  const plans: ShopPlan[] = [];
  for (const shop of shops) {
    const id = String(shop._id);
    if (options.openShops) await call('PUT', `/api/shops/${id}/accepting-orders/accepting`, {}, auth);
    const menuOptions = encodeURIComponent(JSON.stringify({ populate: ['options', 'products'] }));
    const menu = await call('GET', `/api/shops/${id}/categories?options=${menuOptions}`, undefined, auth);
    if (menu.status !== 200)
      throw new Error(
        `Reading the menu of ${String((shop.name as { normal?: string })?.normal)} failed (${menu.status}): the menu API is needed`,
      );
    const categories = (menu.json.categories as MenuCategory[] | undefined) ?? [];
    const products = categories.flatMap((category) => {
      const sets = category.options.filter((set): set is MenuOption => typeof set === 'object');
      return category.products
        .filter((product): product is MenuProduct => typeof product === 'object')
        .filter((product) => product.enabled !== false && product.stock !== 0)
        .map((product) => {
          const own = product.options ?? [];
          const offered = own.length
            ? own.flatMap((entry) => {
                const set = sets.find((candidate) => candidate._id === entry._id);
                const allowed = new Set((entry.values ?? []).map((value) => value._id));
                return set ? [{ ...set, values: set.values.filter((value) => allowed.has(value._id)) }] : [];
              })
            : sets;
          return { product, options: offered };
        });
    });
    const kiosksAnswer = await call('GET', `/api/shops/${id}/kiosks`, undefined, auth);
    const kiosks = ((kiosksAnswer.json.kiosks as Record<string, unknown>[] | undefined) ?? []).map((kiosk) => ({
      key: String(kiosk.kioskKey),
      type: kiosk.type === 'POS' ? ('POS' as const) : ('kiosk' as const),
      cash: kiosk.allowPayInCash === true,
    }));
    const promoAnswer = await call('GET', `/api/shops/${id}/promo-codes`, undefined, auth);
    const now = Date.now();
    const promoCodes = ((promoAnswer.json.promoCodes as Record<string, unknown>[] | undefined) ?? [])
      .filter((promo) => Date.parse(String(promo.expiry)) > now && promo.type === 'discount')
      .map((promo) => String(promo.code));
    const detail = await call('GET', `/api/shops/${id}`, undefined, auth);
    const settings = (detail.json.shop ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const orderTypes: ShopPlan['orderTypes'] = ['pickup'];
    const tables = ((settings.dineIn?.tables as { number: string }[] | undefined) ?? []).map((table) => table.number);
    if (settings.dineIn?.enabled && (tables.length > 0 || settings.dineIn.servingIdentifier !== 'table-number'))
      orderTypes.push('dine-in');
    if (settings.delivery?.enabled) orderTypes.push('delivery');
    const location = (settings.address as { location?: { lat: number; lng: number } } | undefined)?.location ?? null;
    plans.push({
      id,
      name: String((shop.name as { normal?: string })?.normal ?? id),
      orderTypes,
      tables,
      delivery: {
        location,
        priceTable: ((settings.delivery?.priceTable as { title: string }[] | undefined) ?? []).map((row) => row.title),
      },
      products: products.filter((entry) => entry.product.price >= 0),
      kiosks,
      promoCodes,
    });
    log(
      `  ${plans.at(-1)?.name}: ${products.length} products, ${kiosks.length} kiosks, ${promoCodes.length} live vouchers, ${orderTypes.join('/')}`,
    );
  }

  function lineFor(entry: ShopPlan['products'][number]) {
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

  async function placeOne(plan: ShopPlan): Promise<{ ok: boolean; message: string; ms: number }> {
    if (plan.products.length === 0) return { ok: false, message: 'no products on the menu', ms: 0 };
    const channel = random.pick(
      plan.kiosks.length ? (['mobile-app', 'web', 'kiosk', 'mobile-app', 'web'] as const) : (['mobile-app', 'web'] as const),
    );
    const kiosk = channel === 'kiosk' ? random.pick(plan.kiosks) : null;
    const orderType = kiosk
      ? plan.orderTypes.includes('dine-in') && random.chance(0.3)
        ? 'dine-in'
        : 'pickup'
      : random.pick(plan.orderTypes);
    const lineCount = random.int(1, 3);
    const lineItems = Array.from({ length: lineCount }, () => lineFor(random.pick(plan.products)));
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
    if (kiosk) headers['kiosk-key'] = kiosk.key;
    else if (random.chance(0.6)) {
      const guest = await call('POST', '/guests', { name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com` });
      if (guest.status !== 201) return { ok: false, message: String(guest.json.message ?? guest.status), ms: 0 };
      headers.authorization = `Bearer ${String(guest.json.token)}`;
    } else headers.authorization = `Bearer ${token}`;
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
      const minutes = random.chance(0.3) ? random.int(1, 3) : random.int(5, 20);
      body.pickupTime = new Date(Date.now() + minutes * 60_000).toISOString();
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
    const started = performance.now();
    const answer = await call('POST', `/api/shops/${plan.id}/orders`, body, headers);
    const ms = performance.now() - started;
    if (answer.status === 201 || answer.status === 200) return { ok: true, message: 'placed', ms };
    return { ok: false, message: `${answer.status} ${String(answer.json.message ?? '')}`, ms };
  }

  const result: SimulateResult = { placed: 0, refused: 0, reasons: {}, latencies: [] };
  const rate = Math.max(0.1, options.ratePerMinute ?? 6);
  const until = Date.now() + (options.minutes ?? 5) * 60_000;
  const gapMs = 60_000 / rate;
  while (Date.now() < until && (options.orders === undefined || result.placed + result.refused < options.orders)) {
    if (options.signal?.aborted) break;
    const plan = random.pick(plans);
    const outcome = await placeOne(plan);
    result.latencies.push(outcome.ms);
    if (outcome.ok) result.placed += 1;
    else {
      result.refused += 1;
      result.reasons[outcome.message] = (result.reasons[outcome.message] ?? 0) + 1;
    }
    log(`${new Date().toISOString().slice(11, 19)} ${plan.name}: ${outcome.message} (${outcome.ms.toFixed(0)} ms)`);
    if (options.orders !== undefined && result.placed + result.refused >= options.orders) break;
    // jitter ±50 % around the mean gap, so arrivals look like people rather than a metronome
    await new Promise((resolve) => setTimeout(resolve, gapMs * (0.5 + random.next())));
  }
  return result;
}
