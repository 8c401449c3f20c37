import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { MERCHANT, openBrowser, signIn, stack } from '../support/browser';
import { REMOTES, waitForHttp } from '../support/own-stack';

/**
 * "Version skew", with a real old build on each side (not edited version data): the old side is built
 * from OLD_COMMIT — on main's history, the last commit whose `@backoffice/event-bus` is the previous minor (1.2.0;
 * the bus became 1.3.0 with the live-order and openShop topics) and whose `@backoffice/ui` is 0.7.0 (0.8.0 added the
 * live-order piece, the mobile-layout hook and the table's hideBelow) —
 * cloned from this repository, installed from the pnpm store and built with its own webpack config. Each old build is
 * served by that commit's own static server, as it was deployed then.
 *
 *   1. The previous minor's reports remote in today's host: it mounts and works.
 *   2. The reverse pairing — today's reports remote in the previous minor's host: it mounts and works too. A
 *      remote requires the OLDEST shared version whose API it really needs (each shared package's
 *      `backoffice.compatibleFrom`, shared/webpack-config/src/shared.cjs), not the one it was built with: the bus's
 *      1.1.0 only added `authRejected`, which the api client emits only when the host's bus has it, and 1.2.0 the
 *      `deviceLocation` topics, which only the host's follower answers (settings says so when none runs).
 *
 * "A remote that needs a newer shared version than the host offers → the 'could not load' panel and the versions
 * named" is proven in deploy.e2e.test.ts with a fixture remote requiring the next minor.
 *
 * The old side needs OLD_COMMIT in this clone: a shallow clone (CI's default depth) fails in beforeAll, saying so.
 * When the bus's minor moves on, move OLD_COMMIT to the last commit of the new previous minor (the first test says so).
 * Ports E2E_PORT_BASE + 300…: two hosts and their remotes; the API is the shared stack's.
 */
const OLD_COMMIT = 'b1986822a2747a61b32ecfb2cae17c09391488b8';

const ROOT = path.resolve(__dirname, '../..');
const BASE = Number(process.env.E2E_PORT_BASE || 23000) + 300;
const PORTS = {
  currentHost: BASE,
  oldHost: BASE + 1,
  oldReports: BASE + 2,
  currentReports: BASE + 3,
  // the other remotes (today's builds), shared by both hosts
  others: Object.fromEntries(Object.keys(REMOTES).map((name, i) => [name, BASE + 10 + i])) as Record<string, number>,
};

const run = promisify(execFile);
// The federation runtime's own range check (the one the browser runs).
const { satisfy } = require(
  require.resolve('@module-federation/enhanced/runtime', { paths: [path.join(ROOT, 'shared/webpack-config')] }),
) as { satisfy: (version: string, range: string) => boolean };
const servers: ChildProcess[] = [];
let work = '';
let old = '';

