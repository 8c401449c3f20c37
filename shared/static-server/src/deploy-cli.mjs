#!/usr/bin/env node
// backoffice-deploy --root SERVED_DIR (--from BUILD_DIR | --rollback | --status)
//   --from BUILD_DIR  puts a new build into the folder a running backoffice-serve serves (deploy.cjs); the release
//                     it replaces is kept
//   --rollback        switches that folder back to the kept release, atomically, without touching the server
//   --status          names the release served and the one a rollback would put back
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { deployBuild, rollbackBuild, releaseStatus, DeployError } = createRequire(import.meta.url)('./deploy.cjs');

export const USAGE = 'usage: backoffice-deploy --root SERVED_DIR (--from BUILD_DIR | --rollback | --status)';

/**
 * Runs one deploy command; `label` names the app in what it prints (the folder when not given).
 * @param {{ root?: string, from?: string, rollback?: boolean, status?: boolean, label?: string }} command
 * @param {{ print?: (line: string) => void, fail?: (line: string) => void }} [out] what is done / why not
 * @returns {number} the exit code: 0 done, 1 refused (the reason printed, nothing changed), 2 wrong usage
 */
export function runDeployCommand(command, { print = console.log, fail = console.error } = {}) {
  const chosen = [command.from !== undefined, !!command.rollback, !!command.status].filter(Boolean).length;
  if (!command.root || chosen !== 1) {
    fail(USAGE);
    return 2;
  }
  const root = path.resolve(command.root);
  const label = command.label ?? root;
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    fail(`${root} is not a folder being served.`);
    return 1;
  }
  try {
    if (command.from !== undefined) {
      const from = path.resolve(command.from);
      if (!fs.existsSync(path.join(from, 'remoteEntry.js')) && !fs.existsSync(path.join(from, 'index.html'))) {
        fail(`${from} is not a build: it has neither remoteEntry.js nor index.html.`);
        return 1;
      }
      const { id, previous } = deployBuild(from, root);
      print(`${label}: release ${id} deployed${previous ? `; a rollback goes back to ${previous}` : ''}.`);
    } else if (command.rollback) {
      const { from, to } = rollbackBuild(root);
      print(`${label}: rolled back to release ${to}${from ? ` (from ${from}; roll back again to return to it)` : ''}.`);
    } else {
      const { served, current, previous } = releaseStatus(root);
      print(`${label}: serving ${served ?? 'nothing'}${current ? ` (kept ${current.keptAt})` : ''}`);
      print(`  rollback goes back to: ${previous ? `${previous.id} (kept ${previous.keptAt})` : 'nothing kept'}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof DeployError) {
      fail(error.message);
      return 1;
    }
    throw error;
  }
}

const invoked = process.argv[1] ? fs.realpathSync(process.argv[1]) : '';
if (invoked === fileURLToPath(import.meta.url)) {
  const options = /** @type {const} */ ({
    root: { type: 'string' },
    from: { type: 'string' },
    rollback: { type: 'boolean' },
    status: { type: 'boolean' },
  });
  let values;
  try {
    ({ values } = parseArgs({ options }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
  process.exitCode = runDeployCommand(values);
}
