import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { bulkInsert, jsonbColumn, textArrayColumn, timestamptzColumn } from '../db/bulk';
import type { Db } from '../db/types';
import { DEMO_ADMIN, DEMO_CUSTOMER_PASSWORD, DEMO_MERCHANT, DEMO_SHOPS, DEMO_TEAM, DEMO_TEAM_SHOP_KEY } from './demo-data';
import { type DemoRows, generateDemoData } from './generate';

const SEED_MARKER_KEY = 'demo_seed';
/** Different from the migration lock: replicas starting together must not both seed. */
const SEED_LOCK_KEY = 7_114_202;

export type SeedCounts = Record<keyof DemoRows, number>;

async function insertDemoRows(tx: Db, rows: DemoRows): Promise<void> {
  const text = (name: string) => ({ name, type: 'text' as const });
  const int = (name: string) => ({ name, type: 'int' as const });
  const bool = (name: string) => ({ name, type: 'bool' as const });
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

  await bulkInsert(
    tx,
    'users',
    [
      text('id'),
      text('email'),
      text('password_hash'),
      text('given_name'),
      text('family_name'),
      text('phone'),
      textArrayColumn('roles'),
      timestamptzColumn('created_at'),
    ],
    rows.users.map((u) => [u.id, u.email, u.passwordHash, u.given, u.family, u.phone, u.roles.join(','), u.createdAt]),
  );
  await bulkInsert(
    tx,
    'shops',
    [
      text('id'),
      text('owner_id'),
      text('name'),
      text('type'),
      jsonbColumn('settings'),
      text('status'),
      timestamptzColumn('created_at'),
    ],
    rows.shops.map((s) => [s.id, s.ownerId, s.name, s.type, json(s.settings), s.status, s.createdAt]),
  );
  await bulkInsert(
    tx,
    'categories',
    [text('id'), text('shop_id'), text('name'), int('display_order'), jsonbColumn('availability'), textArrayColumn('upsell')],
    rows.categories.map((c) => [c.id, c.shopId, c.name, c.displayOrder, json(c.availability), c.upsell.join(',')]),
  );
  await bulkInsert(
    tx,
    'products',
    [
      text('id'),
      text('shop_id'),
      text('category_id'),
      text('name'),
      text('description'),
      text('excerpt'),
      int('price'),
      int('display_order'),
    ],
    rows.products.map((p) => [p.id, p.shopId, p.categoryId, p.name, p.description, p.description, p.price, p.displayOrder]),
  );
  await bulkInsert(
    tx,
    'option_sets',
    [
      text('id'),
      text('shop_id'),
      text('category_id'),
      text('name'),
      text('type'),
      int('min_selection'),
      int('max_selection'),
      jsonbColumn('values'),
      int('display_order'),
    ],
    rows.optionSets.map((o) => [
      o.id,
      o.shopId,
      o.categoryId,
      o.name,
      o.type,
      o.minSelection,
      o.maxSelection,
      json(o.values),
      o.displayOrder,
    ]),
  );
  await bulkInsert(
    tx,
    'promo_codes',
    [
      text('id'),
      text('shop_id'),
      text('code'),
      text('type'),
      timestamptzColumn('expiry'),
      text('status'),
      jsonbColumn('reward_config'),
      jsonbColumn('target_users_config'),
      timestamptzColumn('created_at'),
    ],
    rows.promoCodes.map((p) => [
      p.id,
      p.shopId,
      p.code,
      p.type,
      p.expiry,
      p.status,
      json(p.rewardConfig),
      json(p.targetUsersConfig),
      p.createdAt,
    ]),
  );
  await bulkInsert(
    tx,
    'kiosks',
    [
      text('id'),
      text('shop_id'),
      text('name'),
      text('kiosk_key'),
      text('type'),
      text('eftpos_provider'),
      bool('allow_pay_in_cash'),
      timestamptzColumn('created_at'),
    ],
    rows.kiosks.map((k) => [k.id, k.shopId, k.name, k.kioskKey, k.type, k.eftposProvider, k.allowPayInCash, k.createdAt]),
  );
  await bulkInsert(
    tx,
    'orders',
    [
      text('id'),
      text('shop_id'),
      text('owner_id'),
      text('status'),
      text('order_type'),
      text('origin'),
      bool('is_pos_order'),
      text('pickup_type'),
      timestamptzColumn('pickup_time'),
      int('total'),
      int('total_payment'),
      int('discount'),
      int('delivery_fee'),
      text('promo_code_id'),
      text('reward_number'),
      text('notes'),
      bool('seen'),
      timestamptzColumn('created_at'),
    ],
    rows.orders.map((o) => [
      o.id,
      o.shopId,
      o.ownerId,
      o.status,
      o.orderType,
      o.origin,
      o.isPosOrder,
      o.pickupType,
      o.pickupTime,
      o.total,
      o.totalPayment,
      o.discount,
      o.deliveryFee,
      o.promoCodeId,
      o.rewardNumber,
      o.notes,
      o.seen,
      o.createdAt,
    ]),
  );
  await bulkInsert(
    tx,
    'order_line_items',
    [
      text('id'),
      text('order_id'),
      text('shop_id'),
      text('product_id'),
      text('product_name'),
      text('category_name'),
      int('quantity'),
      int('unit_price'),
      int('options_price'),
      int('line_total'),
      bool('is_upsell'),
      bool('is_reward'),
      text('status'),
      text('notes'),
      jsonbColumn('config'),
      int('display_order'),
    ],
    rows.lineItems.map((l) => [
      l.id,
      l.orderId,
      l.shopId,
      l.productId,
      l.productName,
      l.categoryName,
      l.quantity,
      l.unitPrice,
      l.optionsPrice,
      l.lineTotal,
      l.isUpsell,
      l.isReward,
      l.status,
      l.notes,
      json(l.config),
      l.displayOrder,
    ]),
  );
}

