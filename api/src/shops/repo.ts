import { randomUUID } from 'node:crypto';
import type { Shop, ShopRole } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { containsPattern, orderBy, type SortTerms } from '../sql';
import type { ShopSettings } from './settings';
import { fromStoredSettings, toStoredSettings } from './settings-money';

export interface ShopRow {
  id: string;
  owner_id: string;
  name: string;
  status: Shop['status'];
  type: Shop['type'];
  settings: ShopSettings;
  created_at: Date;
  // the owner, joined in every read so `populate: 'owner'` costs no extra query
  owner_given_name: string;
  owner_family_name: string;
  owner_email: string;
  owner_phone: string | null;
  // a dynamic shop's last shared device position (migration 061); optional: intake's own shop read leaves them out
  device_latitude?: number | null;
  device_longitude?: number | null;
  device_accuracy_m?: number | null;
  device_located_at?: Date | string | null;
  /** migration 150: the owner requires two-step sign-in of the team (auth/mfa/enforce.ts). */
  require_two_step?: boolean;
  /** The role of the user a read was made for (shop_members), null when they are not a member; absent otherwise. */
  member_role?: ShopRole | null;
}

/**
 * Every read of a shop goes through these queries and sees live shops only: a deleted shop (`deleted_at`, admin
 * delete, migration 080) is hidden everywhere — its owner's list, the admin list, and every shop-scoped route
 * (shop-guard.ts `loadShopForCaller` → 404) — while its orders stay in the database for the platform's books.
 */
const SHOP_SELECT = `
  select s.id, s.owner_id, s.name, s.status, s.type, s.settings, s.created_at, s.require_two_step,
         s.device_latitude, s.device_longitude, s.device_accuracy_m, s.device_located_at,
         u.given_name as owner_given_name, u.family_name as owner_family_name, u.email as owner_email, u.phone as owner_phone
  from shops s join users u on u.id = s.owner_id`;

/** SHOP_SELECT with the role of the user `$2` (`member_role`). */
const SHOP_SELECT_WITH_ROLE = SHOP_SELECT.replace(
  'select s.id,',
  'select (select m.role from shop_members m where m.shop_id = s.id and m.user_id = $2) as member_role, s.id,',
);

/** A row as read: its settings in cents, whatever unit they were stored in (settings-money.ts). */
export function withCentsSettings<T extends { settings: ShopSettings }>(row: T): T {
  return { ...row, settings: fromStoredSettings(row.settings) };
}

export async function findShop(db: Db, shopId: string, options: { forUpdate?: boolean } = {}): Promise<ShopRow | null> {
  const [row] = await db.query<ShopRow>(
    `${SHOP_SELECT} where s.id = $1 and s.deleted_at is null ${options.forUpdate ? 'for update of s' : ''}`,
    [shopId],
  );
  return row ? withCentsSettings(row) : null;
}

/**
 * The shop with `userId`'s role in it (`member_role`, null: not a member), in one statement: the access check of every
 * shop-scoped route (access.ts).
 */
