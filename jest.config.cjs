// Every package's unit, component and API tests in one run (browser journeys have their own: e2e/jest.config.cjs).
const fs = require('node:fs');
const path = require('node:path');

const candidates = ['host', 'api', ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mfe-'))];
for (const d of fs.readdirSync(path.join(__dirname, 'shared'))) candidates.push(`shared/${d}`);

module.exports = {
  projects: candidates.map((d) => path.join(__dirname, d, 'jest.config.cjs')).filter((p) => fs.existsSync(p)),
  // PGlite needs ~700 MiB a worker (TOOLCHAIN.md); two workers fit the 2-core CI machine.
  maxWorkers: 2,
  // A global option: the projects' own `testTimeout` is ignored when they run from here. Component tests render
  // Chakra in jsdom and take seconds each on a cold 2-core machine (empty swc cache); the API sets its own longer
  // time-out in api/jest.timeout.cjs, which jest applies in either case.
  testTimeout: 30_000,
};
