import type { ShopSummary } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { venueDayBounds } from '../time';

/** Counts for the landing page of each area. Customers = distinct signed-in people who ordered here. */
export async function shopSummary(db: Db, shopId: string, now: Date = new Date()): Promise<ShopSummary> {
  const today = venueDayBounds(now);
  const [row] = await db.query<ShopSummary>(
    `select
       (select count(*)::int from orders where shop_id = $1) as "orders",
       (select count(*)::int from orders where shop_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz) as "ordersToday",
       (select count(distinct owner_id)::int from orders where shop_id = $1 and owner_id is not null) as "customers",
       (select count(*)::int from categories where shop_id = $1) as "categories",
       (select count(*)::int from products where shop_id = $1) as "products",
       (select count(*)::int from promo_codes where shop_id = $1) as "promoCodes",
       (select count(*)::int from kiosks where shop_id = $1) as "kiosks"`,
    [shopId, today.start, today.end],
  );
  if (!row) throw new Error('summary query returned no row');
  return row;
}
