import { randomUUID } from 'node:crypto';
import { arrivalOffsets, type MenuOption, type MenuProduct, orderRequest, prng, type ShopPlan } from './simulator-plan';

/**
 * The order simulator: places realistic orders through the HTTP intake of a running API, so a person can
 * watch the orders screen live and a benchmark can load it. Everything goes over HTTP like a real channel: the
 * merchant signs in to read the menu, kiosks, vouchers and the shop's customers; customers order as guests
 * (POST /guests), as the shop's demo customers signed in with their own accounts (the seed's demo customer password),
 * or through a kiosk key. A shop whose customers cannot sign in (e.g. the large bench seed, passwordless) falls back
 * to the merchant's own account, which is a consumer too; `result.callers` says how many went each way. A mix of channels, order types, options,
 * vouchers and ASAP pickups due within 3 minutes.
 *
 * `simulateOrders()` is the core (the lead's demo top-up calls it); `scripts/simulate-orders.mjs` is the CLI. What
 * each order is and when it goes out are pure functions in simulator-plan.ts.
 */

interface MenuCategory {
  _id: string;
  name: string;
  products: (MenuProduct | string)[];
  options: (MenuOption | string)[];
}

export interface SimulateOptions {
  /** API base, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** merchant who owns the shops (reads menus, kiosks, vouchers) */
  email?: string;
  password?: string;
  /** the password the shop's customers sign in with (default: the demo seed's) */
  customerPassword?: string;
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
  /** attempts per caller: guest, customer (own account), merchant (stand-in customer), kiosk */
  callers: Record<'guest' | 'customer' | 'merchant' | 'kiosk', number>;
}

/** How many of a shop's customers the simulator signs in as (a handful looks like a real day; each is one sign-in). */
const CUSTOMERS_PER_SHOP = 8;

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '.');

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
  const customerEmails = new Map<string, string[]>();
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
    // The list holds guests too (they cannot sign in): read a few pages' worth and keep account holders only.
    const customerOptions = encodeURIComponent(JSON.stringify({ limit: CUSTOMERS_PER_SHOP * 5 }));
    const customersAnswer = await call('GET', `/api/shops/${id}/customers?options=${customerOptions}`, undefined, auth);
    customerEmails.set(
      id,
      ((customersAnswer.json.users as { isGuest?: boolean; profile?: { email?: string } }[] | undefined) ?? [])
        .flatMap((user) => (user.profile?.email && user.isGuest !== true ? [user.profile.email] : []))
        .slice(0, CUSTOMERS_PER_SHOP),
    );
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

  /** Customer sign-ins, once per e-mail: a token, or null when that account cannot sign in (no password). */
  const customerTokens = new Map<string, string | null>();
  async function customerToken(shopId: string): Promise<string | null> {
    const candidates = (customerEmails.get(shopId) ?? []).filter((email) => customerTokens.get(email) !== null);
    if (candidates.length === 0) return null;
    const email = random.pick(candidates);
    if (!customerTokens.has(email)) {
      const signIn = await call('POST', '/login', { username: email, password: options.customerPassword ?? 'customer123' });
      customerTokens.set(email, signIn.status === 200 ? String(signIn.json.token) : null);
    }
    return customerTokens.get(email) ?? customerToken(shopId);
  }

  async function placeOne(plan: ShopPlan): Promise<{ ok: boolean; message: string; ms: number }> {
    const order = orderRequest(plan, random, new Date());
    if (!order) return { ok: false, message: 'no products on the menu', ms: 0 };
    const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
    if (order.caller.kind === 'kiosk') {
      headers['kiosk-key'] = order.caller.key;
      result.callers.kiosk += 1;
    } else if (order.caller.kind === 'guest') {
      const { name } = order.caller;
      result.callers.guest += 1;
      const guest = await call('POST', '/guests', { name, email: `${slug(name)}@example.com` });
      if (guest.status !== 201) return { ok: false, message: String(guest.json.message ?? guest.status), ms: 0 };
      headers.authorization = `Bearer ${String(guest.json.token)}`;
    } else {
      const own = await customerToken(plan.id);
      result.callers[own ? 'customer' : 'merchant'] += 1;
      headers.authorization = `Bearer ${own ?? token}`;
    }
    const started = performance.now();
    const answer = await call('POST', `/api/shops/${plan.id}/orders`, order.body, headers);
    const ms = performance.now() - started;
    if (answer.status === 201 || answer.status === 200) return { ok: true, message: 'placed', ms };
    return { ok: false, message: `${answer.status} ${String(answer.json.message ?? '')}`, ms };
  }

  const result: SimulateResult = {
    placed: 0,
    refused: 0,
    reasons: {},
    latencies: [],
    callers: { guest: 0, customer: 0, merchant: 0, kiosk: 0 },
  };
  const offsets = arrivalOffsets(Math.max(0.1, options.ratePerMinute ?? 6), options.minutes ?? 5, random, options.orders ?? null);
  const started = Date.now();
  for (const offset of offsets) {
    const wait = started + offset - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
  }
  return result;
}
