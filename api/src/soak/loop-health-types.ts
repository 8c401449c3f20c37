/** loop-health.cjs, typed for the TypeScript side of the soak (the file itself stays plain CommonJS: see there). */
export interface LoopHealth {
  /** the 99th percentile and the longest of the event loop's delays in the window */
  delayP99Ms: number;
  delayMaxMs: number;
  /** garbage collections in the window, their pauses summed, and the longest */
  gcPauses: number;
  gcPauseMs: number;
  gcLongestMs: number;
}

export interface LoopHealthWatch {
  read(): LoopHealth;
  reset(): void;
  stop(): void;
}

export const { watchLoopHealth } = require('./loop-health.cjs') as { watchLoopHealth(): LoopHealthWatch };
