import { fork } from 'node:child_process';
import path from 'node:path';

/** What the benches read of an autocannon run (autocannon ships no types). */
export interface AutocannonResult {
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Where a run's requests are made: `module` (an absolute path) exports `export(args)`, which returns autocannon's
 * `requests` array (its `setupRequest` functions included). It is called inside the client process, so the request
 * counter and every per-request choice live there; `args` crosses the process boundary, so it must be plain data.
 */
export interface RequestsFrom {
  module: string;
  export: string;
  args: unknown;
}

/** One autocannon run: its options as plain data (no functions: they cannot cross to the client process). */
export interface AutocannonRun {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requestsFrom?: RequestsFrom;
}

const CLIENT = path.join(__dirname, 'autocannon-client.ts');

/**
 * Runs every run at once in ONE separate Node process and resolves with their results in order. The client is never
 * inside the API's process: on a 2-core machine a client sharing the API's event loop delays the API's answers and its
 * own reading of them, which inflated every tail the benches printed. The child inherits this process's `execArgv`
 * (tsx's loader), so request modules may be TypeScript.
 */
export function autocannonAll(runs: readonly AutocannonRun[]): Promise<AutocannonResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(CLIENT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    let answer: { results: AutocannonResult[] } | { error: string } | null = null;
    child.once('message', (message) => {
      answer = message as typeof answer;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer && 'results' in answer) resolve(answer.results);
      else reject(new Error(answer?.error ?? `the autocannon client exited with ${code} before answering`));
    });
    child.send({ runs });
  });
}

/** One run in a separate client process (see `autocannonAll`). */
export async function autocannon(run: AutocannonRun): Promise<AutocannonResult> {
  const [result] = await autocannonAll([run]);
  if (!result) throw new Error('the autocannon client answered nothing');
  return result;
}

/** The signing secret of every bench app (never a real one: bench apps live only for the run). */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
