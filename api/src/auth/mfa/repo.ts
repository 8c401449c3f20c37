import type { Db } from '../../db/types';
import { recoveryCodeHash } from './totp';

export interface TwoStepRow {
  user_id: string;
  secret_sealed: string;
  enabled_at: Date | null;
  last_used_step: string | number | null;
}

export async function findTwoStep(db: Db, userId: string): Promise<TwoStepRow | null> {
  const [row] = await db.query<TwoStepRow>(
    'select user_id, secret_sealed, enabled_at, last_used_step from user_two_step where user_id = $1',
    [userId],
  );
  return row ?? null;
}

export async function hasTwoStep(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }>(
    'select exists (select 1 from user_two_step where user_id = $1 and enabled_at is not null) as enabled',
    [userId],
  );
  return !!row?.enabled;
}

/** A new (unconfirmed) secret; replaces an earlier unconfirmed one, never a confirmed one. */
export async function saveUnconfirmedSecret(db: Db, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await db.query(
    `insert into user_two_step (user_id, secret_sealed) values ($1, $2)
     on conflict (user_id) do update set secret_sealed = excluded.secret_sealed, last_used_step = null, created_at = now()
       where user_two_step.enabled_at is null
     returning user_id`,
    [userId, secretSealed],
  );
  return rows.length === 1;
}

/**
 * Marks the step of an accepted code as used, atomically: only a step later than the last one accepted passes, so the
 * same code (or an older one still inside the window) is refused the second time, even by two requests at once.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    `update user_two_step set last_used_step = $2
     where user_id = $1 and (last_used_step is null or last_used_step < $2) returning user_id`,
    [userId, step],
  );
  return rows.length === 1;
}

export async function markEnabled(db: Db, userId: string): Promise<void> {
  await db.query('update user_two_step set enabled_at = now() where user_id = $1', [userId]);
}

/** The recovery codes, all replaced (the old ones stop working). */
export async function replaceRecoveryCodes(db: Db, userId: string, codes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from user_recovery_codes where user_id = $1', [userId]);
    for (const code of codes)
      await tx.query('insert into user_recovery_codes (user_id, code_hash) values ($1, $2)', [userId, recoveryCodeHash(code)]);
  });
}

/** Uses a recovery code once: true if it was unused and is now spent. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await db.query(
    `update user_recovery_codes set used_at = now()
     where user_id = $1 and code_hash = $2 and used_at is null returning user_id`,
    [userId, recoveryCodeHash(code)],
  );
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db.query<{ remaining: number }>(
    'select count(*)::int as remaining from user_recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return row?.remaining ?? 0;
}

export async function removeTwoStep(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from user_recovery_codes where user_id = $1', [userId]);
    await tx.query('delete from user_two_step where user_id = $1', [userId]);
  });
}

/** Whether a team this person is in (owner or member) requires two-step sign-in. */
export async function teamRequiresTwoStep(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>(
    `select exists (
       select 1 from shops s
       where s.require_two_step and s.deleted_at is null
         and (s.owner_id = $1 or exists (select 1 from shop_members m where m.shop_id = s.id and m.user_id = $1))
     ) as required`,
    [userId],
  );
  return !!row?.required;
}
