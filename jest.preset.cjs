// One way to make each package's jest project, so every package tests the same way.
const path = require('node:path');

exports.project = (dir, displayName, environment = 'node', extra = {}) => ({
  displayName,
  rootDir: dir,
  testEnvironment: environment,
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.jsdom.cjs')] : [],
  setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.after-env.jsdom.cjs')] : [],
  moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs') },
  ...extra,
});
