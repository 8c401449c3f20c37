import { defaultCategoryAvailability, type OpeningDay, type UserRole, VENUE_TIME_ZONE, WEEK_DAYS } from '@backoffice/contracts';
import { DateTime } from 'luxon';
import type { ShopSettings } from '../shops/settings';
import {
  CUSTOMER_COUNT,
  DEMO_ADMIN,
  DEMO_MERCHANT,
  DEMO_SHOPS,
  type DemoShop,
  FAMILY_NAMES,
  GIVEN_NAMES,
  LINE_NOTES,
  type MenuCategory,
  ORDER_NOTES,
} from './demo-data';
import { Prng } from './prng';

/**
 * Pure generation of the demo rows: same `now` and seed in, same rows out (apart from password hashes,
 * which the caller supplies). Kept apart from the inserts so it can be reasoned about and tested alone.
 */

export interface SeedUser {
  id: string;
  email: string;
  passwordHash: string | null;
  given: string;
  family: string;
  phone: string | null;
  roles: readonly UserRole[];
  createdAt: string;
}

export interface SeedShop {
  id: string;
  ownerId: string;
  name: string;
  type: DemoShop['type'];
  settings: ShopSettings;
  /** Demo shops start taking orders, so the order simulator and a first look at the product need no extra step. */
  status: 'accepting orders';
  createdAt: string;
}

export interface SeedCategory {
  id: string;
  shopId: string;
  name: string;
  displayOrder: number;
  availability: unknown;
  upsell: string[];
}

export interface SeedProduct {
  id: string;
  shopId: string;
  categoryId: string;
  categoryName: string;
  name: string;
  description: string;
  price: number;
  displayOrder: number;
}

export interface SeedOptionSet {
  id: string;
  shopId: string;
  categoryId: string;
  name: string;
  type: string;
  minSelection: number | null;
  maxSelection: number | null;
  values: { _id: string; name: string; price: number }[];
  displayOrder: number;
}

export interface SeedPromoCode {
  id: string;
  shopId: string;
  code: string;
  type: string;
  expiry: string;
  status: string;
  rewardConfig: unknown;
  targetUsersConfig: unknown;
  createdAt: string;
}

export interface SeedKiosk {
  id: string;
  shopId: string;
  name: string;
  kioskKey: string;
  type: string;
  eftposProvider: string;
  allowPayInCash: boolean;
  createdAt: string;
}

export interface SeedOrder {
  id: string;
  shopId: string;
  ownerId: string | null;
  status: 'pending' | 'accepted' | 'rejected' | 'completed';
  orderType: string;
  origin: string;
  isPosOrder: boolean;
  pickupType: string | null;
  pickupTime: string | null;
  total: number;
  totalPayment: number;
  /** The parts of totalPayment (cents), as the intake stores them: the price breakdown reads them. */
  discount: number;
  deliveryFee: number;
  promoCodeId: string | null;
  rewardNumber: string | null;
  notes: string | null;
  seen: boolean;
  createdAt: string;
}

export interface SeedLineItem {
  id: string;
  orderId: string;
  shopId: string;
  productId: string;
  productName: string;
  categoryName: string;
  quantity: number;
  unitPrice: number;
  optionsPrice: number;
  lineTotal: number;
  isUpsell: boolean;
  isReward: boolean;
  status: 'pending' | 'completed';
  notes: string | null;
  config: unknown[] | null;
  displayOrder: number;
}

export interface DemoRows {
  users: SeedUser[];
  shops: SeedShop[];
  categories: SeedCategory[];
  products: SeedProduct[];
  optionSets: SeedOptionSet[];
  promoCodes: SeedPromoCode[];
  kiosks: SeedKiosk[];
  orders: SeedOrder[];
  lineItems: SeedLineItem[];
}

export const DEMO_SEED = 20_240_611;
export const ORDER_HISTORY_DAYS = 60;

interface MenuIndex {
  categories: { category: SeedCategory; menu: MenuCategory; products: SeedProduct[]; optionSets: SeedOptionSet[] }[];
}

