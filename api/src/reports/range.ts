import { VENUE_TIME_ZONE, venueDate, venueDayRange } from '@backoffice/contracts';
import { DateTime } from 'luxon';

/**
 * How a report range is read (migration 002): whole NZ days from the daily roll-ups — or, for sales per hour, whole
 * UTC hours from the hourly one — and only what is left at either edge of an unaligned range (less than a day, or
 * less than an hour) straight from the orders. Every NZ day boundary is on the hour (NZ offsets are +12 / +13), and
 * the dashboard's ranges are whole NZ days, so they read roll-ups only.
 *
 * The SQL fragments take their values as parameters in a fixed order (see `hourParams` / `dayParams`):
 *   $1 shop id, $2–$3 the whole periods [from, to) (hours as timestamptz, days as dates), $4–$5 leading edge
 *   [from, to), $6–$7 trailing edge, $8 the statuses (text[]).
 */
const HOUR_MS = 3_600_000;

export interface RangeSplit {
  /** Whole periods: ISO instants (hours) or yyyy-mm-dd (days), half-open. Empty when from = to. */
  periodsFrom: string;
  periodsTo: string;
  leadFrom: string;
  leadTo: string;
  trailFrom: string;
  trailTo: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Nothing whole inside: everything from the orders. */
function rawOnly(s: number, e: number, emptyPeriod: string): RangeSplit {
  return {
    periodsFrom: emptyPeriod,
    periodsTo: emptyPeriod,
    leadFrom: iso(s),
    leadTo: iso(e),
    trailFrom: iso(e),
    trailTo: iso(e),
  };
}

export function splitHours(start: string, end: string): RangeSplit {
  const s = Date.parse(start);
  const e = Date.parse(end);
  const firstHour = Math.ceil(s / HOUR_MS) * HOUR_MS;
  const lastHour = Math.floor(e / HOUR_MS) * HOUR_MS;
  if (firstHour >= lastHour) return rawOnly(s, e, iso(s));
  return {
    periodsFrom: iso(firstHour),
    periodsTo: iso(lastHour),
    leadFrom: iso(s),
    leadTo: iso(firstHour),
    trailFrom: iso(lastHour),
    trailTo: iso(e),
  };
}

export function splitDays(start: string, end: string): RangeSplit {
  const s = Date.parse(start);
  const e = Date.parse(end);
  // First whole NZ day: the day of `start` if it starts exactly there, else the next one.
  const startDay = venueDayRange(new Date(s));
  const firstDayStart = Date.parse(startDay.start) === s ? s : Date.parse(startDay.end);
  // Whole days end where the NZ day containing `end` begins.
  const lastDayEnd = Date.parse(venueDayRange(new Date(e)).start);
  if (firstDayStart >= lastDayEnd) return rawOnly(s, e, '1970-01-01');
  const dateOf = (ms: number) => DateTime.fromMillis(ms, { zone: VENUE_TIME_ZONE }).toFormat('yyyy-MM-dd');
  return {
    periodsFrom: dateOf(firstDayStart),
    periodsTo: venueDate(new Date(lastDayEnd)),
    leadFrom: iso(s),
    leadTo: iso(firstDayStart),
    trailFrom: iso(lastDayEnd),
    trailTo: iso(e),
  };
}

function params(shopId: string, split: RangeSplit, statuses: readonly string[]): unknown[] {
  return [
    shopId,
    split.periodsFrom,
    split.periodsTo,
    split.leadFrom,
    split.leadTo,
    split.trailFrom,
    split.trailTo,
    [...statuses],
  ];
}

/** [$1 … $8] for SALES_HOURLY_SOURCE. */
export function hourParams(shopId: string, start: string, end: string, statuses: readonly string[]): unknown[] {
  return params(shopId, splitHours(start, end), statuses);
}

/** [$1 … $8] for SALES_DAILY_SOURCE and linesSource(). */
export function dayParams(shopId: string, start: string, end: string, statuses: readonly string[]): unknown[] {
  return params(shopId, splitDays(start, end), statuses);
}

const EDGES = `((o.created_at >= $4::timestamptz and o.created_at < $5::timestamptz)
  or (o.created_at >= $6::timestamptz and o.created_at < $7::timestamptz))`;

/**
 * CTE body (hourParams): (hour_utc, status, orders, gross, card_fees) of the shop's orders in the range. Gross is what
 * customers paid less what was refunded (migration 105), as in the roll-ups.
 */
export const SALES_HOURLY_SOURCE = `
  select hour_utc, status, orders, gross, card_fees
  from shop_sales_hourly
  where shop_id = $1 and hour_utc >= $2::timestamptz and hour_utc < $3::timestamptz and status = any($8::text[])
  union all
  select date_trunc('hour', o.created_at, 'UTC'), o.status, 1, (o.total_payment - o.refunded)::bigint, card_fee_cents(o.total_payment)::bigint
  from orders o
  where o.shop_id = $1 and o.status = any($8::text[]) and ${EDGES}`;

/** CTE body (dayParams): (day, origin, status, orders, gross, card_fees) of the shop's orders in the range. */
export const SALES_DAILY_SOURCE = `
  select day, origin, status, orders, gross, card_fees
  from shop_sales_daily
  where shop_id = $1 and day >= $2::date and day < $3::date and status = any($8::text[])
  union all
  select report_day(o.created_at), o.origin, o.status, 1, (o.total_payment - o.refunded)::bigint, card_fee_cents(o.total_payment)::bigint
  from orders o
  where o.shop_id = $1 and o.status = any($8::text[]) and ${EDGES}`;

/**
 * CTE body (dayParams): line figures (day, product_id, product_name, category_name, status, is_upsell, is_reward,
 * lines, quantity, total, value) in the range, narrowed by `lineFilter` (a condition on is_upsell / is_reward only,
 * written without a table prefix).
 */
export function linesSource(lineFilter = 'true'): string {
  return `
  select day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value
  from shop_product_sales_daily
  where shop_id = $1 and day >= $2::date and day < $3::date and status = any($8::text[]) and (${lineFilter})
  union all
  select report_day(o.created_at), coalesce(li.product_id, ''), li.product_name, coalesce(li.category_name, ''), o.status,
         li.is_upsell, li.is_reward, 1, li.quantity, li.line_total::bigint, li.quantity::bigint * (li.unit_price + li.options_price)
  from orders o
  join order_line_items li on li.order_id = o.id
  where o.shop_id = $1 and li.shop_id = $1 and o.status = any($8::text[]) and ${EDGES}
    and (${lineFilter.replace(/\bis_(upsell|reward)\b/g, 'li.is_$1')})`;
}
