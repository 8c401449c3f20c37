// `npm test`: every check of every package — type check, lint, compose file, unit + component + API tests,
// production build, browser tests — then one closing line "N passed, N failed".
//
// The whole run (no stage named) works in two lanes at once: the browser lane (production build, then the journeys)
// and the checks lane (type check + lint, the API tests, the component tests, the API tests on PostgreSQL, the short
// soak). The journeys drive one browser against one stack and leave much of the two cores idle (the shell journey
// used 45 s of CPU for the 62 s it took in CI: about 0.7 of a core), so the checks fill it instead of waiting for
// their turn; whichever lane is free first takes the next check. A check running beside the journeys uses one jest
// worker (each lane about one core, so no test gets less than the two-worker run gave it before). Stages named
// without e2e (`npm test -- unit`), or e2e alone, run one after another, as before.
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

const STAGES = ['static', 'unit', 'soak', 'e2e'];
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs one stage
for (const stage of only) {
  if (!STAGES.includes(stage)) {
    console.error(`unknown stage "${stage}": one or more of ${STAGES.join(', ')}`);
    process.exit(2);
  }
}
const want = (stage) => only.length === 0 || only.includes(stage);
// the lanes overlap only when the journeys run beside at least one other stage
const overlapped = want('e2e') && STAGES.some((stage) => stage !== 'e2e' && want(stage));
const checks = [];
let jestPassed = 0;
let jestFailed = 0;
const timings = [];
const runStarted = Date.now();
const bin = (p) => path.join(ROOT, 'node_modules', p);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A job's output: straight through when it runs alone; kept and printed as one block when it ends while the other
 * lane runs, so two jobs never interleave their lines.
 */
function output(title, buffered) {
  const lines = [];
  return {
    buffered,
    log: (line) => (buffered ? lines.push(line) : console.log(line)),
    begin: () => {
      if (!buffered) console.log(`\n━━ ${title}`);
    },
    end: () => {
      if (buffered) console.log([`\n━━ ${title}`, ...lines].join('\n'));
    },
  };
}

async function step(out, name, fn) {
  const started = Date.now();
  try {
    await fn();
    checks.push({ name, ok: true });
    out.log(`ok   ${name} (${seconds(Date.now() - started)})`);
  } catch (error) {
    checks.push({ name, ok: false });
    if (error.output) out.log(error.output);
    out.log(`FAIL ${name}: ${error.message}`);
  }
}

/**
 * Beside the journeys a check runs at a lower CPU priority (nice 5): when a page load wants both cores the browser
 * lane gets three quarters of the contended one, so the journeys' own time budgets (an order on screen and chimed
 * within 1 s, say) see about the machine they had alone, and the checks take the idle time, which is most of it.
 */
const checkCommand = (command, args, isCheck) =>
  overlapped && isCheck ? ['nice', ['-n', '5', command, ...args]] : [command, args];

