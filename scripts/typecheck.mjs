// Type-checks every package (TypeScript 7's native tsc, about a second a package).
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { typedPackages } from './lib/packages.mjs';
import { runToEnd } from './lib/processes.mjs';

export async function typecheckAll({ log = console.log } = {}) {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const results = [];
  for (const dir of typedPackages()) {
    try {
      await runToEnd(process.execPath, [tsc, '-p', dir], { cwd: ROOT, quiet: true, label: `tsc ${dir}` });
      results.push({ name: `typecheck ${dir}`, ok: true });
    } catch (error) {
      log(error.output);
      results.push({ name: `typecheck ${dir}`, ok: false });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await typecheckAll();
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
