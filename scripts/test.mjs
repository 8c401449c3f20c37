// `npm test`: every check of every package — type check, lint, compose file, unit + component + API tests,
// production build, browser tests — then one closing line "N passed, N failed".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { ROOT } = await import('./lib/apps.mjs');
const { runToEnd } = await import('./lib/processes.mjs');
const { typecheckAll } = await import('./typecheck.mjs');
const { buildAll } = await import('./lib/build.mjs');

const only = process.argv.slice(2); // e.g. `npm test -- unit` runs one stage
const want = (stage) => only.length === 0 || only.includes(stage);
const checks = [];
let jestPassed = 0;
let jestFailed = 0;
const bin = (p) => path.join(ROOT, 'node_modules', p);
const section = (title) => console.log(`\n━━ ${title}`);

async function step(name, fn) {
  const started = Date.now();
  try {
    await fn();
    checks.push({ name, ok: true });
    console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    checks.push({ name, ok: false });
    if (error.output) console.log(error.output);
    console.log(`FAIL ${name}: ${error.message}`);
  }
}

async function jest(name, config, extraArgs = [], env = {}) {
  const out = path.join(os.tmpdir(), `jest-${name}-${process.pid}.json`);
  try {
    await runToEnd(process.execPath, [bin('jest/bin/jest.js'), '-c', config, '--json', '--outputFile', out, ...extraArgs], {
      cwd: ROOT,
      label: `jest ${name}`,
      env,
    });
  } catch {
    // counted below from the JSON report
  }
  if (!fs.existsSync(out)) {
    checks.push({ name: `jest ${name} (did not run)`, ok: false });
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  jestPassed += report.numPassedTests;
  // A suite that fails to load has no failed tests of its own; count it so it cannot pass silently.
  const brokenSuites = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  jestFailed += report.numFailedTests + brokenSuites;
  if (report.numTotalTests === 0) checks.push({ name: `jest ${name} ran no test`, ok: false });
}

if (want('static')) {
  section('Type check');
  for (const r of await typecheckAll()) {
    checks.push(r);
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
  }
  section('Lint and format (Biome)');
  await step('biome ci', () =>
    runToEnd(bin('@biomejs/biome/bin/biome'), ['ci', '--colors=off', '.'], { cwd: ROOT, quiet: true }),
  );
  await step('docker-compose.yml against the compose schema (dclint)', () =>
    runToEnd(bin('dclint/bin/dclint.cjs'), ['docker-compose.yml'], { cwd: ROOT, quiet: true }),
  );
}

if (want('unit')) {
  section('Unit, component and API tests (jest)');
  await jest('unit', 'jest.config.cjs');
  if (process.env.TEST_DATABASE_URL) {
    // The same API suite again on a real PostgreSQL server: same schema, migrations and queries as PGlite.
    section('API tests on PostgreSQL (TEST_DATABASE_URL)');
    await jest('api-postgres', 'api/jest.config.cjs', [], { TEST_API_DB: 'postgres' });
  }
}

if (want('soak')) {
  // the short soak: a few seconds of mixed load (0 failed requests) and a SIGKILL under load on PGlite and
  // PostgreSQL (nothing lost, nothing doubled); the long one is `pnpm soak`
  section('Soak, short (load + crash)');
  await step('pnpm soak --short', () =>
    runToEnd(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/soak/soak-cli.ts', '--short'], {
      cwd: path.join(ROOT, 'api'),
      label: 'soak',
    }),
  );
}

if (want('e2e')) {
  section('Production build');
  await step('production build of the host and every remote', () => buildAll({ log: () => {} }));
  section('Browser tests (Playwright + Chromium)');
  await jest('e2e', 'e2e/jest.config.cjs', ['--runInBand']);
}

const passed = checks.filter((c) => c.ok).length + jestPassed;
const failed = checks.filter((c) => !c.ok).length + jestFailed;
console.log('');
for (const c of checks.filter((c) => !c.ok)) console.log(`failed: ${c.name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
