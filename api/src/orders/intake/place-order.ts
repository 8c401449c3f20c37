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
  type VoucherFacts,
  type WeekSchedule,
} from '@backoffice/contracts';
import type { PaymentsAdapter } from '../../adapters/payments';
import type { Db } from '../../db/types';
import { conflict, HttpError, notFound } from '../../http/errors';
import { awardLoyaltyPointsForOrder, claimLoyaltyReward, ensureLoyaltyCard } from '../../loyalty/cards';
import { findShop } from '../../shops/repo';
import { toShop } from '../../shops/serialize';
import { withSettingsDefaults } from '../../shops/settings';
import type { OrderEvents } from '../events';
import { resumeDuePause } from '../pause';
import type { IntakeCaller } from './caller';

/**
 * The order intake (issue 10): one transaction that checks every rule (pure functions in contracts,
 * `rules/intake/*`), prices the order from the server's menu, takes stock and voucher use atomically, charges the
 * card through the payments adapter and stores the order, or changes nothing at all and answers why.
 */

export interface PlaceOrderDeps {
  db: Db;
  payments: PaymentsAdapter;
  orderEvents: OrderEvents;
  now: () => Date;
  /** Where a failed refund is reported (the route passes the request log). */
  log?: (message: string) => void;
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

export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was already used for a different order. Use a new key for a new order.';

async function findIdempotentOrder(db: Db, shopId: string, callerKey: string, key: string, hash: string): Promise<string | null> {
  const [row] = await db.query<{ order_id: string; request_hash: string }>(
    'select order_id, request_hash from idempotency_keys where shop_id = $1 and caller = $2 and key = $3',
    [shopId, callerKey, key],
  );
  if (!row) return null;
  if (row.request_hash !== hash) throw conflict(IDEMPOTENCY_MISMATCH);
  return row.order_id;
}

interface ProductRow {
  id: string;
  name: string;
  price: number;
  enabled: boolean;
  stock: number;
  available_from: Date | null;
  sold_out_until: Date | null;
  options: { _id: string; values?: { _id: string }[] }[] | null;
  icon: unknown;
  category_id: string;
  category_name: string;
  availability: WeekSchedule | null;
}

interface OptionSetRow {
  id: string;
  category_id: string;
  name: string;
  type: MenuOptionSet['type'];
  min_selection: number | null;
  max_selection: number | null;
  values: { _id: string; name: string; price: number; default?: boolean }[];
}

interface PromoRow {
  id: string;
  code: string;
  type: VoucherFacts['type'];
  expiry: Date;
  status: string;
  reward_config: VoucherFacts['rewardConfig'];
  target_users_config: VoucherFacts['targetUsersConfig'];
  times_used: number;
}

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

export async function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db, payments, orderEvents } = deps;
  const { shopId, caller, body, idempotencyKey } = input;
  const hash = requestHash(body);
  if (idempotencyKey) {
    const existing = await findIdempotentOrder(db, shopId, caller.key, idempotencyKey, hash);
    if (existing) return { orderId: existing, replayed: true };
  }

  // Set once the card is charged: if the transaction then fails, the charge is given back (see the catch below).
  let chargeId: string | null = null;
  try {
    return await db.transaction((tx) => placeInTransaction(tx));
  } catch (error) {
    if (chargeId) {
      const charged = chargeId;
      await payments.refundCharge(charged).catch((refundError: unknown) => {
        deps.log?.(`order intake: refund of ${charged} failed after a failed order: ${String(refundError)}`);
      });
    }
    throw error;
  }

  async function placeInTransaction(tx: Db): Promise<PlacedOrder> {
    if (idempotencyKey) {
      // Parallel retries with one key queue here; the first commits its key, the rest then find it.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`intake|${shopId}|${caller.key}|${idempotencyKey}`]);
      const existing = await findIdempotentOrder(tx, shopId, caller.key, idempotencyKey, hash);
      if (existing) return { orderId: existing, replayed: true };
    }
    const now = deps.now();
    await resumeDuePause(tx, shopId, now); // a "pause until" that has ended takes orders again
    const shopRow = await findShop(tx, shopId);
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

    // --- the menu, from the server
    const productIds = [...new Set(body.lineItems.map((line) => line.product))];
    const products = await tx.query<ProductRow>(
      `select p.id, p.name, p.price, p.enabled, p.stock, p.available_from, p.options, p.icon, p.category_id,
              c.name as category_name, c.availability, p.sold_out_until
       from products p join categories c on c.id = p.category_id
       where p.shop_id = $1 and p.id = any($2::text[])`,
      [shopId, productIds],
    );
    const productById = new Map(products.map((row) => [row.id, row]));
    const categoryIds = [...new Set(products.map((row) => row.category_id))];
    const optionSets = categoryIds.length
      ? await tx.query<OptionSetRow>(
          `select id, category_id, name, type, min_selection, max_selection, values from option_sets
           where shop_id = $1 and category_id = any($2::text[]) order by display_order, id`,
          [shopId, categoryIds],
        )
      : [];
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
    let promo: PromoRow | null = null;
    let discount = 0;
    if (body.promoCode) {
      const [found] = await tx.query<PromoRow>(
        `select id, code, type, expiry, status, reward_config, target_users_config, times_used
         from promo_codes where shop_id = $1 and lower(code) = lower($2)`,
        [shopId, body.promoCode],
      );
      if (!found) throw unprocessable(`The code ${body.promoCode} is not valid here`);
      promo = found;
      const [used] = caller.userId
        ? await tx.query<{ used: boolean }>(
            'select exists (select 1 from promo_code_redemptions where promo_code_id = $1 and user_id = $2) as used',
            [found.id, caller.userId],
          )
        : [{ used: false }];
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
            usedByCustomer: used?.used === true,
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
      const quote = must(
        quoteDelivery(
          settings.delivery,
          shop.address?.location ?? null,
          { location: body.deliveryInfo.address.location ?? null, priceTableRow: body.deliveryInfo.priceTableRow ?? null },
          linesTotal - Math.min(discount, linesTotal),
        ),
      );
      deliveryFee = quote.fee;
      deliveryInfo = {
        address: body.deliveryInfo.address,
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

    // --- atomic stock and voucher use: guarded updates, so concurrent orders can never oversell
    for (const productId of [...quantityByProduct.keys()].sort()) {
      const product = productById.get(productId);
      if (!product || product.stock === -1) continue;
      const [taken] = await tx.query<{ stock: number }>(
        'update products set stock = stock - $2 where id = $1 and stock <> -1 and stock >= $2 returning stock',
        [productId, quantityByProduct.get(productId)],
      );
      if (!taken) throw unprocessable(`${product.name} is sold out`);
    }
    const orderId = randomUUID();
    if (promo) {
      const [counted] = await tx.query<{ times_used: number }>(
        `update promo_codes set times_used = times_used + 1
         where id = $1 and (coalesce((target_users_config->>'usageLimit')::int, 0) <= 0
                            or times_used < (target_users_config->>'usageLimit')::int)
         returning times_used`,
        [promo.id],
      );
      if (!counted) throw unprocessable(`The code ${promo.code} has been used up`);
    }

    // --- status and payment
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
    const userType = caller.userId ? 'user' : caller.guestId ? 'guest' : 'kiosk';
    await tx.query(
      `insert into orders (id, shop_id, owner_id, guest_owner_id, user_type, kiosk_id, status, order_type, origin, is_pos_order,
                           pickup_type, pickup_time, total, total_payment, promo_code_id, reward_number, notes, contact_tracing,
                           delivery_info, serving, transaction_resolution, stripe_charge_id, discount, surcharge, delivery_fee,
                           loyalty_discount, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::jsonb, $19::jsonb, $20::jsonb,
               $21::jsonb, $22, $23, $24, $25, $26, $27)`,
      [
        orderId,
        shopId,
        caller.userId,
        caller.guestId,
        userType,
        caller.kiosk?.id ?? null,
        status,
        body.orderType,
        body.origin,
        body.isPOSOrder === true,
        body.orderType === 'pickup' ? (body.pickupType ?? 'dynamic') : null,
        pickupTime,
        totals.total,
        totals.totalPayment,
        promo?.id ?? null,
        rewardNumber,
        body.notes ?? null,
        body.contactTracing ? JSON.stringify(body.contactTracing) : null,
        deliveryInfo ? JSON.stringify(deliveryInfo) : null,
        serving ? JSON.stringify(serving) : null,
        JSON.stringify({ isCashOrder: body.payment.method === 'cash', method: body.payment.method }),
        chargeId,
        totals.discount,
        totals.surcharge,
        totals.deliveryFee,
        totals.loyaltyDiscount,
        now,
      ],
    );
    await tx.query(
      `insert into order_line_items (id, order_id, shop_id, product_id, product_name, category_name, quantity, unit_price,
                                     options_price, line_total, is_upsell, is_reward, notes, config, display_order)
       select gen_random_uuid()::text, $1, $2, l.product_id, l.product_name, l.category_name, l.quantity, l.unit_price,
              l.options_price, l.line_total, l.is_upsell, l.is_reward, l.notes, l.config::jsonb, l.display_order
       from unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::bool[], $11::bool[],
                   $12::text[], $13::text[], $14::int[])
         as l(product_id, product_name, category_name, quantity, unit_price, options_price, line_total, is_upsell, is_reward,
              notes, config, display_order)`,
      [
        orderId,
        shopId,
        lines.map((line) => line.productId),
        lines.map((line) => line.name),
        lines.map((line) => line.product.category_name),
        lines.map((line) => line.quantity),
        lines.map((line) => line.unitPrice),
        lines.map((line) => line.optionsPrice),
        lines.map((line) => line.lineTotal),
        lines.map((line) => line.isUpsell),
        lines.map((line) => line.isReward),
        lines.map((line) => line.notes),
        lines.map((line) => (line.config.length ? JSON.stringify(line.config) : null)),
        lines.map((_, index) => index),
      ],
    );
    if (promo) {
      try {
        await tx.query(
          'insert into promo_code_redemptions (promo_code_id, order_id, user_id, guest_id) values ($1, $2, $3, $4)',
          [promo.id, orderId, caller.userId, caller.guestId],
        );
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw unprocessable(`You have already used the code ${promo.code}`);
        throw error;
      }
    }
    if (idempotencyKey) {
      await tx.query('insert into idempotency_keys (shop_id, caller, key, request_hash, order_id) values ($1, $2, $3, $4, $5)', [
        shopId,
        caller.key,
        idempotencyKey,
        hash,
        orderId,
      ]);
    }
    if (status === 'completed') await awardLoyaltyPointsForOrder(tx, orderId, loyalty);
    await orderEvents.publish(tx, { shopId, orderId, type: 'order.created', status });
    return { orderId, replayed: false };
  }
}