function buildMenu(prng: Prng, shopId: string, menu: readonly MenuCategory[], rows: DemoRows): MenuIndex {
  const index: MenuIndex = { categories: [] };
  menu.forEach((menuCategory, categoryOrder) => {
    const category: SeedCategory = {
      id: prng.uuid(),
      shopId,
      name: menuCategory.name,
      displayOrder: categoryOrder,
      availability: defaultCategoryAvailability(),
      upsell: [],
    };
    const products = menuCategory.products.map(
      ([name, price, description], order): SeedProduct => ({
        id: prng.uuid(),
        shopId,
        categoryId: category.id,
        categoryName: category.name,
        name,
        description,
        price,
        displayOrder: order,
      }),
    );
    const optionSets = menuCategory.optionSets.map(
      (set, order): SeedOptionSet => ({
        id: prng.uuid(),
        shopId,
        categoryId: category.id,
        name: set.name,
        type: set.type,
        minSelection: set.minSelection ?? null,
        maxSelection: set.maxSelection ?? null,
        values: set.values.map(([name, price]) => ({ _id: prng.uuid(), name, price })),
        displayOrder: order,
      }),
    );
    rows.categories.push(category);
    rows.products.push(...products);
    rows.optionSets.push(...optionSets);
    index.categories.push({ category, menu: menuCategory, products, optionSets });
  });
  // Upsells point at products of other categories, so resolve them once every category exists.
  for (const entry of index.categories) {
    const upsellCategories = index.categories.filter((other) => entry.menu.upsellFrom?.includes(other.category.name));
    entry.category.upsell = upsellCategories.flatMap((other) => other.products.slice(0, 2).map((product) => product.id));
  }
  return index;
}

/** Options a customer picked for one line, as the order's `config` snapshot, and what they add per unit. */
function chooseOptions(prng: Prng, optionSets: SeedOptionSet[]): { config: unknown[]; optionsPrice: number } {
  const config: unknown[] = [];
  let optionsPrice = 0;
  for (const set of optionSets) {
    const option = { _id: set.id, name: set.name };
    if (set.type === 'wheel') {
      const value = prng.chance(0.7) ? set.values[0] : prng.pick(set.values);
      if (!value) continue;
      config.push({ option, value: { name: value.name, price: value.price } });
      optionsPrice += value.price;
    } else if (set.type === 'multi') {
      const picked = set.values.filter(() => prng.chance(0.25)).slice(0, set.maxSelection ?? set.values.length);
      if (picked.length === 0) continue;
      config.push({ option, value: picked.map((value) => ({ name: value.name, price: value.price })) });
      optionsPrice += picked.reduce((sum, value) => sum + value.price, 0);
    } else if (prng.chance(set.type === 'increase' ? 0.2 : 0.3)) {
      const value = set.values[0];
      if (!value) continue;
      config.push({ option, value: { name: value.name, price: value.price } });
      optionsPrice += value.price;
    }
  }
  return { config, optionsPrice };
}

function orderStatus(prng: Prng, ageMinutes: number, autoAccept: boolean): SeedOrder['status'] {
  if (ageMinutes < 20)
    return prng.weighted([
      [autoAccept ? 'accepted' : 'pending', 6],
      ['accepted', 3],
      ['completed', 1],
    ]);
  if (ageMinutes < 90)
    return prng.weighted([
      ['accepted', 3],
      ['completed', 6],
      ['rejected', 0.5],
    ]);
  // Older orders are mostly done; a few were never moved on (a missed order, a forgotten "complete").
  return prng.weighted([
    ['completed', 90],
    ['rejected', 7],
    ['accepted', 2],
    ['pending', 1],
  ]);
}

