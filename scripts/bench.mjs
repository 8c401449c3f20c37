// `pnpm bench`: prints what the browser downloads and how long builds take, against the targets.
//   - gzip bytes of the JS the browser loads to render /login, and /dashboard after sign-in with every chart drawn
//     (per file and total), and of a whole session (every script a fresh Chromium fetched, prefetches included:
//     sign in, dashboard, then SESSION_AREAS below); whether the dashboard's figures were on screen before apexcharts
//     was fetched; which files grew since the last run. The byte figures are kept in .bench/weights.json (committed:
//     bytes do not depend on the machine, so a change's diff shows what it grew); every figure of a run, timings
//     included, in .bench/runs/<time>.json (not committed: timings depend on the machine).
//   - Lighthouse 12, mobile and desktop, on /login and signed in on /dashboard and /shop/orders
//     (scripts/lib/lighthouse-bench.mjs); `--lighthouse-runs N` (1) takes the median of N runs, `--skip-lighthouse`
//     leaves it out. Timing targets mean something only on a quiet machine.
//   - navigation click → area content on a warm cache (median over several switches, target ≤ 300 ms)
//   - the orders screen with 1,000 orders: selecting an order until its detail shows, in Chromium (median of 5)
//   - the menu page with a 60 × 25 × 4 menu: navigation to /shop/menu until the category list is interactive
//     (load and side-nav click, median of 3 each; scripts/lib/menu-page-bench.mjs), target ≤ 1 s
//   - the embed store's layout editor: a theme colour typed → the live preview drawn with it (≤ 100 ms)
//   - production build time of everything, and of one remote alone (target: ≤ 25 % of everything)
//   - the orders screen's API (scripts/lib/orders-screen-bench.mjs, also in `pnpm bench:orders`): the list of
//     1,000 orders with owner + promo populated, p99 at 20 connections (target ≤ 50 ms on PostgreSQL), and intake →
//     SSE event received, p50/p95 at 20 orders/s (target p95 ≤ 1 s), on a throw-away PostgreSQL server and PGlite
//   `--weight-only`: skip the forced builds and their timings (builds only what is out of date), measure the weight.
//   `--orders-seconds N` (10), `--orders-rate N` (20 orders/s): the orders screen API bench's run length and rate;
//   `--skip-orders-api` leaves it out. `--pages-only`: page weights and Lighthouse only (no builds timed, no orders
//   API, orders screen, layout editor, menu page or navigation timings).
//   BENCH_PORT_BASE (default 25000): the stack's ports, so two benches (or a bench and a journey) never collide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_FLAGS } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/pnpm.mjs';
import { stopAll, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { APPS } = await import('./lib/apps.mjs');
const { buildAll } = await import('./lib/build.mjs');
const { startStack } = await import('./lib/stack.mjs');
const { chromium } = await import('playwright-core');
const { measureMenuPage, menuPageRows, seedBigMenu } = await import('./lib/menu-page-bench.mjs');
const { runLighthouse, lighthouseRows } = await import('./lib/lighthouse-bench.mjs');

const TARGETS = {
  loginKiB: 150,
  dashboardKiB: 390,
  sessionKiB: 600,
  oneRemoteBuildShare: 0.25,
  warmNavMs: 300,
  selectOrderMs: 100,
  layoutPreviewMs: 100,
};
const kib = (n) => (n / 1024).toFixed(1);
const rows = [];
const pagesOnly = process.argv.includes('--pages-only');
const weightOnly = pagesOnly || process.argv.includes('--weight-only');
const flagValue = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LAST_RUN = path.join(ROOT, '.bench', 'weights.json');
const RUNS_DIR = path.join(ROOT, '.bench', 'runs');

// The whole session after the dashboard: each area a merchant visits, by its side-navigation link, in the issue's
// order (sign in, dashboard, orders, menu, settings, embed store, reports, customers, vouchers, kiosks, my account).
const SESSION_AREAS = [
  ['Orders', 'orders'],
  ['Menu', 'menu'],
  ['Settings', 'settings'],
  ['Embed Store', 'embedEditor'],
  ['Reports', 'reports'],
  ['Customers', 'orders'],
  ['Voucher Manager', 'menu'],
  ['Kiosks', 'embedEditor'],
];

// The orders screen's API first: its own servers, nothing of the stack below running beside it.
let ordersApiRows = [];
if (!pagesOnly && !process.argv.includes('--skip-orders-api')) {
  console.log('Orders screen API bench (list of 1,000 orders; intake → SSE)…');
  const { runOrdersScreenBench } = await import('./lib/orders-screen-bench.mjs');
  ordersApiRows = await runOrdersScreenBench([
    '--seconds',
    flagValue('--orders-seconds', '10'),
    '--rate',
    flagValue('--orders-rate', '20'),
  ]);
}

let allBuildS = null;
let oneBuildS = null;
if (weightOnly) {
  console.log('Production build of what is out of date…');
  await buildAll({ log: () => {} });
} else {
  console.log('Production build of everything (forced)…');
  let started = Date.now();
  await buildAll({ force: true, log: () => {} });
  allBuildS = (Date.now() - started) / 1000;
  const remote = APPS.find((a) => a.name === 'reports');
  started = Date.now();
  await buildAll({ force: true, apps: [remote], log: () => {} });
  oneBuildS = (Date.now() - started) / 1000;
}

console.log('Measuring page weight in Chromium…');
const base = Number(process.env.BENCH_PORT_BASE || 25000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-db-'));
const ports = {
  host: base,
  orders: base + 1,
  menu: base + 2,
  settings: base + 3,
  embedEditor: base + 4,
  reports: base + 5,
  admin: base + 6,
};
const appOfPort = Object.fromEntries(Object.entries(ports).map(([name, port]) => [String(port), name]));
const stack = await startStack({ ports, apiPort: base + 100, dataDir, quiet: true, env: { CLIENT_LIMITS: 'off' } });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-chromium-'));
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--headless', ...CHROMIUM_FLAGS],
};
const context = await chromium.launchPersistentContext(profile, CHROMIUM);
// When did the first key figure show a number? (performance.now() of the page, compared with resource timings.)
await context.addInitScript(() => {
  const seen = () => {
    const figure = document.querySelector('[data-testid="area-reports"] [data-testid="live-figure"]');
    if (figure && /\d/.test(figure.textContent ?? '') && window.__figuresAt === undefined) {
      window.__figuresAt = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
});
const page = context.pages()[0] ?? (await context.newPage());

/** Every JS file the browser fetched from sign-in to the end of the session walk, prefetches included. */
const sessionFiles = new Map();
/** url → { gzip, apex } for every JS file the page fetched while `action` ran. */
async function jsLoadedWhile(action) {
  const files = new Map();
  const onResponse = async (res) => {
    const url = res.url();
    if (!/\.m?js(\?|$)/.test(url) || res.status() !== 200) return;
    let measured;
    try {
      const body = await res.body();
      measured = {
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        apex: body.includes('apexcharts-canvas'),
      };
    } catch {
      return;
    }
    sessionFiles.set(url, measured);
    // Speculative <link rel="prefetch"> of other areas' entries (idle after sign-in) is not what the page needs
    // (but it is downloaded: it counts in the whole session).
    if ((await res.request().headerValue('sec-purpose'))?.includes('prefetch')) return;
    files.set(url, measured);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return files;
}

const loginFiles = await jsLoadedWhile(async () => {
  await page.goto(`${stack.url}/login`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
});
let chartsDrawn = 0;
let chartFigures = 0;
const dashboardFiles = await jsLoadedWhile(async () => {
  await page.getByLabel('Email').fill('merchant@example.com');
  await page.getByLabel('Password').fill('merchant123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  const area = page.getByTestId('area-reports');
  await area.getByTestId('live-figure').first().waitFor();
  // Every chart drawn: as many ApexCharts drawings as figures that have something to draw.
  await page.waitForFunction(
    () => {
      const figures = document.querySelectorAll('[data-testid="chart-figure"]');
      const toDraw = [...figures].filter((f) => !f.querySelector('[data-testid="chart-empty"]')).length;
      const drawn = document.querySelectorAll('[data-testid="chart-figure"] .apexcharts-canvas').length;
      return figures.length > 0 && drawn === toDraw;
    },
    undefined,
    { timeout: 30_000 },
  );
  chartFigures = await page.locator('[data-testid="chart-figure"]').count();
  chartsDrawn = await page.locator('[data-testid="chart-figure"] .apexcharts-canvas').count();
});
const timing = await page.evaluate(() => ({
  figuresAt: window.__figuresAt ?? null,
  resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, startTime: r.startTime })),
}));

// The rest of the whole session: every area once through the side navigation, then My Account from the user menu.
const nav = page.getByRole('navigation', { name: 'Main' });
await jsLoadedWhile(async () => {
  for (const [label, remote] of SESSION_AREAS) {
    // a link's name may carry a count after it ("Orders , 2 new")
    await nav.getByRole('link', { name: new RegExp(`^${label}\\b`) }).click();
    await page.getByTestId(`area-${remote}`).getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
  }
  await page
    .getByRole('button', { name: /, user menu$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page.waitForURL('**/my-account');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
});

let navMedian = Number.NaN;
const navTimes = [];
const selectTimes = [];
let selectMedian = Number.NaN;
const previewTimes = [];
let previewMedian = Number.NaN;
let previewWorst = Number.NaN;
let menuPage = null;
if (!pagesOnly) {
  // Switching areas on a warm cache: every area visited once, then timed switches through the side navigation
  // (click → the area's level-1 heading on screen, measured from the test, so it includes Playwright's round trips).
  const navAreas = [
    ['Menu', 'menu'],
    ['Orders', 'orders'],
    ['Settings', 'settings'],
    ['Dashboard', 'reports'],
  ];
  const switchTo = async (label, remote) => {
    const started = performance.now();
    await nav.getByRole('link', { name: label, exact: true }).click();
    await page.getByTestId(`area-${remote}`).getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    return performance.now() - started;
  };
  for (const [label, remote] of navAreas) await switchTo(label, remote);
  for (let round = 0; round < 3; round++) for (const [label, remote] of navAreas) navTimes.push(await switchTo(label, remote));
  navTimes.sort((a, b) => a - b);
  navMedian = navTimes[Math.floor(navTimes.length / 2)];

  // The orders screen with 1,000 orders: select → its detail shown, in the browser. The list answer is the
  // real one of this year, its first order copied 1,000 times (accepted and seen: no chime, no seen calls).
  console.log('Measuring the orders screen with 1,000 orders…');
  await page.route('**/api/shops/*/orders?*', async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.delete('status');
    url.searchParams.set('dateRange', 'year');
    const response = await route.fetch({ url: url.toString() });
    const body = await response.json();
    const model = body.orders?.[0];
    if (!model) return route.fulfill({ response });
    const orders = Array.from({ length: 1000 }, (_, index) => ({
      ...model,
      _id: `bench000-0000-0000-0000-${String(index).padStart(12, '0')}`,
      status: 'accepted',
      seen: true,
      pickupTime: new Date(Date.now() + (20 + index) * 60_000).toISOString(),
    }));
    await route.fulfill({ response, json: { orders, count: orders.length } });
  });
  await page.goto(`${stack.url}/shop/orders`);
  await page.getByTestId('order-row').nth(999).waitFor({ timeout: 60_000 });
  for (const index of [100, 300, 500, 700, 900]) {
    selectTimes.push(
      await page.evaluate(async (at) => {
        const rows = document.querySelectorAll('[data-testid="order-row"]');
        const row = rows[at];
        if (!row) throw new Error(`no row ${at}`);
        const number = `#${String(at).padStart(6, '0')}`;
        const started = performance.now();
        row.click();
        await new Promise((resolve) => {
          const check = () =>
            document.getElementById('order-detail-title')?.textContent?.includes(number)
              ? resolve()
              : requestAnimationFrame(check);
          check();
        });
        return performance.now() - started;
      }, index),
    );
  }
  selectMedian = [...selectTimes].sort((a, b) => a - b)[2];

  // The embed store's layout editor ("edits show in the preview within 100 ms"): the theme's first colour
  // typed into its field → the live preview drawn with it, timed inside the page (input event → the frame where the
  // preview's DOM has the new colour), so Playwright's round trips are not counted.
  console.log('Measuring the layout editor preview…');
  await page.unrouteAll();
  const session = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shopId') }));
  // the demo shop may have no embed key yet: enable it (409 when it already has one)
  await fetch(`${stack.apiUrl}/api/shops/${session.shopId}/embed-key`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
  });
  await page.goto(`${stack.url}/shop/embed-store?section=layout&layout=theme`);
  await page.getByTestId('store-preview').waitFor({ timeout: 60_000 });
  await page.locator('input[id$="-theme-colors-first"]').waitFor();
  for (let round = 0; round < 15; round++) {
    const hex = `#${(0x102030 + round * 0x050403).toString(16).padStart(6, '0')}`;
    previewTimes.push(
      await page.evaluate(async (colour) => {
        const input = document.querySelector('input[id$="-theme-colors-first"]');
        const preview = document.querySelector('[data-testid="store-preview"]');
        if (!input || !preview) throw new Error('no theme colour field or preview');
        const rgb = `rgb(${[1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)).join(', ')})`;
        // React listens to the native input event; its value setter has to be the prototype's
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const started = performance.now();
        setValue.call(input, colour);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => {
          const check = () => (preview.innerHTML.includes(rgb) ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - started;
      }, hex),
    );
  }
  previewTimes.sort((a, b) => a - b);
  previewMedian = previewTimes[Math.floor(previewTimes.length / 2)];
  previewWorst = previewTimes[previewTimes.length - 1];
}
await context.close();

if (!pagesOnly) {
  // The menu page with 60 categories × 25 products × 4 option sets, its own merchant and browser.
  console.log('Measuring the menu page with a 60 × 25 × 4 menu…');
  const menuMerchant = await seedBigMenu(stack.apiUrl);
  const menuBrowser = await chromium.launch(CHROMIUM);
  menuPage = await measureMenuPage(menuBrowser, stack.url, menuMerchant);
  await menuBrowser.close();
}

// Lighthouse last, alone on the stack (nothing else of the bench running beside it).
let lighthouseResults = [];
let lighthouseError = null;
if (!process.argv.includes('--skip-lighthouse')) {
  console.log('Lighthouse (mobile and desktop)…');
  try {
    lighthouseResults = await runLighthouse({
      url: stack.url,
      chromium,
      chromiumPath: CHROMIUM.executablePath,
      chromePort: base + 200,
      runs: Number(flagValue('--lighthouse-runs', '1')),
      signIn: async (tab) => {
        await tab.getByLabel('Email').fill('merchant@example.com');
        await tab.getByLabel('Password').fill('merchant123');
        await tab.getByRole('button', { name: 'Sign In' }).click();
        await tab.waitForURL('**/dashboard');
      },
    });
  } catch (error) {
    // the page weights below are still printed and kept; the bench fails on this row
    lighthouseError = error;
  }
}

await stack.stopAll();
await stopAll();
fs.rmSync(profile, { recursive: true, force: true });
fs.rmSync(dataDir, { recursive: true, force: true });

/**
 * A stable name for a file, prefixed by the app that served it, so "which files grew" compares like with like from
 * one build to the next: a named chunk by its name (hash stripped); a chunk webpack numbered (its number changes
 * whenever the chunk's set of modules does) by the two packages or folders that weigh most in it, read from its
 * source map, e.g. `host/chunks/[react-dom + scheduler]`.
 */
const keyOfUrl = new Map();
const takenKeys = new Set();
function fileKey(url) {
  const known = keyOfUrl.get(url);
  if (known) return known;
  const { port, pathname } = new URL(url);
  const appName = appOfPort[port] ?? port;
  let key = `${appName}${pathname.replace(/\.[0-9a-f]{8,}(?=\.m?js$)/, '')}`;
  const numbered = /^\/chunks\/\d+\.[0-9a-f]{8,}\.m?js$/.test(pathname);
  const app = APPS.find((a) => a.name === appName);
  if (numbered && app) {
    const weights = new Map();
    try {
      const map = JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'sourcemaps', `${pathname}.map`), 'utf8'));
      map.sources.forEach((source, i) => {
        const modules = source.split('/node_modules/');
        const inside = modules[modules.length - 1];
        const parts = inside.split('/');
        const owner =
          modules.length > 1
            ? parts.slice(0, inside.startsWith('@') ? 2 : 1).join('/')
            : source
                .replace(/^webpack:\/\/[^/]*\//, '')
                .replace(/^(\.\.?\/)+/, '')
                .split('/')
                .slice(0, 2)
                .join('/');
        weights.set(owner, (weights.get(owner) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
      });
    } catch {}
    const top = [...weights]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([owner]) => owner);
    if (top.length > 0) key = `${appName}/chunks/[${top.join(' + ')}]`;
  }
  for (let n = 2; takenKeys.has(key); n++) key = `${key.replace(/ #\d+$/, '')} #${n}`;
  takenKeys.add(key);
  keyOfUrl.set(url, key);
  return key;
}

function table(title, files) {
  console.log(`\n${title}`);
  console.log('| file | gzip KiB |\n|---|---:|');
  let total = 0;
  for (const [url, { gzip, apex }] of [...files].sort((a, b) => b[1].gzip - a[1].gzip)) {
    total += gzip;
    console.log(`| ${fileKey(url)}${apex ? ' (apexcharts)' : ''} | ${kib(gzip)} |`);
  }
  console.log(`| **total** | **${kib(total)}** |`);
  return total;
}
const loginTotal = table('JS to render /login (fresh browser)', loginFiles);
const dashboardTotal = table('More JS to render /dashboard after sign-in, every chart drawn', dashboardFiles);
const sessionTotal = [...sessionFiles.values()].reduce((sum, f) => sum + f.gzip, 0);
// The whole session by app (each app's share shows which one to look at when the total misses).
const byApp = new Map();
for (const [url, { gzip }] of sessionFiles) {
  const app = fileKey(url).split('/')[0];
  const got = byApp.get(app) ?? { gzip: 0, files: 0 };
  byApp.set(app, { gzip: got.gzip + gzip, files: got.files + 1 });
}
console.log(`\nWhole session by app (sign in, dashboard, ${SESSION_AREAS.map(([label]) => label).join(', ')}, My Account)`);
console.log('| app | files | gzip KiB |\n|---|---:|---:|');
for (const [app, { gzip, files }] of [...byApp].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`| ${app} | ${files} | ${kib(gzip)} |`);
}
console.log(`| **total** | **${sessionFiles.size}** | **${kib(sessionTotal)}** |`);

const apexUrls = [...dashboardFiles].filter(([, f]) => f.apex).map(([url]) => url);
const apexStart = Math.min(
  ...timing.resources.filter((r) => apexUrls.includes(r.name)).map((r) => r.startTime),
  Number.POSITIVE_INFINITY,
);
const figuresFirst = timing.figuresAt !== null && apexUrls.length > 0 && timing.figuresAt < apexStart;
const ms = (n) => (Number.isFinite(n) && n !== null ? `${Math.round(n)} ms` : '—');

// Which files grew since the last run (by app and file name, hashes stripped).
const now = {};
for (const [label, files] of [
  ['login', loginFiles],
  ['dashboard', dashboardFiles],
  ['session', sessionFiles],
]) {
  for (const [url, { gzip }] of files) now[`${label}: ${fileKey(url)}`] = gzip;
}
let last = null;
try {
  last = JSON.parse(fs.readFileSync(LAST_RUN, 'utf8'));
} catch {}
if (last) {
  const changes = [];
  for (const [name, size] of [
    ['/login total', loginTotal],
    ['/dashboard total', loginTotal + dashboardTotal],
    ['whole session total', sessionTotal],
  ]) {
    const key = { '/login total': 'login', '/dashboard total': 'dashboard', 'whole session total': 'session' }[name];
    const before = last[key];
    if (typeof before === 'number' && Math.abs(size - before) >= 103) {
      changes.push([
        name,
        `${size > before ? '+' : '−'}${kib(Math.abs(size - before))} KiB`,
        `${kib(before)} → ${kib(size)} KiB`,
      ]);
    }
  }
  for (const [key, size] of Object.entries(now)) {
    const before = last.files?.[key];
    if (before === undefined) changes.push([key, 'new', `${kib(size)} KiB`]);
    else if (size - before >= 103) changes.push([key, `+${kib(size - before)} KiB`, `${kib(before)} → ${kib(size)} KiB`]);
  }
  for (const key of Object.keys(last.files ?? {})) if (!(key in now)) changes.push([key, 'gone', '']);
  console.log(`\nWhat grew since the figures in .bench/weights.json (${last.at}):`);
  if (changes.length === 0) console.log('  nothing');
  else {
    console.log('| file | change | size |\n|---|---:|---:|');
    for (const [key, change, size] of changes) console.log(`| ${key} | ${change} | ${size} |`);
  }
} else {
  console.log('\nFirst run: no earlier figures to compare (kept in .bench/weights.json from now on).');
}
const at = new Date().toISOString();
const weights = { at, login: loginTotal, dashboard: loginTotal + dashboardTotal, session: sessionTotal, files: now };
fs.mkdirSync(RUNS_DIR, { recursive: true });
fs.writeFileSync(LAST_RUN, `${JSON.stringify(weights, null, 2)}\n`);

rows.push([
  `/login JS gzip (${loginFiles.size} scripts)`,
  `${kib(loginTotal)} KiB`,
  `≤ ${TARGETS.loginKiB} KiB`,
  loginTotal / 1024 <= TARGETS.loginKiB,
]);
rows.push([
  `/dashboard JS gzip (login + more, ${loginFiles.size + dashboardFiles.size} scripts, ${chartsDrawn} of ${chartFigures} charts drawn)`,
  `${kib(loginTotal + dashboardTotal)} KiB`,
  `≤ ${TARGETS.dashboardKiB} KiB`,
  (loginTotal + dashboardTotal) / 1024 <= TARGETS.dashboardKiB,
]);
rows.push([
  `whole session JS gzip (${sessionFiles.size} scripts; raw ${kib([...sessionFiles.values()].reduce((sum, f) => sum + f.raw, 0))} KiB)`,
  `${kib(sessionTotal)} KiB`,
  `≤ ${TARGETS.sessionKiB} KiB`,
  sessionTotal / 1024 <= TARGETS.sessionKiB,
]);
rows.push([
  'dashboard figures on screen before apexcharts is fetched',
  `figures ${ms(timing.figuresAt)}, apexcharts ${ms(apexStart)}`,
  'figures first',
  figuresFirst,
]);
if (!pagesOnly) {
  rows.push([
    `orders screen, 1,000 orders: select → detail shown (median of ${selectTimes.map((t) => Math.round(t)).join(' / ')} ms)`,
    ms(selectMedian),
    `≤ ${TARGETS.selectOrderMs} ms`,
    selectMedian <= TARGETS.selectOrderMs,
  ]);
  rows.push([
    `layout editor: theme colour typed → live preview drawn (median of ${previewTimes.length}, worst ${ms(previewWorst)})`,
    ms(previewMedian),
    `≤ ${TARGETS.layoutPreviewMs} ms`,
    previewWorst <= TARGETS.layoutPreviewMs,
  ]);
}
if (!weightOnly) {
  rows.push(['production build, everything (2 at a time)', `${allBuildS.toFixed(1)} s`, '—', true]);
  rows.push([
    'production build, one remote (reports)',
    `${oneBuildS.toFixed(1)} s (${Math.round((100 * oneBuildS) / allBuildS)} % of everything)`,
    `≤ ${TARGETS.oneRemoteBuildShare * 100} % of everything`,
    oneBuildS <= TARGETS.oneRemoteBuildShare * allBuildS,
  ]);
}
if (menuPage) rows.push(...menuPageRows(menuPage));
rows.push(...ordersApiRows);
if (!pagesOnly) {
  rows.push([
    `nav click → area content, warm cache (median of ${navTimes.length})`,
    ms(navMedian),
    `≤ ${TARGETS.warmNavMs} ms`,
    navMedian <= TARGETS.warmNavMs,
  ]);
}
rows.push(...lighthouseRows(lighthouseResults));
if (lighthouseError) rows.push(['Lighthouse', `failed: ${lighthouseError.message}`, 'every page measured', false]);

// Every figure of this run, timings included (not committed: they depend on the machine and its load).
fs.writeFileSync(
  path.join(RUNS_DIR, `${at.replace(/[:.]/g, '-')}.json`),
  `${JSON.stringify({ ...weights, lighthouse: lighthouseResults, rows: rows.map(([measure, value, target, met]) => ({ measure, value, target, met })) }, null, 2)}\n`,
);

console.log('\n| measure | value | target | met |\n|---|---:|---:|:---:|');
for (const [name, value, target, met] of rows) console.log(`| ${name} | ${value} | ${target} | ${met ? 'yes' : 'NO'} |`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
