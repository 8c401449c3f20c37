import { randomUUID } from 'node:crypto';
import type { UserRole } from '@backoffice/contracts';
import { preparedSql } from '../db/prepared';
import type { Db } from '../db/types';
import { containsPattern, orderBy, type SortTerms } from '../sql';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  given_name: string;
  family_name: string;
  phone: string | null;
  mobile: string | null;
  picture_url: string | null;
  roles: UserRole[];
  token_version: number;
  /** spec 001 §3 Customer.cart (migration 080); the ordering channels own the items' shape. */
  cart: unknown[];
  created_at: Date;
}

const USER_COLUMNS =
  'id, email, password_hash, given_name, family_name, phone, mobile, picture_url, roles, token_version, cart, created_at';

/** E-mail addresses are compared and stored lower-cased (the column has a check constraint for it). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The bearer check's read on every request that does not read its shop with the caller (auth/authenticate.ts): a
 * named statement (db/prepared.ts), so PostgreSQL plans it once per connection instead of on every request (the
 * planning took longer than the read).
 */
const USER_BY_ID_SQL = preparedSql('user_by_id', `select ${USER_COLUMNS} from users where id = $1`);

export async function findUserById(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(options.forUpdate ? `${USER_BY_ID_SQL} for update` : USER_BY_ID_SQL, [id]);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where email = $1`, [normaliseEmail(email)]);
  return row ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  givenName: string;
  familyName: string;
  roles: UserRole[];
  phone?: string | null;
  mobile?: string | null;
}

/** Inserts a user; a duplicate e-mail surfaces as the driver's unique-violation error (code 23505). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `insert into users (id, email, password_hash, given_name, family_name, phone, mobile, roles)
     values ($1, $2, $3, $4, $5, $6, $7, $8::text[])
     returning ${USER_COLUMNS}`,
    [
      randomUUID(),
      normaliseEmail(user.email),
      user.passwordHash,
      user.givenName,
      user.familyName,
      user.phone ?? null,
      user.mobile ?? null,
      user.roles,
    ],
  );
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** The driver's unique-violation error (code 23505), e.g. two accounts racing for one e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export interface UserChanges {
  givenName: string;
  familyName: string;
  email: string;
  phone: string | null;
  roles: UserRole[];
}

/** Writes a user's editable fields (the caller merged the change into the current row). */
export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `update users set given_name = $2, family_name = $3, email = $4, phone = $5, roles = $6::text[], updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, changes.givenName, changes.familyName, normaliseEmail(changes.email), changes.phone, changes.roles],
  );
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** Empties a customer's cart (admin, spec 001 §7 clear-cart). */
export async function clearCart(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `update users set cart = '[]'::jsonb, updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [id],
  );
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/**
 * Locks every admin's row (in id order, so two callers never deadlock) and answers their ids. Role changes that
 * take admin away from somebody hold these locks, so two admins demoting each other at the same moment are ordered
 * and the second finds it is no longer an admin.
 */
export async function lockAdmins(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`select id from users where 'admin' = any(roles) order by id for update`);
  return rows.map((row) => row.id);
}

/** New password hash and a new token version: every token issued before this stops working. */
export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<number> {
  const [row] = await db.query<{ token_version: number }>(
    `update users set password_hash = $2, token_version = token_version + 1, updated_at = now()
     where id = $1 returning token_version`,
    [userId, passwordHash],
  );
  if (!row) throw new Error(`no user ${userId}`);
  return row.token_version;
}

const USER_SORT_COLUMNS = {
  createdAt: 'created_at',
  'name.given': 'lower(given_name)',
  'name.family': 'lower(family_name)',
  'profile.email': 'email',
} as const;

export interface UserListQuery {
  search?: string;
  sort?: SortTerms;
  limit: number;
  skip: number;
}

export async function listUsers(db: Db, query: UserListQuery): Promise<{ rows: UserRow[]; count: number }> {
  const params: unknown[] = [];
  let where = '';
  if (query.search) {
    params.push(containsPattern(query.search));
    where = `where email ilike $1 or given_name ilike $1 or family_name ilike $1 or (given_name || ' ' || family_name) ilike $1`;
  }
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from users ${where}`,
    params,
  );
  const rows = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users ${where}
     ${orderBy(query.sort, USER_SORT_COLUMNS, '-createdAt')}
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.limit, query.skip],
  );
  return { rows, count };
}