function generateOrders(
  prng: Prng,
  demo: DemoShop,
  shop: SeedShop,
  menu: MenuIndex,
  rows: DemoRows,
  customers: SeedUser[],
  promoCodes: SeedPromoCode[],
  now: DateTime,
): void {
  // Each shop has its own regulars: a shuffled slice of the customers, earlier ones ordering more often.
  const regulars = prng.shuffle(customers).slice(0, 28);
  const customerWeights = regulars.map((customer, rank) => [customer, 1 / (1 + rank * 0.2)] as const);
  const hasKiosks = demo.kiosks.length > 0;
  const origins = hasKiosks
    ? ([
        ['mobile-app', 45],
        ['web', 30],
        ['kiosk', 25],
      ] as const)
    : ([
        ['mobile-app', 55],
        ['web', 45],
      ] as const);
  const openDays = new Set<OpeningDay>(demo.settings.openingHours?.openingDays ?? []);
  const preparationTime = demo.settings.orderingPreferences?.preparationTime ?? 5;
  const autoAccept = demo.settings.orderingPreferences?.autoAccept === true;
  const loyalty = demo.settings.loyalty?.enabled === true;
  const delivery = demo.settings.delivery;
  const shopCreated = DateTime.fromISO(shop.createdAt);
  const firstCategory = menu.categories[0];
  if (!firstCategory) return;

  const orderTimes: DateTime[] = [];
  for (let daysAgo = ORDER_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = now.startOf('day').minus({ days: daysAgo });
    const weekDay = WEEK_DAYS[day.weekday - 1];
    if (day < shopCreated || !weekDay || !openDays.has(weekDay)) continue;
    const weekend = day.weekday >= 6;
    const expected = demo.ordersPerWeekday * (weekend ? demo.weekendFactor : 1);
    const count = Math.max(0, Math.round(expected * (0.6 + prng.next() * 0.8)));
    for (let n = 0; n < count; n++) {
      const created = day.set({ hour: prng.weighted(demo.hourWeights), minute: prng.int(0, 59), second: prng.int(0, 59) });
      if (created <= now) orderTimes.push(created);
    }
  }
  orderTimes.push(...todayTopUp(orderTimes, now));

  for (const created of orderTimes) {
    const ageMinutes = now.diff(created, 'minutes').minutes;
    const status = orderStatus(prng, ageMinutes, autoAccept);
    const orderType = prng.weighted(demo.orderTypes);
    const origin = prng.weighted(origins);
    const owner = prng.chance(0.75) ? prng.weighted(customerWeights) : null;
    const orderId = prng.uuid();

    const lineCount = prng.weighted([
      [1, 40],
      [2, 30],
      [3, 15],
      [4, 10],
      [5, 5],
    ]);
    const lines: SeedLineItem[] = [];
    const firstEntry = prng.chance(0.5) ? firstCategory : prng.pick(menu.categories);
    for (let line = 0; line < lineCount; line++) {
      const upsellCandidates = firstEntry.category.upsell;
      const isUpsell = line > 0 && upsellCandidates.length > 0 && prng.chance(0.35);
      const entry = line === 0 ? firstEntry : prng.pick(menu.categories);
      const product = isUpsell
        ? (rows.products.find((candidate) => candidate.id === prng.pick(upsellCandidates)) ?? prng.pick(entry.products))
        : prng.pick(entry.products);
      const productEntry = menu.categories.find((candidate) => candidate.category.id === product.categoryId) ?? entry;
      const quantity = prng.weighted([
        [1, 80],
        [2, 15],
        [3, 5],
      ]);
      const { config, optionsPrice } = chooseOptions(prng, productEntry.optionSets);
      lines.push({
        id: prng.uuid(),
        orderId,
        shopId: shop.id,
        productId: product.id,
        productName: product.name,
        categoryName: product.categoryName,
        quantity,
        unitPrice: product.price,
        optionsPrice,
        lineTotal: quantity * (product.price + optionsPrice),
        isUpsell,
        isReward: false,
        status: status === 'completed' ? 'completed' : 'pending',
        notes: prng.chance(0.05) ? prng.pick(LINE_NOTES) : null,
        config: config.length > 0 ? config : null,
        displayOrder: line,
      });
    }
    let rewardNumber: string | null = null;
    if (loyalty && owner && prng.chance(0.05)) {
      // A loyalty reward: a free item from the first category, on the customer's card number.
      const product = prng.pick(firstCategory.products);
      rewardNumber = `LC-${String(prng.int(100000, 999999))}`;
      lines.push({
        id: prng.uuid(),
        orderId,
        shopId: shop.id,
        productId: product.id,
        productName: product.name,
        categoryName: product.categoryName,
        quantity: 1,
        unitPrice: product.price,
        optionsPrice: 0,
        lineTotal: 0,
        isUpsell: false,
        isReward: true,
        status: status === 'completed' ? 'completed' : 'pending',
        notes: null,
        config: null,
        displayOrder: lines.length,
      });
    }

    const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    let totalPayment = total;
    let discountTaken = 0;
    let deliveryFee = 0;
    let promoCodeId: string | null = null;
    const usablePromos = promoCodes.filter(
      (promo) =>
        promo.type === 'discount' && DateTime.fromISO(promo.expiry) > created && DateTime.fromISO(promo.createdAt) < created,
    );
    if (usablePromos.length > 0 && prng.chance(0.06)) {
      const promo = prng.pick(usablePromos);
      const reward = promo.rewardConfig as { discountType: string; discount: number; minimumSpent: number };
      if (total >= reward.minimumSpent * 100) {
        const discount =
          reward.discountType === 'percentage' ? Math.round((total * reward.discount) / 100) : reward.discount * 100;
        discountTaken = Math.min(total, discount);
        totalPayment = total - discountTaken;
        promoCodeId = promo.id;
      }
    }
    if (orderType === 'delivery' && delivery?.fixedCost && total < (delivery.freeDeliveryMinSpend ?? Number.POSITIVE_INFINITY)) {
      // settings amounts are integer cents
      deliveryFee = delivery.fixedCost;
      totalPayment += deliveryFee;
    }
    const scheduled = orderType === 'pickup' && prng.chance(0.2);
    const pickupTime =
      orderType !== 'pickup'
        ? null
        : scheduled
          ? created.plus({ minutes: 30 + 5 * prng.int(0, 18) }).startOf('minute')
          : created.plus({ minutes: preparationTime });

    rows.orders.push({
      id: orderId,
      shopId: shop.id,
      ownerId: owner?.id ?? null,
      status,
      orderType,
      origin,
      isPosOrder: origin === 'kiosk' && prng.chance(0.3),
      pickupType: orderType === 'pickup' ? (scheduled ? 'scheduled' : 'dynamic') : null,
      pickupTime: pickupTime?.toUTC().toISO() ?? null,
      total,
      totalPayment,
      discount: discountTaken,
      deliveryFee,
      promoCodeId,
      rewardNumber,
      notes: prng.chance(0.08) ? prng.pick(ORDER_NOTES) : null,
      seen: status !== 'pending' || prng.chance(0.3),
      createdAt: created.toUTC().toISO() ?? '',
    });
    rows.lineItems.push(...lines);
  }
}

