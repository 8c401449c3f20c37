import type { Db } from '../db/types';
import { containsPattern, orderBy, type SortTerms } from '../sql';
import type { UserRow } from '../users/repo';

const CUSTOMER_SORT_COLUMNS = {
  'name.given': 'lower(c.given_name)',
  'name.family': 'lower(c.family_name)',
  createdAt: 'c.created_at',
} as const;

/**
 * A shop's customers: the people with an account who ordered at this shop, plus anyone the merchant gave a loyalty
 * card there, plus the guests who ordered (no account). A guest is one person per e-mail, else per phone (a guest
 * who comes back is a new guest record with the same details: migration 120's keys), else per guest record.
 */
const IS_CUSTOMER = `(exists (select 1 from orders o where o.shop_id = $1 and o.owner_id = u.id)
  or exists (select 1 from loyalty_cards c where c.shop_id = $1 and c.user_id = u.id))`;

/** What counts as a visit and as spend: every order but a rejected one. */
const COUNTED = `o.status <> 'rejected'`;

/** Both kinds in one shape (`c`), so one search, sort and page covers them. */
const CUSTOMERS_SQL = `
  select u.id, false as is_guest, u.given_name, u.family_name, u.email, u.phone, u.mobile, u.picture_url, u.roles, u.cart,
         u.created_at,
         (select count(*)::int from orders o where o.shop_id = $1 and o.owner_id = u.id and ${COUNTED}) as visits,
         (select coalesce(sum(o.total_payment), 0)::int from orders o
           where o.shop_id = $1 and o.owner_id = u.id and ${COUNTED}) as total_spend,
         (select max(o.created_at) from orders o where o.shop_id = $1 and o.owner_id = u.id) as last_order_at,
         null::text[] as guest_ids
  from users u where ${IS_CUSTOMER}
  union all
  select (array_agg(g.id order by o.created_at desc))[1], true,
         split_part((array_agg(g.name order by o.created_at desc))[1], ' ', 1),
         btrim(substr((array_agg(g.name order by o.created_at desc))[1],
                      length(split_part((array_agg(g.name order by o.created_at desc))[1], ' ', 1)) + 1)),
         coalesce((array_agg(g.email order by o.created_at desc) filter (where g.email is not null))[1], ''),
         (array_agg(g.phone order by o.created_at desc) filter (where g.phone is not null))[1],
         null, null, '{}'::text[], '[]'::jsonb, min(g.created_at),
         (count(distinct o.id) filter (where ${COUNTED}))::int,
         coalesce(sum(o.total_payment) filter (where ${COUNTED}), 0)::int,
         max(o.created_at),
         array_agg(distinct g.id)
  from orders o join guests g on g.id = o.guest_owner_id
  where o.shop_id = $1
  group by coalesce(lower(g.email), customer_phone_key(g.phone), g.id)`;

export interface CustomerRow extends UserRow {
  is_guest: boolean;
  visits: number;
  total_spend: number;
  last_order_at: Date | null;
  /** A guest's records (one person may have come back as several guests). */
  guest_ids: string[] | null;
}

export interface CustomerListQuery {
  shopId: string;
  search?: string | undefined;
  sort?: SortTerms | undefined;
  limit: number;
  skip: number;
}

export async function listCustomers(db: Db, query: CustomerListQuery): Promise<{ rows: CustomerRow[]; count: number }> {
  const params: unknown[] = [query.shopId];
  let where = '';
  if (query.search) {
    params.push(containsPattern(query.search));
    // spec 001 §2 search by name; ours also by e-mail and phone (a guest is often known only by those)
    where = `where (c.given_name ilike $2 or c.family_name ilike $2 or (c.given_name || ' ' || c.family_name) ilike $2
                    or c.email ilike $2 or c.phone ilike $2 or c.mobile ilike $2)`;
  }
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from (${CUSTOMERS_SQL}) c ${where}`,
    params,
  );
  if (count === 0) return { rows: [], count };
  const rows = await db.query<CustomerRow>(
    `select c.*, 0 as token_version, null as password_hash from (${CUSTOMERS_SQL}) c ${where}
     ${orderBy(query.sort, CUSTOMER_SORT_COLUMNS, 'name.given', 'c.id')}
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.limit, query.skip],
  );
  return { rows, count };
}

/** The guest records of the guest customer `guestId` at this shop (the same person by e-mail or phone); [] if none. */
export async function guestCustomerIds(db: Db, shopId: string, guestId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select distinct g.id from guests g join orders o on o.guest_owner_id = g.id and o.shop_id = $1
     where coalesce(lower(g.email), customer_phone_key(g.phone), g.id) =
           (select coalesce(lower(x.email), customer_phone_key(x.phone), x.id) from guests x where x.id = $2)`,
    [shopId, guestId],
  );
  return rows.map((row) => row.id);
}

/** Whether `userId` is one of the shop's customers (the detail routes answer 404 for anybody else). */
export async function isCustomer(db: Db, shopId: string, userId: string): Promise<boolean> {
  const rows = await db.query(`select 1 from users u where u.id = $2 and ${IS_CUSTOMER}`, [shopId, userId]);
  return rows.length === 1;
}

/**
 * Which of `ids` are the shop's customers (a promo's target users): an unknown id and another shop's customer are
 * alike left out, so the answer tells nobody which ids exist on the platform.
 */
export async function customerIdsOfShop(db: Db, shopId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `select u.id from users u where u.id = any(array(select jsonb_array_elements_text($2::jsonb))) and ${IS_CUSTOMER}`,
    [shopId, JSON.stringify(ids)],
  );
  return new Set(rows.map((row) => row.id));
}