export async function findShopForMember(
  db: Db,
  shopId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ShopRow | null> {
  const [row] = await db.query<ShopRow>(
    `${SHOP_SELECT_WITH_ROLE} where s.id = $1 and s.deleted_at is null ${options.forUpdate ? 'for update of s' : ''}`,
    [shopId, userId],
  );
  return row ? withCentsSettings(row) : null;
}

const SHOP_SORT_COLUMNS = { 'name.normal': 'lower(s.name)', createdAt: 's.created_at' } as const;

/** Every live shop `userId` belongs to (shop_members), each with their role (`member_role`). */
export async function listShopsOfMember(
  db: Db,
  userId: string,
  page: { sort?: SortTerms; limit: number; skip: number },
): Promise<{ rows: ShopRow[]; count: number }> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from shop_members m join shops s on s.id = m.shop_id
      where m.user_id = $1 and s.deleted_at is null`,
    [userId],
  );
  const rows = await db.query<ShopRow>(
    `${SHOP_SELECT.replace('select s.id,', 'select m.role as member_role, s.id,')}
       join shop_members m on m.shop_id = s.id and m.user_id = $1
     where s.deleted_at is null ${orderBy(page.sort, SHOP_SORT_COLUMNS, 'name.normal', 's.id')} limit $2 offset $3`,
    [userId, page.limit, page.skip],
  );
  return { rows: rows.map(withCentsSettings), count };
}

/**
 * Every live shop (admin list, newest first by default), or one owner's (`ownerId`): optional type filter and a
 * search over shop name and owner name / e-mail.
 */
export async function listAllShops(
  db: Db,
  query: {
    /** only the shops this user belongs to */
    memberId?: string;
    /** read this user's role in each shop (`member_role`) */
    roleOf?: string;
    search?: string;
    type?: Shop['type'];
    sort?: SortTerms;
    limit: number;
    skip: number;
  },
): Promise<{ rows: ShopRow[]; count: number }> {
  const conditions: string[] = ['s.deleted_at is null'];
  const params: unknown[] = [];
  if (query.memberId) {
    params.push(query.memberId);
    conditions.push(`exists (select 1 from shop_members m where m.shop_id = s.id and m.user_id = $${params.length})`);
  }
  if (query.type) {
    params.push(query.type);
    conditions.push(`s.type = $${params.length}`);
  }
  if (query.search) {
    params.push(containsPattern(query.search));
    const p = `$${params.length}`;
    conditions.push(`(s.name ilike ${p} or u.email ilike ${p} or (u.given_name || ' ' || u.family_name) ilike ${p})`);
  }
  const where = `where ${conditions.join(' and ')}`;
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from shops s join users u on u.id = s.owner_id ${where}`,
    params,
  );
  // the role's parameter comes last: the count above does not name it
  const roleColumn = query.roleOf
    ? `(select m.role from shop_members m where m.shop_id = s.id and m.user_id = $${params.length + 3}) as member_role, `
    : '';
  const rows = await db.query<ShopRow>(
    `${SHOP_SELECT.replace('select s.id,', `select ${roleColumn}s.id,`)} ${where} ${orderBy(query.sort, SHOP_SORT_COLUMNS, '-createdAt', 's.id')}
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.limit, query.skip, ...(query.roleOf ? [query.roleOf] : [])],
  );
  return { rows: rows.map(withCentsSettings), count };
}

export interface NewShop {
  ownerId: string;
  name: string;
  type: Shop['type'];
  status: Shop['status'];
  settings: ShopSettings;
}

export async function insertShop(db: Db, shop: NewShop): Promise<string> {
  const id = randomUUID();
  await db.query('insert into shops (id, owner_id, name, status, type, settings) values ($1, $2, $3, $4, $5, $6::jsonb)', [
    id,
    shop.ownerId,
    shop.name,
    shop.status,
    shop.type,
    JSON.stringify(toStoredSettings(shop.settings)),
  ]);
  return id;
}

export async function updateShopRow(
  db: Db,
  shopId: string,
  fields: { name: string; type: Shop['type']; settings: ShopSettings },
): Promise<void> {
  await db.query('update shops set name = $2, type = $3, settings = $4::jsonb, updated_at = now() where id = $1', [
    shopId,
    fields.name,
    fields.type,
    JSON.stringify(toStoredSettings(fields.settings)),
  ]);
}

/**
 * Stores the position a dynamic shop's owner device shared (device-location.ts checks who). The type is checked in
 * the same statement, so a concurrent switch to fixed cannot slip in between: false when the shop is not dynamic.
 */
export async function setShopDeviceLocation(
  db: Db,
  shopId: string,
  position: { latitude: number; longitude: number; accuracy: number | null; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `update shops set device_latitude = $2, device_longitude = $3, device_accuracy_m = $4, device_located_at = $5
      where id = $1 and type = 'dynamic' and deleted_at is null returning id`,
    [shopId, position.latitude, position.longitude, position.accuracy, position.at.toISOString()],
  );
  return rows.length > 0;
}

export async function setShopStatus(db: Db, shopId: string, status: Shop['status']): Promise<void> {
  // a status chosen by hand ends any "pause until" (orders/pause.ts), so a pause never switches it back later
  await db.query('update shops set status = $2, orders_paused_until = null, updated_at = now() where id = $1', [shopId, status]);
}

/**
 * Admin delete (spec 001 §6): the shop disappears from every read above at once; its row, menu, orders, line items
 * and report roll-ups stay for the platform's books (docs/decisions/013-admin.md). The caller holds the row lock.
 */
export async function softDeleteShop(db: Db, shopId: string, by: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    'update shops set deleted_at = $3, deleted_by = $2, updated_at = now() where id = $1 and deleted_at is null returning id',
    [shopId, by, at.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Locks a live shop's row (false when there is none). Used before admin writes that race each other (delete,
 * transfer): a plain single-table lock, so on PostgreSQL a waiter re-checks `deleted_at` on the row the winner
 * committed — with the owner join of `findShop … for update`, a changed owner would make the row vanish instead.
 */
export async function lockLiveShop(db: Db, shopId: string): Promise<boolean> {
  const rows = await db.query('select id from shops where id = $1 and deleted_at is null for update', [shopId]);
  return rows.length > 0;
}

/** Transfer (spec 001 §7): the new owner from this statement on; the caller holds the row lock. */
export async function setShopOwner(db: Db, shopId: string, ownerId: string): Promise<void> {
  await db.query('update shops set owner_id = $2, updated_at = now() where id = $1 and deleted_at is null', [shopId, ownerId]);
}
