import type { AdminAuditAction, AdminAuditEntry } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { type SortTerms, toIso } from '../sql';

/**
 * The admin audit log (spec 001 §6 admin actions): who, when, what. Written in the same transaction as the action
 * it records, so an entry exists exactly when the action happened.
 */
export interface AuditRecord {
  at: Date;
  actorId: string;
  action: AdminAuditAction;
  shopId?: string | null;
  /** Every user the entry concerns (a transfer: the old and the new owner). */
  userIds?: string[];
  details: Record<string, unknown>;
}

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.query(
    `insert into admin_audit_log (at, actor_id, action, shop_id, user_ids, details)
     values ($1, $2, $3, $4, $5::text[], $6::jsonb)`,
    [
      record.at.toISOString(),
      record.actorId,
      record.action,
      record.shopId ?? null,
      record.userIds ?? [],
      JSON.stringify(record.details),
    ],
  );
}

interface AuditRow {
  id: string;
  at: Date;
  action: AdminAuditAction;
  actor_id: string;
  actor_given_name: string | null;
  actor_family_name: string | null;
  actor_email: string | null;
  shop_id: string | null;
  shop_name: string | null;
  details: Record<string, unknown>;
}

/** Entries about one user or one shop, newest first (`sort: 'at'` for oldest first). */
export async function listAudit(
  db: Db,
  subject: { userId: string } | { shopId: string },
  page: { sort?: SortTerms | undefined; limit: number; skip: number },
): Promise<{ entries: AdminAuditEntry[]; count: number }> {
  const [where, param] = 'userId' in subject ? ['$1 = any(l.user_ids)', subject.userId] : ['l.shop_id = $1', subject.shopId];
  const direction = page.sort?.[0] === 'at' ? 'asc' : 'desc';
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from admin_audit_log l where ${where}`,
    [param],
  );
  const rows = await db.query<AuditRow>(
    `select l.id::text as id, l.at, l.action, l.actor_id, l.shop_id, l.details,
            a.given_name as actor_given_name, a.family_name as actor_family_name, a.email as actor_email,
            s.name as shop_name
     from admin_audit_log l
     left join users a on a.id = l.actor_id
     left join shops s on s.id = l.shop_id
     where ${where}
     order by l.at ${direction}, l.id ${direction}
     limit $2 offset $3`,
    [param, page.limit, page.skip],
  );
  return {
    count,
    entries: rows.map((row) => ({
      _id: row.id,
      at: toIso(row.at),
      action: row.action,
      actor: {
        _id: row.actor_id,
        name: row.actor_given_name === null ? '' : `${row.actor_given_name} ${row.actor_family_name ?? ''}`.trim(),
        email: row.actor_email ?? '',
      },
      shop: row.shop_id ? { _id: row.shop_id, name: row.shop_name ?? String(row.details.shopName ?? '') } : null,
      details: row.details,
    })),
  };
}
