// Builds what is out of date: an app is rebuilt when any file of it or of a shared package it bundles changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, appDir, ROOT, SHARED_INPUTS } from './apps.mjs';
import { runToEnd } from './processes.mjs';

const STAMP = '.build-stamp';

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // sourcemaps/: the production build's maps (kept out of dist/, webpack-config), an output like dist/
    if (['node_modules', 'dist', 'sourcemaps'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/**
 * The local and test builds (npm start, npm test, pnpm build, the benches) carry the admin area's widget showcase, so
 * the browser journeys try every shared widget on the real stack; set BACKOFFICE_SHOWCASE=off to build without it,
 * as the deploy images (a plain `webpack --mode production`) always are.
 */
export function showcaseSetting(env = process.env) {
  return env.BACKOFFICE_SHOWCASE === 'off' ? 'off' : 'on';
}

export function inputsHash(app, mode) {
  const files = [];
  for (const dir of [app.dir, ...SHARED_INPUTS]) walk(path.join(ROOT, dir), files);
  files.push(path.join(ROOT, 'pnpm-lock.yaml'));
  const hash = crypto.createHash('sha256').update(mode).update(`showcase:${showcaseSetting()}`);
  for (const file of files.sort()) {
    const st = fs.statSync(file);
    hash.update(`${path.relative(ROOT, file)}:${st.size}:${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isUpToDate(app, mode = 'production') {
  const stamp = path.join(appDir(app), 'dist', STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputsHash(app, mode);
}

export async function buildApp(app, mode = 'production') {
  const started = Date.now();
  const hash = inputsHash(app, mode);
  await runToEnd(process.execPath, [path.join(appDir(app), 'node_modules/webpack/bin/webpack.js'), '--mode', mode], {
    cwd: appDir(app),
    env: { ...process.env, BACKOFFICE_SHOWCASE: showcaseSetting() },
    label: `build ${app.dir}`,
    quiet: true,
  });
  fs.writeFileSync(path.join(appDir(app), 'dist', STAMP), hash);
  return Date.now() - started;
}

/** Builds the out-of-date apps, two at a time (the machines have 2 cores). Returns ms per built app. */
export async function buildAll({ force = false, apps = APPS, concurrency = 2, log = console.log } = {}) {
  const todo = apps.filter((app) => force || !isUpToDate(app));
  const times = {};
  const queue = [...todo];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      log(`  building ${app.dir}…`);
      try {
        times[app.name] = await buildApp(app);
      } catch (error) {
        console.error(error.output ?? '');
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}
