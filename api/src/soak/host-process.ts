import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, processCpuMs } from '../bench/postgres-server';
import type { LoopHealth } from './loop-health-types';

/**
 * The host's static server (shared/static-server, `--kind host`) in its own process, as `scripts/lib/stack.mjs` and
 * docker-compose run it: the load soak drives the API through its `/api` proxy on the one origin browsers use, so
 * the figures include the hop every browser request takes ("against the API through the host"). It serves
 * an empty folder: the soak asks for no page, and CI runs the soak before anything is built.
 */
export interface HostProcess {
  /** the host's origin, e.g. http://127.0.0.1:40123; `${url}/api/…` reaches the API behind it */
  url: string;
  /** CPU milliseconds the host's process has used so far */
  cpuMs(): number;
  /** The host's event-loop delay and GC pauses since the previous call (the first call starts the window). */
  loopHealth(): Promise<LoopHealth>;
  stop(): Promise<void>;
}

const SERVE = path.resolve(__dirname, '../../../shared/static-server/src/cli.mjs');
const LOOP_HEALTH = path.join(__dirname, 'loop-health.cjs');

/** SOAK_CPU_PROF=DIR (scripts/soak.mjs): the host writes a V8 CPU profile into DIR/host when it stops. */
function profileFlags(): string[] {
  const dir = process.env.SOAK_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(path.resolve(dir), 'host')}`] : [];
}

export async function startHostProcess(apiUrl: string): Promise<HostProcess> {
  const root = mkdtempSync(path.join(tmpdir(), 'backoffice-soak-host-'));
  const port = await freePort();
  // the served folder is empty; the host's loop figures are written beside it (loop-health.cjs, on SIGUSR2)
  const loopHealthFile = path.join(root, '.loop-health.json');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...profileFlags(),
      '--require',
      LOOP_HEALTH,
      SERVE,
      '--kind',
      'host',
      '--root',
      root,
      '--port',
      String(port),
      '--api',
      apiUrl,
    ],
    {
      env: { ...process.env, NODE_ENV: 'production', SOAK_LOOP_HEALTH_FILE: loopHealthFile },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  // Ready when the API answers through it (the proxy is what the soak measures).
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the host server exited (${child.exitCode}) while starting:\n${errors}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the host server did not answer /api/health within 60 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const loopHealth = async (): Promise<LoopHealth> => {
    rmSync(loopHealthFile, { force: true });
    child.kill('SIGUSR2');
    for (let waited = 0; !existsSync(loopHealthFile); waited += 10) {
      if (waited > 5000) throw new Error('the host server did not report its event loop within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return JSON.parse(readFileSync(loopHealthFile, 'utf8')) as LoopHealth;
  };
  return { url, cpuMs: () => (child.pid ? processCpuMs(child.pid) : 0), loopHealth, stop };
}
