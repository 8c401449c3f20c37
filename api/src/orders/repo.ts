import type { LineItemStatus, OrderStatus, OrderTargetStatus } from '@backoffice/contracts';
import { ORDER_TRANSITION_SOURCE } from '@backoffice/contracts';
import { preparedSql } from '../db/prepared';
import { queryAndCommit } from '../db/tx';
import type { Db } from '../db/types';
import { containsPattern, orderBy, type SortTerms } from '../sql';
import type { OrderHead } from './caller-order';
import { ORDER_EVENT_JSON_SQL, type OrderEvent } from './events';
import { REFUND_ROWS_SQL } from './refund-rows';
import type { LineItemRow, OrderRow } from './serialize';

/**
 * What an order row `o` is served with: its owner, guest and voucher. One text for the order queries below and the
 * intake's insert (which selects them beside the row it has just written, intake/store.ts), so both give the same shape.
 */
export const ORDER_JOINED_COLUMNS = `
  u.given_name as owner_given_name, u.family_name as owner_family_name, u.email as owner_email,
  u.phone as owner_phone, u.picture_url as owner_picture_url,
  g.name as guest_name, g.email as guest_email, g.phone as guest_phone,
  (select to_jsonb(p) from promo_codes p where p.id = o.promo_code_id) as promo,
  ${REFUND_ROWS_SQL} as refund_rows`;
export const ORDER_JOINS = 'left join users u on u.id = o.owner_id left join guests g on g.id = o.guest_owner_id';

/** The fields of `OrderRow` the `orders` row itself holds (the rest are joined); `type` has no column yet. */
type OwnOrderField = Exclude<
  keyof OrderRow,
  | 'type'
  | 'guest_name'
  | 'guest_email'
  | 'guest_phone'
  | 'owner_given_name'
  | 'owner_family_name'
  | 'owner_email'
  | 'owner_phone'
  | 'owner_picture_url'
  | 'promo'
  | 'refund_rows'
>;

/**
 * The order's columns by name, not `o.*`, for the prepared statements that return an order (the intake's store, the
 * status change): a prepared statement whose `*` grows with a migration is refused by PostgreSQL (db/prepared.ts).
 * `satisfies` fails the type check when `OrderRow` gains a field this list lacks, so those answers keep the listed
 * order's shape.
 */
export const ORDER_ROW_COLUMN_NAMES = Object.keys({
  id: true,
  shop_id: true,
  owner_id: true,
  status: true,
  order_type: true,
  origin: true,
  is_pos_order: true,
  pickup_type: true,
  pickup_time: true,
  total: true,
  total_payment: true,
  promo_code_id: true,
  reward_number: true,
  notes: true,
  seen: true,
  created_at: true,
  contact_tracing: true,
  stripe_charge_id: true,
  transaction_resolution: true,
  guest_owner_id: true,
  user_type: true,
  delivery_info: true,
  discount: true,
  loyalty_discount: true,
  surcharge: true,
  delivery_fee: true,
  refunded: true,
  actions: true,
} satisfies Record<OwnOrderField, true>);

/** `o.*` so columns added by the ordering channels come along without touching this query. */
const ORDER_SELECT = `select o.*, ${ORDER_JOINED_COLUMNS} from orders o ${ORDER_JOINS}`;

/** A line item `li` as served (`LineItemRow`), its product `p` joined for the icon; shared with intake/store.ts. */
export const LINE_COLUMNS = `
  li.id, li.order_id, li.product_id, li.product_name, li.category_name, li.quantity, li.unit_price, li.status,
  li.notes, li.config, li.is_upsell, li.is_reward, p.icon as product_icon`;
export const LINE_JOINS = 'left join products p on p.id = li.product_id';

const LINE_SELECT = `select ${LINE_COLUMNS} from order_line_items li ${LINE_JOINS}`;

