import { repeatEvery } from '../background/every';
import type { Db } from '../db/types';

/**
 * The report roll-ups are written as append-only deltas by the order triggers (migration 031), so concurrent orders
 * of one shop never wait for each other; `fold_report_rollups()` sums the committed deltas into the folded tables.
 * Readers see folded + deltas (the roll-up views), so folding changes no figure: it only keeps the deltas short.
 */
export const ROLLUP_FOLD_MS = 60_000;

/** Folds every committed delta now; returns how many delta rows were folded (0 when another replica is folding). */
export async function foldReportRollups(db: Db): Promise<number> {
  const [row] = await db.query<{ folded: number }>('select fold_report_rollups() as folded');
  return row?.folded ?? 0;
}

/** Folds every `everyMs` (one at a time); returns the stop function (the app's onClose). */
export function startRollupFolding(deps: {
  db: Db;
  log: { error: (obj: unknown, msg: string) => void };
  everyMs?: number;
}): () => void {
  return repeatEvery(deps.everyMs ?? ROLLUP_FOLD_MS, 'report roll-up fold', deps.log, () => foldReportRollups(deps.db));
}
