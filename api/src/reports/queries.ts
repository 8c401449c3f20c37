import {
  type CategoryReportRow,
  type Covid19Row,
  type OrderStatus,
  type OrdersReportRow,
  type OriginBreakdownResponse,
  type ProductReportRow,
  type ProductsStockRow,
  REPORT_ORIGINS,
  type SalesPerHourRow,
} from '@backoffice/contracts';
import type { Db } from '../db/types';
import { orderBy, type SortTerms, toIso } from '../sql';
import { dayParams, hourParams, linesSource, SALES_DAILY_SOURCE, SALES_HOURLY_SOURCE } from './range';

/**
 * The report queries. Each reads the roll-ups for whole NZ days (sales per hour: whole UTC hours) and the orders
 * only for what is left at the edges of an unaligned range (range.ts). Sums of money come back as float8 (exact for integers below 2^53; an int cast
 * would overflow past NZ$21 million), counts as int.
 */

export interface ReportRange {
  start: string;
  end: string;
}

/** Orders and gross per UTC hour (spec 000 §3 sales-per-hour rows), oldest first; hours with no orders left out. */
export async function salesPerHour(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
): Promise<SalesPerHourRow[]> {
  const rows = await db.query<{ hour: number; day: number; month: number; year: number; totalAmount: number; count: number }>(
    `with sales as (${SALES_HOURLY_SOURCE})
     select extract(hour from hour_utc at time zone 'UTC')::int as hour,
            extract(day from hour_utc at time zone 'UTC')::int as day,
            extract(month from hour_utc at time zone 'UTC')::int as month,
            extract(year from hour_utc at time zone 'UTC')::int as year,
            sum(gross)::float8 as "totalAmount", sum(orders)::int as count
     from sales
     group by hour_utc
     having sum(orders) <> 0
     order by hour_utc`,
    hourParams(shopId, range.start, range.end, statuses),
  );
  return rows.map(({ hour, day, month, year, totalAmount, count }) => ({ _id: { hour, day, month, year }, totalAmount, count }));
}

export interface DayFigures {
  /** yyyy-mm-dd in Pacific/Auckland */
  date: string;
  orders: number;
  gross: number;
  cardFees: number;
}

/** Orders, gross and card fees per NZ day, oldest first; days with no orders left out. */
export async function salesPerVenueDay(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
): Promise<DayFigures[]> {
  return db.query<DayFigures>(
    `with sales as (${SALES_DAILY_SOURCE})
     select to_char(day, 'YYYY-MM-DD') as date,
            sum(orders)::int as orders, sum(gross)::float8 as gross, sum(card_fees)::float8 as "cardFees"
     from sales
     group by 1
     having sum(orders) <> 0
     order by 1`,
    dayParams(shopId, range.start, range.end, statuses),
  );
}

/** Totals over the whole range. */
export async function salesTotals(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
): Promise<{ orders: number; gross: number; cardFees: number }> {
  const [row] = await db.query<{ orders: number; gross: number; cardFees: number }>(
    `with sales as (${SALES_DAILY_SOURCE})
     select coalesce(sum(orders), 0)::int as orders, coalesce(sum(gross), 0)::float8 as gross,
            coalesce(sum(card_fees), 0)::float8 as "cardFees"
     from sales`,
    dayParams(shopId, range.start, range.end, statuses),
  );
  return row ?? { orders: 0, gross: 0, cardFees: 0 };
}

/** Origin breakdown (spec 000 §3): every source present, each a one-item list `[{ count, totalAmount }]`. */
export async function originBreakdown(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
): Promise<OriginBreakdownResponse['data']> {
  const rows = await db.query<{ origin: string; count: number; totalAmount: number }>(
    `with sales as (${SALES_DAILY_SOURCE})
     select origin, sum(orders)::int as count, sum(gross)::float8 as "totalAmount"
     from sales
     group by origin`,
    dayParams(shopId, range.start, range.end, statuses),
  );
  const figures = (origin: string) => {
    const row = rows.find((candidate) => candidate.origin === origin);
    return [{ count: row?.count ?? 0, totalAmount: row?.totalAmount ?? 0 }];
  };
  const [web, kiosk, app] = REPORT_ORIGINS;
  return { [web]: figures(web), [kiosk]: figures(kiosk), [app]: figures(app) } as OriginBreakdownResponse['data'];
}

export type ProductReportKind = 'most-sold' | 'upsell' | 'loyalty';

const PRODUCT_FILTERS: Record<ProductReportKind, { filter: string; amount: 'total' | 'value' }> = {
  // Sold = paid for: loyalty rewards (free items) have their own report.
  'most-sold': { filter: 'not is_reward', amount: 'total' },
  upsell: { filter: 'is_upsell and not is_reward', amount: 'total' },
  // A reward's line_total is 0; its menu value is what the venue gave away.
  loyalty: { filter: 'is_reward', amount: 'value' },
};

/**
 * Product rows (spec 000 §3): `count` = quantity, `total` = cents (line totals; menu value for loyalty). Grouped by
 * product id (named as the product is named now); lines of deleted products by the name on the order. Sorted by
 * count desc, then total desc, then name.
 */
export async function productReport(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
  kind: ProductReportKind,
): Promise<ProductReportRow[]> {
  const { filter, amount } = PRODUCT_FILTERS[kind];
  const rows = await db.query<{ id: string | null; name: string; count: number; total: number }>(
    `with lines as (${linesSource(filter)}),
     grouped as (
       select product_id, case when product_id = '' then product_name else '' end as orphan_name,
              max(product_name) as snapshot_name, sum(lines) as lines, sum(quantity) as quantity, sum(${amount}) as amount
       from lines
       group by 1, 2
       having sum(lines) <> 0
     )
     select nullif(g.product_id, '') as id, coalesce(p.name, g.snapshot_name) as name,
            g.quantity::int as count, g.amount::float8 as total
     from grouped g
     left join products p on p.id = g.product_id and p.shop_id = $1
     order by count desc, total desc, name asc, id asc`,
    dayParams(shopId, range.start, range.end, statuses),
  );
  return rows.map((row) => ({ _id: { product: { _id: row.id, name: row.name } }, count: row.count, total: row.total }));
}

