import type { Db } from '../db/types';
import { containsPattern, orderBy, type SortTerms } from '../sql';
import type { UserRow } from '../users/repo';

const USER_COLUMNS =
  'u.id, u.email, u.password_hash, u.given_name, u.family_name, u.phone, u.mobile, u.picture_url, u.roles, u.token_version, u.cart, u.created_at';

const CUSTOMER_SORT_COLUMNS = {
  'name.given': 'lower(u.given_name)',
  'name.family': 'lower(u.family_name)',
  createdAt: 'u.created_at',
} as const;

/**
 * A shop's customers: the people with an account who ordered at this shop (guests have no account, so no page),
 * plus anyone the merchant gave a loyalty card there. `search` matches first, last or full name.
 */
const IS_CUSTOMER = `(exists (select 1 from orders o where o.shop_id = $1 and o.owner_id = u.id)
  or exists (select 1 from loyalty_cards c where c.shop_id = $1 and c.user_id = u.id))`;

export interface CustomerListQuery {
  shopId: string;
  search?: string | undefined;
  sort?: SortTerms | undefined;
  limit: number;
  skip: number;
}

export async function listCustomers(db: Db, query: CustomerListQuery): Promise<{ rows: UserRow[]; count: number }> {
  const params: unknown[] = [query.shopId];
  let where = `where ${IS_CUSTOMER}`;
  if (query.search) {
    params.push(containsPattern(query.search));
    where += ` and (u.given_name ilike $2 or u.family_name ilike $2 or (u.given_name || ' ' || u.family_name) ilike $2)`;
  }
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from users u ${where}`,
    params,
  );
  if (count === 0) return { rows: [], count };
  const rows = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users u ${where}
     ${orderBy(query.sort, CUSTOMER_SORT_COLUMNS, 'name.given', 'u.id')}
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.limit, query.skip],
  );
  return { rows, count };
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
