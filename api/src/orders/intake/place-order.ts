import { createHash, randomUUID } from 'node:crypto';
import {
  applyVoucher,
  type Checked,
  type ChosenOption,
  type ConfigEntry,
  checkDineIn,
  checkOrderHours,
  checkPickup,
  checkProductAvailable,
  checkShopAccepting,
  isLoyaltyRewardProduct,
  isWithinSchedule,
  loyaltyDiscountFor,
  type MenuOptionSet,
  type OrderIntake,
  type OrderStatus,
  orderTotals,
  type PricedLine,
  platformFee,
  priceOptions,
  quoteDelivery,
  type Serving,
  surchargeFor,
  type WeekSchedule,
} from '@backoffice/contracts';
import { v5 as uuidv5 } from 'uuid';
import { type Geocoder, GeocoderUnavailable, type LatLng, localGeocoder } from '../../adapters/geocoding';
import type { PaymentsAdapter } from '../../adapters/payments';
import { preparedSql } from '../../db/prepared';
import type { Db } from '../../db/types';
import { conflict, HttpError, notFound } from '../../http/errors';
import { awardLoyaltyPointsForOrder, claimLoyaltyReward, ensureLoyaltyCard } from '../../loyalty/cards';
import type { ShopRow } from '../../shops/repo';
import { toShop } from '../../shops/serialize';
import { withSettingsDefaults } from '../../shops/settings';
import type { OrderEvent, OrderEvents } from '../events';
import type { OrderWithLines } from '../repo';
import { type IntakeCaller, userTokenRefusal } from './caller';
import {
  type IntakeContext,
  type OptionSetRow,
  type ProductRow,
  readIntakeContext,
  recordVoidedAttempt,
  storeOrder,
} from './store';

/**
 * The order intake: one transaction that checks every rule (pure functions in contracts,
 * `rules/intake/*`), prices the order from the server's menu, charges the card through the payments adapter, then
 * takes stock and voucher use atomically and stores the order, or changes nothing at all and answers why (a charge
 * made before a refusal is refunded). Round trips on PostgreSQL (pipelined pool): BEGIN + the Idempotency-Key lock +
 * one read (store.ts, with the customer's token check) in one flight, then one write that takes the contended rows
 * last and records the order event, sent with COMMIT (it raises on a refusal) — so no row another order needs is
 * held for more than that last statement, and the answer needs no read after it. The event's NOTIFY goes out after
 * COMMIT (`deps.events.announce`), so the commit takes no database-wide NOTIFY lock.
 */

export interface PlaceOrderDeps {
  db: Db;
  payments: PaymentsAdapter;
  now: () => Date;
  /** Where the new order's `order.created` is announced, after COMMIT (store.ts, events.ts `announce`). */
  events: Pick<OrderEvents, 'announce'>;
  /** Where a failed refund is reported (the route passes the request log). */
  log?: (message: string) => void;
  /** Places a delivery address (never the body's coordinates). Default: the local gazetteer. */
  geocoder?: Geocoder;
}

export interface PlaceOrderInput {
  shopId: string;
  caller: IntakeCaller;
  body: OrderIntake;
  idempotencyKey: string | null;
}

export interface PlacedOrder {
  orderId: string;
  /** true when an earlier request with the same Idempotency-Key made it */
  replayed: boolean;
  /** The shop as the order saw it (null on a replay): its settings decide the new-order e-mail without a re-read. */
  shop: ShopRow | null;
  /** The order as stored, joined as the order queries join it (null on a replay: the route reads it). */
  stored: OrderWithLines | null;
}

/** A refusal the customer can read; thrown inside the transaction, so everything rolls back. */
function refused(checked: Checked<unknown>): never {
  if (checked.ok) throw new Error('not a refusal');
  throw new HttpError(checked.refusal.status, checked.refusal.message);
}

function must<T>(checked: Checked<T>): T {
  if (!checked.ok) refused(checked);
  return checked.value;
}

const unprocessable = (message: string) => new HttpError(422, message);

/** JSON with sorted keys, so the same body always hashes the same (Idempotency-Key comparison). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

// A fixed namespace for the name-based (v5) ids of keyed orders; changing it would break retries in flight.
const KEYED_ORDER_NAMESPACE = '6f1c0f1e-8a52-4d3e-9b8c-2f0d6c7a41b5';

/**
 * The id of a new order. With an Idempotency-Key it is derived from shop, caller, key, body and the number of earlier
 * attempts that were charged, refused and refunded. So a retry after a crash between the card charge and COMMIT
 * charges under the same order id, and the payments provider's own idempotency (keyed by order id) hands back the
 * first charge instead of taking the money twice; a retry after a refund charges anew under a new id, never reusing
 * the refunded charge. Without a key every attempt is a new order.
 */
