import { fork } from 'node:child_process';
import path from 'node:path';
import type { AutocannonResult } from '../bench/autocannon';
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

const CLIENT = path.join(__dirname, 'open-loop-client.ts');

/**
 * Runs one round in a separate Node process (open-loop-client.ts), never inside the API's process: on a 2-core
 * machine a client sharing the API's event loop delays the answers it times.
 */
export function openLoop(run: OpenLoopRun): Promise<OpenLoopRoute[]> {
  return new Promise((resolve, reject) => {
    // tsx's loader is inherited; a profiled soak (SOAK_CPU_PROF) profiles the client into its own folder
    const execArgv = process.execArgv.map((arg) =>
      arg.startsWith('--cpu-prof-dir=') ? `--cpu-prof-dir=${path.join(path.dirname(arg.slice(15)), 'client')}` : arg,
    );
    const child = fork(CLIENT, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    let answer: { routes: OpenLoopRoute[] } | { error: string } | null = null;
    child.once('message', (message) => {
      answer = message as typeof answer;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer && 'routes' in answer) resolve(answer.routes);
      else reject(new Error(answer?.error ?? `the soak's load client exited with ${code} before answering`));
    });
    child.send(run);
  });
}
