import { type ChildProcess, execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { MERCHANT, openBrowser, signIn, stack } from '../support/browser';
import { REMOTES, waitForHttp } from '../support/own-stack';

const { deployBuild } = require('../../shared/static-server/src/deploy.cjs') as {
  deployBuild: (from: string, to: string) => void;
};

/**
 * "Independent deploys, proven by a test": one remote (reports) is rebuilt with a visible change and
 * deployed into the folder its server is serving, while the host and the other remotes keep running untouched. The
 * next page load through the host shows the change; a page opened before the deploy keeps working on the old build.
 * Then one command (`pnpm deploy:rollback reports`) switches reports back: the next load gets the old build again, and
 * a page opened on the changed build keeps working — with the host and the other remotes untouched throughout.
 *
 * It runs its own small stack (ports E2E_PORT_BASE + 200…206: the host and six remote servers, the API borrowed from
 * the shared stack), so the shared stack other journeys use is never disturbed; reports is served from a copy of its
 * dist, so the real build is not touched either. Only reports is built, into its own output folder.
 */

const ROOT = path.resolve(__dirname, '../..');
const SERVE = path.join(ROOT, 'shared/static-server/src/cli.mjs');
const BASE = Number(process.env.E2E_PORT_BASE || 23000) + 200;
const PORTS: Record<string, number> = { host: BASE };
Object.keys(REMOTES).forEach((name, i) => {
  PORTS[name] = BASE + 1 + i;
});
const hostUrl = `http://localhost:${PORTS.host}`;
const NEW_TITLE = 'Dashboard (deploy proof)';

const servers: Record<string, ChildProcess> = {};
let work = '';

function serve(name: string, kind: 'host' | 'remote', root: string, extra: string[] = []): ChildProcess {
  const manifest = Object.fromEntries(Object.keys(REMOTES).map((n) => [n, `http://localhost:${PORTS[n]}/remoteEntry.js`]));
  const child = spawn(
    process.execPath,
    [SERVE, '--kind', kind, '--root', root, '--port', String(PORTS[name]), '--host', '127.0.0.1', ...extra],
    { env: { ...process.env, REMOTES_MANIFEST: JSON.stringify(manifest) }, stdio: 'ignore', detached: true },
  );
  servers[name] = child;
  return child;
}

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
async function fetchedSha(url: string) {
  return crypto
    .createHash('sha256')
    .update(Buffer.from(await (await fetch(url)).arrayBuffer()))
    .digest('hex');
}

/** Builds reports alone into `out`, its dashboard title changed by a pre-loader (the source tree is not edited). */
async function buildChangedReports(out: string) {
  const loader = path.join(work, 'retitle-loader.cjs');
  fs.writeFileSync(
    loader,
    `module.exports = function (source) { return source.replace('title="Dashboard"', ${JSON.stringify(`title="${NEW_TITLE}"`)}); };\n`,
  );
  const config = path.join(work, 'webpack.reports-changed.cjs');
  fs.writeFileSync(
    config,
    `const base = require(${JSON.stringify(path.join(ROOT, 'mfe-reports/webpack.config.js'))});
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.output.path = ${JSON.stringify(out)};
  config.module.rules.push({ test: /DashboardPage\\.tsx$/, enforce: 'pre', use: [${JSON.stringify(loader)}] });
  return config;
};
`,
  );
  await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'mfe-reports/node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--config', config],
    { cwd: path.join(ROOT, 'mfe-reports'), maxBuffer: 64 * 1024 * 1024 },
  );
}

async function dashboardTitle(page: Page) {
  const heading = page.getByTestId('area-reports').getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 45_000 });
  return heading.textContent();
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-deploy-proof-'));
  // reports is served from a copy, so the deploy writes there and not into the real dist.
  const reportsServed = path.join(work, 'reports-served');
  fs.cpSync(path.join(ROOT, 'mfe-reports/dist'), reportsServed, { recursive: true });
  serve('host', 'host', path.join(ROOT, 'host/dist'), ['--api', stack().apiUrl]);
  for (const [name, dir] of Object.entries(REMOTES)) {
    serve(name, 'remote', name === 'reports' ? reportsServed : path.join(ROOT, dir, 'dist'));
  }
  await waitForHttp(`http://127.0.0.1:${PORTS.host}/remotes.json`);
  for (const name of Object.keys(REMOTES)) await waitForHttp(`http://127.0.0.1:${PORTS[name]}/remoteEntry.js`);
}, 60_000);