export function newOrderId(
  shopId: string,
  callerKey: string,
  idempotencyKey: string | null,
  hash: string,
  voidedAttempts: number,
): string {
  if (!idempotencyKey) return randomUUID();
  return uuidv5(`${shopId}|${callerKey}|${idempotencyKey}|${hash}|${voidedAttempts}`, KEYED_ORDER_NAMESPACE);
}

export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was already used for a different order. Use a new key for a new order.';

/** The option sets a product offers: its own list (menu "Options" tab) when it has one, else its category's. */
function productOptionSets(product: ProductRow, categorySets: OptionSetRow[]): MenuOptionSet[] {
  const own = Array.isArray(product.options) ? product.options : [];
  const toSet = (row: OptionSetRow, allowed: Set<string> | null): MenuOptionSet => ({
    _id: row.id,
    name: row.name,
    type: row.type,
    minSelection: row.min_selection,
    maxSelection: row.max_selection,
    values: (row.values ?? []).filter((value) => !allowed || allowed.has(value._id)),
  });
  if (own.length === 0) return categorySets.map((row) => toSet(row, null));
  return own.flatMap((entry) => {
    const row = categorySets.find((set) => set.id === entry._id);
    return row ? [toSet(row, new Set((entry.values ?? []).map((value) => value._id)))] : [];
  });
}

export const ADDRESS_NOT_PLACED =
  'We could not find that delivery address on the map. Please check the street, suburb and city and try again.';
export const GEOCODER_UNAVAILABLE = 'We could not check the delivery address just now. Please try again in a moment.';

const defaultGeocoder = localGeocoder();

/** Whether the shop's delivery rules need the distance (a radius, or a fee per kilometre). */
function deliveryNeedsDistance(
  delivery: { radius?: number | null | undefined; feeType?: string | null | undefined } | undefined,
) {
  return (delivery?.radius ?? 0) > 0 || delivery?.feeType === 'cost-per-kilometers';
}

async function placeDeliveryAddress(geocoder: Geocoder, address: string): Promise<LatLng | null> {
  try {
    return await geocoder.locate(address);
  } catch (error) {
    if (error instanceof GeocoderUnavailable) throw new HttpError(503, GEOCODER_UNAVAILABLE);
    throw error;
  }
}

/** The Idempotency-Key lock: prepared like the intake's other statements (db/prepared.ts), not planned per order. */
const KEY_LOCK_SQL = preparedSql('intake_key_lock', 'select pg_advisory_xact_lock(hashtext($1))');

