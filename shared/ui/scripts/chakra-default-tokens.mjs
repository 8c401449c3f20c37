// Regenerates src/theme/chakra-default-tokens.json from the installed Chakra: its default tokens and semantic
// tokens, as data. Run after upgrading @chakra-ui/react (src/theme/system.test.tsx fails until you do):
//   node shared/ui/scripts/chakra-default-tokens.mjs
//
// Why a copy at all: Chakra defines `tokens` and `semanticTokens` in the same module (`@chakra-ui/react/theme`) that
// builds `defaultThemeConfig = defineConfig({ …, recipes, slotRecipes })`. webpack cannot prove that call pure, so
// importing the tokens from there ships the recipe of every Chakra component (~17 KiB gzip) in the shared
// @backoffice/ui chunk. See src/theme/system.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '..', 'package.json'));
const { tokens, semanticTokens } = require('@chakra-ui/react/theme');
const { version } = require('@chakra-ui/react/package.json');

const out = path.join(here, '..', 'src', 'theme', 'chakra-default-tokens.json');
const data = { generatedFrom: `@chakra-ui/react@${version} theme: tokens, semanticTokens`, tokens, semanticTokens };
fs.writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
execFileSync(path.join(here, '..', '..', '..', 'node_modules', '.bin', 'biome'), ['format', '--write', out], {
  stdio: 'inherit',
});
console.log(`wrote ${path.relative(process.cwd(), out)}`);
