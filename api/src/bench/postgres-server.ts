import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL server for the benchmark (Debian's binaries in /usr/lib/postgresql/<version>/bin), on
 * 127.0.0.1 with its socket in a temp folder. `initdb` refuses to run as root, so as root it runs as the `postgres`
 * user (the pattern of .ci/run). It is durable by default, as production is (fsync, synchronous_commit and
 * full_page_writes on): a write bench measures the commit's flush too. `BENCH_POSTGRES_UNSAFE=1` (or the option
 * `unsafeNoDurability`) turns the three off — faster, not what production runs; for comparing with figures taken that
 * way in older bench runs. The server prints which settings it runs with, so every bench's figures say it.
 */
export interface PostgresServer {
  url: string;
  version: string;
  /** The durability settings the server runs with, e.g. `fsync=on synchronous_commit=on full_page_writes=on`. */
  settings: string;
  /** CPU milliseconds the whole server has used so far (postmaster and every backend, exited ones included). */
  cpuMs(): number;
  stop(): void;
}

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ (`getconf CLK_TCK`)

/** utime + stime (+ the reaped children's cutime + cstime) of a process, in clock ticks, from /proc/<pid>/stat. */
function processTicks(pid: number, withChildren: boolean): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces) start at field 3
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return withChildren ? ticks + Number(fields[13]) + Number(fields[14]) : ticks;
  } catch {
    return 0; // the process has just exited: its time is in the parent's reaped children
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** CPU milliseconds one process has used so far (its own threads; not its children). */
export function processCpuMs(pid: number): number {
  return (processTicks(pid, false) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The server's CPU time: the postmaster with its reaped children, plus the live backends. */
function serverCpuMs(postmasterPid: number): number {
  let ticks = processTicks(postmasterPid, true);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && pid > 0 && parentOf(pid) === postmasterPid) ticks += processTicks(pid, false);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  if (!latest) throw new Error(`No PostgreSQL under ${root} (apt-get install postgresql)`);
  return path.join(root, latest, 'bin');
}

/** A port nothing listens on at the moment, on 127.0.0.1 (the soak's API processes use it too). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServerOptions {
  sharedBuffers?: string;
  /** fsync, synchronous_commit and full_page_writes off: faster, not what production runs. */
  unsafeNoDurability?: boolean;
}

/** The durability flags, named so a bench can print them. */
export function durabilitySettings(unsafeNoDurability: boolean): string[] {
  const value = unsafeNoDurability ? 'off' : 'on';
  return [`fsync=${value}`, `synchronous_commit=${value}`, `full_page_writes=${value}`];
}

export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-pg-'));
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string) => {
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });
    else execFileSync('/bin/sh', ['-c', command], { stdio: 'pipe' });
  };
  const port = await freePort();
  const durability = durabilitySettings(options.unsafeNoDurability ?? process.env.BENCH_POSTGRES_UNSAFE === '1');
  const data = path.join(dir, 'data');
  run(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 >/dev/null`);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...durability.map((setting) => `-c ${setting}`),
    `-c shared_buffers=${options.sharedBuffers ?? '512MB'}`,
    '-c max_wal_size=4GB',
    '-c work_mem=32MB',
    '-c maintenance_work_mem=256MB',
  ].join(' ');
  run(`${bin}/pg_ctl -D ${data} -l ${dir}/log -w -o '${settings}' start >/dev/null`);
  run(`${bin}/psql -h 127.0.0.1 -p ${port} -U postgres -c 'create database bench' >/dev/null`);
  const version = execFileSync(`${bin}/postgres`, ['--version']).toString().trim();
  // every bench that starts this server says which durability its figures were taken with
  console.log(`PostgreSQL ${version} (throw-away bench server): ${durability.join(' ')}`);
  const postmasterPid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    version,
    settings: durability.join(' '),
    cpuMs: () => serverCpuMs(postmasterPid),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(`${bin}/pg_ctl -D ${data} -m fast stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
