import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';

export interface PromoCodeRow {
  id: string;
  shop_id: string;
  code: string;
  type: 'discount' | 'free-product';
  expiry: Date;
  reward_config: {
    discountType: 'fixed-cost' | 'percentage';
    discount: number;
    discountTargetType: 'order' | 'products';
    rewardTargetProducts: string[];
    minimumSpent: number;
  };
  target_users_config: { isStoreWide: boolean; users: string[]; usageLimit: number };
  created_at: Date;
  /** Times the code was used: the intake's counter (migration 030) or its orders, whichever is more ("used up"). */
  uses: number;
}

const SELECT = `
  select p.id, p.shop_id, p.code, p.type, p.expiry, p.reward_config, p.target_users_config, p.created_at,
         greatest(p.times_used, (select count(*)::int from orders o where o.promo_code_id = p.id))::int as uses
  from promo_codes p`;

const SORT = { createdAt: 'p.created_at', expiry: 'p.expiry', code: 'lower(p.code)' } as const;

export async function listPromoCodes(
  db: Db,
  shopId: string,
  page: { sort: string; limit: number; skip: number },
): Promise<{ rows: PromoCodeRow[]; count: number }> {
  const descending = page.sort.startsWith('-');
  const column = SORT[(descending ? page.sort.slice(1) : page.sort) as keyof typeof SORT] ?? SORT.createdAt;
  const direction = descending ? 'desc' : 'asc';
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from promo_codes where shop_id = $1',
    [shopId],
  );
  const rows = await db.query<PromoCodeRow>(
    `${SELECT} where p.shop_id = $1 order by ${column} ${direction}, p.id ${direction} limit $2 offset $3`,
    [shopId, page.limit, page.skip],
  );
  return { rows, count };
}

export async function findPromoCode(db: Db, id: string, forUpdate = false): Promise<PromoCodeRow | null> {
  const [row] = await db.query<PromoCodeRow>(`${SELECT} where p.id = $1 ${forUpdate ? 'for update of p' : ''}`, [id]);
  return row ?? null;
}

/** Codes are unique per shop, case-insensitively (index promo_codes_shop_code_key). */
export async function codeTaken(db: Db, shopId: string, code: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query('select 1 from promo_codes where shop_id = $1 and lower(code) = lower($2) and id <> $3', [
    shopId,
    code,
    exceptId ?? '',
  ]);
  return rows.length > 0;
}

export interface PromoCodeValues {
  code: string;
  type: PromoCodeRow['type'];
  expiry: string;
  rewardConfig: PromoCodeRow['reward_config'];
  targetUsersConfig: PromoCodeRow['target_users_config'];
}

export async function insertPromoCode(db: Db, shopId: string, values: PromoCodeValues, now: Date): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into promo_codes (id, shop_id, code, type, expiry, status, reward_config, target_users_config, created_at)
     values ($1, $2, $3, $4, $5, 'active', $6::jsonb, $7::jsonb, $8)`,
    [
      id,
      shopId,
      values.code,
      values.type,
      values.expiry,
      JSON.stringify(values.rewardConfig),
      JSON.stringify(values.targetUsersConfig),
      now,
    ],
  );
  return id;
}

export async function updatePromoCodeRow(db: Db, id: string, values: PromoCodeValues): Promise<void> {
  await db.query(
    `update promo_codes set code = $2, type = $3, expiry = $4, reward_config = $5::jsonb, target_users_config = $6::jsonb
     where id = $1`,
    [id, values.code, values.type, values.expiry, JSON.stringify(values.rewardConfig), JSON.stringify(values.targetUsersConfig)],
  );
}
