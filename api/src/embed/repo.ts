import { randomBytes, randomUUID } from 'node:crypto';
import type { DesignVersion, LandingRestriction } from '@backoffice/contracts';
import type { Db } from '../db/types';
import type { StoredLayouts } from './layout';

export interface EmbedKeyRow {
  id: string;
  shop_id: string;
  name: string;
  origins: string[];
  embed_type: 'custom';
  embed_version: DesignVersion;
  layouts: StoredLayouts;
  draft_embed_version: DesignVersion;
  draft_layouts: StoredLayouts;
  landing_restriction: Partial<LandingRestriction>;
  general: { hideZeroCostPricing: boolean };
  published_version: number;
  updated_at: Date;
}

const KEY_COLUMNS = `id, shop_id, name, origins, embed_type, embed_version, layouts, draft_embed_version, draft_layouts,
  landing_restriction, general, published_version, updated_at`;

export async function findEmbedKey(db: Db, shopId: string, options: { forUpdate?: boolean } = {}): Promise<EmbedKeyRow | null> {
  const [row] = await db.query<EmbedKeyRow>(
    `select ${KEY_COLUMNS} from embed_keys where shop_id = $1 ${options.forUpdate ? 'for update' : ''}`,
    [shopId],
  );
  return row ?? null;
}

/** Inserts the key unless the shop has one; false when it already existed. */
export async function insertEmbedKey(
  db: Db,
  key: { shopId: string; name: string; origins: string[]; layouts: StoredLayouts; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into embed_keys (id, shop_id, name, origins, layouts, draft_layouts, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5::jsonb, $5::jsonb, $6, $6)
     on conflict (shop_id) do nothing returning id`,
    [randomUUID(), key.shopId, key.name, JSON.stringify(key.origins), JSON.stringify(key.layouts), key.now],
  );
  return rows.length > 0;
}

export interface EmbedKeyChanges {
  name?: string;
  origins?: string[];
  embedType?: 'custom';
  draftEmbedVersion?: DesignVersion;
  draftLayouts?: StoredLayouts;
  landingRestriction?: Partial<LandingRestriction>;
  general?: { hideZeroCostPricing: boolean };
  embedVersion?: DesignVersion;
  layouts?: StoredLayouts;
  publishedVersion?: number;
}

const COLUMN_OF: Record<keyof EmbedKeyChanges, [column: string, json: boolean]> = {
  name: ['name', false],
  origins: ['origins', true],
  embedType: ['embed_type', false],
  draftEmbedVersion: ['draft_embed_version', false],
  draftLayouts: ['draft_layouts', true],
  landingRestriction: ['landing_restriction', true],
  general: ['general', true],
  embedVersion: ['embed_version', false],
  layouts: ['layouts', true],
  publishedVersion: ['published_version', false],
};

export async function updateEmbedKey(db: Db, shopId: string, changes: EmbedKeyChanges, now: Date): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [shopId, now];
  for (const [field, value] of Object.entries(changes) as [keyof EmbedKeyChanges, unknown][]) {
    if (value === undefined) continue;
    const [column, json] = COLUMN_OF[field];
    params.push(json ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${json ? '::jsonb' : ''}`);
  }
  await db.query(`update embed_keys set ${[...sets, 'updated_at = $2'].join(', ')} where shop_id = $1`, params);
}

/** 144 random bits from the OS generator, URL-safe (24 characters): nobody can guess another store's draft link. */
export function newPreviewToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The key's draft preview token, made on first use (a concurrent first use keeps whichever was stored first). */
export async function ensurePreviewToken(db: Db, shopId: string): Promise<string> {
  await db.query('update embed_keys set preview_token = $2 where shop_id = $1 and preview_token is null', [
    shopId,
    newPreviewToken(),
  ]);
  const [row] = await db.query<{ preview_token: string }>('select preview_token from embed_keys where shop_id = $1', [shopId]);
  if (!row) throw new Error(`embed key of shop ${shopId} vanished`);
  return row.preview_token;
}

/** A live shop's key only: a deleted shop's preview link answers 404 like an unknown token. */
export async function findEmbedKeyByPreviewToken(db: Db, token: string): Promise<EmbedKeyRow | null> {
  const [row] = await db.query<EmbedKeyRow>(
    `select ${KEY_COLUMNS} from embed_keys
      where preview_token = $1 and exists (select 1 from shops s where s.id = embed_keys.shop_id and s.deleted_at is null)`,
    [token],
  );
  return row ?? null;
}
