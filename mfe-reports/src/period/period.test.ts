import { venueDatesRange, venueRange } from '@backoffice/contracts';
import { toQuery } from '@backoffice/ui';
import { customRangeProblem, describePeriod, periodPatch, periodRange, presetSlug, rangeAsDays, readPeriod } from './period';

const NOW = new Date('2026-05-13T01:00:00Z'); // Wednesday 13 May 2026, 13:00 in Auckland (NZST, UTC+12)
const query = (text: string) => new URLSearchParams(text);
/** What the URL becomes when a period is chosen (the kit's `toQuery` over the period's patch, as `usePeriod` writes it). */
const writePeriod = (params: URLSearchParams, period: Parameters<typeof periodPatch>[0]) => toQuery(periodPatch(period), params);

describe('the period in the URL', () => {
  it.each([
    ['', { preset: 'thisWeek' }],
    ['range=previous-month', { preset: 'previousMonth' }],
    ['range=yesterday', { preset: 'yesterday' }],
    ['range=this-quarter', { preset: 'thisQuarter' }],
    ['range=nonsense', { preset: 'thisWeek' }],
    ['range=thisWeek', { preset: 'thisWeek' }],
    ['from=2026-05-01&to=2026-05-07', { from: '2026-05-01', to: '2026-05-07' }],
    ['from=2026-05-07&to=2026-05-01', { preset: 'thisWeek' }],
    ['from=2026-02-30&to=2026-03-01', { preset: 'thisWeek' }],
    ['from=2026-05-01', { preset: 'thisWeek' }],
    ['from=2026-05-01&to=2026-05-07&range=yesterday', { from: '2026-05-01', to: '2026-05-07' }],
  ])('?%s reads as %j', (text, period) => expect(readPeriod(query(text))).toEqual(period));

  it('writes presets as kebab-case slugs, leaves the default week out and keeps other parameters', () => {
    expect(writePeriod(query('type=payouts&from=2026-05-01&to=2026-05-02'), { preset: 'previousWeek' })).toBe(
      'type=payouts&range=previous-week',
    );
    expect(writePeriod(query('range=yesterday&type=sales'), { preset: 'thisWeek' })).toBe('type=sales');
    expect(writePeriod(query('range=yesterday'), { from: '2026-04-01', to: '2026-04-30' })).toBe('from=2026-04-01&to=2026-04-30');
  });

  it('round-trips every preset', () => {
    for (const preset of [
      'yesterday',
      'thisWeek',
      'previousWeek',
      'thisQuarter',
      'previousQuarter',
      'thisMonth',
      'previousMonth',
    ] as const) {
      expect(readPeriod(writePeriod(query(''), { preset }))).toEqual({ preset });
      expect(presetSlug(preset)).toMatch(/^[a-z-]+$/);
    }
  });
});

describe('periodRange', () => {
  it('takes presets from contracts (venue calendar, half-open)', () => {
    expect(periodRange({ preset: 'thisWeek' }, NOW)).toEqual(venueRange('thisWeek', NOW));
    expect(periodRange({ preset: 'thisWeek' }, NOW)).toEqual({
      start: '2026-05-10T12:00:00.000Z',
      end: '2026-05-17T12:00:00.000Z',
    });
    expect(periodRange({ preset: 'previousMonth' }, NOW)).toEqual({
      start: '2026-03-31T11:00:00.000Z', // 1 April 00:00 NZDT (UTC+13)
      end: '2026-04-30T12:00:00.000Z', // 1 May 00:00 NZST (UTC+12)
    });
  });

  it('runs a custom range from the venue midnight of `from` to the end of `to`', () => {
    expect(periodRange({ from: '2026-04-04', to: '2026-04-05' })).toEqual(venueDatesRange('2026-04-04', '2026-04-05'));
    expect(periodRange({ from: '2026-04-04', to: '2026-04-05' })).toEqual({
      start: '2026-04-03T11:00:00.000Z',
      end: '2026-04-05T12:00:00.000Z', // daylight saving ended on 5 April: that day is 25 hours long
    });
  });

  it('gives back the days of a range for the custom inputs and the summary', () => {
    const range = periodRange({ preset: 'thisWeek' }, NOW);
    expect(rangeAsDays(range)).toEqual({ from: '2026-05-11', to: '2026-05-17' });
    expect(describePeriod({ preset: 'thisWeek' }, range)).toBe('This Week: 11 May – 17 May 2026');
    expect(describePeriod({ preset: 'yesterday' }, periodRange({ preset: 'yesterday' }, NOW))).toBe('Yesterday: 12 May 2026');
    expect(describePeriod({ from: '2025-12-29', to: '2026-01-04' }, periodRange({ from: '2025-12-29', to: '2026-01-04' }))).toBe(
      '29 Dec 2025 – 4 Jan 2026',
    );
  });
});

describe('customRangeProblem', () => {
  it.each([
    ['2026-05-01', '2026-05-01', null],
    ['2026-05-02', '2026-05-01', 'The end date must be on or after the start date.'],
    ['', '2026-05-01', 'Choose both a start and an end date.'],
    ['2024-05-01', '2026-04-30', null],
    ['2024-05-01', '2026-05-01', 'Choose a range of up to 2 years.'],
  ])('%s → %s: %s', (from, to, problem) => expect(customRangeProblem(from, to)).toBe(problem));
});
