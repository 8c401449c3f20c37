/**
 * Fixes only the clock ("now" for the venue's today, this week…); every timer runs for real, so SWR, Chakra's
 * transitions and the charts' 1 s draw delay behave as in the browser.
 */
export function fixClock(now: Date | number): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'hrtime',
    ],
  });
}
