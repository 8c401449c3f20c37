/**
 * How a report range is read: whole UTC hours from the hourly roll-ups, and the partial hours at either edge (only
 * when `start` or `end` is not on the hour) straight from the orders. Every NZ day / week / month / quarter boundary
 * is on the hour (NZ offsets are +12 and +13), so the dashboard's ranges read roll-ups only.
 *
 * The SQL fragments take their values as parameters in a fixed order (see `rangeParams`):
 *   $1 shop id, $2 first whole hour, $3 end of the whole hours, $4–$5 leading edge [from, to), $6–$7 trailing edge,
 *   $8 the statuses (text[]).
 */
const HOUR_MS = 3_600_000;

export interface HourSplit {
  hoursFrom: string;
  hoursTo: string;
  leadFrom: string;
  leadTo: string;
  trailFrom: string;
  trailTo: string;
}

export function splitRange(start: string, end: string): HourSplit {
  const s = Date.parse(start);
  const e = Date.parse(end);
  const iso = (ms: number) => new Date(ms).toISOString();
  const firstHour = Math.ceil(s / HOUR_MS) * HOUR_MS;
  const lastHour = Math.floor(e / HOUR_MS) * HOUR_MS;
  if (firstHour >= lastHour) {
    // No whole hour inside: everything from the orders, nothing from the roll-ups.
    return { hoursFrom: iso(s), hoursTo: iso(s), leadFrom: iso(s), leadTo: iso(e), trailFrom: iso(e), trailTo: iso(e) };
  }
  return {
    hoursFrom: iso(firstHour),
    hoursTo: iso(lastHour),
    leadFrom: iso(s),
    leadTo: iso(firstHour),
    trailFrom: iso(lastHour),
    trailTo: iso(e),
  };
}

/** [$1 … $8] for the fragments below. */
export function rangeParams(shopId: string, start: string, end: string, statuses: readonly string[]): unknown[] {
  const split = splitRange(start, end);
  return [shopId, split.hoursFrom, split.hoursTo, split.leadFrom, split.leadTo, split.trailFrom, split.trailTo, [...statuses]];
}

const EDGES = `((o.created_at >= $4::timestamptz and o.created_at < $5::timestamptz)
  or (o.created_at >= $6::timestamptz and o.created_at < $7::timestamptz))`;

/** CTE body: (hour_utc, origin, status, orders, gross, card_fees) of the shop's orders in the range, given statuses. */
export const SALES_SOURCE = `
  select hour_utc, origin, status, orders, gross, card_fees
  from shop_sales_hourly
  where shop_id = $1 and hour_utc >= $2::timestamptz and hour_utc < $3::timestamptz and status = any($8::text[])
  union all
  select date_trunc('hour', o.created_at, 'UTC'), o.origin, o.status, 1, o.total_payment::bigint,
         card_fee_cents(o.total_payment)::bigint
  from orders o
  where o.shop_id = $1 and o.status = any($8::text[]) and ${EDGES}`;

/**
 * CTE body: line figures (hour_utc, product_id, product_name, category_name, status, is_upsell, is_reward, lines,
 * quantity, total, value) in the range, given statuses, narrowed by `lineFilter` (a condition on is_upsell /
 * is_reward only, written without a table prefix).
 */
export function linesSource(lineFilter = 'true'): string {
  return `
  select hour_utc, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value
  from shop_product_sales_hourly
  where shop_id = $1 and hour_utc >= $2::timestamptz and hour_utc < $3::timestamptz and status = any($8::text[])
    and (${lineFilter})
  union all
  select date_trunc('hour', o.created_at, 'UTC'), coalesce(li.product_id, ''), li.product_name,
         coalesce(li.category_name, ''), o.status, li.is_upsell, li.is_reward, 1, li.quantity, li.line_total::bigint,
         li.quantity::bigint * (li.unit_price + li.options_price)
  from orders o
  join order_line_items li on li.order_id = o.id
  where o.shop_id = $1 and li.shop_id = $1 and o.status = any($8::text[]) and ${EDGES}
    and (${lineFilter.replace(/\bis_(upsell|reward)\b/g, 'li.is_$1')})`;
}
