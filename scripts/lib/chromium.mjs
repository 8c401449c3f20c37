// The flags every headless Chromium we drive runs with (the handbook's list; the journeys keep the same list in
// e2e/support/browser.ts), so the bench and Lighthouse measure the browser the tests drive. Each caller adds its own
// --headless form.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