/**
 * The demo merchant's manager and barista (DEMO_TEAM), members of the first demo shop. Added after the generated rows
 * (not by the seeded generator), so the generated shops, menus and orders stay the same as before teams existed.
 */
async function insertDemoTeam(tx: Db, rows: DemoRows, hashes: string[], now: Date): Promise<void> {
  const index = DEMO_SHOPS.findIndex((shop) => shop.key === DEMO_TEAM_SHOP_KEY);
  const shop = rows.shops[index];
  if (!shop) throw new Error(`no demo shop ${DEMO_TEAM_SHOP_KEY}`);
  const joinedAt = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  for (const [n, person] of DEMO_TEAM.entries()) {
    const id = randomUUID();
    await tx.query(
      `insert into users (id, email, password_hash, given_name, family_name, roles, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, person.email, hashes[n], person.given, person.family, ['merchant'], joinedAt],
    );
    await tx.query('insert into shop_members (shop_id, user_id, role, invited_at, joined_at) values ($1, $2, $3, $4, $4)', [
      shop.id,
      id,
      person.role,
      joinedAt,
    ]);
  }
}

/**
 * Seeds the demo accounts, shops, menus and order history unless this database was seeded before
 * (marker row in app_meta). All or nothing: one transaction, marker included. Returns the row counts,
 * or null when it had already run.
 */
export async function seedDemoDataOnce(db: Db, options: { now?: Date } = {}): Promise<SeedCounts | null> {
  const [merchant, admin, customer, ...teamHashes] = await Promise.all([
    hashPassword(DEMO_MERCHANT.password),
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_CUSTOMER_PASSWORD),
    ...DEMO_TEAM.map((person) => hashPassword(person.password)),
  ]);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [marker] = await tx.query('select 1 from app_meta where key = $1', [SEED_MARKER_KEY]);
    if (marker) return null;
    const rows = generateDemoData(options.now ?? new Date(), { merchant, admin, customer });
    await insertDemoRows(tx, rows);
    await insertDemoTeam(tx, rows, teamHashes, options.now ?? new Date());
    const counts = Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length])) as SeedCounts;
    counts.users += DEMO_TEAM.length;
    await tx.query('insert into app_meta (key, value) values ($1, $2::jsonb)', [
      SEED_MARKER_KEY,
      JSON.stringify({ version: 1, counts }),
    ]);
    return counts;
  });
}