const versionIn = (root: string, pkg: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** A manifest with reports at `reportsPort` and every other remote at today's build. */
function manifest(reportsPort: number): string {
  const entries = Object.keys(REMOTES).map((name) => [
    name,
    `http://localhost:${name === 'reports' ? reportsPort : PORTS.others[name]}/remoteEntry.js`,
  ]);
  return JSON.stringify(Object.fromEntries(entries));
}

function serve(checkout: string, kind: 'host' | 'remote', root: string, port: number, env: Record<string, string> = {}) {
  const args = [path.join(checkout, 'shared/static-server/src/cli.mjs'), '--kind', kind, '--root', root];
  args.push('--port', String(port), '--host', '127.0.0.1');
  if (kind === 'host') args.push('--api', stack().apiUrl);
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  servers.push(child);
}

/** The old checkout: cloned at OLD_COMMIT, installed (from the store when it can), host and reports built. */
async function buildOldSide() {
  // Never a silent pass or a puzzling checkout error: say plainly what is missing.
  const present = await run('git', ['cat-file', '-e', `${OLD_COMMIT}^{commit}`], { cwd: ROOT }).then(
    () => true,
    () => false,
  );
  if (!present) {
    throw new Error(
      `The version skew journey builds the previous minor from commit ${OLD_COMMIT}, which this clone does not have ` +
        '(a shallow clone?). Fetch the full history (`git fetch --unshallow`, or `fetch-depth: 0` in CI) and run it again.',
    );
  }
  await run('git', ['clone', '--quiet', '--no-checkout', ROOT, old], { cwd: work });
  await run('git', ['checkout', '--quiet', OLD_COMMIT], { cwd: old });
  const install = ['--yes', 'pnpm@12.21.0', 'install', '--frozen-lockfile'];
  await run('npx', [...install, '--offline'], { cwd: old, maxBuffer: 64 * 1024 * 1024 }).catch(() =>
    run('npx', install, { cwd: old, maxBuffer: 64 * 1024 * 1024 }),
  );
  for (const app of ['host', 'mfe-reports']) {
    await run(process.execPath, ['node_modules/webpack/bin/webpack.js', '--mode', 'production'], {
      cwd: path.join(old, app),
      maxBuffer: 64 * 1024 * 1024,
    });
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-skew-proof-'));
  old = path.join(work, 'old');
  await buildOldSide();
  // Today's host with the old reports; the old host with today's reports; today's other remotes for both.
  serve(ROOT, 'host', path.join(ROOT, 'host/dist'), PORTS.currentHost, { REMOTES_MANIFEST: manifest(PORTS.oldReports) });
  serve(old, 'host', path.join(old, 'host/dist'), PORTS.oldHost, { REMOTES_MANIFEST: manifest(PORTS.currentReports) });
  serve(old, 'remote', path.join(old, 'mfe-reports/dist'), PORTS.oldReports);
  serve(ROOT, 'remote', path.join(ROOT, 'mfe-reports/dist'), PORTS.currentReports);
  for (const [name, dir] of Object.entries(REMOTES)) serve(ROOT, 'remote', path.join(ROOT, dir, 'dist'), PORTS.others[name] ?? 0);
  for (const port of [PORTS.currentHost, PORTS.oldHost]) await waitForHttp(`http://127.0.0.1:${port}/remotes.json`);
  for (const port of [PORTS.oldReports, PORTS.currentReports, ...Object.values(PORTS.others)]) {
    await waitForHttp(`http://127.0.0.1:${port}/remoteEntry.js`);
  }
}, 900_000);

afterAll(() => {
  for (const child of servers) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function dashboardHeading(page: Page) {
  const heading = page.getByTestId('area-reports').getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 45_000 });
  return heading.textContent();
}

const couldNotLoad = (page: Page) => page.getByRole('alert').filter({ hasText: /could not load/i });

describe('version skew between the host and a remote, both sides real builds', () => {
  const bus = versionIn(ROOT, 'shared/event-bus');
  const compatibleFromIn = (root: string) =>
    (
      JSON.parse(fs.readFileSync(path.join(root, 'shared/event-bus/package.json'), 'utf8')) as {
        backoffice: { compatibleFrom: string };
      }
    ).backoffice.compatibleFrom;
  const compatibleFrom = compatibleFromIn(ROOT);
  const [major, minor] = bus.split('.').map(Number) as [number, number];

  it('the old side is the previous minor of the shared packages, on main’s history', async () => {
    await run('git', ['merge-base', '--is-ancestor', OLD_COMMIT, 'HEAD'], { cwd: ROOT });
    const oldBus = versionIn(old, 'shared/event-bus');
    // Fails when the bus's minor moves on: move OLD_COMMIT to the last commit of the new previous minor.
    expect(oldBus).toMatch(new RegExp(`^${major}\\.${minor - 1}\\.`));
    const [, oldUiMinor] = versionIn(old, 'shared/ui').split('.').map(Number) as [number, number];
    const [, uiMinor] = versionIn(ROOT, 'shared/ui').split('.').map(Number) as [number, number];
    expect(oldUiMinor).toBeLessThan(uiMinor);
    // The old build asks for its own bus's compatibleFrom, as today's does (the scheme predates OLD_COMMIT).
    const oldRange = `>=${compatibleFromIn(old)} <${major + 1}.0.0`;
    const oldEntry = fs.readFileSync(path.join(old, 'mfe-reports/dist/remoteEntry.js'), 'utf8');
    expect(oldEntry).toMatch(
      new RegExp(`requiredVersion:"${oldRange.replace(/\./g, '\\.')}"[^}]*shareKey:"@backoffice/event-bus"`),
    );
    expect(satisfy(bus, oldRange)).toBe(true);
    // Today's build asks for the bus's compatibleFrom (not the version it was built with), which the old host offers.
    const entry = fs.readFileSync(path.join(ROOT, 'mfe-reports/dist/remoteEntry.js'), 'utf8');
    expect(entry).toContain(`requiredVersion:">=${compatibleFrom} <${major + 1}.0.0",strictVersion:!0`);
    expect(satisfy(oldBus, `>=${compatibleFrom} <${major + 1}.0.0`)).toBe(true);
  });

  it('a reports remote built at the previous minor mounts and works in today’s host', async () => {
    const { page, close } = await openBrowser();
    try {
      await signIn(page, MERCHANT, `http://localhost:${PORTS.currentHost}`);
      expect(await dashboardHeading(page)).toBe('Dashboard');
      // Working, not only drawn: its figures came from the API through today's host.
      await page.getByTestId('area-reports').getByTestId('live-figure').first().waitFor({ timeout: 45_000 });
      // Another page of the old remote, by the host's navigation.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
      await page.getByTestId('area-reports').getByRole('heading', { level: 1, name: 'Reports' }).waitFor({ timeout: 45_000 });
      expect(await couldNotLoad(page).count()).toBe(0);
    } finally {
      await close();
    }
  }, 300_000);

  it('today’s reports remote in the previous minor’s host: it mounts and works (no panel, no version refusal)', async () => {
    // that host is a release from before the favicon, and its page asks for one it does not have
    const { page, close } = await openBrowser({
      allowConsoleErrors: [/404 \(Not Found\) \(http:\/\/localhost:\d+\/favicon\.ico\)/],
    });
    try {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await signIn(page, MERCHANT, `http://localhost:${PORTS.oldHost}`);
      expect(await dashboardHeading(page)).toBe('Dashboard');
      // Working, not only drawn: its figures came from the API through the old host's bus (token, shop).
      await page.getByTestId('area-reports').getByTestId('live-figure').first().waitFor({ timeout: 45_000 });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
      await page.getByTestId('area-reports').getByRole('heading', { level: 1, name: 'Reports' }).waitFor({ timeout: 45_000 });
      expect(await couldNotLoad(page).count()).toBe(0);
      expect(messages.filter((m) => m.includes('@backoffice/event-bus') && /version/i.test(m))).toEqual([]);
    } finally {
      await close();
    }
  }, 300_000);
});
