import { DateTime } from 'luxon';
import { ASAP_PICKUP_GRACE_MINUTES, VENUE_TIME_ZONE } from '../../constants';
import { formatMoney } from '../../money';
import { productUnavailableReason } from '../menu';
import { closedMessage, isWithinSchedule, type WeekSchedule } from './schedule';

/**
 * Order intake rules: everything that decides what an order costs and whether it is taken, as pure
 * functions over plain data. The API loads the facts (menu, settings, voucher, loyalty card) and applies the result
 * in one transaction; the screens that explain a setting can call the same functions.
 *
 * Money is integer cents, the shop's delivery and loyalty settings included. A voucher's fixed-cost `discount` and
 * `minimumSpent` are kept in dollars as the merchant types them and are converted with `dollarsToCentsSafe` here, once.
 *
 * A refusal is `{ status, message }`: 422 for "your order cannot be taken as it is" (sold out, closed, too far),
 * 409 for a conflict with the shop's state (not accepting orders), 400 for a malformed request (unknown option).
 * Messages are written for the customer.
 */

export interface Refusal {
  status: 400 | 409 | 422;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const refuse = <T = never>(status: Refusal['status'], message: string): Checked<T> => ({
  ok: false,
  refusal: { status, message },
});

/** A stored settings amount in cents; anything but a positive number counts as none. */
function centsSafe(cents: number | null | undefined): number {
  return typeof cents === 'number' && Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
}

export function dollarsToCentsSafe(dollars: number | null | undefined): number {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars <= 0) return 0;
  return Math.round(dollars * 100);
}

/** `amount × percent / 100` rounded half up to a cent, in integers (percent to 0.01). Never negative. */
export function percentOfCents(amount: number, percent: number): number {
  if (!(amount > 0) || !(percent > 0)) return 0;
  const hundredths = Math.round(percent * 100);
  return Math.floor((amount * hundredths + 5000) / 10000);
}

// ---------------------------------------------------------------------------------------------------------------
// Options (spec 001 §3 option sets: wheel, increase, switch, multi with minSelection/maxSelection)
// ---------------------------------------------------------------------------------------------------------------

export interface MenuOptionValue {
  _id: string;
  name: string;
  /** cents */
  price: number;
  default?: boolean | undefined;
}

export interface MenuOptionSet {
  _id: string;
  name: string;
  type: 'wheel' | 'increase' | 'switch' | 'multi';
  minSelection?: number | null | undefined;
  maxSelection?: number | null | undefined;
  /** Only the values this product offers, prices from the server's option set. */
  values: readonly MenuOptionValue[];
}

/** What the customer chose for one option set: value ids; `quantity` counts an `increase` value (default 1). */
export interface ChosenOption {
  option: string;
  values: readonly string[];
  quantity?: number | undefined;
}

export interface ConfigEntry {
  option: { _id: string; name: string };
  value: { name: string; price: number } | { name: string; price: number }[];
}

export const MAX_INCREASE_QUANTITY = 10;

/**
 * Prices a product's chosen options. Rules: every chosen set and value must be on the product (400 otherwise);
 * `wheel` takes exactly one value (the product's default, else the first, when none is chosen); `switch` zero or
 * one; `increase` zero or one value, counted 1–10 times; `multi` between minSelection and maxSelection distinct
 * values. Returns the order's `config` snapshot and the options' price per unit (cents).
 */