/** Orders without a pickup time sort by when they were placed, so "sort pickupTime" still lists every order. */
const ORDER_SORT_COLUMNS = { pickupTime: 'coalesce(o.pickup_time, o.created_at)', createdAt: 'o.created_at' } as const;

export interface OrderWithLines {
  row: OrderRow;
  lines: LineItemRow[];
}

async function withLines(db: Db, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const lines = await db.query<LineItemRow>(
    `${LINE_SELECT} where li.order_id = any($1::text[]) order by li.order_id, li.display_order, li.id`,
    [rows.map((row) => row.id)],
  );
  const byOrder = new Map<string, LineItemRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.order_id);
    if (list) list.push(line);
    else byOrder.set(line.order_id, [line]);
  }
  return rows.map((row) => ({ row, lines: byOrder.get(row.id) ?? [] }));
}

export interface OrdersPage {
  shopId: string;
  statuses?: readonly OrderStatus[] | undefined;
  /** Half-open range on created_at, ISO instants. */
  range?: { start: string; end: string } | undefined;
  ownerId?: string | undefined;
  /** A guest customer's orders: any of these guest records (customers/repo.ts guestCustomerIds). */
  guestIds?: readonly string[] | undefined;
  /** By order number (the id's last 6 hex digits, "#" optional) or the customer's name; see `orderSearchCondition`. */
  search?: string | undefined;
  sort: SortTerms | undefined;
  fallbackSort: '-createdAt' | 'pickupTime';
  limit: number;
  skip: number;
}

/**
 * The orders screen's search: the order number as the screen shows it (`orderNumber`: the id without dashes, its last
 * 6 characters, upper case) contains the term without its "#", or the customer's name (account holder's full name,
 * guest name, contact-tracing name) contains the term, case-insensitively. `$name` and `$number` are LIKE patterns.
 */
function orderSearchCondition(name: number, number: number): string {
  return `(upper(right(replace(o.id, '-', ''), 6)) like $${number}
    or (coalesce(u.given_name, '') || ' ' || coalesce(u.family_name, '')) ilike $${name}
    or g.name ilike $${name} or o.contact_tracing->>'name' ilike $${name})`;
}

