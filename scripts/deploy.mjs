// `pnpm deploy:app <app> --from BUILD_DIR` puts a new build of one app (the host or a remote, by name or folder) into
// the folder its server serves; `pnpm deploy:rollback <app>` switches it back to the release that deploy replaced;
// `--status` names both. The folder is the app's dist/ (what `npm start` serves) unless `--root` says otherwise.
// The work is shared/static-server's `backoffice-deploy`; this only turns an app's name into its served folder.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runDeployCommand } from '../shared/static-server/src/deploy-cli.mjs';
import { APPS, appDir } from './lib/apps.mjs';

const USAGE =
  'usage: node scripts/deploy.mjs <app> (--from BUILD_DIR | --rollback | --status) [--root SERVED_DIR]\n' +
  `  <app>: ${APPS.map((app) => app.name).join(', ')} (or its folder)`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      rollback: { type: 'boolean' },
      status: { type: 'boolean' },
      root: { type: 'string' },
    },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const app = APPS.find((candidate) => positionals[0] === candidate.name || positionals[0] === candidate.dir);
if (positionals.length !== 1 || !app) {
  console.error(positionals.length ? `No app named ${positionals[0]}.\n${USAGE}` : USAGE);
  process.exit(2);
}
process.exitCode = runDeployCommand({
  root: values.root ?? path.join(appDir(app), 'dist'),
  from: values.from,
  rollback: values.rollback,
  status: values.status,
  label: app.name,
});
