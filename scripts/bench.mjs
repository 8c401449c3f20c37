// `pnpm bench`: prints what the browser downloads and how long builds take, against the targets.
//   - gzip bytes of the JS the browser loads to render /login, and /dashboard after sign-in (per file and total)
//   - production build time of everything, and of one remote alone
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureInstalled } from './lib/pnpm.mjs';
import { stopAll, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { APPS } = await import('./lib/apps.mjs');
const { buildAll } = await import('./lib/build.mjs');
const { startStack } = await import('./lib/stack.mjs');
const { chromium } = await import('playwright-core');

const TARGETS = { loginKiB: 300, oneRemoteBuildS: 20 };
const kib = (n) => (n / 1024).toFixed(1);
const rows = [];

console.log('Production build of everything (forced)…');
let started = Date.now();
await buildAll({ force: true, log: () => {} });
const allBuildS = (Date.now() - started) / 1000;
const remote = APPS.find((a) => a.name === 'reports');
started = Date.now();
await buildAll({ force: true, apps: [remote], log: () => {} });
const oneBuildS = (Date.now() - started) / 1000;

console.log('Measuring page weight in Chromium…');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-db-'));
const ports = { host: 25000, orders: 25001, menu: 25002, settings: 25003, embedEditor: 25004, reports: 25005, admin: 25006 };
const stack = await startStack({ ports, apiPort: 26000, dataDir, quiet: true });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = context.pages()[0] ?? (await context.newPage());

async function jsLoadedWhile(action) {
  const files = new Map();
  const onResponse = async (res) => {
    const url = res.url();
    if (!/\.m?js(\?|$)/.test(url) || res.status() !== 200) return;
    try {
      const body = await res.body();
      files.set(url, zlib.gzipSync(body, { level: 9 }).length);
    } catch {}
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
const dashboardFiles = await jsLoadedWhile(async () => {
  await page.getByLabel('Email').fill('merchant@example.com');
  await page.getByLabel('Password').fill('merchant123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('area-reports').getByTestId('live-figure').waitFor();
});
await context.close();
await stack.stopAll();
await stopAll();
fs.rmSync(profile, { recursive: true, force: true });
fs.rmSync(dataDir, { recursive: true, force: true });

function table(title, files) {
  console.log(`\n${title}`);
  console.log('| file | gzip KiB |\n|---|---:|');
  let total = 0;
  for (const [url, size] of [...files].sort((a, b) => b[1] - a[1])) {
    total += size;
    console.log(`| ${new URL(url).host.split(':')[1] ?? ''} ${new URL(url).pathname} | ${kib(size)} |`);
  }
  console.log(`| **total** | **${kib(total)}** |`);
  return total;
}
const loginTotal = table('JS to render /login (fresh browser)', loginFiles);
const dashboardTotal = table('More JS to render /dashboard after sign-in', dashboardFiles);

rows.push(['/login JS gzip', `${kib(loginTotal)} KiB`, `≤ ${TARGETS.loginKiB} KiB`, loginTotal / 1024 <= TARGETS.loginKiB]);
rows.push(['/dashboard JS gzip (login + more)', `${kib(loginTotal + dashboardTotal)} KiB`, '—', true]);
rows.push(['production build, everything (2 at a time)', `${allBuildS.toFixed(1)} s`, '—', true]);
rows.push([
  'production build, one remote (reports)',
  `${oneBuildS.toFixed(1)} s`,
  `≤ ${TARGETS.oneRemoteBuildS} s`,
  oneBuildS <= TARGETS.oneRemoteBuildS,
]);

console.log('\n| measure | value | target | met |\n|---|---:|---:|:---:|');
for (const [name, value, target, met] of rows) console.log(`| ${name} | ${value} | ${target} | ${met ? 'yes' : 'NO'} |`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
