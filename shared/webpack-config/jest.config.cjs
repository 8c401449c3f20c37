module.exports = require('../../jest.preset.cjs').project(__dirname, 'webpack-config', 'node', { testMatch: ['**/*.test.ts'] });
