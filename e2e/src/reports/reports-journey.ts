import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { MERCHANT, openBrowser, pinPageClock, signIn } from '../../support/browser';

/** Where the journey runs and what "now" is there (the shared stack on real time, or a pinned stack). */
export interface JourneyTarget {
  url: string;
  apiUrl: string;
}
let target: () => JourneyTarget;
let now: () => number;
let pinClock = false;

/**
 * The reports remote against the real stack (production builds, demo data): the dashboard's numbers are the API's
 * numbers for the same venue-time ranges, presets and the shop switcher move everything, the Reports page's CSV is
 * its table, and both pages pass axe (WCAG 2.2 AA).
 *
 * Venue time is computed here with Intl alone, not with the app's code (contracts/luxon), so the test is an
 * independent check of "today", "yesterday", "this week" and "previous month" in Pacific/Auckland.
 */

const NZ = 'Pacific/Auckland';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const OTHER_SHOPS = ['Harbourside Espresso Bar', 'Kai Cart'];

// ---- venue calendar, independently -------------------------------------------------------------------------
const nzParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: NZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function partsOf(ms: number): Record<string, number> {
  return Object.fromEntries(
    nzParts
      .formatToParts(new Date(ms))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

/** NZ offset from UTC at an instant, in ms. */
function offsetAt(ms: number): number {
  const p = partsOf(ms);
  return Date.UTC(p.year as number, (p.month as number) - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/** The UTC instant of 00:00 NZ on a calendar day (month 1–12; Date.UTC rolls over days and months). */
function nzMidnight(year: number, month: number, day: number): string {
  const naive = Date.UTC(year, month - 1, day);
  const ms = naive - offsetAt(naive - offsetAt(naive));
  return new Date(ms).toISOString();
}

function nzDate(ms: number): string {
  const p = partsOf(ms);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function venueRanges(now: number) {
  const { year, month, day } = partsOf(now) as { year: number; month: number; day: number };
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return {
    today: nzDate(now),
    yesterday: nzDate(Date.parse(nzMidnight(year, month, day)) - 1),
    yesterdayAndToday: { start: nzMidnight(year, month, day - 1), end: nzMidnight(year, month, day + 1) },
    thisWeek: { start: nzMidnight(year, month, day - sinceMonday), end: nzMidnight(year, month, day - sinceMonday + 7) },
    previousWeek: { start: nzMidnight(year, month, day - sinceMonday - 7), end: nzMidnight(year, month, day - sinceMonday) },
    previousMonth: { start: nzMidnight(year, month - 1, 1), end: nzMidnight(year, month, 1) },
  };
}

// ---- the API, with the browser's token ---------------------------------------------------------------------
type Range = { start: string; end: string };
interface SalesRow {
  _id: { hour: number; day: number; month: number; year: number };
  totalAmount: number;
  count: number;
}
interface ProductRow {
  _id: { product: { _id: string | null; name: string } };
  count: number;
  total: number;
}

async function callApi<T>(page: Page, report: string, query: Record<string, string> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const shopId = await page.evaluate(() => localStorage.getItem('shopId'));
  const url = new URL(`${target().apiUrl}/api/shops/${shopId}/${report}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${report}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const dollars = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (cents: number) => `${cents < 0 ? '-' : ''}NZ$${dollars.format(Math.abs(cents) / 100)}`;
const count = (n: number) => new Intl.NumberFormat('en-AU').format(n);

/** The badges as the API's rows say they should read: split by NZ day, average rounded to the cent. */
async function expectedBadges(page: Page) {
  const ranges = venueRanges(now());
  const { result } = await callApi<{ result: SalesRow[] }>(page, 'sales-per-hour-report', ranges.yesterdayAndToday);
  const days: Record<string, { sales: number; orders: number }> = {
    [ranges.today]: { sales: 0, orders: 0 },
    [ranges.yesterday]: { sales: 0, orders: 0 },
  };
  for (const row of result) {
    const day = days[nzDate(Date.UTC(row._id.year, row._id.month - 1, row._id.day, row._id.hour))];
    if (!day) continue;
    day.sales += row.totalAmount;
    day.orders += row.count;
  }
  const figures = ({ sales, orders }: { sales: number; orders: number }) => ({
    sales,
    orders,
    averageOrder: orders > 0 ? Math.round(sales / orders) : 0,
  });
  const today = figures(days[ranges.today] as { sales: number; orders: number });
  const yesterday = figures(days[ranges.yesterday] as { sales: number; orders: number });
  const direction = (key: keyof typeof today) =>
    today[key] > yesterday[key] ? 'up' : today[key] < yesterday[key] ? 'down' : 'same';
  return {
    'today-sales': money(today.sales),
    'today-orders': count(today.orders),
    'today-averageOrder': money(today.averageOrder),
    'trend-sales': direction('sales'),
    'trend-orders': direction('orders'),
    'trend-averageOrder': direction('averageOrder'),
  };
}

async function shownBadges(page: Page) {
  const text = async (id: string) => ((await page.getByTestId(id).textContent()) ?? '').trim();
  const direction = async (id: string) => (await page.getByTestId(id).getAttribute('data-direction')) ?? '';
  return {
    'today-sales': await text('today-sales'),
    'today-orders': await text('today-orders'),
    'today-averageOrder': await text('today-averageOrder'),
    'trend-sales': await direction('trend-sales'),
    'trend-orders': await direction('trend-orders'),
    'trend-averageOrder': await direction('trend-averageOrder'),
  };
}

/** Most Sold Products as the API's rows say it should read: rank, product, QTY, total $, total-value footer. */
async function expectedProductTable(page: Page, report: string, range: Range): Promise<string[][]> {
  const { data } = await callApi<{ data: ProductRow[] }>(page, report, range);
  if (data.length === 0) return [];
  const rows = [...data].sort(
    (a, b) => b.count - a.count || b.total - a.total || a._id.product.name.localeCompare(b._id.product.name),
  );
  return [
    ['Rank', 'Product', 'QTY', 'Total $'],
    ...rows.map((r, i) => [String(i + 1), r._id.product.name, count(r.count), money(r.total)]),
    ['Total value', count(rows.reduce((s, r) => s + r.count, 0)), money(rows.reduce((s, r) => s + r.total, 0))],
  ];
}

/** Every row of the tables inside `scope`, as cell texts. [] when it holds no table (its empty state). */
async function tableCells(scope: Locator): Promise<string[][]> {
  return scope.evaluate((el) =>
    Array.from(el.querySelectorAll('table:not(:is([hidden], [hidden] *)) tr'))
      .filter((tr) => !tr.closest('figure'))
      .map((tr) => Array.from(tr.querySelectorAll('th, td')).map((cell) => cell.textContent ?? '')),
  );
}

/** Retries `read` until it equals `expected` (the page loads asynchronously); fails with the last value. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 20_000): Promise<void> {
  const until = Date.now() + timeout;
  let last: T = await read();
  while (!isDeepStrictEqual(last, expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** RFC 4180: fields split on commas, quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

async function dashboardReady(page: Page) {
  const area = page.getByTestId('area-reports');
  await area.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await area.getByTestId('today-sales').waitFor();
  await area.getByTestId('period-overview').waitFor();
  return area;
}

async function switchShop(page: Page): Promise<string> {
  const before = ((await page.getByTestId('current-shop-name').textContent()) ?? '').trim();
  const other = OTHER_SHOPS.find((name) => name !== before) as string;
  await page.getByRole('button', { name: /switch shop/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: other }).click();
  await page.getByTestId('current-shop-name').filter({ hasText: other }).waitFor();
  return other;
}

/** A fresh browser whose clock agrees with the target's "now" when that is pinned. */
async function open(options: Parameters<typeof openBrowser>[0] = {}) {
  const browser = await openBrowser(options);
  if (pinClock) await pinPageClock(browser.context, now());
  return browser;
}

/** Declares the journey's tests; `pinned` makes every page's clock start at `clock()`. */
export function reportsJourney(options: {
  title: string;
  target: () => JourneyTarget;
  clock: () => number;
  pinned?: boolean;
}): void {
  target = options.target;
  now = options.clock;
  pinClock = options.pinned ?? false;
  describe(options.title, () => {
    let browser: Awaited<ReturnType<typeof openBrowser>>;
    beforeEach(async () => {
      browser = await open();
    });
    afterEach(async () => {
      await browser.close();
    });

    it("shows today's badges equal to the API's numbers for the venue's today and yesterday", async () => {
      const { page } = browser;
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/sales-per-hour-report')) asked.push(request.url());
      });
      await signIn(page, MERCHANT, target().url);
      await dashboardReady(page);
      await eventually(() => shownBadges(page), await expectedBadges(page));
      // The page asked for exactly those venue-time ranges: yesterday+today, and this ISO week by default.
      const ranges = venueRanges(now());
      const pairs = asked.map((url) => {
        const { searchParams } = new URL(url);
        return { start: searchParams.get('start'), end: searchParams.get('end') };
      });
      expect(pairs).toContainEqual(ranges.yesterdayAndToday);
      expect(pairs).toContainEqual(ranges.thisWeek);
      // The platform's live figure is the orders badge.
      expect(await page.getByTestId('live-figure').textContent()).toMatch(/^Total orders today/);
    });

    it('moves the tables to the chosen preset, from the URL too', async () => {
      const { page } = browser;
      await signIn(page, MERCHANT, target().url);
      const area = await dashboardReady(page);
      const ranges = venueRanges(now());
      const thisWeek = await expectedProductTable(page, 'most-sold-products-report', ranges.thisWeek);
      await eventually(() => tableCells(area.getByTestId('most-sold')), thisWeek);

      await area.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Previous Month' });
      await page.waitForURL(/[?&]range=previous-month/);
      const previousMonth = await expectedProductTable(page, 'most-sold-products-report', ranges.previousMonth);
      expect(previousMonth.length).toBeGreaterThan(0); // the demo data covers the last 60 days
      expect(previousMonth).not.toEqual(thisWeek);
      await eventually(() => tableCells(area.getByTestId('most-sold')), previousMonth);
      await eventually(
        () => tableCells(area.getByTestId('upsell')),
        await expectedProductTable(page, 'upsell-report', ranges.previousMonth),
      );

      // A reload keeps the period (it is in the URL).
      await page.reload();
      const reloaded = await dashboardReady(page);
      expect(await reloaded.getByRole('combobox', { name: 'Period', exact: true }).inputValue()).toBe('previousMonth');
      await eventually(() => tableCells(reloaded.getByTestId('most-sold')), previousMonth);
    });

    it('moves everything to the shop chosen in the switcher', async () => {
      const { page } = browser;
      await signIn(page, MERCHANT, target().url);
      const area = await dashboardReady(page);
      const firstShop = await page.evaluate(() => localStorage.getItem('shopId'));
      const before = await tableCells(area.getByTestId('most-sold'));
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/shops\/[^/]+\/[a-z0-9-]+-report/.test(request.url())) asked.push(new URL(request.url()).pathname);
      });

      await switchShop(page);
      await page.waitForFunction((first) => localStorage.getItem('shopId') !== first, firstShop);
      const secondShop = await page.evaluate(() => localStorage.getItem('shopId'));
      await eventually(() => shownBadges(page), await expectedBadges(page));
      const mostSold = await expectedProductTable(page, 'most-sold-products-report', venueRanges(now()).thisWeek);
      expect(mostSold).not.toEqual(before);
      await eventually(() => tableCells(area.getByTestId('most-sold')), mostSold);
      for (const report of [
        'sales-per-hour-report',
        'most-sold-products-report',
        'upsell-report',
        'loyalty-report',
        'origin-breakdown-report',
        'balance-report',
        'tomorrow-payout-report',
      ]) {
        expect(asked).toContain(`/api/shops/${secondShop}/${report}`);
      }
    });

    it.each([
      ['orders', 'previous-week'],
      ['payouts', 'previous-month'],
    ])('exports the %s report (%s) as a CSV whose rows are the table rows', async (type, range) => {
      const { page } = browser;
      await signIn(page, MERCHANT, target().url);
      await page.goto(`${target().url}/shop/reports?type=${type}&range=${range}`);
      const area = page.getByTestId('area-reports');
      await area.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      const table = area.getByTestId('report-table');
      await table.waitFor();
      const shown = await tableCells(table);
      expect(shown.length).toBeGreaterThan(1);

      const rangeOf = venueRanges(now())[range === 'previous-week' ? 'previousWeek' : 'previousMonth'];
      if (type === 'orders') {
        const answer = await callApi<{ rows: unknown[] }>(page, 'reports', {
          ...rangeOf,
          status: 'all',
          options: JSON.stringify({ type: 'orders' }),
        });
        expect(shown.length - 1).toBe(answer.rows.length);
      } else {
        const answer = await callApi<{ payouts: unknown[] }>(page, 'payouts-report', rangeOf);
        expect(shown.length - 1).toBe(answer.payouts.length);
        await area.getByText('Under $15: 3.5% + 5c').waitFor();
        expect(shown[0]).toEqual(expect.arrayContaining(['Created (UTC)', 'Created (NZ time)']));
      }

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        area.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-${type}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const text = fs.readFileSync((await download.path()) as string, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(parseCsv(text.slice(1))).toEqual(shown);
    });

    it('loads the charts chunk only when the dashboard renders, and draws every chart', async () => {
      const { page, context } = browser;
      await signIn(page, MERCHANT, target().url);
      await dashboardReady(page);
      const reports = await context.newPage();
      const errors: string[] = [];
      reports.on('pageerror', (error) => errors.push(error.message));
      reports.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      const chunks: string[] = [];
      reports.on('request', (request) => {
        if (/\/chunks\/charts\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(request.url());
      });
      await reports.goto(`${target().url}/shop/reports`);
      await reports.getByTestId('area-reports').getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      await reports.getByTestId('report-table').or(reports.getByTestId('report-empty')).waitFor();
      expect(chunks).toEqual([]);

      await reports.evaluate(() => window.history.pushState(null, '', '/dashboard'));
      await dashboardReady(reports);
      await reports.locator('.apexcharts-canvas').first().waitFor();
      expect(chunks).toHaveLength(1);
      // Every figure ends up drawn, or says its period is empty (before opening, today may be); none is left waiting or
      // fell back to "could not be drawn".
      const states = () =>
        reports
          .locator('figure')
          .evaluateAll((figures) =>
            figures.map((f) =>
              f.querySelector('.apexcharts-canvas svg')
                ? 'drawn'
                : f.querySelector('[data-testid="chart-empty"]')
                  ? 'empty'
                  : 'waiting',
            ),
          );
      await eventually(async () => (await states()).includes('waiting'), false);
      const drawn = await states();
      expect(drawn).toHaveLength(5); // sales per hour, gross and net volume, the two doughnuts
      expect(drawn).toContain('drawn');
      expect(await reports.getByText('The chart could not be drawn').count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('passes axe (WCAG 2.2 AA) on the dashboard and the Reports page', async () => {
      const { page } = browser;
      await signIn(page, MERCHANT, target().url);
      await dashboardReady(page);
      await page.locator('.apexcharts-canvas').first().waitFor();
      await page.waitForTimeout(1500); // every chart drawn
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${target().url}/shop/reports?type=payouts&range=previous-month`);
      await page.getByTestId('report-table').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it('stacks the dashboard below 600 px', async () => {
      const mobile = await open({ viewport: { width: 390, height: 844 } });
      try {
        await signIn(mobile.page, MERCHANT, target().url);
        await dashboardReady(mobile.page);
        const boxes = await mobile.page
          .getByTestId('today-badges')
          .evaluate((grid) => Array.from(grid.children).map((child) => child.getBoundingClientRect().toJSON() as DOMRect));
        expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
        expect((boxes[1] as DOMRect).y).toBeGreaterThan((boxes[0] as DOMRect).y);
        expect(await axeViolations(mobile.page)).toEqual([]);
      } finally {
        await mobile.close();
      }
    });
  });
}
