module.exports = require('../../jest.preset.cjs').project(__dirname, 'ui', 'jsdom');
