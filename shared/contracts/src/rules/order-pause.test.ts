import { isPaused, pausedLabel, pauseResumeAt } from './order-pause';

// Pinned instants (no wall clock). NZST is UTC+12 in June; NZDT UTC+13 in December.
const at = (iso: string) => new Date(iso);

describe('pauseResumeAt: 30 min, 1 h, rest of today — never into the next venue day', () => {
  test.each([
    // chosen at (UTC), option, resumes at (UTC), venue wall time of the choice
    ['2026-06-15T02:00:00.000Z', '30m', '2026-06-15T02:30:00.000Z'], // 14:00 NZST → 14:30
    ['2026-06-15T02:00:00.000Z', '1h', '2026-06-15T03:00:00.000Z'], // 14:00 → 15:00
    ['2026-06-15T02:00:00.000Z', 'rest-of-today', '2026-06-15T12:00:00.000Z'], // 14:00 → 00:00 (16 Jun NZ)
    ['2026-06-15T11:50:00.000Z', '30m', '2026-06-15T12:00:00.000Z'], // 23:50 → capped at 00:00
    ['2026-06-15T11:20:00.000Z', '1h', '2026-06-15T12:00:00.000Z'], // 23:20 → capped at 00:00
    ['2026-06-15T11:29:00.000Z', '30m', '2026-06-15T11:59:00.000Z'], // 23:29 → 23:59, not capped
    ['2026-12-15T01:30:00.000Z', 'rest-of-today', '2026-12-15T11:00:00.000Z'], // 14:30 NZDT → 00:00 NZDT
    ['2026-06-14T12:00:00.000Z', '30m', '2026-06-14T12:30:00.000Z'], // exactly 00:00 → 00:30 the same day
  ] as const)('%s %s → %s', (now, option, expected) => {
    expect(pauseResumeAt(option, at(now)).toISOString()).toBe(expected);
  });

  test('the end is always after now and at most the venue day’s end', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(Date.parse('2026-06-14T12:00:00.000Z') + minute * 60_000);
      for (const option of ['30m', '1h', 'rest-of-today'] as const) {
        const end = pauseResumeAt(option, now).getTime();
        expect(end).toBeGreaterThan(now.getTime());
        expect(end).toBeLessThanOrEqual(Date.parse('2026-06-15T12:00:00.000Z'));
      }
    }
  });
});

describe('isPaused and the label', () => {
  test('a pause runs until its resume time, not at or after it', () => {
    const now = at('2026-06-15T02:00:00.000Z');
    expect(isPaused('2026-06-15T02:30:00.000Z', now)).toBe(true);
    expect(isPaused('2026-06-15T02:00:00.000Z', now)).toBe(false);
    expect(isPaused(null, now)).toBe(false);
  });

  test('"Paused — resumes at 14:30" in venue time', () => {
    expect(pausedLabel('2026-06-15T02:30:00.000Z')).toBe('Paused — resumes at 14:30');
    expect(pausedLabel('2026-06-15T12:00:00.000Z')).toBe('Paused — resumes at 00:00');
  });
});
