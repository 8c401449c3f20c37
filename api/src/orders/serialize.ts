import type { GuestOwner, LineItem, Order, OrderAction, OrderOwner, PromoCode } from '@backoffice/contracts';
import { toIso } from '../sql';
import { type RefundRowJson, toRefunds } from './refund-rows';

/**
 * An `orders` row as the order queries select it (`o.*` plus the joined owner, guest and promo code).
 */
export interface OrderRow {
  id: string;
  shop_id: string;
  owner_id: string | null;
  status: Order['status'];
  order_type: Order['orderType'];
  origin: Order['origin'];
  is_pos_order: boolean;
  pickup_type: 'dynamic' | 'scheduled' | null;
  pickup_time: Date | null;
  total: number;
  total_payment: number;
  promo_code_id: string | null;
  reward_number: string | null;
  notes: string | null;
  seen: boolean;
  created_at: Date;
  contact_tracing: Order['contactTracing'] | null;
  // intake's columns (migration 030); `type` is the channel's own label, absent until a channel records one
  type?: string | null;
  stripe_charge_id: string | null;
  transaction_resolution: Order['transactionResolution'] | null;
  guest_owner_id: string | null;
  user_type: 'user' | 'guest' | 'kiosk' | null;
  delivery_info: Order['deliveryInfo'] | null;
  // the parts of total_payment the intake priced (migration 030): the price breakdown reads them
  discount: number;
  loyalty_discount: number;
  surcharge: number;
  delivery_fee: number;
  /** cents refunded so far (migration 105) */
  refunded: number;
  /** who accepted / rejected / completed / refunded it and when (migration 140); null: nobody yet */
  actions: OrderAction[] | null;
  // joined: the customer (user or guest), and the voucher as jsonb (`to_jsonb(promo_codes)`)
  guest_name: string | null;
  guest_email: string | null;
  guest_phone: string | null;
  owner_given_name: string | null;
  owner_family_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  owner_picture_url: string | null;
  promo: PromoCodeJson | null;
  /** the order's refunds, oldest first (refund-rows.ts); null when there are none */
  refund_rows: RefundRowJson[] | null;
}

/** `to_jsonb(p)` of a promo_codes row: timestamps arrive as text. */
export interface PromoCodeJson {
  id: string;
  code: string;
  type: PromoCode['type'];
  expiry: string;
  status: string;
  reward_config: PromoCode['rewardConfig'];
  target_users_config: PromoCode['targetUsersConfig'];
  created_at: string;
}

export interface LineItemRow {
  id: string;
  order_id: string;
  product_id: string | null;
  product_name: string;
  category_name: string | null;
  quantity: number;
  unit_price: number;
  status: LineItem['status'];
  notes: string | null;
  config: LineItem['config'] | null;
  is_upsell: boolean;
  is_reward: boolean;
  // joined from the product, while it still exists
  product_icon: { icon?: string } | null;
}

export interface Populate {
  owner: boolean;
  promoCode: boolean;
}

export const POPULATE_ALL: Populate = { owner: true, promoCode: true };

export function toPromoCode(json: PromoCodeJson): PromoCode {
  return {
    _id: json.id,
    code: json.code,
    type: json.type,
    expiry: toIso(json.expiry),
    status: json.status,
    createdAt: toIso(json.created_at),
    rewardConfig: json.reward_config,
    targetUsersConfig: json.target_users_config,
  };
}

function toOwner(row: OrderRow): OrderOwner | null {
  if (!row.owner_id || row.owner_email === null) return null;
  return {
    _id: row.owner_id,
    name: { given: row.owner_given_name ?? '', family: row.owner_family_name ?? '' },
    profile: { email: row.owner_email, ...(row.owner_phone ? { phone: row.owner_phone } : {}) },
    ...(row.owner_picture_url ? { pictures: { profile: row.owner_picture_url } } : {}),
  };
}

function toGuestOwner(row: OrderRow): GuestOwner | null {
  if (!row.guest_owner_id) return null;
  return {
    _id: row.guest_owner_id,
    ...optional('name', row.guest_name),
    ...optional('email', row.guest_email),
    ...optional('phone', row.guest_phone),
  };
}

export function toLineItem(row: LineItemRow): LineItem {
  return {
    _id: row.id,
    quantity: row.quantity,
    ...(row.notes ? { notes: row.notes } : {}),
    status: row.status,
    product: {
      _id: row.product_id,
      name: row.product_name,
      price: row.unit_price,
      ...(row.product_icon?.icon ? { icon: { icon: row.product_icon.icon } } : {}),
      ...(row.category_name ? { category: { name: row.category_name } } : {}),
    },
    ...(row.config ? { config: row.config } : {}),
    ...(row.is_reward ? { reward: true } : {}),
    ...(row.is_upsell ? { upsell: true } : {}),
  };
}

/** Present and not null: the field goes out; otherwise it is left out (never `undefined` in JSON). */
function optional<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** The contracts `order` (spec 001 §3). `owner` / `promoCode` are objects when populated, ids otherwise. */
export function toOrder(row: OrderRow, lines: LineItemRow[], populate: Populate): Order {
  const owner = populate.owner ? toOwner(row) : row.owner_id;
  const promoCode = populate.promoCode && row.promo ? toPromoCode(row.promo) : row.promo_code_id;
  return {
    _id: row.id,
    shop: row.shop_id,
    status: row.status,
    orderType: row.order_type,
    ...optional('type', row.type),
    origin: row.origin,
    isPOSOrder: row.is_pos_order,
    ...optional('pickupType', row.pickup_type),
    ...optional('pickupTime', row.pickup_time ? toIso(row.pickup_time) : null),
    createdAt: toIso(row.created_at),
    total: row.total,
    totalPayment: row.total_payment,
    ...optional('rewardNumber', row.reward_number),
    ...optional('notes', row.notes),
    promoCode: promoCode ?? null,
    ...optional('stripeChargeId', row.stripe_charge_id),
    ...optional('transactionResolution', row.transaction_resolution),
    owner: owner ?? null,
    guestOwner: toGuestOwner(row),
    ...optional('userType', row.user_type ?? (row.owner_id ? 'user' : null)),
    contactTracing: row.contact_tracing ?? null,
    deliveryInfo: row.delivery_info ?? null,
    seen: row.seen,
    lineItems: lines.map(toLineItem),
    discount: row.discount,
    loyaltyDiscount: row.loyalty_discount,
    surcharge: row.surcharge,
    deliveryFee: row.delivery_fee,
    ...toRefunds(row.refund_rows),
    ...(row.actions && row.actions.length > 0 ? { actions: row.actions } : {}),
  };
}