export function priceOptions(
  productName: string,
  sets: readonly MenuOptionSet[],
  chosen: readonly ChosenOption[],
): Checked<{ config: ConfigEntry[]; optionsPrice: number }> {
  const byId = new Map(sets.map((set) => [set._id, set]));
  const seen = new Set<string>();
  for (const choice of chosen) {
    if (!byId.has(choice.option)) return refuse(400, `That option is not available for ${productName}`);
    if (seen.has(choice.option)) return refuse(400, `An option of ${productName} was chosen twice`);
    seen.add(choice.option);
  }
  const config: ConfigEntry[] = [];
  let optionsPrice = 0;
  for (const set of sets) {
    const choice = chosen.find((entry) => entry.option === set._id);
    const ids = choice?.values ?? [];
    if (new Set(ids).size !== ids.length) return refuse(400, `${set.name}: a choice is listed twice`);
    const values: MenuOptionValue[] = [];
    for (const valueId of ids) {
      const value = set.values.find((candidate) => candidate._id === valueId);
      if (!value) return refuse(400, `${set.name}: that choice is not available for ${productName}`);
      values.push(value);
    }
    const quantity = choice?.quantity ?? 1;
    if (set.type !== 'increase' && quantity !== 1) return refuse(400, `${set.name} cannot be counted`);
    const option = { _id: set._id, name: set.name };
    switch (set.type) {
      case 'wheel': {
        if (values.length > 1) return refuse(400, `${set.name}: choose one`);
        const value = values[0] ?? set.values.find((candidate) => candidate.default) ?? set.values[0];
        if (!value) break;
        config.push({ option, value: { name: value.name, price: value.price } });
        optionsPrice += value.price;
        break;
      }
      case 'switch': {
        if (values.length > 1) return refuse(400, `${set.name}: choose one`);
        const value = values[0];
        if (!value) break;
        config.push({ option, value: { name: value.name, price: value.price } });
        optionsPrice += value.price;
        break;
      }
      case 'increase': {
        if (values.length > 1) return refuse(400, `${set.name}: choose one`);
        const value = values[0];
        if (!value) break;
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_INCREASE_QUANTITY)
          return refuse(400, `${set.name}: choose between 1 and ${MAX_INCREASE_QUANTITY}`);
        const name = quantity === 1 ? value.name : `${quantity} × ${value.name}`;
        config.push({ option, value: { name, price: value.price * quantity } });
        optionsPrice += value.price * quantity;
        break;
      }
      case 'multi': {
        const min = set.minSelection ?? 0;
        const max = set.maxSelection ?? set.values.length;
        if (values.length < min) return refuse(422, `${set.name}: choose at least ${min} for ${productName}`);
        if (values.length > max) return refuse(422, `${set.name}: choose at most ${max} for ${productName}`);
        if (values.length === 0) break;
        config.push({ option, value: values.map((value) => ({ name: value.name, price: value.price })) });
        optionsPrice += values.reduce((sum, value) => sum + value.price, 0);
        break;
      }
    }
  }
  return ok({ config, optionsPrice });
}

// ---------------------------------------------------------------------------------------------------------------
// Product availability (spec 001 §3 enabled, availableFrom, stock −1; our "sold out until")
// ---------------------------------------------------------------------------------------------------------------

export interface ProductFacts {
  _id: string;
  name: string;
  /** cents */
  price: number;
  enabled: boolean;
  /** −1 = unlimited */
  stock: number;
  availableFrom?: string | Date | null | undefined;
  soldOutUntil?: string | Date | null | undefined;
  categoryId: string;
  categoryName: string;
}