/** Orders "so far today" the demo data always has, whatever the hour it is seeded at. */
export const MIN_ORDERS_SO_FAR_TODAY = 6;

/**
 * Extra order times for today when the hour weights left it nearly empty (before opening, just after midnight, a
 * closed day): evenly spread over the last 90 minutes (or since midnight), so a newcomer's first look at the
 * dashboard, "Today" and "This Week" is never blank, and some of them are still pending on the orders screen.
 */
export function todayTopUp(times: readonly DateTime[], now: DateTime): DateTime[] {
  const midnight = now.startOf('day');
  const already = times.filter((time) => time >= midnight && time <= now).length;
  const missing = MIN_ORDERS_SO_FAR_TODAY - already;
  if (missing <= 0) return [];
  const from = DateTime.max(midnight, now.minus({ minutes: 90 }));
  const span = now.diff(from).toMillis();
  const to = from.plus({ milliseconds: Math.max(0, span - Math.min(120_000, span / 2)) });
  const step = to.diff(from).toMillis() / missing;
  return Array.from({ length: missing }, (_, index) => from.plus({ milliseconds: Math.round(step * (index + 0.5)) }));
}

/** Hashes are made by the caller (slow by design), so generation stays pure. */
export interface DemoPasswordHashes {
  merchant: string;
  admin: string;
  customer: string;
}

