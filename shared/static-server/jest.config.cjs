// ESM-only packages under node_modules go through swc: content-disposition 3 (required by @fastify/static) and
// cookie (fastify's inject). Node 20 loads them natively; jest's CommonJS sandbox does not.
const transformed = ['content-disposition', 'cookie'];
module.exports = require('../../jest.preset.cjs').project(__dirname, 'static-server', 'node', {
  testMatch: ['**/*.test.ts'],
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${transformed.join('|')})@|(${transformed.join('|')})/)`],
});