/** Quantity and line totals per category (current menu categories, unsold ones with 0; deleted products by name). */
export async function categoriesReport(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
): Promise<CategoryReportRow[]> {
  return db.query<CategoryReportRow>(
    `with lines as (${linesSource('not is_reward')}),
     per_product as (
       select product_id, category_name, sum(lines) as lines, sum(quantity) as quantity, sum(total) as total
       from lines
       group by 1, 2
     ),
     sold as (
       select c.id as category_id, case when c.id is null then coalesce(nullif(pp.category_name, ''), '') end as orphan_name,
              sum(pp.lines) as lines, sum(pp.quantity) as quantity, sum(pp.total) as total
       from per_product pp
       left join products p on p.id = pp.product_id and p.shop_id = $1
       left join categories c on c.id = p.category_id
       group by 1, 2
     )
     select c.id as "_id", c.name, coalesce(s.quantity, 0)::int as quantity, coalesce(s.total, 0)::float8 as total
     from categories c
     left join sold s on s.category_id = c.id
     where c.shop_id = $1
     union all
     select null, s.orphan_name, s.quantity::int, s.total::float8
     from sold s
     where s.category_id is null and s.lines <> 0`,
    dayParams(shopId, range.start, range.end, statuses),
  );
}

/** Every product on the menu now, with the units handed over in the range (rewards included). Menu order. */
export async function productsStock(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
): Promise<ProductsStockRow[]> {
  return db.query<ProductsStockRow>(
    `with lines as (${linesSource()}),
     sold as (select product_id, sum(quantity) as quantity from lines group by 1)
     select p.id as "_id", p.name, c.name as category, p.stock, coalesce(s.quantity, 0)::int as sold
     from products p
     join categories c on c.id = p.category_id
     left join sold s on s.product_id = p.id
     where p.shop_id = $1
     order by c.display_order, c.name, p.display_order, p.name, p.id`,
    dayParams(shopId, range.start, range.end, statuses),
  );
}

/** Number of orders in the range with the given statuses (from the roll-ups). */
export async function countOrders(db: Db, shopId: string, range: ReportRange, statuses: readonly OrderStatus[]): Promise<number> {
  return (await salesTotals(db, shopId, range, statuses)).orders;
}

export interface Page {
  limit: number;
  skip: number;
}

const ORDER_SORT: Record<'createdAt' | 'total', string> = {
  createdAt: 'o.created_at',
  total: 'o.total_payment',
};

function orderBySort(sort: SortTerms | undefined, fallback: '-createdAt' | 'createdAt'): string {
  return orderBy(sort, ORDER_SORT, fallback, 'o.id');
}

/** One row per order, newest first by default; `items` = number of items (sum of quantities). */
export async function ordersReport(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
  page: Page & { sort?: SortTerms },
): Promise<OrdersReportRow[]> {
  const rows = await db.query<Omit<OrdersReportRow, 'createdAt'> & { createdAt: Date }>(
    `select o.id as "_id", o.created_at as "createdAt", o.status, o.origin, o.order_type as "orderType",
            case when u.id is not null then nullif(trim(u.given_name || ' ' || u.family_name), '')
                 else nullif(trim(o.contact_tracing ->> 'name'), '') end as customer,
            (select coalesce(sum(li.quantity), 0)::int from order_line_items li where li.order_id = o.id) as items,
            o.total_payment as total, o.total as subtotal, pc.code as "voucherCode", o.discount,
            o.loyalty_discount as "loyaltyDiscount", o.surcharge, o.delivery_fee as "deliveryFee", o.refunded
     from orders o
     left join users u on u.id = o.owner_id
     left join promo_codes pc on pc.id = o.promo_code_id
     where o.shop_id = $1 and o.created_at >= $2::timestamptz and o.created_at < $3::timestamptz and o.status = any($4::text[])
     ${orderBySort(page.sort, '-createdAt')}
     limit $5 offset $6`,
    [shopId, range.start, range.end, [...statuses], page.limit, page.skip],
  );
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
}

/** Contact tracing (covid19): the order's contactTracing details, each field falling back to the customer's own. */
export async function contactTracing(
  db: Db,
  shopId: string,
  range: ReportRange,
  statuses: readonly OrderStatus[],
  page: Page & { sort?: SortTerms },
): Promise<Covid19Row[]> {
  const rows = await db.query<Omit<Covid19Row, 'createdAt'> & { createdAt: Date }>(
    `select o.id as "_id", o.created_at as "createdAt",
            coalesce(nullif(trim(o.contact_tracing ->> 'name'), ''), nullif(trim(u.given_name || ' ' || u.family_name), '')) as name,
            coalesce(nullif(trim(o.contact_tracing ->> 'email'), ''), u.email) as email,
            coalesce(nullif(trim(o.contact_tracing ->> 'phone'), ''), u.phone, u.mobile) as phone
     from orders o
     left join users u on u.id = o.owner_id
     where o.shop_id = $1 and o.created_at >= $2::timestamptz and o.created_at < $3::timestamptz and o.status = any($4::text[])
     ${orderBySort(page.sort, 'createdAt')}
     limit $5 offset $6`,
    [shopId, range.start, range.end, [...statuses], page.limit, page.skip],
  );
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
}
