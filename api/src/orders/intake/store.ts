import type { MenuOptionSet, VoucherFacts, WeekSchedule } from '@backoffice/contracts';
import { preparedSql } from '../../db/prepared';
import { queryAndCommit } from '../../db/tx';
import type { Db } from '../../db/types';
import { type ShopRow, withCentsSettings } from '../../shops/repo';
import { ORDER_EVENT_JSON_SQL, type OrderEvent } from '../events';
import {
  LINE_COLUMNS,
  LINE_JOINS,
  ORDER_JOINED_COLUMNS,
  ORDER_JOINS,
  ORDER_ROW_COLUMN_NAMES,
  type OrderWithLines,
} from '../repo';
import type { LineItemRow, OrderRow } from '../serialize';

/**
 * The intake's two statements (for speed). An order used to cost ~17 round trips, and it took its contended
 * row locks (stock, voucher counter, report roll-ups) early and held them through every later statement and the
 * card charge until COMMIT, so concurrent orders of one shop queued behind each other (the bench's p99 was almost
 * all lock waits). Now:
 * - `readIntakeContext`: ONE read of everything the rules need — the idempotency key, the shop (a due "pause until"
 *   resumed in the same statement), the ordered products with their categories, the option sets, the voucher and
 *   whether this customer used it, the customer's token version — and no lock taken except on a paused shop that is
 *   due to resume. It is written together with BEGIN and the Idempotency-Key lock (one flight, pg pipeline).
 * - `storeOrder`: ONE statement at the very end (only COMMIT follows) that takes the contended rows in a fixed order
 *   — stocked products by id, then a limited voucher's counter — with guarded updates, and inserts the order, its
 *   lines, the voucher use, the idempotency key and the `order.created` event row, and returns the order as the
 *   order queries serve it, so nothing is read after COMMIT. The event's NOTIFY is not sent here: placeOrder
 *   announces it after COMMIT (events.ts `announce`: a NOTIFY in the transaction would serialise every order's commit). A refusal (sold out, voucher used up) is
 *   raised by the statement (migration 032), so it is written together with COMMIT and its row locks end with it.
 *   Report roll-ups are append-only deltas (migration 031).
 */

