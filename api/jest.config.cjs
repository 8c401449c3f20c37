/**
 * Jest project for the API (node environment). The root config can list this file under `projects`.
 * `jose` ships ESM only, so it is the one package under node_modules that swc must transform.
 */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/jose@|jose/)'],
  roots: ['<rootDir>/src'],
  // PGlite opens in ~0.5-3 s per file; the DB-backed files need more than the default 5 s.
  testTimeout: 30_000,
};
