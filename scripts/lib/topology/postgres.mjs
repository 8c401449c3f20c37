// A throw-away PostgreSQL primary and a streaming standby from Debian's packages, in a temp folder.
// initdb and pg_ctl refuse to run as root (TOOLCHAIN.md): as root they run as the `postgres` user, like .ci/run does.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../apps.mjs';

const requireFromApi = createRequire(path.join(ROOT, 'api/package.json'));
const pg = requireFromApi('pg');

export const DATABASE = 'backoffice';
/** The standby's name on the primary (cluster_name is the walreceiver's application_name). */
export const STANDBY_NAME = 'standby1';

export function pgBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  versions.sort((a, b) => Number(a) - Number(b));
  return path.join(base, versions.at(-1), 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool as the postgres user when we are root; resolves with its output, rejects with it. */
function pgTool(tool, args, { timeoutMs = 120_000 } = {}) {
  const command = asRoot ? 'runuser' : path.join(pgBin(), tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(pgBin(), tool), ...args] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${tool} ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

function pgToolSync(tool, args) {
  const command = asRoot ? 'runuser' : path.join(pgBin(), tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(pgBin(), tool), ...args] : args;
  execFileSync(command, argv, { stdio: 'ignore', timeout: 30_000 });
}

export const connectionUrl = (port) => `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;

/** One statement on the server at `port`; resolves with its rows. */
export async function query(port, sql, params = []) {
  const client = new pg.Client({ connectionString: connectionUrl(port), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL server (data folder + port) started by pg_ctl. Its `-o` options are given at each start, not written
 * into the data folder, so a standby copied from the primary does not inherit them (a promoted standby must not wait
 * for a synchronous standby it does not have).
 */
class Server {
  constructor(dir, dataDir, port, options) {
    this.dir = dir;
    this.dataDir = dataDir;
    this.port = port;
    this.options = options;
    this.log = path.join(dir, `${path.basename(dataDir)}.log`);
    this.url = connectionUrl(port);
    this.running = false;
  }

  async start() {
    const o = [`-p ${this.port}`, `-k ${this.dir}`, '-c listen_addresses=127.0.0.1', ...this.options].join(' ');
    await pgTool('pg_ctl', ['-D', this.dataDir, '-l', this.log, '-w', '-t', '60', '-o', o, 'start']);
    this.running = true;
  }

  /** mode: 'fast' (clean) or 'immediate' (as if the machine lost power: no shutdown checkpoint). */
  async stop(mode = 'fast') {
    if (!this.running) return;
    this.running = false;
    await pgTool('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']).catch(() => {});
  }

  stopSync() {
    if (!this.running) return;
    this.running = false;
    try {
      pgToolSync('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', 'stop']);
    } catch {}
  }

  async promote() {
    await pgTool('pg_ctl', ['-D', this.dataDir, '-w', '-t', '60', 'promote']);
  }
}

// Throw-away servers: no fsync (the data folder dies with the run; a stopped server still loses nothing acknowledged,
// only an operating-system crash would).
const COMMON = ['-c fsync=off', '-c max_connections=200', '-c shared_buffers=32MB'];

/**
 * Starts the primary (and the standby): initdb, the `backoffice` database, pg_basebackup -R for the standby, then
 * synchronous replication (synchronous_commit=on waits for the standby's flush, so a commit the API acknowledged is on
 * both servers).
 */
export async function startPostgres({ primaryPort, standbyPort, standby = true, synchronous = true, log = () => {} }) {
  const dir = fs.mkdtempSync('/tmp/backoffice-topology-pg.');
  fs.chmodSync(dir, 0o755);
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const primaryDir = path.join(dir, 'primary');
  await pgTool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const primary = new Server(dir, primaryDir, primaryPort, [
    ...COMMON,
    '-c wal_level=replica',
    '-c max_wal_senders=5',
    '-c wal_keep_size=256MB',
    '-c hot_standby=on',
  ]);
  const servers = { dir, primary, standby: null, synchronous: false };
  try {
    await primary.start();
    log(`  PostgreSQL primary on 127.0.0.1:${primaryPort}`);
    await query(primaryPort, 'select 1').catch(async () => {
      // the database does not exist yet: create it through the default one
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
      await client.connect();
      await client.query(`create database ${DATABASE}`);
      await client.end();
    });
    if (standby) {
      const standbyDir = path.join(dir, 'standby');
      await pgTool('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '-D',
        standbyDir,
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
        '--no-sync',
      ]);
      servers.standby = new Server(dir, standbyDir, standbyPort, [
        ...COMMON,
        '-c hot_standby=on',
        `-c cluster_name=${STANDBY_NAME}`,
      ]);
      await servers.standby.start();
      log(`  PostgreSQL standby on 127.0.0.1:${standbyPort} (streaming from the primary)`);
      if (synchronous) {
        // Set on the primary only after the copy (ALTER SYSTEM writes the primary's own postgresql.auto.conf), and
        // only once the standby streams: before that every commit would wait.
        await waitForStandby(primaryPort);
        await query(primaryPort, `alter system set synchronous_standby_names = '${STANDBY_NAME}'`);
        await query(primaryPort, 'select pg_reload_conf()');
        await waitFor(async () => {
          const rows = await query(primaryPort, 'select sync_state from pg_stat_replication where application_name = $1', [
            STANDBY_NAME,
          ]);
          return rows[0]?.sync_state === 'sync';
        }, 'the standby to become synchronous');
        servers.synchronous = true;
      }
    }
  } catch (error) {
    await servers.standby?.stop('immediate');
    await primary.stop('immediate');
    throw Object.assign(error, { logs: readLogs(dir) });
  }
  return servers;
}

async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function waitForStandby(primaryPort) {
  return waitFor(async () => {
    const rows = await query(primaryPort, 'select state from pg_stat_replication where application_name = $1', [STANDBY_NAME]);
    return rows[0]?.state === 'streaming';
  }, 'the standby to stream');
}

function readLogs(dir) {
  try {
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.log'))
      .map((f) => `--- ${f} ---\n${fs.readFileSync(path.join(dir, f), 'utf8').slice(-4000)}`)
      .join('\n');
  } catch {
    return '';
  }
}

export async function stopPostgres(servers) {
  await servers.standby?.stop();
  await servers.primary.stop();
  fs.rmSync(servers.dir, { recursive: true, force: true });
}

export function stopPostgresSync(servers) {
  servers.standby?.stopSync();
  servers.primary.stopSync();
  try {
    fs.rmSync(servers.dir, { recursive: true, force: true });
  } catch {}
}
