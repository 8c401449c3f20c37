import type { OrderRefund } from '@backoffice/contracts';
import { toIso } from '../sql';

/** An `order_refunds` row as the order queries select it (json: the timestamp arrives as text). */
export interface RefundRowJson {
  amount: number;
  reason: string;
  created_at: string;
}

/**
 * The refunds of the order `o`, oldest first, as one JSON array (null when there are none): selected beside every
 * order the order queries serve (repo.ts ORDER_JOINED_COLUMNS), so each answer carries them.
 */
export const REFUND_ROWS_SQL = `(select json_agg(json_build_object('amount', r.amount, 'reason', r.reason,
    'created_at', r.created_at) order by r.seq) from order_refunds r where r.order_id = o.id)`;

/** `refunds` on the order JSON: left out when there are none (contracts order schema). */
export function toRefunds(rows: RefundRowJson[] | null | undefined): { refunds?: OrderRefund[] } {
  if (!rows || rows.length === 0) return {};
  return { refunds: rows.map((row) => ({ amount: row.amount, reason: row.reason, createdAt: toIso(row.created_at) })) };
}
