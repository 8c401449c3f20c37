module.exports = require('../jest.preset.cjs').project(__dirname, 'mfe-orders', 'jsdom', { testTimeout: 20_000 });
