// Event-loop delay and GC pauses of one process during a load round (where a p99 comes from). A request
// that arrives while a process's loop is blocked (a long synchronous step, a GC pause) waits for it whatever its own
// cost, so these are printed per process beside the latencies. Plain CommonJS: the host's server runs without a
// TypeScript loader and takes this file as a preload (`node --require loop-health.cjs`, see host-process.ts).

const { renameSync, writeFileSync } = require('node:fs');
const { monitorEventLoopDelay, PerformanceObserver } = require('node:perf_hooks');

/**
 * @typedef {{ delayP99Ms: number, delayMaxMs: number, gcPauses: number, gcPauseMs: number, gcLongestMs: number }} LoopHealth
 */

/** Starts watching this process; `read()` gives the figures since the start (or the last `reset()`). */
function watchLoopHealth() {
  // 10 ms sampling: finer only adds timer wake-ups to the process measured
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let gcPauses = 0;
  let gcPauseMs = 0;
  let gcLongestMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcPauses += 1;
      gcPauseMs += entry.duration;
      gcLongestMs = Math.max(gcLongestMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    /** @returns {LoopHealth} */
    read() {
      return {
        delayP99Ms: delay.count ? delay.percentile(99) / 1e6 : 0,
        delayMaxMs: delay.count ? delay.max / 1e6 : 0,
        gcPauses,
        gcPauseMs,
        gcLongestMs,
      };
    },
    reset() {
      delay.reset();
      gcPauses = 0;
      gcPauseMs = 0;
      gcLongestMs = 0;
    },
    stop() {
      delay.disable();
      observer.disconnect();
    },
  };
}

module.exports = { watchLoopHealth };

// As the host's preload (host-process.ts sets SOAK_LOOP_HEALTH_FILE for that process only): on each SIGUSR2 the
// figures since the previous one are written to the file, so the soak's signals before and after a round bound it.
const file = process.env.SOAK_LOOP_HEALTH_FILE;
if (file) {
  const watch = watchLoopHealth();
  process.on('SIGUSR2', () => {
    writeFileSync(`${file}.tmp`, JSON.stringify(watch.read()));
    renameSync(`${file}.tmp`, file);
    watch.reset();
  });
}
