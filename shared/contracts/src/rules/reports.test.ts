import { describeZodError } from '../api/options';
import {
  covid19Query,
  originBreakdownResponse,
  reportRangeQuery,
  reportsOptions,
  reportsQuery,
  salesPerHourResponse,
} from '../api/reports';
import {
  MAX_REPORT_RANGE_YEARS,
  REPORT_KINDS,
  REPORT_RANGE_MESSAGES,
  REPORT_TYPES,
  REPORTS,
  type ReportDescriptors,
  reportRangeProblem,
  reportStatuses,
} from './reports';
import { isSale, REPORT_STATUS_FILTERS, SALES_STATUSES, statusesForFilter } from './sales';

describe('which statuses are sales (decided once)', () => {
  it('accepted and completed count, pending not yet, rejected never', () => {
    expect(SALES_STATUSES).toEqual(['accepted', 'completed']);
    expect((['pending', 'accepted', 'rejected', 'completed'] as const).map(isSale)).toEqual([false, true, false, true]);
  });

  it.each([
    [undefined, 'orders', ['pending', 'accepted', 'rejected', 'completed']],
    ['all', 'orders', ['pending', 'accepted', 'rejected', 'completed']],
    ['all', 'sales', ['accepted', 'completed']],
    [undefined, 'sales', ['accepted', 'completed']],
    ['rejected', 'sales', ['rejected']],
    ['pending', 'orders', ['pending']],
  ] as const)('filter %s for %s → %j', (filter, kind, statuses) => expect(statusesForFilter(filter, kind)).toEqual(statuses));

  it('the status filter and report types are the spec lists', () => {
    expect(REPORT_STATUS_FILTERS).toEqual(['all', 'pending', 'accepted', 'rejected', 'completed']);
    // the spec's five in its order and words (spec 001 §9), then the screen for the covid19-report call
    expect(REPORT_KINDS.map((kind) => REPORTS[kind].label)).toEqual([
      'Orders',
      'Sales By Sales',
      'Products Stock',
      'Payouts',
      'Categories',
      'Contact tracing',
    ]);
  });
});

describe('report descriptors: one per kind', () => {
  it('the list holds every described kind once, and the kinds the shared reports route serves are its types', () => {
    expect([...REPORT_KINDS].sort()).toEqual(Object.keys(REPORTS).sort());
    expect(REPORT_KINDS.filter((kind) => REPORTS[kind].route === 'reports')).toEqual(
      [...REPORT_TYPES].sort((a, b) => REPORT_KINDS.indexOf(a) - REPORT_KINDS.indexOf(b)),
    );
    for (const kind of REPORT_KINDS) expect(REPORTS[kind].type).toBe(REPORTS[kind].route === 'reports' ? kind : undefined);
  });

  it('a kind without its descriptor does not compile', () => {
    const { payouts: _left, ...withoutPayouts } = REPORTS;
    // @ts-expect-error payouts is missing
    const incomplete: ReportDescriptors = withoutPayouts;
    expect(Object.keys(incomplete)).not.toContain('payouts');
  });

  it.each([
    ['orders', 'all', ['pending', 'accepted', 'rejected', 'completed']],
    ['sales', 'all', ['accepted', 'completed']],
    ['categories', 'all', ['accepted', 'completed']],
    ['products-stock', 'all', ['accepted', 'completed']],
    ['products-stock', 'rejected', ['rejected']],
    ['payouts', 'rejected', ['pending', 'accepted', 'rejected', 'completed']],
  ] as const)('%s with status %s reads %j', (kind, filter, statuses) => expect(reportStatuses(kind, filter)).toEqual(statuses));

  it('the spec names: options.type is the kind; contact tracing calls covid19-report', () => {
    expect(REPORTS['contact-tracing'].route).toBe('covid19-report');
    expect(REPORTS['products-stock'].route).toBe('products-stock-report');
    expect(REPORTS.payouts.route).toBe('payouts-report');
    expect(REPORTS.payouts.statusFilter || REPORTS['contact-tracing'].statusFilter).toBe(false);
  });
});