export function generateDemoData(nowDate: Date, hashes: DemoPasswordHashes, seed = DEMO_SEED): DemoRows {
  const prng = new Prng(seed);
  const now = DateTime.fromJSDate(nowDate, { zone: VENUE_TIME_ZONE });
  const iso = (dt: DateTime) => dt.toUTC().toISO() ?? '';
  const rows: DemoRows = {
    users: [],
    shops: [],
    categories: [],
    products: [],
    optionSets: [],
    promoCodes: [],
    kiosks: [],
    orders: [],
    lineItems: [],
  };

  const merchant: SeedUser = {
    id: prng.uuid(),
    email: DEMO_MERCHANT.email,
    passwordHash: hashes.merchant,
    given: DEMO_MERCHANT.given,
    family: DEMO_MERCHANT.family,
    phone: DEMO_MERCHANT.phone,
    roles: DEMO_MERCHANT.roles,
    createdAt: iso(now.minus({ days: 80 })),
  };
  const admin: SeedUser = {
    id: prng.uuid(),
    email: DEMO_ADMIN.email,
    passwordHash: hashes.admin,
    given: DEMO_ADMIN.given,
    family: DEMO_ADMIN.family,
    phone: DEMO_ADMIN.phone,
    roles: DEMO_ADMIN.roles,
    createdAt: iso(now.minus({ days: 120 })),
  };
  rows.users.push(merchant, admin);

  const customers: SeedUser[] = [];
  for (let n = 0; n < CUSTOMER_COUNT; n++) {
    const given = GIVEN_NAMES[n % GIVEN_NAMES.length] ?? 'Kim';
    const family = prng.pick(FAMILY_NAMES);
    customers.push({
      id: prng.uuid(),
      email: `${given}.${family}.${n + 1}@example.com`.toLowerCase().replace(/\s+/g, ''),
      // One hash for all: they sign in to the apps (and the simulator signs in as them), not to the back-office.
      passwordHash: hashes.customer,
      given,
      family,
      phone: prng.chance(0.7) ? `+64 2${prng.int(1, 9)} ${prng.int(100, 999)} ${prng.int(1000, 9999)}` : null,
      roles: ['consumer'],
      createdAt: iso(now.minus({ days: prng.int(61, 200), minutes: prng.int(0, 1440) })),
    });
  }
  rows.users.push(...customers);

  for (const demo of DEMO_SHOPS) {
    const shop: SeedShop = {
      id: prng.uuid(),
      ownerId: demo.owner === 'merchant' ? merchant.id : admin.id,
      name: demo.name,
      type: demo.type,
      settings: demo.settings,
      status: 'accepting orders',
      createdAt: iso(now.minus({ days: demo.createdDaysAgo }).set({ hour: 9, minute: 30 })),
    };
    rows.shops.push(shop);
    const menu = buildMenu(prng, shop.id, demo.menu, rows);
    const shopPromos = demo.promoCodes.map(
      (promo, index): SeedPromoCode => ({
        id: prng.uuid(),
        shopId: shop.id,
        code: promo.code,
        type: promo.type,
        expiry: iso(now.plus({ days: promo.expiresInDays }).endOf('day')),
        status: promo.expiresInDays < 0 ? 'expired' : 'active',
        rewardConfig: {
          discountType: promo.discountType,
          discount: promo.discount,
          discountTargetType: promo.type === 'free-product' ? 'products' : 'order',
          rewardTargetProducts:
            promo.type === 'free-product' ? (menu.categories[1]?.products.slice(0, 1).map((product) => product.id) ?? []) : [],
          minimumSpent: promo.minimumSpent,
        },
        targetUsersConfig: { isStoreWide: true, users: [], usageLimit: index === 0 ? 1 : 0 },
        createdAt: iso(now.minus({ days: 55 - index * 10 })),
      }),
    );
    rows.promoCodes.push(...shopPromos);
    rows.kiosks.push(
      ...demo.kiosks.map(
        (kiosk): SeedKiosk => ({
          id: prng.uuid(),
          shopId: shop.id,
          name: kiosk.name,
          kioskKey: `kk_${prng.uuid().replace(/-/g, '')}`,
          type: kiosk.type,
          eftposProvider: kiosk.EFTPOSProvider,
          allowPayInCash: kiosk.allowPayInCash,
          createdAt: iso(now.minus({ days: demo.createdDaysAgo - 2 })),
        }),
      ),
    );
    generateOrders(prng, demo, shop, menu, rows, customers, shopPromos, now);
  }
  return rows;
}
