import { watchLoopHealth } from './loop-health-types';

/** The soak's per-process loop figures: a blocked loop and the collections must show in them. */
test('a loop blocked for 150 ms shows as a delay of at least that, and collections are counted', async () => {
  const watch = watchLoopHealth();
  try {
    // let the 10 ms sampler tick a few times, then hold the loop
    await new Promise((resolve) => setTimeout(resolve, 50));
    const until = Date.now() + 150;
    while (Date.now() < until) {
      // busy: what a synchronous step of a request does to every other request
    }
    // garbage enough for a few young-generation collections
    let kept: number[][] = [];
    for (let i = 0; i < 200; i += 1) kept = [Array.from({ length: 50_000 }, (_, j) => j)];
    expect(kept).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = watch.read();
    expect(health.delayMaxMs).toBeGreaterThanOrEqual(140);
    expect(health.gcPauses).toBeGreaterThan(0);
    expect(health.gcPauseMs).toBeGreaterThan(0);
    expect(health.gcLongestMs).toBeLessThanOrEqual(health.gcPauseMs);
    watch.reset();
    expect(watch.read()).toMatchObject({ gcPauses: 0, gcPauseMs: 0 });
  } finally {
    watch.stop();
  }
});