export async function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db, payments } = deps;
  const { shopId, caller, body, idempotencyKey } = input;
  const hash = requestHash(body);
  // the delivery address is placed by the server, before the transaction (a geocoding call holds no lock)
  const deliveryPlace =
    body.orderType === 'delivery' && body.deliveryInfo
      ? await placeDeliveryAddress(deps.geocoder ?? defaultGeocoder, body.deliveryInfo.address.formatted_address)
      : null;

  // Set once the card is charged: if the transaction then fails, the charge is given back (see the catch below).
  let chargeId: string | null = null;
  /** The new order's event, recorded by the store statement; announced once its transaction has committed. */
  let created: OrderEvent | null = null;
  try {
    const placed = await db.transaction((tx) => placeInTransaction(tx));
    if (created) deps.events.announce(created);
    return placed;
  } catch (error) {
    if (chargeId) {
      const charged = chargeId;
      const refunded = await payments.refundCharge(charged).then(
        () => true,
        (refundError: unknown) => {
          deps.log?.(`order intake: refund of ${charged} failed after a failed order: ${String(refundError)}`);
          return false;
        },
      );
      // the next retry with this key must charge under a new order id, not get the refunded charge back
      if (refunded && idempotencyKey)
        await recordVoidedAttempt(db, { shopId, caller: caller.key, key: idempotencyKey }).catch((recordError: unknown) => {
          deps.log?.(`order intake: could not record the refunded attempt ${charged}: ${String(recordError)}`);
        });
    }
    throw error;
  }

  async function placeInTransaction(tx: Db): Promise<PlacedOrder> {
    // Parallel retries with one key queue here; the first commits its key, the rest then find it (read below).
    // On PostgreSQL BEGIN, this lock and the context read go out in one flight (pipeline): the server still runs
    // them in order, so the read's snapshot is taken after the lock is held. PGlite runs one statement at a time.
    const locked = idempotencyKey ? tx.query(KEY_LOCK_SQL, [`intake|${shopId}|${caller.key}|${idempotencyKey}`]) : null;
    // observed below; a failed lock also fails the read after it
    locked?.catch(() => {});
    if (locked && tx.kind !== 'postgres') await locked;
    const now = deps.now();
    const productIds = [...new Set(body.lineItems.map((line) => line.product))];
    const context = await readIntakeContext(tx, {
      shopId,
      now,
      caller: caller.key,
      idempotencyKey,
      productIds,
      promoCode: body.promoCode ?? null,
      userId: caller.userId,
      sessionId: caller.sessionId ?? null,
    });
    await locked;
    // a signed-in customer's token (caller.ts): the user exists and the token was not revoked
    if (caller.userId && caller.tokenVersion !== undefined) {
      const refusal = userTokenRefusal(context.userTokenVersion, caller.tokenVersion);
      if (refusal) throw refusal;
    }
    if (context.idempotent) {
      if (context.idempotent.requestHash !== hash) throw conflict(IDEMPOTENCY_MISMATCH);
      return { orderId: context.idempotent.orderId, replayed: true, shop: null, stored: null };
    }
    const shopRow = context.shop;
    if (!shopRow) throw notFound('Shop not found');
    const shop = toShop(shopRow);
    const settings = withSettingsDefaults(shopRow.settings);
    must(checkShopAccepting({ name: shopRow.name, status: shopRow.status }));

    // --- channel and payment
    if (body.origin === 'kiosk' && !caller.kiosk) throw new HttpError(403, 'Kiosk orders need the kiosk’s unit key.');
    if (caller.kiosk && body.origin !== 'kiosk') throw new HttpError(400, 'Orders from a kiosk or POS have origin kiosk.');
    if (body.isPOSOrder && caller.kiosk?.type !== 'POS') throw new HttpError(403, 'Only a POS terminal can place POS orders.');
    if (body.payment.method === 'cash' && !caller.kiosk?.allow_pay_in_cash)
      throw unprocessable('Cash payment is not available here. Please pay by card.');

    // --- when the order is for, and the rules of its type
    const preparation = settings.orderingPreferences?.preparationTime ?? 5;
    let fulfilAt = now;
    let pickupTime: Date | null = null;
    let serving: Serving | null = null;
    let openingCheck: 'opening-hours' | 'custom' | 'none' = 'opening-hours';
    if (body.orderType === 'pickup') {
      const pickup = must(
        checkPickup(settings.pickup, { pickupType: body.pickupType ?? 'dynamic', pickupTime: body.pickupTime }, now),
      );
      openingCheck = pickup.range;
      fulfilAt = body.pickupType === 'scheduled' ? pickup.pickupTime : now;
      pickupTime =
        body.pickupType === 'scheduled' || body.pickupTime ? pickup.pickupTime : new Date(now.getTime() + preparation * 60_000);
    } else if (body.orderType === 'dine-in') {
      serving = must(checkDineIn(settings.dineIn, body.table));
    }
    must(
      checkOrderHours(
        openingCheck,
        { openingHours: settings.openingHours as WeekSchedule | undefined, pickup: settings.pickup },
        fulfilAt,
        now,
      ),
    );

    // --- the menu, from the server (read above)
    const products = context.products;
    const optionSets = context.optionSets;
    const productById = new Map(products.map((row) => [row.id, row]));
    const quantityByProduct = new Map<string, number>();
    for (const line of body.lineItems)
      quantityByProduct.set(line.product, (quantityByProduct.get(line.product) ?? 0) + line.quantity);

    const loyalty = settings.loyalty;
    const rewardLines = body.lineItems.filter((line) => line.reward);
    if (rewardLines.length > 1 || (rewardLines[0] && rewardLines[0].quantity !== 1))
      throw unprocessable('One reward item per order, please');
    if ((rewardLines.length > 0 || body.redeemLoyaltyReward) && !caller.userId)
      throw unprocessable('Please sign in to use your loyalty reward');

    interface Line extends PricedLine {
      product: ProductRow;
      unitPrice: number;
      optionsPrice: number;
      config: ConfigEntry[];
      notes: string | null;
      isUpsell: boolean;
    }
    const lines: Line[] = body.lineItems.map((item) => {
      const product = productById.get(item.product);
      if (!product) throw unprocessable('An item in your order is no longer on the menu');
      must(
        checkProductAvailable(
          {
            _id: product.id,
            name: product.name,
            price: product.price,
            enabled: product.enabled,
            stock: product.stock,
            availableFrom: product.available_from,
            soldOutUntil: product.sold_out_until,
            categoryId: product.category_id,
            categoryName: product.category_name,
          },
          quantityByProduct.get(product.id) ?? item.quantity,
          now,
        ),
      );
      if (!isWithinSchedule(product.availability, fulfilAt))
        throw unprocessable(`${product.name} is not available at ${fulfilAt === now ? 'this time' : 'that time'}`);
      const sets = productOptionSets(
        product,
        optionSets.filter((set) => set.category_id === product.category_id),
      );
      const chosen: ChosenOption[] = (item.options ?? []).map((option) => ({
        option: option.option,
        values: option.values,
        quantity: option.quantity,
      }));
      const priced = must(priceOptions(product.name, sets, chosen));
      const unitTotal = product.price + priced.optionsPrice;
      const isReward = item.reward === true;
      if (isReward && !isLoyaltyRewardProduct(loyalty, { productId: product.id, categoryId: product.category_id }))
        throw unprocessable(`${product.name} is not a loyalty reward here`);
      return {
        productId: product.id,
        name: product.name,
        quantity: item.quantity,
        unitTotal,
        lineTotal: isReward ? 0 : unitTotal * item.quantity,
        isReward,
        product,
        unitPrice: product.price,
        optionsPrice: priced.optionsPrice,
        config: priced.config,
        notes: item.notes ?? null,
        isUpsell: item.upsell === true,
      };
    });

    // --- voucher
    let promo: IntakeContext['promo'] = null;
    let discount = 0;
    if (body.promoCode) {
      const found = context.promo;
      if (!found) throw unprocessable(`The code ${body.promoCode} is not valid here`);
      promo = found;
      discount = must(
        applyVoucher(
          {
            _id: found.id,
            code: found.code,
            type: found.type,
            expiry: found.expiry,
            status: found.status,
            rewardConfig: found.reward_config,
            targetUsersConfig: found.target_users_config,
          },
          lines,
          {
            now,
            userId: caller.userId,
            promoCodesDisabled: settings.orderingPreferences?.disablePromoCodes === true,
            timesUsed: found.times_used,
            usedByCustomer: context.promoUsed,
          },
        ),
      );
    }

    // --- loyalty (reward line free, or a discount reward), then the totals
    let rewardNumber: string | null = null;
    if (caller.userId && loyalty?.enabled) rewardNumber = (await ensureLoyaltyCard(tx, shopId, caller.userId)).reward_number;
    const linesTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    let loyaltyDiscount = 0;
    if (body.redeemLoyaltyReward) {
      const type = loyalty?.reward?.type;
      if (type !== 'discount-percentage' && type !== 'discount-amount')
        throw unprocessable('This shop’s loyalty reward is a free item: add it to your order as a reward');
      loyaltyDiscount = loyaltyDiscountFor(loyalty?.reward, linesTotal - Math.min(discount, linesTotal));
    }
    if (caller.userId && (rewardLines.length > 0 || body.redeemLoyaltyReward)) {
      const claim = await claimLoyaltyReward(tx, shopId, caller.userId, loyalty);
      if (!claim.ok)
        throw unprocessable(
          claim.reason === 'disabled'
            ? 'This shop has no loyalty rewards'
            : `You need ${claim.cost} points for a reward (you have ${claim.points})`,
        );
    }

    let deliveryFee = 0;
    let deliveryInfo: Record<string, unknown> | null = null;
    if (body.orderType === 'delivery' && body.deliveryInfo) {
      // the radius and the per-km fee use where the SERVER placed the address: a body's own `location` is ignored
      if (!deliveryPlace && deliveryNeedsDistance(settings.delivery)) throw unprocessable(ADDRESS_NOT_PLACED);
      const quote = must(
        quoteDelivery(
          settings.delivery,
          shop.address?.location ?? null,
          { location: deliveryPlace, priceTableRow: body.deliveryInfo.priceTableRow ?? null },
          linesTotal - Math.min(discount, linesTotal),
        ),
      );
      deliveryFee = quote.fee;
      deliveryInfo = {
        address: {
          formatted_address: body.deliveryInfo.address.formatted_address,
          ...(deliveryPlace ? { location: deliveryPlace } : {}),
        },
        ...(body.deliveryInfo.deliveryNotes ? { deliveryNotes: body.deliveryInfo.deliveryNotes } : {}),
        ...(quote.distanceKm !== null ? { distanceKm: Math.round(quote.distanceKm * 100) / 100 } : {}),
        ...(quote.priceTableRow ? { priceTableRow: quote.priceTableRow } : {}),
        arrival: { time: new Date(now.getTime() + (preparation + 30) * 60_000).toISOString() },
      };
    }
    const totals = orderTotals({
      lineTotals: lines.map((line) => line.lineTotal),
      discount,
      loyaltyDiscount,
      surchargePercentOf: (amount) => surchargeFor(settings.customerSurcharge, body.origin, amount),
      deliveryFee,
    });

    // --- status and payment: the card is charged before the contended rows are taken (a provider call never runs
    // while another order waits for this one's stock or voucher row); a refusal after it refunds (placeOrder's catch)
    const orderId = newOrderId(shopId, caller.key, idempotencyKey, hash, context.voidedAttempts);
    const autoAccept = settings.orderingPreferences?.autoAccept === true;
    const autoComplete = settings.orderingPreferences?.autoComplete === true;
    const status: OrderStatus = autoAccept ? (autoComplete ? 'completed' : 'accepted') : 'pending';
    if (body.payment.method === 'card' && totals.totalPayment > 0) {
      const charge = await payments.chargeOrder({
        shop,
        orderId,
        amount: totals.totalPayment,
        applicationFee: platformFee(totals.totalPayment, shop),
        paymentMethod: body.payment.token,
      });
      chargeId = charge.id;
    }
    // --- last: stock and voucher use (guarded updates, so concurrent orders never oversell) and the order itself;
    // sent together with COMMIT unless loyalty points are still to be awarded (an auto-completed order)
    const stored = await storeOrder(
      tx,
      {
        order: {
          id: orderId,
          shopId,
          ownerId: caller.userId,
          guestOwnerId: caller.guestId,
          userType: caller.userId ? 'user' : caller.guestId ? 'guest' : 'kiosk',
          kioskId: caller.kiosk?.id ?? null,
          status,
          orderType: body.orderType,
          origin: body.origin,
          isPosOrder: body.isPOSOrder === true,
          pickupType: body.orderType === 'pickup' ? (body.pickupType ?? 'dynamic') : null,
          pickupTime,
          total: totals.total,
          totalPayment: totals.totalPayment,
          promoCodeId: promo?.id ?? null,
          rewardNumber,
          notes: body.notes ?? null,
          contactTracing: body.contactTracing ?? null,
          deliveryInfo,
          serving,
          transactionResolution: { isCashOrder: body.payment.method === 'cash', method: body.payment.method },
          chargeId,
          discount: totals.discount,
          surcharge: totals.surcharge,
          deliveryFee: totals.deliveryFee,
          loyaltyDiscount: totals.loyaltyDiscount,
          createdAt: now,
        },
        lines: lines.map((line) => ({
          productId: line.productId,
          productName: line.name,
          categoryName: line.product.category_name,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          optionsPrice: line.optionsPrice,
          lineTotal: line.lineTotal,
          isUpsell: line.isUpsell,
          isReward: line.isReward,
          notes: line.notes,
          config: line.config,
        })),
        stock: [...quantityByProduct].flatMap(([productId, quantity]) =>
          productById.get(productId)?.stock === -1 ? [] : [{ productId, quantity }],
        ),
        voucher: promo
          ? {
              id: promo.id,
              limited: (promo.target_users_config?.usageLimit ?? 0) > 0,
              userId: caller.userId,
              guestId: caller.guestId,
            }
          : null,
        idempotency: idempotencyKey ? { caller: caller.key, key: idempotencyKey, requestHash: hash } : null,
      },
      status !== 'completed',
    );
    if (!stored.ok) {
      if (stored.reason === 'sold-out')
        throw unprocessable(`${productById.get(stored.productId)?.name ?? 'An item'} is sold out`);
      if (stored.reason === 'voucher-used-up') throw unprocessable(`The code ${promo?.code ?? ''} has been used up`);
      throw unprocessable(`You have already used the code ${promo?.code ?? ''}`);
    }
    created = stored.event;
    if (status === 'completed') await awardLoyaltyPointsForOrder(tx, orderId, loyalty);
    return { orderId, replayed: false, shop: shopRow, stored: stored.order };
  }
}
