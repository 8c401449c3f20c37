module.exports = require('../jest.preset.cjs').project(__dirname, 'mfe-menu', 'jsdom', { testTimeout: 20_000 });