export interface ProductRow {
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

export interface OptionSetRow {
  id: string;
  category_id: string;
  name: string;
  type: MenuOptionSet['type'];
  min_selection: number | null;
  max_selection: number | null;
  values: { _id: string; name: string; price: number; default?: boolean }[];
}

export interface PromoRow {
  id: string;
  code: string;
  type: VoucherFacts['type'];
  expiry: Date;
  status: string;
  reward_config: VoucherFacts['rewardConfig'];
  target_users_config: VoucherFacts['targetUsersConfig'];
  times_used: number;
}

export interface IntakeContext {
  /** The order an earlier request with this Idempotency-Key made, and that request's body hash. */
  idempotent: { orderId: string; requestHash: string } | null;
  shop: ShopRow | null;
  products: ProductRow[];
  /** The option sets of the ordered products' categories, in menu order. */
  optionSets: OptionSetRow[];
  promo: PromoRow | null;
  /** This customer (user) has used the voucher before. */
  promoUsed: boolean;
  /** Earlier attempts with this Idempotency-Key that were charged, refused and refunded (see newOrderId). */
  voidedAttempts: number;
  /**
   * The signed-in customer's current token version (null: no such user, no user, or the token's session ended):
   * caller.ts tokenVersion.
   */
  userTokenVersion: number | null;
}

type ContextRow = ShopRow & {
  idempotent: { order_id: string; request_hash: string } | null;
  products: (Omit<ProductRow, 'available_from' | 'sold_out_until'> & {
    available_from: string | null;
    sold_out_until: string | null;
  })[];
  option_sets: OptionSetRow[];
  promo: (Omit<PromoRow, 'expiry'> & { expiry: string }) | null;
  promo_used: boolean;
  voided_attempts: number | null;
  user_token_version: number | null;
};

/**
 * The context read, in two variants (prepared apart): with a voucher code, and without one (most orders), whose plan
 * has no voucher lookups at all. PostgreSQL initialises every node of a statement's plan on each execution, even
 * one that finds nothing: in the intake bench's profile that start-up was about a fifth of the server's CPU.
 */
function contextSql(promo: boolean): string {
  return preparedSql(
    promo ? 'intake_context_voucher' : 'intake_context',
    `
  with ${
    // never referenced, so the planner drops it: it only types $6 when no voucher part uses it (every variant takes
    // the same parameters)
    promo ? '' : 'typed_params as (select $6::text), '
  }resumed as (
    -- a "pause until" that has ended takes orders again (orders/pause.ts resumeDuePause, same guard)
    update shops set status = 'accepting orders', orders_paused_until = null, updated_at = now()
    where id = $1 and orders_paused_until is not null and orders_paused_until <= $2::timestamptz
    returning status
  ), ordered as (
    select p.id, p.name, p.price, p.enabled, p.stock, p.available_from, p.sold_out_until, p.options, p.icon, p.category_id,
           c.name as category_name, c.availability
    from products p join categories c on c.id = p.category_id
    where p.shop_id = $1 and p.id = any($5::text[])
  )
  select s.id, s.owner_id, s.name, coalesce((select status from resumed), s.status) as status, s.type, s.settings,
         s.created_at, u.given_name as owner_given_name, u.family_name as owner_family_name, u.email as owner_email,
         u.phone as owner_phone,
         (select json_build_object('order_id', k.order_id, 'request_hash', k.request_hash) from idempotency_keys k
          where k.shop_id = $1 and k.caller = $3 and k.key = $4) as idempotent,
         (select coalesce(json_agg(ordered), '[]'::json) from ordered) as products,
         (select coalesce(json_agg(o order by o.display_order, o.id), '[]'::json)
          from (select id, category_id, name, type, min_selection, max_selection, values, display_order from option_sets
                where shop_id = $1 and category_id in (select category_id from ordered)) o) as option_sets,
         ${
           promo
             ? `(select row_to_json(v) from (
            select id, code, type, expiry, status, reward_config, target_users_config,
                   -- uses so far: the counter, or the recorded uses if the code had no limit (then it is not counted).
                   -- Only a limited code needs them (pricing.ts applyVoucher): counting an unlimited code's uses read
                   -- every one of them again on each order that used it, a cost that grew with the code's success.
                   case when jsonb_typeof(target_users_config->'usageLimit') = 'number'
                              and (target_users_config->>'usageLimit')::numeric > 0
                        then greatest(times_used,
                                      (select count(*)::int from promo_code_redemptions r where r.promo_code_id = c.id))
                        else times_used end as times_used
            from promo_codes c where shop_id = $1 and lower(code) = lower($6) limit 1) v) as promo,
         ($7::text is not null and exists (
            select 1 from promo_code_redemptions r join promo_codes v on v.id = r.promo_code_id
            where v.shop_id = $1 and lower(v.code) = lower($6) and r.user_id = $7)) as promo_used`
             : 'null::json as promo, false as promo_used'
         },
         (select a.attempts from intake_voided_attempts a where a.shop_id = $1 and a.caller = $3 and a.key = $4)
           as voided_attempts,
         -- the customer's token check (caller.ts), folded in here rather than a read of its own before BEGIN: the
         -- user and the token's live session (sessions/)
         (select c.token_version from users c join sessions cs on cs.id = $8::text and cs.user_id = c.id
          and cs.ended_at is null where c.id = $7) as user_token_version
  from shops s join users u on u.id = s.owner_id
  where s.id = $1 and s.deleted_at is null`,
  );
}

const CONTEXT_SQL = { promo: contextSql(true), plain: contextSql(false) };

const toDate = (value: string | null): Date | null => (value === null ? null : new Date(value));

export async function readIntakeContext(
  tx: Db,
  input: {
    shopId: string;
    now: Date;
    caller: string;
    idempotencyKey: string | null;
    productIds: string[];
    promoCode: string | null;
    userId: string | null;
    /** The customer's token's session (null with no user). */
    sessionId: string | null;
  },
): Promise<IntakeContext> {
  const [row] = await tx.query<ContextRow>(input.promoCode === null ? CONTEXT_SQL.plain : CONTEXT_SQL.promo, [
    input.shopId,
    input.now.toISOString(),
    input.caller,
    input.idempotencyKey,
    input.productIds,
    input.promoCode,
    input.userId,
    input.sessionId,
  ]);
  if (!row) {
    // no such shop (rare): the customer's token is still checked first, so it is read on its own
    const [user] = input.userId
      ? await tx.query<{ token_version: number }>(
          `select c.token_version from users c join sessions cs on cs.id = $2 and cs.user_id = c.id and cs.ended_at is null
           where c.id = $1`,
          [input.userId, input.sessionId],
        )
      : [];
    return {
      idempotent: null,
      shop: null,
      products: [],
      optionSets: [],
      promo: null,
      promoUsed: false,
      voidedAttempts: 0,
      userTokenVersion: user?.token_version ?? null,
    };
  }
  const { idempotent, products, option_sets, promo, promo_used, voided_attempts, user_token_version, ...shop } = row;
  return {
    idempotent: idempotent ? { orderId: idempotent.order_id, requestHash: idempotent.request_hash } : null,
    shop: withCentsSettings(shop),
    products: products.map((product) => ({
      ...product,
      available_from: toDate(product.available_from),
      sold_out_until: toDate(product.sold_out_until),
    })),
    optionSets: option_sets,
    promo: promo ? { ...promo, expiry: new Date(promo.expiry) } : null,
    promoUsed: promo_used,
    voidedAttempts: voided_attempts ?? 0,
    userTokenVersion: user_token_version,
  };
}

/** Counts a keyed attempt that was charged and then refunded (outside its rolled-back transaction). */
export async function recordVoidedAttempt(db: Db, input: { shopId: string; caller: string; key: string }) {
  await db.query(
    `insert into intake_voided_attempts (shop_id, caller, key, attempts) values ($1, $2, $3, 1)
     on conflict (shop_id, caller, key)
     do update set attempts = intake_voided_attempts.attempts + 1, updated_at = now()`,
    [input.shopId, input.caller, input.key],
  );
}

export interface OrderInsert {
  id: string;
  shopId: string;
  ownerId: string | null;
  guestOwnerId: string | null;
  userType: 'user' | 'guest' | 'kiosk';
  kioskId: string | null;
  status: string;
  orderType: string;
  origin: string;
  isPosOrder: boolean;
  pickupType: string | null;
  pickupTime: Date | null;
  total: number;
  totalPayment: number;
  promoCodeId: string | null;
  rewardNumber: string | null;
  notes: string | null;
  contactTracing: unknown;
  deliveryInfo: unknown;
  serving: unknown;
  transactionResolution: unknown;
  chargeId: string | null;
  discount: number;
  surcharge: number;
  deliveryFee: number;
  loyaltyDiscount: number;
  createdAt: Date;
}

export interface LineInsert {
  productId: string;
  productName: string;
  categoryName: string;
  quantity: number;
  unitPrice: number;
  optionsPrice: number;
  lineTotal: number;
  isUpsell: boolean;
  isReward: boolean;
  notes: string | null;
  config: unknown[];
}

export interface StoreInput {
  order: OrderInsert;
  lines: LineInsert[];
  /** Products with limited stock (stock ≠ -1 when read) and the quantity this order takes of each. */
  stock: { productId: string; quantity: number }[];
  /** The voucher used, and whether it has a usage limit (only then is its counter a guarded, locked update). */
  voucher: { id: string; limited: boolean; userId: string | null; guestId: string | null } | null;
  idempotency: { caller: string; key: string; requestHash: string } | null;
}

export type StoreResult =
  | { ok: true; order: OrderWithLines; event: OrderEvent }
  | { ok: false; reason: 'sold-out'; productId: string }
  | { ok: false; reason: 'voucher-used-up' }
  | { ok: false; reason: 'voucher-used-by-customer' };

/** The SQLSTATE `intake_refuse` raises (migration 032). */
const REFUSED = 'BOI01';

/** The order as stored, its lines, and what the statement did besides. */
type StoredRow = OrderRow & { line_rows: LineItemRow[]; event: OrderEvent; refused: unknown };

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/*
 * Parameters: $1–$27 the order, $28–$38 the lines (arrays), $39–$40 stock (ids sorted, quantities), $41 voucher id,
 * $42 voucher limited, $43–$44 the voucher user / guest, $45–$47 idempotency caller, key, hash.
 * Lock order: `stock_rows` locks the stocked products in id order before any of them is updated, and the voucher
 * counter waits for the stock update (it reads its row count), so every order takes its locks in the same order and
 * two orders can never deadlock.
 */
/** The order's columns by name (orders/repo.ts): the store statement is prepared. */
const ORDER_ROW_COLUMNS = ORDER_ROW_COLUMN_NAMES.map((column) => `o.${column}`).join(', ');

/**
 * Which parts an order's store statement needs: the stock part when it takes stock, the voucher counter when its
 * voucher has a usage limit, the redemption when it has a voucher at all. Each combination is its own prepared text
 * (`storeSql`), so an order without stock or voucher runs a plan without those parts: PostgreSQL initialises every
 * node of a plan on each execution, an UPDATE's relation and indexes included even when it updates nothing, and in
 * the intake bench's profile that start-up was about a fifth of the server's CPU.
 */
interface StoreParts {
  stock: boolean;
  voucher: boolean;
  limited: boolean;
}

function storeSqlText({ stock, voucher, limited }: StoreParts): string {
  // the stock part's verdict, or nothing to check
  const stockOk = stock ? '(select ok from stock_ok)' : 'true';
  // every variant takes the same 47 parameters: the ones its parts leave out are typed here, in a CTE that nothing
  // references, so the planner drops it
  const unused = [
    ...(stock ? [] : ['$39::text[]', '$40::int[]']),
    ...(limited ? [] : ['$42::boolean']),
    ...(voucher || limited ? [] : ['$41::text']),
    ...(voucher ? [] : ['$43::text', '$44::text']),
  ];
  const parts = [
    ...(unused.length ? [`typed_params as (select ${unused.join(', ')})`] : []),
    ...(stock
      ? [
          `stock_rows as materialized (
    select id from products where id = any($39::text[]) and stock <> -1 order by id for update
  )`,
          `stock as (
    update products p set stock = p.stock - q.quantity
    from unnest($39::text[], $40::int[]) as q(id, quantity)
    where p.id = q.id and p.id in (select id from stock_rows) and p.stock >= q.quantity
    returning p.id
  )`,
          `stock_ok as (
    select (select count(*) from stock) = cardinality($39::text[]) as ok
  )`,
        ]
      : []),
    ...(limited
      ? [
          `voucher as (
    -- uses so far: the counter, or the recorded uses if the code was unlimited before (then it was not counted)
    update promo_codes set times_used = greatest(times_used, (select count(*)::int from promo_code_redemptions r
                                                               where r.promo_code_id = $41)) + 1
    where id = $41 and $42::boolean and ${stockOk}
      and greatest(times_used, (select count(*)::int from promo_code_redemptions r where r.promo_code_id = $41))
          < (target_users_config->>'usageLimit')::int
    returning id
  )`,
        ]
      : []),
    `placed as (
    insert into orders (id, shop_id, owner_id, guest_owner_id, user_type, kiosk_id, status, order_type, origin, is_pos_order,
                        pickup_type, pickup_time, total, total_payment, promo_code_id, reward_number, notes, contact_tracing,
                        delivery_info, serving, transaction_resolution, stripe_charge_id, discount, surcharge, delivery_fee,
                        loyalty_discount, created_at)
    select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::jsonb, $19::jsonb, $20::jsonb,
           $21::jsonb, $22, $23, $24, $25, $26, $27
    where ${stockOk}${limited ? ' and exists (select 1 from voucher)' : ''}
    returning *
  )`,
    `lines as (
    insert into order_line_items (id, order_id, shop_id, product_id, product_name, category_name, quantity, unit_price,
                                  options_price, line_total, is_upsell, is_reward, notes, config, display_order)
    select gen_random_uuid()::text, placed.id, $2, l.product_id, l.product_name, l.category_name, l.quantity, l.unit_price,
           l.options_price, l.line_total, l.is_upsell, l.is_reward, l.notes, l.config::jsonb, l.display_order - 1
    from placed, unnest($28::text[], $29::text[], $30::text[], $31::int[], $32::int[], $33::int[], $34::int[], $35::bool[],
                        $36::bool[], $37::text[], $38::text[])
                 with ordinality as l(product_id, product_name, category_name, quantity, unit_price, options_price, line_total,
                                      is_upsell, is_reward, notes, config, display_order)
    returning *
  )`,
    ...(voucher
      ? [
          `redeemed as (
    -- once per customer also by e-mail and phone (migration 120): a new guest with the same details is refused
    insert into promo_code_redemptions (promo_code_id, order_id, user_id, guest_id, customer_email, customer_phone)
    select $41, placed.id, $43, $44, lower(coalesce(g.email, u.email)), customer_phone_key(g.phone)
    from placed left join guests g on g.id = $44::text left join users u on u.id = $43::text
  )`,
        ]
      : []),
    `keyed as (
    insert into idempotency_keys (shop_id, caller, key, request_hash, order_id)
    select $2, $45, $46, $47, placed.id from placed where $46::text is not null
  )`,
    `published as (
    -- the order event (orders/events.ts), only when the order is placed; announced (NOTIFY) after COMMIT
    insert into order_events (shop_id, order_id, type, status)
    select $2, placed.id, 'order.created', $7 from placed
    returning id, shop_id, order_id, type, status, created_at
  )`,
  ];
  // not placed (only the stock or a limited voucher can stop the insert): raise (migration 032), so the statement
  // fails and its transaction rolls back on the server
  const reason = stock
    ? limited
      ? `case when ${stockOk} then 'voucher-used-up' else 'sold-out' end`
      : `'sold-out'`
    : `'voucher-used-up'`;
  const detail = stock
    ? '(select q.id from unnest($39::text[]) as q(id) where q.id not in (select id from stock) order by q.id limit 1)'
    : 'null';
  const refused = stock || limited ? `case when o.id is null then intake_refuse(${reason}, ${detail}) end` : 'null::boolean';
  return `
  with ${parts.join(', ')}
  -- the answer is the order as written, served as the order queries serve it (repo.ts): no read after COMMIT
  select ${ORDER_ROW_COLUMNS}, ${ORDER_JOINED_COLUMNS},
         (select coalesce(json_agg(x order by x.display_order), '[]'::json)
          from (select ${LINE_COLUMNS}, li.display_order from lines li ${LINE_JOINS}) x) as line_rows,
         (select ${ORDER_EVENT_JSON_SQL} from published e) as event,
         ${refused} as refused
  from (select 1) as one left join placed o on true ${ORDER_JOINS}`;
}

/** The prepared text of each combination of parts, by `stock|voucher|limited`. */
const STORE_SQL = new Map<string, string>();
for (const stock of [false, true])
  for (const voucher of [false, true])
    for (const limited of voucher ? [false, true] : [false]) {
      const name = `intake_store${stock ? '_stock' : ''}${voucher ? (limited ? '_limited_voucher' : '_voucher') : ''}`;
      STORE_SQL.set(`${stock}|${voucher}|${limited}`, preparedSql(name, storeSqlText({ stock, voucher, limited })));
    }

/** The store statement for an order's parts (exported for the tests that pin every variant's answers). */
export function storeSql(parts: StoreParts): string {
  const text = STORE_SQL.get(`${parts.stock}|${parts.voucher}|${parts.voucher && parts.limited}`);
  if (!text) throw new Error('no store statement for these parts');
  return text;
}

/**
 * Runs the store statement. `last` (placeOrder): nothing else follows in the transaction, so the statement is sent
 * together with COMMIT (db/tx.ts queryAndCommit): a refusal is raised inside it (rolled back by the server), and a
 * success is committed when this resolves.
 */
export async function storeOrder(tx: Db, input: StoreInput, last = false): Promise<StoreResult> {
  const { order, lines, voucher, idempotency } = input;
  const stock = [...input.stock].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  const params = [
    order.id,
    order.shopId,
    order.ownerId,
    order.guestOwnerId,
    order.userType,
    order.kioskId,
    order.status,
    order.orderType,
    order.origin,
    order.isPosOrder,
    order.pickupType,
    order.pickupTime,
    order.total,
    order.totalPayment,
    order.promoCodeId,
    order.rewardNumber,
    order.notes,
    json(order.contactTracing),
    json(order.deliveryInfo),
    json(order.serving),
    json(order.transactionResolution),
    order.chargeId,
    order.discount,
    order.surcharge,
    order.deliveryFee,
    order.loyaltyDiscount,
    order.createdAt,
    lines.map((line) => line.productId),
    lines.map((line) => line.productName),
    lines.map((line) => line.categoryName),
    lines.map((line) => line.quantity),
    lines.map((line) => line.unitPrice),
    lines.map((line) => line.optionsPrice),
    lines.map((line) => line.lineTotal),
    lines.map((line) => line.isUpsell),
    lines.map((line) => line.isReward),
    lines.map((line) => line.notes),
    lines.map((line) => (line.config.length ? JSON.stringify(line.config) : null)),
    stock.map((entry) => entry.productId),
    stock.map((entry) => entry.quantity),
    voucher?.id ?? null,
    voucher?.limited === true,
    voucher?.userId ?? null,
    voucher?.guestId ?? null,
    idempotency?.caller ?? null,
    idempotency?.key ?? null,
    idempotency?.requestHash ?? null,
  ];
  let row: StoredRow | undefined;
  try {
    const sql = storeSql({ stock: stock.length > 0, voucher: voucher !== null, limited: voucher?.limited === true });
    [row] = await (last ? queryAndCommit<StoredRow>(tx, sql, params) : tx.query<StoredRow>(sql, params));
  } catch (error) {
    const { code, constraint, message, detail } = error as {
      code?: string;
      constraint?: string;
      message?: string;
      detail?: string;
    };
    if (code === REFUSED && message === 'sold-out') return { ok: false, reason: 'sold-out', productId: detail ?? '' };
    if (code === REFUSED && message === 'voucher-used-up') return { ok: false, reason: 'voucher-used-up' };
    // a customer's second use of a code, placed concurrently with the first (the unique index decides)
    if (code === '23505' && constraint?.startsWith('promo_code_redemptions_'))
      return { ok: false, reason: 'voucher-used-by-customer' };
    throw error;
  }
  if (!row?.id) throw new Error('the intake store statement answered no order and raised no refusal');
  const { line_rows, event, refused: _refused, ...stored } = row;
  return { ok: true, order: { row: stored, lines: line_rows }, event };
}
