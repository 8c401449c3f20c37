/**
 * The order stream's SSE id, what a client sends back as `Last-Event-ID`: `<floor>` or `<floor>:<runs>`, where every
 * event of the shop with an id at or below `floor` reached the client, and so did the ids listed in `runs` (`a` or
 * `a-b`, comma-separated, increasing, all above the floor). Ids are taken at insert and seen at commit, so a smaller
 * id can commit after a larger one was sent; a bare "highest id sent" would make a client that resumes on another
 * replica skip it. The floor is the stream process's settled id (orders/events.ts), so the list holds only the last
 * few seconds of the shop's events, and they mostly come in runs. A plain decimal id (the older form) is a floor.
 */
export interface StreamCursor {
  floor: bigint;
  /** increasing, each above `floor` */
  ids: bigint[];
}

/** More ids than this in a Last-Event-ID is not ours: refused (replay then starts at the shop's latest id). */
export const CURSOR_IDS_LIMIT = 20_000;
const MAX_LENGTH = 8_192;
const SHAPE = /^\d{1,18}(?::\d{1,18}(?:-\d{1,18})?(?:,\d{1,18}(?:-\d{1,18})?)*)?$/;

export function formatCursor(floor: bigint, ids: Iterable<bigint>): string {
  const sorted = [...ids].filter((id) => id > floor).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.length === 0) return floor.toString();
  const runs: string[] = [];
  let start = sorted[0] as bigint;
  let end = start;
  const close = () => runs.push(start === end ? `${start}` : `${start}-${end}`);
  for (const id of sorted.slice(1)) {
    if (id === end) continue;
    if (id === end + 1n) {
      end = id;
      continue;
    }
    close();
    start = id;
    end = id;
  }
  close();
  return `${floor}:${runs.join(',')}`;
}

/** The cursor in a Last-Event-ID header, or null when it is not one of ours. */
export function parseCursor(text: string | undefined): StreamCursor | null {
  const value = text?.trim();
  if (!value || value.length > MAX_LENGTH || !SHAPE.test(value)) return null;
  const [floorText, runsText] = value.split(':');
  const floor = BigInt(floorText as string);
  const ids: bigint[] = [];
  let previous = floor;
  for (const run of runsText ? runsText.split(',') : []) {
    const [from, to = from] = run.split('-').map((part) => BigInt(part)) as [bigint, bigint?];
    if (from <= previous || to < from || ids.length + Number(to - from) >= CURSOR_IDS_LIMIT) return null;
    for (let id = from; id <= to; id += 1n) ids.push(id);
    previous = to;
  }
  return { floor, ids };
}