const time = (value: string | Date | null | undefined): number | null => {
  if (value == null) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

const iso = (value: string | Date | null | undefined): string | null => {
  const ms = time(value);
  return ms === null ? null : new Date(ms).toISOString();
};

/**
 * Refuses a product that cannot be sold now: disabled, not yet available, sold out (until), not enough stock. The
 * menu's `productUnavailableReason` decides (one rule for the menu screens and the intake); this adds the wording a
 * customer reads and the quantity check.
 */
export function checkProductAvailable(product: ProductFacts, quantity: number, now: Date): Checked<true> {
  const reason = productUnavailableReason(
    {
      enabled: product.enabled,
      stock: product.stock,
      availableFrom: iso(product.availableFrom),
      soldOutUntil: iso(product.soldOutUntil),
    },
    now,
  );
  if (reason === 'disabled') return refuse(422, `${product.name} is not available`);
  if (reason === 'not-yet-available') return refuse(422, `${product.name} is not available yet`);
  if (reason === 'sold-out' || reason === 'out-of-stock') return refuse(422, `${product.name} is sold out`);
  if (product.stock !== -1 && product.stock < quantity) return refuse(422, `Only ${product.stock} ${product.name} left`);
  return ok(true);
}

// ---------------------------------------------------------------------------------------------------------------
// Delivery (spec 000 §2 delivery section)
// ---------------------------------------------------------------------------------------------------------------

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface DeliverySettings {
  enabled?: boolean | undefined;
  deliveryType?: 'self-delivery' | 'retail' | undefined;
  radius?: number | undefined;
  orderMinimum?: number | undefined;
  feeType?: 'fixed' | 'price-table' | 'cost-per-kilometers' | undefined;
  costPerKilometers?: number | undefined;
  fixedCost?: number | undefined;
  freeDeliveryMinSpend?: number | undefined;
  priceTable?: readonly { title: string; description?: string; fee: number }[] | undefined;
}

export interface DeliveryRequest {
  /** the customer's address position, when the channel knows it */
  location?: LatLng | null | undefined;
  /** price-table: the row's title the customer chose */
  priceTableRow?: string | null | undefined;
}

/**
 * Delivery: enabled; within `radius` km of the shop (needs both positions when a radius is set); line total at least
 * `orderMinimum`; fee by `feeType` — fixed, the chosen price-table row, or per km (self-delivery only, rounded to a
 * cent) — and free from `freeDeliveryMinSpend` (0 = never free). `subtotal` is what the lines cost after vouchers.
 */
export function quoteDelivery(
  settings: DeliverySettings | null | undefined,
  shopLocation: LatLng | null | undefined,
  request: DeliveryRequest,
  subtotal: number,
): Checked<{ fee: number; distanceKm: number | null; priceTableRow: string | null }> {
  if (!settings?.enabled) return refuse(422, 'Delivery is not available at this shop');
  const distanceKm = shopLocation && request.location ? haversineKm(shopLocation, request.location) : null;
  const radius = settings.radius ?? 0;
  if (radius > 0) {
    if (distanceKm === null) return refuse(422, 'Please choose a delivery address from the list so we can check the distance');
    if (distanceKm > radius) return refuse(422, `That address is outside our ${radius} km delivery area`);
  }
  const minimum = centsSafe(settings.orderMinimum);
  if (subtotal < minimum) return refuse(422, `The minimum order for delivery is ${formatMoney(minimum)}`);
  let fee = 0;
  let row: string | null = null;
  switch (settings.feeType ?? 'fixed') {
    case 'fixed':
      fee = centsSafe(settings.fixedCost);
      break;
    case 'price-table': {
      const chosen = settings.priceTable?.find((entry) => entry.title === request.priceTableRow);
      if (!chosen) return refuse(422, 'Please choose a delivery option');
      fee = centsSafe(chosen.fee);
      row = chosen.title;
      break;
    }
    case 'cost-per-kilometers': {
      if ((settings.deliveryType ?? 'self-delivery') !== 'self-delivery')
        return refuse(422, 'Delivery is not available at this shop');
      if (distanceKm === null) return refuse(422, 'Please choose a delivery address from the list so we can check the distance');
      const perKm = centsSafe(settings.costPerKilometers);
      fee = Math.round(perKm * distanceKm);
      break;
    }
  }
  const freeFrom = centsSafe(settings.freeDeliveryMinSpend);
  if (freeFrom > 0 && subtotal >= freeFrom) fee = 0;
  return ok({ fee, distanceKm, priceTableRow: row });
}

// ---------------------------------------------------------------------------------------------------------------
// Pickup (spec 000 §2 pickup section)
// ---------------------------------------------------------------------------------------------------------------

export interface PickupSettings {
  enabled?: boolean | undefined;
  allowASAP?: boolean | undefined;
  type?: 'same-day' | 'future-only' | 'hybrid' | undefined;
  futureSettings?:
    | {
        daysSpan?: number | undefined;
        daysMargin?: number | undefined;
        cutOffEnabled?: boolean | undefined;
        cutOffHour?: number | undefined;
        cutOffMinute?: number | undefined;
        allowTimeSelection?: boolean | undefined;
        timeSelectionRange?: 'opening-hours' | 'custom' | undefined;
        /** custom pickup hours: `openingDays` plus `{day}From` / `{day}To` (contracts' `pickupHours`) */
        timeSelectionHours?: WeekSchedule | undefined;
      }
    | undefined;
}

/** Days ahead a future pickup may be chosen when the shop has not set `daysSpan`. */
export const DEFAULT_PICKUP_DAYS_SPAN = 7;

export type PickupTimeRange = 'opening-hours' | 'custom' | 'none';

/**
 * When a pickup may be collected. ASAP (`dynamic`): allowed unless `allowASAP` is false; a pickup time may be up
 * to 2 minutes behind now (spec 000 §2), default now. Scheduled: `same-day` only today, `future-only` only after
 * today, `hybrid` either. A future day is at least `daysMargin` (future-only: at least 1) and at most `daysSpan`
 * days ahead; with the cut-off on, once today's cut-off time has passed the earliest future day moves one day
 * later. Returns the pickup instant and which hours its time of day must fall in (checked by the caller against
 * opening hours or the custom hours): `none` when time selection is off for a future day.
 */
export function checkPickup(
  settings: PickupSettings | null | undefined,
  request: { pickupType: 'dynamic' | 'scheduled'; pickupTime?: string | null | undefined },
  now: Date,
): Checked<{ pickupTime: Date; range: PickupTimeRange }> {
  if (settings?.enabled === false) return refuse(422, 'Pickup is not available at this shop');
  const given = request.pickupTime ? new Date(request.pickupTime) : null;
  if (given && Number.isNaN(given.getTime())) return refuse(400, 'Pickup time is not a date');
  const graceMs = ASAP_PICKUP_GRACE_MINUTES * 60_000;
  if (request.pickupType === 'dynamic') {
    if (settings?.allowASAP === false) return refuse(422, 'Please choose a pickup time: ASAP pickup is not available');
    if (given && given.getTime() < now.getTime() - graceMs) return refuse(422, 'That pickup time has already passed');
    return ok({ pickupTime: given ?? now, range: 'opening-hours' });
  }
  if (!given) return refuse(400, 'Please choose a pickup time');
  if (given.getTime() < now.getTime() - graceMs) return refuse(422, 'That pickup time has already passed');
  const type = settings?.type ?? 'same-day';
  const today = DateTime.fromJSDate(now, { zone: VENUE_TIME_ZONE }).startOf('day');
  const day = DateTime.fromJSDate(given, { zone: VENUE_TIME_ZONE }).startOf('day');
  const daysAhead = Math.round(day.diff(today, 'days').days);
  if (daysAhead === 0) {
    if (type === 'future-only') return refuse(422, 'Pickup orders here are for a later day');
    return ok({ pickupTime: given, range: 'opening-hours' });
  }
  if (type === 'same-day') return refuse(422, 'Pickup is for today only');
  const future = settings?.futureSettings ?? {};
  let earliest = Math.max(type === 'future-only' ? 1 : 1, future.daysMargin ?? 0);
  if (future.cutOffEnabled) {
    const cutOff = today.plus({ hours: future.cutOffHour ?? 0, minutes: future.cutOffMinute ?? 0 });
    if (now.getTime() >= cutOff.toMillis()) earliest += 1;
  }
  const span = future.daysSpan ?? DEFAULT_PICKUP_DAYS_SPAN;
  if (daysAhead < earliest) return refuse(422, 'That pickup day is too soon, please choose a later day');
  if (daysAhead > span) return refuse(422, `Pickup can be booked at most ${span} days ahead`);
  if (future.allowTimeSelection === false) return ok({ pickupTime: given, range: 'none' });
  return ok({ pickupTime: given, range: future.timeSelectionRange === 'custom' ? 'custom' : 'opening-hours' });
}

/**
 * Whether an order's time falls in the hours that govern it: `opening-hours` (every order type; a scheduled pickup
 * whose range is opening-hours) checks the shop's opening hours with the public holiday; `custom` checks the pickup
 * section's custom hours (`pickup.futureSettings.timeSelectionHours`, spec 000 §2) — the opening hours then do not
 * apply; `none` (time selection off for a future day) checks nothing. `at` is when the order is for; `at === now`
 * (ASAP) reads when the shop opens next.
 */
export function checkOrderHours(
  range: PickupTimeRange,
  shop: { openingHours?: WeekSchedule | undefined; pickup?: PickupSettings | null | undefined },
  at: Date,
  now: Date,
): Checked<true> {
  if (range === 'none') return ok(true);
  if (range === 'custom') {
    const custom = shop.pickup?.futureSettings?.timeSelectionHours;
    return isWithinSchedule(custom, at) ? ok(true) : refuse(422, 'Please choose a pickup time within our pickup hours');
  }
  if (isWithinSchedule(shop.openingHours, at, { publicHolidays: true })) return ok(true);
  return refuse(
    422,
    at.getTime() === now.getTime()
      ? closedMessage(shop.openingHours, now, { publicHolidays: true })
      : 'We are closed at that time. Please choose another pickup time.',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Dine-in (spec 001 §3 dineIn)
// ---------------------------------------------------------------------------------------------------------------

export interface DineInSettings {
  enabled?: boolean | undefined;
  servingIdentifier?: 'table-number' | 'pin-number' | 'name' | undefined;
  tables?: readonly { _id: string; number: string }[] | undefined;
}

export interface Serving {
  servingIdentifier: 'table-number' | 'pin-number' | 'name';
  value: string;
  tableId: string | null;
}

/** Dine-in: enabled; with table numbers, the table must exist (by number or id); pin / name need a value. */
export function checkDineIn(settings: DineInSettings | null | undefined, value: string | null | undefined): Checked<Serving> {
  if (!settings?.enabled) return refuse(422, 'Dine-in is not available at this shop');
  const identifier = settings.servingIdentifier ?? 'table-number';
  const text = (value ?? '').trim();
  if (identifier === 'table-number') {
    if (!text) return refuse(422, 'Please choose your table');
    const table = settings.tables?.find((entry) => entry.number === text || entry._id === text);
    if (!table) return refuse(422, `There is no table ${text} here`);
    return ok({ servingIdentifier: identifier, value: table.number, tableId: table._id });
  }
  if (!text) return refuse(422, identifier === 'name' ? 'Please tell us your name' : 'Please enter your number');
  return ok({ servingIdentifier: identifier, value: text.slice(0, 100), tableId: null });
}

// ---------------------------------------------------------------------------------------------------------------
// Vouchers (spec 001 §3–§5)
// ---------------------------------------------------------------------------------------------------------------

export interface VoucherFacts {
  _id: string;
  code: string;
  type: 'discount' | 'free-product';
  expiry: string | Date;
  status?: string | undefined;
  rewardConfig: {
    discountType?: 'fixed-cost' | 'percentage' | undefined;
    /** dollars for fixed-cost, percent for percentage */
    discount?: number | undefined;
    discountTargetType?: 'order' | 'products' | undefined;
    rewardTargetProducts?: readonly string[] | undefined;
    /** dollars */
    minimumSpent?: number | undefined;
  };
  targetUsersConfig: {
    isStoreWide?: boolean | undefined;
    users?: readonly string[] | undefined;
    usageLimit?: number | undefined;
  };
}

/** A priced line as vouchers see it. */
export interface PricedLine {
  productId: string;
  name: string;
  quantity: number;
  /** price + options, cents per unit */
  unitTotal: number;
  /** quantity × unitTotal, 0 for a loyalty reward line */
  lineTotal: number;
  isReward: boolean;
}

export interface VoucherContext {
  now: Date;
  /** the signed-in customer; guests and kiosks have none */
  userId: string | null;
  /** spec 000 §3 orderingPreferences.disablePromoCodes */
  promoCodesDisabled: boolean;
  /** orders that used the code so far */
  timesUsed: number;
  /** the customer already used it once */
  usedByCustomer: boolean;
}

/**
 * Whether the code may be used on this order, and how much it takes off (cents). Never more than what it
 * discounts: an order target is capped at the line total, a products target at those products' lines. A free
 * product takes one unit (price with options) of the dearest matching line off. `minimumSpent` is compared with the
 * line total. Usage limit ≤ 0 is unlimited; each customer may use a code once (a guest has no account to hold it:
 * guests and kiosks can use store-wide codes, never counted per person).
 */
export function applyVoucher(voucher: VoucherFacts, lines: readonly PricedLine[], context: VoucherContext): Checked<number> {
  if (context.promoCodesDisabled) return refuse(422, 'Promo codes are not accepted at this shop');
  const expiry = time(voucher.expiry);
  if (expiry === null || expiry <= context.now.getTime()) return refuse(422, `The code ${voucher.code} has expired`);
  if (voucher.status && !['active', 'Active'].includes(voucher.status))
    return refuse(422, `The code ${voucher.code} is not active`);
  const target = voucher.targetUsersConfig;
  if (target.isStoreWide === false) {
    if (!context.userId || !(target.users ?? []).includes(context.userId))
      return refuse(422, `The code ${voucher.code} is not available to you`);
  }
  const limit = target.usageLimit ?? 0;
  if (limit > 0 && context.timesUsed >= limit) return refuse(422, `The code ${voucher.code} has been used up`);
  if (context.userId && context.usedByCustomer) return refuse(422, `You have already used the code ${voucher.code}`);
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const reward = voucher.rewardConfig;
  const minimum = dollarsToCentsSafe(reward.minimumSpent);
  if (subtotal < minimum) return refuse(422, `Spend at least ${formatMoney(minimum)} to use the code ${voucher.code}`);
  const targets = new Set(reward.rewardTargetProducts ?? []);
  const matching = lines.filter((line) => !line.isReward && targets.has(line.productId));
  if (voucher.type === 'free-product') {
    const dearest = [...matching].sort((a, b) => b.unitTotal - a.unitTotal)[0];
    if (!dearest) return refuse(422, `Add the product the code ${voucher.code} is for`);
    return ok(Math.min(dearest.unitTotal, subtotal));
  }
  const base = reward.discountTargetType === 'products' ? matching.reduce((sum, line) => sum + line.lineTotal, 0) : subtotal;
  if (reward.discountTargetType === 'products' && matching.length === 0)
    return refuse(422, `Add the product the code ${voucher.code} is for`);
  const amount =
    reward.discountType === 'percentage'
      ? percentOfCents(base, Math.min(100, reward.discount ?? 0))
      : dollarsToCentsSafe(reward.discount);
  return ok(Math.min(amount, base));
}

// ---------------------------------------------------------------------------------------------------------------
// Surcharge and totals
// ---------------------------------------------------------------------------------------------------------------

export interface SurchargeSettings {
  enabled?: boolean | undefined;
  percent?: number | undefined;
  platforms?: readonly string[] | undefined;
}

/** Spec 000 §2 customer surcharge: percent of the amount, on the platforms (origins) it is enabled for. */
export function surchargeFor(settings: SurchargeSettings | null | undefined, origin: string, amount: number): number {
  if (!settings?.enabled || !(settings.platforms ?? []).includes(origin)) return 0;
  return percentOfCents(amount, settings.percent ?? 0);
}

export interface OrderTotals {
  /** sum of the line totals (cents; reward lines count 0) */
  total: number;
  /** voucher discount */
  discount: number;
  /** loyalty discount reward (discount % / $ reward types) */
  loyaltyDiscount: number;
  surcharge: number;
  deliveryFee: number;
  /** total − discount − loyaltyDiscount + surcharge + deliveryFee */
  totalPayment: number;
}

/**
 * The order's totals. Discounts are capped so the discounted amount never goes below 0; the surcharge is a
 * percent of what the lines cost after discounts; the delivery fee comes on top.
 */
export function orderTotals(input: {
  lineTotals: readonly number[];
  discount: number;
  loyaltyDiscount: number;
  surchargePercentOf: (amount: number) => number;
  deliveryFee: number;
}): OrderTotals {
  const total = input.lineTotals.reduce((sum, line) => sum + Math.max(0, line), 0);
  const discount = Math.min(Math.max(0, input.discount), total);
  const loyaltyDiscount = Math.min(Math.max(0, input.loyaltyDiscount), total - discount);
  const afterDiscounts = total - discount - loyaltyDiscount;
  const surcharge = Math.max(0, input.surchargePercentOf(afterDiscounts));
  const deliveryFee = Math.max(0, input.deliveryFee);
  return { total, discount, loyaltyDiscount, surcharge, deliveryFee, totalPayment: afterDiscounts + surcharge + deliveryFee };
}

/** Loyalty's discount rewards (`discount-percentage` / `discount-amount` in cents) on the amount after vouchers. */
export function loyaltyDiscountFor(
  reward: { type?: string | undefined; discountPercentage?: number | undefined; discountAmount?: number | undefined } | undefined,
  amount: number,
): number {
  if (reward?.type === 'discount-percentage')
    return Math.min(amount, percentOfCents(amount, Math.min(100, reward.discountPercentage ?? 0)));
  if (reward?.type === 'discount-amount') return Math.min(amount, centsSafe(reward.discountAmount));
  return 0;
}

/** Spec 000 §3 shop status: only a shop "accepting orders" takes new ones. */
export function checkShopAccepting(shop: { name: string; status: string }): Checked<true> {
  if (shop.status !== 'accepting orders') return refuse(409, `${shop.name} is not taking orders right now`);
  return ok(true);
}
