// Every workspace package that has a tsconfig.json (type-checked) or a jest.config.cjs (tested).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export function workspacePackages() {
  const dirs = [];
  for (const top of fs.readdirSync(ROOT)) {
    if (top === 'node_modules' || top.startsWith('.')) continue;
    const full = path.join(ROOT, top);
    if (!fs.statSync(full).isDirectory()) continue;
    if (top === 'shared') {
      for (const sub of fs.readdirSync(full)) {
        if (fs.existsSync(path.join(full, sub, 'package.json'))) dirs.push(`shared/${sub}`);
      }
    } else if (fs.existsSync(path.join(full, 'package.json'))) {
      dirs.push(top);
    }
  }
  return dirs.sort();
}

export const typedPackages = () => workspacePackages().filter((d) => fs.existsSync(path.join(ROOT, d, 'tsconfig.json')));
export const jestPackages = () =>
  workspacePackages().filter((d) => d !== 'e2e' && fs.existsSync(path.join(ROOT, d, 'jest.config.cjs')));