afterAll(async () => {
  for (const child of Object.values(servers)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/**
 * A copy of today's reports build whose share metadata says it was built against another version of the shared
 * @backoffice/event-bus (what the federation runtime negotiates with): `version` is what it would offer, `needs` its
 * requirement. A fixture made from the real build: the negotiation is what is under test, the code is today's.
 */
function reportsBuiltAgainstBus(version: string, needs: string): string {
  const fixture = fs.mkdtempSync(path.join(work, `reports-bus-${version}-`));
  fs.cpSync(path.join(ROOT, 'mfe-reports/dist'), fixture, { recursive: true });
  const entryFile = path.join(fixture, 'remoteEntry.js');
  const entry = fs.readFileSync(entryFile, 'utf8');
  const patched = entry
    .replace(/(s\("@backoffice\/event-bus",")[^"]+(")/g, `$1${version}$2`)
    .replace(/("@backoffice\/event-bus":\[\{version:")[^"]+(".*?requiredVersion:")[^"]+(")/g, `$1${version}$2${needs}$3`)
    .replace(
      /requiredVersion:"[^"]+"(,strictVersion:!0,eager:!1,layer:void 0,shareKey:"@backoffice\/event-bus")/g,
      `requiredVersion:"${needs}"$1`,
    );
  // all three places changed (a build whose entry looks different must fail here, not pass quietly)
  expect(patched.split(version).length - entry.split(version).length).toBeGreaterThanOrEqual(2);
  expect(patched).toContain(`requiredVersion:"${needs}",strictVersion:!0,eager:!1,layer:void 0,shareKey:"@backoffice/event-bus"`);
  fs.writeFileSync(entryFile, patched);
  return fixture;
}

describe('deploying one remote on its own', () => {
  it('a rebuilt reports shows on the next load through the host; the host and the other remotes are untouched', async () => {
    const hostFiles = ['index.html', 'main.js'].map((f) => path.join(ROOT, 'host/dist', f));
    const hostBefore = hostFiles.map(sha);
    const othersBefore: Record<string, string> = {};
    for (const name of Object.keys(REMOTES).filter((n) => n !== 'reports')) {
      othersBefore[name] = await fetchedSha(`http://127.0.0.1:${PORTS[name]}/remoteEntry.js`);
    }
    const pidsBefore = Object.fromEntries(Object.entries(servers).map(([name, child]) => [name, child.pid]));

    const before = await openBrowser();
    const after = await openBrowser();
    try {
      // A merchant is in the middle of a session on the old build.
      await signIn(before.page, MERCHANT, hostUrl);
      expect(await dashboardTitle(before.page)).toBe('Dashboard');

      const out = path.join(work, 'reports-new');
      await buildChangedReports(out);
      deployBuild(out, path.join(work, 'reports-served'));

      // Next load through the host: the new build.
      await signIn(after.page, MERCHANT, hostUrl);
      expect(await dashboardTitle(after.page)).toBe(NEW_TITLE);

      // The page opened before the deploy still works: its old chunks are still served (another page of reports
      // that it had not loaded yet comes from the old build's chunks).
      await before.page.evaluate(() => window.history.pushState(null, '', '/shop/reports'));
      await before.page.getByTestId('area-reports').getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      expect(
        await before.page
          .getByRole('alert')
          .filter({ hasText: /could not load/i })
          .count(),
      ).toBe(0);
    } finally {
      await before.close();
      await after.close();
    }

    // The host was neither rebuilt nor restarted; the other remotes serve exactly what they served before.
    expect(hostFiles.map(sha)).toEqual(hostBefore);
    for (const [name, child] of Object.entries(servers)) {
      expect(child.pid).toBe(pidsBefore[name]);
      expect(child.exitCode).toBeNull();
    }
    for (const [name, digest] of Object.entries(othersBefore)) {
      expect(await fetchedSha(`http://127.0.0.1:${PORTS[name]}/remoteEntry.js`)).toBe(digest);
    }
  }, 600_000);

  it('rolls reports back in one command: the next load through the host gets the old build, byte for byte; the host and the other remotes untouched, no server restarted', async () => {
    const served = path.join(work, 'reports-served');
    const oldEntry = sha(path.join(ROOT, 'mfe-reports/dist/remoteEntry.js'));
    const reportsEntry = `http://127.0.0.1:${PORTS.reports}/remoteEntry.js`;
    // where the journey above left it: the changed build deployed over the old one
    const newEntry = sha(path.join(work, 'reports-new/remoteEntry.js'));
    expect(newEntry).not.toBe(oldEntry);
    expect(await fetchedSha(reportsEntry)).toBe(newEntry);

    const hostFiles = ['index.html', 'main.js'].map((f) => path.join(ROOT, 'host/dist', f));
    const hostBefore = hostFiles.map(sha);
    const othersBefore: Record<string, string> = {};
    for (const name of Object.keys(REMOTES).filter((n) => n !== 'reports')) {
      othersBefore[name] = await fetchedSha(`http://127.0.0.1:${PORTS[name]}/remoteEntry.js`);
    }
    const pidsBefore = Object.fromEntries(Object.entries(servers).map(([name, child]) => [name, child.pid]));

    const onNew = await openBrowser();
    const afterRollback = await openBrowser();
    try {
      // A merchant is working on the changed build when it is rolled back.
      await signIn(onNew.page, MERCHANT, hostUrl);
      expect(await dashboardTitle(onNew.page)).toBe(NEW_TITLE);

      // The one command an operator runs (the root script over static-server's backoffice-deploy).
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(ROOT, 'scripts/deploy.mjs'), '--rollback', 'reports', '--root', served],
        { cwd: ROOT },
      );
      expect(stdout).toMatch(/^reports: rolled back to release [0-9a-f]{12}/);

      // The reports server now answers the old build's entry, byte for byte, and the next load shows the old page.
      expect(await fetchedSha(reportsEntry)).toBe(oldEntry);
      await signIn(afterRollback.page, MERCHANT, hostUrl);
      expect(await dashboardTitle(afterRollback.page)).toBe('Dashboard');

      // The page opened on the changed build keeps working: its chunks are still served.
      await onNew.page.evaluate(() => window.history.pushState(null, '', '/shop/reports'));
      await onNew.page.getByTestId('area-reports').getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      expect(
        await onNew.page
          .getByRole('alert')
          .filter({ hasText: /could not load/i })
          .count(),
      ).toBe(0);
    } finally {
      await onNew.close();
      await afterRollback.close();
    }

    expect(hostFiles.map(sha)).toEqual(hostBefore);
    for (const [name, child] of Object.entries(servers)) {
      expect(child.pid).toBe(pidsBefore[name]);
      expect(child.exitCode).toBeNull();
    }
    for (const [name, digest] of Object.entries(othersBefore)) {
      expect(await fetchedSha(`http://127.0.0.1:${PORTS[name]}/remoteEntry.js`)).toBe(digest);
    }
  }, 300_000);

  it('version skew: a remote built against the previous minor of the shared event bus mounts; one needing a newer one than the host offers shows the panel and names the versions', async () => {
    const bus = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/event-bus/package.json'), 'utf8')) as { version: string })
      .version;
    const [major, minor] = bus.split('.').map(Number) as [number, number];
    const previous = `${major}.${Math.max(0, minor - 1)}.0`;
    const newer = `${major}.${minor + 1}.0`;
    const served = path.join(work, 'reports-served');

    deployBuild(reportsBuiltAgainstBus(previous, `^${previous}`), served);
    const old = await openBrowser();
    try {
      await signIn(old.page, MERCHANT, hostUrl);
      expect(await dashboardTitle(old.page)).toBe('Dashboard');
    } finally {
      await old.close();
    }

    // what a remote whose bus raised compatibleFrom to a minor the host lacks asks for (shared/webpack-config)
    deployBuild(reportsBuiltAgainstBus(newer, `>=${newer} <${major + 1}.0.0`), served);
    // the host refusing the remote's shared bus, and saying so, is what this step checks
    const ahead = await openBrowser({ allowConsoleErrors: [/\[host\] (remote|area) "reports"/] });
    try {
      const messages: string[] = [];
      ahead.page.on('console', (message) => messages.push(message.text()));
      await signIn(ahead.page, MERCHANT, hostUrl);
      await ahead.page
        .getByRole('alert')
        .filter({ hasText: /could not load/i })
        .waitFor({ timeout: 45_000 });
      // Never a blank shell: the navigation is still there.
      await ahead.page.getByRole('navigation', { name: 'Main' }).waitFor();
      const named = messages.filter((m) => m.includes('@backoffice/event-bus') && m.includes(bus) && m.includes(newer));
      expect(named).not.toEqual([]);
    } finally {
      await ahead.close();
    }
  }, 300_000);
});