export async function listOrders(db: Db, page: OrdersPage): Promise<{ orders: OrderWithLines[]; count: number }> {
  const params: unknown[] = [page.shopId];
  const conditions = ['o.shop_id = $1'];
  if (page.statuses) {
    params.push(page.statuses);
    conditions.push(`o.status = any($${params.length}::text[])`);
  }
  if (page.range) {
    params.push(page.range.start, page.range.end);
    conditions.push(`o.created_at >= $${params.length - 1}::timestamptz and o.created_at < $${params.length}::timestamptz`);
  }
  if (page.ownerId) {
    params.push(page.ownerId);
    conditions.push(`o.owner_id = $${params.length}`);
  }
  if (page.guestIds) {
    params.push(page.guestIds);
    conditions.push(`o.guest_owner_id = any($${params.length}::text[])`);
  }
  if (page.search) {
    params.push(containsPattern(page.search), containsPattern(page.search.replace(/^#/, '').toUpperCase()));
    conditions.push(orderSearchCondition(params.length - 1, params.length));
  }
  const where = `where ${conditions.join(' and ')}`;
  // the search reads the customer's name from the joined owner and guest
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from orders o ${page.search ? ORDER_JOINS : ''} ${where}`,
    params,
  );
  if (count === 0) return { orders: [], count };
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} ${where} ${orderBy(page.sort, ORDER_SORT_COLUMNS, page.fallbackSort, 'o.id')}
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.skip],
  );
  return { orders: await withLines(db, rows), count };
}

export async function findOrder(db: Db, orderId: string): Promise<OrderWithLines | null> {
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} where o.id = $1`, [orderId]);
  const [found] = await withLines(db, rows);
  return found ?? null;
}

/** The order's shop and status only: the access check and the 409 wording. */
export async function findOrderHead(db: Db, orderId: string): Promise<{ shop_id: string; status: OrderStatus } | null> {
  const [row] = await db.query<{ shop_id: string; status: OrderStatus }>('select shop_id, status from orders where id = $1', [
    orderId,
  ]);
  return row ?? null;
}

/** Named (db/prepared.ts): every order route's access check runs it, and planning it cost more than running it. */
const ORDER_HEAD_SQL = preparedSql(
  'order_head_with_shop_owner',
  `select o.shop_id, o.status, o.owner_id, s.owner_id as shop_owner_id, s.require_two_step as shop_requires_two_step,
          (select m.role from shop_members m where m.shop_id = s.id and m.user_id = $2) as caller_role
   from orders o left join shops s on s.id = o.shop_id and s.deleted_at is null
   where o.id = $1`,
);

/**
 * The order's shop, status and customer (`owner_id`) with the shop's owner and `userId`'s role in the shop, in one
 * statement: the access check of every order route (`shop_owner_id` null: the shop is gone or deleted).
 */
export async function findOrderHeadWithShopOwner(db: Db, orderId: string, userId: string): Promise<OrderHead | null> {
  const [row] = await db.query<OrderHead>(ORDER_HEAD_SQL, [orderId, userId]);
  return row ?? null;
}

/** The lines of the order `o` as one JSON array of `LineItemRow`s, in the order `withLines` reads them. */
const LINE_ROWS_JSON_SQL = `(select coalesce(json_agg(x order by x.display_order, x.id), '[]'::json)
   from (select ${LINE_COLUMNS}, li.display_order from order_line_items li ${LINE_JOINS} where li.order_id = o.id) x)`;

/**
 * The state machine in SQL: the row changes only if it is still in the one status `to` may come from; its
 * `order.status` event row is written by the same statement. It returns the order as the order queries serve it
 * (columns, joins and lines) with the event, so a status change reads nothing after COMMIT and is one round trip
 * with BEGIN and COMMIT. The event is NOT notified here: the route announces it after COMMIT (events.ts `announce`),
 * since a NOTIFY in the transaction takes PostgreSQL's database-wide NOTIFY lock from the commit's queue append until
 * its flush to disk, which queued every status change's commit behind the previous one's (as it did the intake's).
 */
/** `{ id, name }` of the user whose id is the parameter `param`, as an order's action records them. */
export const ACTOR_JSON_SQL = (param: string) =>
  `(select jsonb_build_object('id', u.id, 'name', trim(u.given_name || ' ' || u.family_name)) from users u where u.id = ${param})`;

const TRANSITION_SQL = preparedSql(
  'order_transition',
  `
  with o as (
    update orders set status = $2,
      actions = case when $4::text is null then actions else coalesce(actions, '[]'::jsonb) || jsonb_build_array(
        jsonb_build_object('kind', $2::text, 'at', $5::text, 'by', ${ACTOR_JSON_SQL('$4')})) end
    where id = $1 and status = $3
    returning ${ORDER_ROW_COLUMN_NAMES.join(', ')}
  ), e as (
    insert into order_events (shop_id, order_id, type, status)
    select o.shop_id, o.id, 'order.status', $2 from o
    returning id, shop_id, order_id, type, status, created_at
  )
  select ${ORDER_ROW_COLUMN_NAMES.map((column) => `o.${column}`).join(', ')}, ${ORDER_JOINED_COLUMNS},
         ${LINE_ROWS_JSON_SQL} as line_rows, (select ${ORDER_EVENT_JSON_SQL} from e) as event
  from o ${ORDER_JOINS}`,
);

/** The order after a status change (its lines as of the change) and the change's event, still to be announced. */
export interface Transitioned {
  order: OrderWithLines;
  event: OrderEvent;
}

/** Who made a change and when: recorded on the order (`actions`) by the statement that makes it. */
export interface OrderActor {
  userId: string;
  at: Date;
}

/**
 * `to` applied as above. Of any number of concurrent calls exactly one gets the order back; the others get null (and
 * answer 409). `last`: nothing follows in the transaction, so the statement is sent together with COMMIT
 * (db/tx.ts queryAndCommit). `actor`: the person who made it, appended to the order's `actions`.
 */
export async function transitionOrder(
  db: Db,
  orderId: string,
  to: OrderTargetStatus,
  last = false,
  actor: OrderActor | null = null,
): Promise<Transitioned | null> {
  const params = [orderId, to, ORDER_TRANSITION_SOURCE[to], actor?.userId ?? null, actor?.at.toISOString() ?? null];
  type Row = OrderRow & { line_rows: LineItemRow[]; event: OrderEvent };
  const [row] = await (last ? queryAndCommit<Row>(db, TRANSITION_SQL, params) : db.query<Row>(TRANSITION_SQL, params));
  if (!row) return null;
  const { line_rows, event, ...order } = row;
  return { order: { row: order, lines: line_rows }, event };
}

/**
 * Line items change only while their order is accepted (spec 001 §4); the guard is in the same statement, and so is
 * the change's `order.updated` event row (announced after COMMIT, like a status change's). Returns the event, or
 * null when nothing changed. `last` as for `transitionOrder`.
 */
const LINE_ITEM_STATUS_SQL = preparedSql(
  'order_line_item_status',
  `
  with l as (
    update order_line_items li set status = $3
    from orders o
    where li.id = $2 and li.order_id = $1 and o.id = li.order_id and o.status = 'accepted'
    returning o.shop_id, o.id as order_id
  ), e as (
    insert into order_events (shop_id, order_id, type, status)
    select l.shop_id, l.order_id, 'order.updated', 'accepted' from l
    returning id, shop_id, order_id, type, status, created_at
  )
  select ${ORDER_EVENT_JSON_SQL} as event from e`,
);

export async function setLineItemStatus(
  db: Db,
  orderId: string,
  lineItemId: string,
  status: LineItemStatus,
  last = false,
): Promise<OrderEvent | null> {
  const params = [orderId, lineItemId, status];
  type Row = { event: OrderEvent };
  const [row] = await (last
    ? queryAndCommit<Row>(db, LINE_ITEM_STATUS_SQL, params)
    : db.query<Row>(LINE_ITEM_STATUS_SQL, params));
  return row?.event ?? null;
}

/**
 * Seen (spec 001 §4: the first device to open the order): the flag and its `order.updated` event row in one
 * statement, committed on its own, so the route announces the event after the commit (no NOTIFY lock held through a
 * commit, as for status and line-item changes). Returns the event, or null when the order was seen already.
 */
const MARK_SEEN_SQL = preparedSql(
  'order_mark_seen',
  `
  with o as (
    update orders set seen = true where id = $1 and not seen returning id, shop_id, status
  ), e as (
    insert into order_events (shop_id, order_id, type, status)
    select o.shop_id, o.id, 'order.updated', o.status from o
    returning id, shop_id, order_id, type, status, created_at
  )
  select ${ORDER_EVENT_JSON_SQL} as event from e`,
);

export async function markSeen(db: Db, orderId: string): Promise<OrderEvent | null> {
  const [row] = await db.query<{ event: OrderEvent }>(MARK_SEEN_SQL, [orderId]);
  return row?.event ?? null;
}

const APPEND_ACTION_SQL = `update orders set actions = coalesce(actions, '[]'::jsonb) || jsonb_build_array(
    jsonb_build_object('kind', $2::text, 'at', $3::text, 'by', ${ACTOR_JSON_SQL('$4')}))
  where id = $1`;

/** Records an action that is not a status change (a refund of a completed order) on the order. */
export async function appendOrderAction(db: Db, orderId: string, kind: 'refunded', actor: OrderActor): Promise<void> {
  await db.query(APPEND_ACTION_SQL, [orderId, kind, actor.at.toISOString(), actor.userId]);
}
