// Chakra's dialogs and zag state machines render slowly in jsdom, and the machine is shared (2 cores): Jest's
// 5 s default timed out tests that pass alone in 3–4 s.
module.exports = require('../../jest.preset.cjs').project(__dirname, 'ui', 'jsdom', { testTimeout: 20_000 });
