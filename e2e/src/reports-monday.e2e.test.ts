import { MERCHANT, startPinnedStack } from '../support/browser';
import { type JourneyTarget, reportsJourney } from './reports/reports-journey';

/**
 * The same reports journey at a pinned "Monday 00:30 NZDT", the hour a real Monday once broke it: the ISO week is
 * half an hour old and "today" has barely begun. The stack is seeded at that instant and its API clock ticks on from
 * there; every page's clock starts there too.
 */
const MONDAY_0030_NZDT = '2026-11-23T00:30:00+13:00';

let pinned: JourneyTarget | null = null;
let startedAt = 0;

// File-level, so it runs before every describe of this file (also when one test is picked with -t).
beforeAll(async () => {
  startedAt = Date.now();
  pinned = await startPinnedStack(MONDAY_0030_NZDT);
}, 240_000);

reportsJourney({
  title: 'reports remote at a pinned Monday 00:30 NZDT',
  pinned: true,
  target: () => {
    if (!pinned) throw new Error('the pinned stack has not started');
    return pinned;
  },
  clock: () => Date.parse(MONDAY_0030_NZDT) + (Date.now() - startedAt),
});

describe('the pinned stack is really at Monday 00:30 NZDT', () => {
  it('its API sees the demo orders of that half hour as "today" (seeded at the pinned instant)', async () => {
    if (!pinned) throw new Error('the pinned stack has not started');
    const login = await fetch(`${pinned.apiUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: MERCHANT.email, password: MERCHANT.password }),
    });
    const { token, userId } = (await login.json()) as { token: string; userId: string };
    const headers = { authorization: `Bearer ${token}` };
    const shops = (await (await fetch(`${pinned.apiUrl}/api/users/${userId}/shops`, { headers })).json()) as {
      shops: { _id: string }[];
    };
    // 00:00–00:30 NZDT on Monday 23 Nov 2026 is 11:00–11:30 UTC on Sunday 22 Nov. No demo shop trades then except
    // for the orders a seed adds to "today so far", so sales in that half hour mean the seed ran at the pinned
    // instant (the newest of them are still pending, which sales do not count).
    const query = new URLSearchParams({ start: '2026-11-22T11:00:00.000Z', end: '2026-11-22T11:31:00.000Z' });
    for (const shop of shops.shops) {
      const report = (await (
        await fetch(`${pinned.apiUrl}/api/shops/${shop._id}/sales-per-hour-report?${query}`, { headers })
      ).json()) as { result: { count: number }[] };
      expect(report.result.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);
    }
  });
});
