import { repeatEvery } from './every';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs every interval, skips a tick while the previous run is still going, logs a failure and goes on', async () => {
  const errors: string[] = [];
  let runs = 0;
  let finish: () => void = () => {};
  const stop = repeatEvery(1000, 'the sweep', { error: (_obj, msg) => errors.push(msg) }, () => {
    runs += 1;
    if (runs === 2) return Promise.reject(new Error('boom'));
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  });
  await jest.advanceTimersByTimeAsync(1000);
  expect(runs).toBe(1);
  await jest.advanceTimersByTimeAsync(3000); // still running: no second run piles up
  expect(runs).toBe(1);
  finish();
  await jest.advanceTimersByTimeAsync(1000);
  expect(runs).toBe(2);
  expect(errors).toEqual(['the sweep failed']);
  await jest.advanceTimersByTimeAsync(1000);
  expect(runs).toBe(3);
  stop();
  await jest.advanceTimersByTimeAsync(5000);
  expect(runs).toBe(3);
});
