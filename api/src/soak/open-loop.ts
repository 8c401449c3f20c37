import { fork } from 'node:child_process';
import path from 'node:path';
import type { AutocannonResult } from '../bench/autocannon';
import type { LoopHealth } from './loop-health-types';
import type { Fixture } from './mix';

/** One load round of the soak: the whole mix at `rate` req/s for `seconds`, sent to `base` (the host's origin). */
export interface OpenLoopRun {
  base: string;
  fixture: Fixture;
  rate: number;
  seconds: number;
  /** keeps each round's Idempotency-Keys apart (see mix.ts) */
  round: number;
}

/** One route of the mix with its figures (the shape the benches print: latency from the scheduled send). */
export interface OpenLoopRoute {
  name: string;
  share: number;
  result: AutocannonResult;
}

/** What the soak calls a slow answer (p99 target), and the width of the buckets they are counted in. */
export const SLOW_MS = 100;
export const SLOW_BUCKET_S = 5;

/** A round's figures per route, and the client's own event loop (its lag is counted in the latencies: see there). */
export interface OpenLoopOutcome {
  routes: OpenLoopRoute[];
  client: LoopHealth;
  /** answers (all routes) slower than SLOW_MS, by the SLOW_BUCKET_S seconds of the schedule they were due in */
  slowOverTime: number[];
}

const CLIENT = path.join(__dirname, 'open-loop-client.ts');

/**
 * Runs one round in a separate Node process (open-loop-client.ts), never inside the API's process: on a 2-core
 * machine a client sharing the API's event loop delays the answers it times.
 */
export function openLoop(run: OpenLoopRun): Promise<OpenLoopOutcome> {
  return new Promise((resolve, reject) => {
    // tsx's loader is inherited; a profiled soak (SOAK_CPU_PROF) profiles the client into its own folder
    const execArgv = process.execArgv.map((arg) =>
      arg.startsWith('--cpu-prof-dir=') ? `--cpu-prof-dir=${path.join(path.dirname(arg.slice(15)), 'client')}` : arg,
    );
    const child = fork(CLIENT, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    let answer: OpenLoopOutcome | { error: string } | null = null;
    child.once('message', (message) => {
      answer = message as typeof answer;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer && 'routes' in answer) resolve(answer);
      else reject(new Error(answer?.error ?? `the soak's load client exited with ${code} before answering`));
    });
    child.send(run);
  });
}
