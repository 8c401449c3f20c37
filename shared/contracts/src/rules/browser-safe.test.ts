import fs from 'node:fs';
import path from 'node:path';

/**
 * The UI imports the rules (venue time, net volume, sales statuses, report constants) in the browser. They must not
 * pull zod in: no zod import, and only type imports from the schema modules.
 */
const files = fs.readdirSync(__dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

it.each(files)('%s imports no zod at run time', (name) => {
  const source = fs.readFileSync(path.join(__dirname, name), 'utf8');
  expect(source).not.toMatch(/from 'zod'/);
  for (const [, typeOnly, from] of source.matchAll(/import\s+(type\s+)?[^;]*?from\s+'([^']+)'/g)) {
    if (from?.startsWith('../entities') || from?.startsWith('../api'))
      expect({ from, typeOnly }).toEqual({ from, typeOnly: 'type ' });
  }
});
