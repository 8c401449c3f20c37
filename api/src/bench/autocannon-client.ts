import { createRequire } from 'node:module';
import type { AutocannonResult, AutocannonRun } from './autocannon';

/**
 * The bench client process (forked by `autocannonAll` in autocannon.ts): receives `{ runs }`, runs them all at once,
 * sends back `{ results }` (only the figures the benches read) or `{ error }`, and exits.
 */

type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const require = createRequire(__filename);
const runAutocannon = require('autocannon') as Autocannon;

async function runOne({ requestsFrom, ...options }: AutocannonRun): Promise<AutocannonResult> {
  const requests = requestsFrom
    ? (require(requestsFrom.module) as Record<string, (args: unknown) => unknown[]>)[requestsFrom.export]?.(requestsFrom.args)
    : undefined;
  if (requestsFrom && !requests) throw new Error(`${requestsFrom.module} exports no ${requestsFrom.export}()`);
  const {
    latency,
    requests: rate,
    non2xx,
    errors,
    timeouts,
  } = await runAutocannon({ ...options, ...(requests ? { requests } : {}) });
  return {
    latency: { p50: latency.p50, p90: latency.p90, p99: latency.p99, average: latency.average, max: latency.max },
    requests: { average: rate.average, total: rate.total },
    non2xx,
    errors,
    timeouts,
  };
}

process.once('message', (message: { runs: AutocannonRun[] }) => {
  const send = (answer: unknown) => process.send?.(answer, () => process.exit(0));
  Promise.all(message.runs.map(runOne)).then(
    (results) => send({ results }),
    (error: unknown) => send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
