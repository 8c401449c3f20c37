import { randomBytes, randomUUID } from 'node:crypto';
import type { DesignVersion, Kiosk } from '@backoffice/contracts';
import type { Db } from '../db/types';
import type { StoredLayouts } from '../embed/layout';
import { orderBy, type SortTerms } from '../sql';

/** `layout_config` jsonb: the design version and one layout per version (null: never styled, all defaults). */
export interface KioskLayoutColumn {
  embedVersion?: DesignVersion;
  layouts?: StoredLayouts;
}

export interface KioskRow {
  id: string;
  shop_id: string;
  name: string;
  kiosk_key: string;
  type: Kiosk['type'];
  eftpos_provider: Kiosk['EFTPOSProvider'];
  allow_pay_in_cash: boolean;
  allow_registered_users_sign_in: boolean;
  hide_prices: boolean;
  layout_config: KioskLayoutColumn | null;
  /** Section saves not yet published (null: none, the draft is the live layout). */
  draft_layout_config: KioskLayoutColumn | null;
  published_version: number;
}

const COLUMNS = `id, shop_id, name, kiosk_key, type, eftpos_provider, allow_pay_in_cash, allow_registered_users_sign_in,
  hide_prices, layout_config, draft_layout_config, published_version`;

const SORT_COLUMNS = { name: 'lower(name)', createdAt: 'created_at' } as const;

export async function listKiosks(
  db: Db,
  shopId: string,
  page: { sort?: SortTerms; limit: number; skip: number },
): Promise<{ rows: KioskRow[]; count: number }> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from kiosks where shop_id = $1',
    [shopId],
  );
  const rows = await db.query<KioskRow>(
    `select ${COLUMNS} from kiosks where shop_id = $1 ${orderBy(page.sort, SORT_COLUMNS, 'createdAt')} limit $2 offset $3`,
    [shopId, page.limit, page.skip],
  );
  return { rows, count };
}

export async function findKiosk(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<KioskRow | null> {
  const [row] = await db.query<KioskRow>(`select ${COLUMNS} from kiosks where id = $1 ${options.forUpdate ? 'for update' : ''}`, [
    id,
  ]);
  return row ?? null;
}

/**
 * The unit key a kiosk signs in with: 144 random bits from the OS generator, URL-safe. Made here, never taken from
 * a request, so nobody can pick or guess another venue's key.
 */
export function newKioskKey(): string {
  return randomBytes(18).toString('base64url');
}

export async function insertKiosk(db: Db, kiosk: { shopId: string; name: string; now: Date }): Promise<string> {
  const id = randomUUID();
  await db.query('insert into kiosks (id, shop_id, name, kiosk_key, created_at) values ($1, $2, $3, $4, $5)', [
    id,
    kiosk.shopId,
    kiosk.name,
    newKioskKey(),
    kiosk.now,
  ]);
  return id;
}

export interface KioskChanges {
  name?: string;
  type?: Kiosk['type'];
  EFTPOSProvider?: Kiosk['EFTPOSProvider'];
  allowPayInCash?: boolean;
  allowRegisteredUsersSignIn?: boolean;
  layoutConfig?: KioskLayoutColumn;
  draftLayoutConfig?: KioskLayoutColumn;
  publishedVersion?: number;
}

const COLUMN_OF: Record<keyof KioskChanges, [column: string, json: boolean]> = {
  name: ['name', false],
  type: ['type', false],
  EFTPOSProvider: ['eftpos_provider', false],
  allowPayInCash: ['allow_pay_in_cash', false],
  allowRegisteredUsersSignIn: ['allow_registered_users_sign_in', false],
  layoutConfig: ['layout_config', true],
  draftLayoutConfig: ['draft_layout_config', true],
  publishedVersion: ['published_version', false],
};

export async function updateKiosk(db: Db, id: string, changes: KioskChanges): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [field, value] of Object.entries(changes) as [keyof KioskChanges, unknown][]) {
    if (value === undefined) continue;
    const [column, json] = COLUMN_OF[field];
    params.push(json ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${json ? '::jsonb' : ''}`);
  }
  if (sets.length === 0) return;
  await db.query(`update kiosks set ${sets.join(', ')} where id = $1`, params);
}

export async function deleteKiosk(db: Db, id: string): Promise<void> {
  await db.query('delete from kiosks where id = $1', [id]);
}
