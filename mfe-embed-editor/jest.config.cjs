module.exports = require('../jest.preset.cjs').project(__dirname, 'mfe-embed-editor', 'jsdom', { testTimeout: 40_000 });
