import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * The API process's own CPU over a measured run (the bench client lives in another process, so none of its work is
 * counted). On this shared 2-core machine latency moves with other people's load; CPU milliseconds per request move
 * only with the work a request costs, so before/after comparisons read this figure first.
 * With `profileFile`, a V8 CPU profile of the same window is written there (open it in Chrome DevTools or speedscope).
 */
export async function measureCpu<T>(
  run: () => Promise<T>,
  profileFile?: string,
  /** The database server's CPU so far (postgres-server.ts), when the bench started it: measured over the same run. */
  serverCpuMs?: () => number,
): Promise<{ result: T; cpuMs: number; serverCpuMs: number | null }> {
  const session = profileFile ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const serverBefore = serverCpuMs?.() ?? null;
  const before = process.cpuUsage();
  try {
    const result = await run();
    const used = process.cpuUsage(before);
    const server = serverBefore === null || !serverCpuMs ? null : serverCpuMs() - serverBefore;
    return { result, cpuMs: (used.user + used.system) / 1000, serverCpuMs: server };
  } finally {
    if (session && profileFile) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      session.disconnect();
    }
  }
}

/** `0.42 ms API CPU/request` (`, 0.30 ms PostgreSQL` when measured) of a run that answered `requests` times. */
export function cpuPerRequest(cpuMs: number, requests: number, serverCpuMs: number | null = null): string {
  if (requests <= 0) return 'no request answered';
  const server = serverCpuMs === null ? '' : `, ${(serverCpuMs / requests).toFixed(2)} ms PostgreSQL`;
  return `${(cpuMs / requests).toFixed(2)} ms API CPU/request${server}`;
}
