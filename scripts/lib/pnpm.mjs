// The pinned pnpm, fetched by npx: a fresh machine has only Node and npm (corepack fails here — TOOLCHAIN.md).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { runToEnd } from './processes.mjs';

export const PNPM = ['--yes', 'pnpm@12.21.0'];

export function pnpm(args, opts = {}) {
  return runToEnd('npx', [...PNPM, ...args], { cwd: ROOT, ...opts });
}

/** Installs when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (pinned pnpm via npx)…');
  await pnpm(['install', '--frozen-lockfile']);
}
