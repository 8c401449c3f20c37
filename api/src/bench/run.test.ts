import { runMain, TARGET_MISSED_EXIT_CODE, targetMissed } from './run';

describe('a bench run', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
    jest.restoreAllMocks();
  });

  it('ends with exit 2 and says so when a target was missed, after printing everything', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    runMain(async () => {
      console.log('p99 120 ms  ✗ p99 > 100 ms target');
      targetMissed();
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(process.exitCode).toBe(TARGET_MISSED_EXIT_CODE);
    expect(TARGET_MISSED_EXIT_CODE).toBe(2);
    expect(log.mock.calls.map(([line]) => line)).toEqual(['p99 120 ms  ✗ p99 > 100 ms target', 'A target was missed (exit 2).']);
  });

  it('keeps exit 0 when every target was met', async () => {
    process.exitCode = undefined;
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    runMain(async () => {});
    await new Promise((resolve) => setImmediate(resolve));
    expect(process.exitCode).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });
});
