import { createRequire } from 'node:module';

/** What the benches read of an autocannon run (autocannon ships no types). */
export interface AutocannonResult {
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
export const autocannon = createRequire(__filename)('autocannon') as Autocannon;

/** The signing secret of every bench app (never a real one: bench apps live only for the run). */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