describe('reportRangeProblem', () => {
  it.each([
    ['a week', '2026-04-05T12:00:00.000Z', '2026-04-12T12:00:00.000Z', null],
    ['an offset instead of Z', '2026-04-06T00:00:00+12:00', '2026-04-13T00:00:00+12:00', null],
    ['no milliseconds', '2026-04-05T12:00:00Z', '2026-04-05T13:00Z', null],
    ['an empty range', '2026-04-05T12:00:00Z', '2026-04-05T12:00:00Z', null],
    ['exactly two NZ calendar years', '2024-12-31T11:00:00.000Z', '2026-12-31T11:00:00.000Z', null],
    ['two years and a millisecond', '2024-12-31T11:00:00.000Z', '2026-12-31T11:00:00.001Z', REPORT_RANGE_MESSAGES.tooLong],
    ['end before start', '2026-04-12T12:00:00Z', '2026-04-05T12:00:00Z', REPORT_RANGE_MESSAGES.order],
    ['missing start', undefined, '2026-04-05T12:00:00Z', REPORT_RANGE_MESSAGES.start],
    ['plain UTC dates', '2026-04-05', '2026-04-06', null],
    ['a plain date and a date-time', '2026-04-05', '2026-04-06T12:00:00Z', null],
    ['an impossible plain date', '2026-02-30', '2026-03-06', REPORT_RANGE_MESSAGES.start],
    ['plain dates in the wrong order', '2026-04-06', '2026-04-05', REPORT_RANGE_MESSAGES.order],
    ['no time zone', '2026-04-05T12:00:00', '2026-04-06T12:00:00Z', REPORT_RANGE_MESSAGES.start],
    ['not a date', '2026-04-05T12:00:00Z', 'tomorrow', REPORT_RANGE_MESSAGES.end],
    ['an impossible date', '2026-02-30T12:00:00Z', '2026-03-06T12:00:00Z', REPORT_RANGE_MESSAGES.start],
  ])('%s', (_label, start, end, problem) => expect(reportRangeProblem(start, end)).toBe(problem));

  it('says the limit in words', () => expect(REPORT_RANGE_MESSAGES.tooLong).toContain(`${MAX_REPORT_RANGE_YEARS} years`));
});

describe('report query schemas', () => {
  const range = { start: '2026-04-06T00:00:00+12:00', end: '2026-04-13T00:00:00+12:00' };

  it('normalise start and end to ISO UTC', () => {
    expect(reportRangeQuery.parse(range)).toEqual({ start: '2026-04-05T12:00:00.000Z', end: '2026-04-12T12:00:00.000Z' });
  });

  it.each([
    [{ ...range, foo: '1' }, 'Unknown field: foo'],
    [{ start: range.start }, REPORT_RANGE_MESSAGES.end],
    [{ start: range.end, end: range.start }, REPORT_RANGE_MESSAGES.order],
    [{ start: '2020-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' }, REPORT_RANGE_MESSAGES.tooLong],
  ])('%j → %s', (query, message) => {
    const result = reportRangeQuery.safeParse(query);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeZodError(result.error)).toBe(message);
  });

  it('reports: type defaults to orders, status and options are checked', () => {
    expect(reportsQuery.parse(range)).toMatchObject({ options: { type: 'orders' } });
    const ok = reportsQuery.parse({ ...range, status: 'completed', options: JSON.stringify({ type: 'sales', limit: 31 }) });
    expect(ok).toMatchObject({ status: 'completed', options: { type: 'sales', limit: 31 } });
    const message = (query: Record<string, string>) => {
      const result = reportsQuery.safeParse({ ...range, ...query });
      return result.success ? null : describeZodError(result.error);
    };
    expect(message({ status: 'lost' })).toMatch(/^Status must be one of/);
    expect(message({ options: JSON.stringify({ type: 'stock' }) })).toMatch(/^Type must be one of/);
    expect(message({ options: JSON.stringify({ limit: 5000 }) })).toMatch(/^Limit must be at most/);
    expect(message({ options: JSON.stringify({ type: 'sales', sort: '-createdAt' }) })).toBe(
      'The sales report sorts by date, total only',
    );
    expect(message({ options: '{nope' })).toBe('Options must be JSON text');
    expect(reportsOptions.parse({ type: 'categories', sort: '-quantity' })).toEqual({ type: 'categories', sort: ['-quantity'] });
  });

  it('covid19: options limit is capped', () => {
    expect(covid19Query.safeParse({ ...range, options: JSON.stringify({ limit: 1001 }) }).success).toBe(false);
    expect(covid19Query.parse({ ...range, options: JSON.stringify({ limit: 10, sort: '-createdAt' }) }).options).toEqual({
      limit: 10,
      sort: ['-createdAt'],
    });
  });
});

describe('report response schemas', () => {
  it('accept the spec row shapes', () => {
    expect(
      salesPerHourResponse.safeParse({
        result: [{ _id: { hour: 23, day: 31, month: 12, year: 2026 }, totalAmount: 1250, count: 2 }],
      }).success,
    ).toBe(true);
    const one = [{ count: 1, totalAmount: 500 }];
    expect(originBreakdownResponse.safeParse({ data: { web: one, kiosk: one, 'mobile-app': one } }).success).toBe(true);
    expect(originBreakdownResponse.safeParse({ data: { web: [], kiosk: one, 'mobile-app': one } }).success).toBe(false);
  });
});