async function jest(out, name, config, extraArgs = [], env = {}, { check = true } = {}) {
  const file = path.join(os.tmpdir(), `jest-${name}-${process.pid}.json`);
  const args = [bin('jest/bin/jest.js'), '-c', config, '--json', '--outputFile', file, ...extraArgs];
  try {
    await runToEnd(...checkCommand(process.execPath, args, check), {
      cwd: ROOT,
      label: `jest ${name}`,
      env,
      quiet: out.buffered,
    });
  } catch (error) {
    // counted below from the JSON report
    if (out.buffered && error.output) out.log(error.output);
  }
  if (!fs.existsSync(file)) {
    checks.push({ name: `jest ${name} (did not run)`, ok: false });
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  jestPassed += report.numPassedTests;
  // A suite that fails to load has no failed tests of its own; count it so it cannot pass silently.
  const brokenSuites = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  jestFailed += report.numFailedTests + brokenSuites;
  if (report.numTotalTests === 0) checks.push({ name: `jest ${name} ran no test`, ok: false });
  out.log(
    `jest ${name}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenSuites} failed, ${report.testResults.length} files`,
  );
}

/** Beside the journeys a jest run takes one worker (one core); alone it takes the config's. */
const workers = () => (overlapped ? ['--maxWorkers=1'] : []);

/** The checks, longest first, so the lane that frees up last has the least left. */
const queue = [];
if (want('static')) {
  queue.push({
    title: 'Type check, lint and format (Biome), compose file (dclint)',
    run: async (out) => {
      for (const r of await typecheckAll({ log: out.log })) {
        checks.push(r);
        out.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
      }
      await step(out, 'biome ci', () =>
        runToEnd(bin('@biomejs/biome/bin/biome'), ['ci', '--colors=off', '.'], { cwd: ROOT, quiet: true }),
      );
      await step(out, 'docker-compose.yml against the compose schema (dclint)', () =>
        runToEnd(bin('dclint/bin/dclint.cjs'), ['docker-compose.yml'], { cwd: ROOT, quiet: true }),
      );
    },
  });
}
if (want('unit')) {
  if (overlapped) {
    // Two runs (the API's tests, then every other project's) so the lane that frees up first can take the second.
    queue.push({
      title: 'API tests (jest, PGlite)',
      run: (out) => jest(out, 'unit-api', 'jest.config.cjs', ['--selectProjects', 'api', ...workers()]),
    });
    queue.push({
      title: 'Unit and component tests (jest)',
      run: (out) => jest(out, 'unit', 'jest.config.cjs', ['--ignoreProjects', 'api', ...workers()]),
    });
  } else {
    queue.push({ title: 'Unit, component and API tests (jest)', run: (out) => jest(out, 'unit', 'jest.config.cjs') });
  }
  if (process.env.TEST_DATABASE_URL) {
    // The same API suite again on a real PostgreSQL server: same schema, migrations and queries as PGlite. Beside the
    // journeys it goes in two halves (jest --shard), near the end of the queue: when the journeys end, each lane takes
    // a half instead of one lane running the whole suite while the other waits.
    const shards = overlapped ? [1, 2] : [null];
    for (const shard of shards) {
      queue.push({
        title: `API tests on PostgreSQL (TEST_DATABASE_URL)${shard ? `, half ${shard} of 2` : ''}`,
        run: (out) =>
          jest(
            out,
            shard ? `api-postgres-${shard}of2` : 'api-postgres',
            'api/jest.config.cjs',
            [...workers(), ...(shard ? [`--shard=${shard}/2`] : [])],
            { TEST_API_DB: 'postgres' },
          ),
      });
    }
  }
}
if (want('soak')) {
  // the short soak: a few seconds of mixed load (0 failed requests) and a SIGKILL under load on PGlite and
  // PostgreSQL (nothing lost, nothing doubled); the long one is `pnpm soak`
  queue.push({
    title: 'Soak, short (load + crash)',
    run: (out) =>
      step(out, 'pnpm soak --short', () =>
        runToEnd(...checkCommand(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/soak/soak-cli.ts', '--short'], true), {
          cwd: path.join(ROOT, 'api'),
          label: 'soak',
          quiet: out.buffered,
        }).then((text) => text && out.log(text)),
      ),
  });
  // replica loss under load in the production topology (PostgreSQL primary + standby, 3 APIs, HAProxy): a SIGKILL
  // and a SIGTERM, nothing lost or doubled, every live-order stream complete; the long one is `pnpm soak --topology`
  queue.push({
    title: 'Soak, short (topology: replica loss)',
    run: (out) =>
      step(out, 'pnpm soak --topology --short', () =>
        runToEnd(
          ...checkCommand(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/soak/soak-cli.ts', '--topology', '--short'], true),
          { cwd: path.join(ROOT, 'api'), label: 'soak-topology', quiet: out.buffered },
        ).then((text) => text && out.log(text)),
      ),
  });
}

async function timed(title, buffered, run) {
  const out = output(title, buffered);
  const started = Date.now();
  out.begin();
  try {
    await run(out);
  } finally {
    const ms = Date.now() - started;
    timings.push({ title, ms, from: started - runStarted });
    out.log(`⏱ ${title}: ${seconds(ms)}`);
    out.end();
  }
}

/** Takes checks off the queue until it is empty. */
async function drain(buffered) {
  for (let job = queue.shift(); job; job = queue.shift()) await timed(job.title, buffered, job.run);
}

async function browserLane() {
  await timed('Production build', false, (out) =>
    step(out, 'production build of the host and every remote', () => buildAll({ log: () => {} })),
  );
  await timed('Browser tests (Playwright + Chromium)', false, (out) =>
    jest(out, 'e2e', 'e2e/jest.config.cjs', ['--runInBand'], {}, { check: false }),
  );
}

if (overlapped) {
  // the checks lane buffers its output; the browser lane streams, and buffers too once it helps with the checks
  await Promise.all([browserLane().then(() => drain(true)), drain(true)]);
} else {
  await drain(false);
  if (want('e2e')) await browserLane();
}

const passed = checks.filter((c) => c.ok).length + jestPassed;
const failed = checks.filter((c) => !c.ok).length + jestFailed;
console.log('\n━━ Timings (start → length)');
for (const t of timings.sort((a, b) => a.from - b.from)) {
  console.log(`  ${seconds(t.from).padStart(8)} → ${seconds(t.ms).padStart(8)}  ${t.title}`);
}
console.log(`  whole run: ${seconds(Date.now() - runStarted)}${overlapped ? ' (two lanes at once)' : ''}`);
console.log('');
for (const c of checks.filter((c) => !c.ok)) console.log(`failed: ${c.name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
