/**
 * Jest project for the API (node environment). The root config can list this file under `projects`.
 *
 * A few packages under node_modules must go through swc too: `jose`, `cookie` (used by fastify's
 * inject) and `content-disposition` (@fastify/static, under the docs UI) ship ESM only, and PGlite's CommonJS build loads node built-ins with dynamic `import()`, which
 * jest's CommonJS sandbox refuses without --experimental-vm-modules; swc rewrites those to `require`.
 */
const transformedPackages = ['jose', 'cookie', '@electric-sql/pglite', 'content-disposition'];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// pnpm keeps a package at node_modules/.pnpm/<name with / as +>@<version>/node_modules/<name>/
const pnpmNames = transformedPackages.map((name) => escapeRegExp(name.replace('/', '+')));
const plainNames = transformedPackages.map(escapeRegExp);

module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'], '^.+\\.cjs$': ['@swc/jest'] },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${pnpmNames.join('|')})@|(${plainNames.join('|')})/)`],
  roots: ['<rootDir>/src'],
  // DB-backed hooks and tests need more than jest's 5 s on a cold machine: see jest.timeout.cjs.
  setupFilesAfterEnv: ['<rootDir>/jest.timeout.cjs'],
};
