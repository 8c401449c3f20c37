import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The API as its own process (`node --import tsx src/main.ts`), the way production runs it, so a soak can `kill -9` it and start it
 * again on the same data. PGlite keeps its files in `dataDir`; with `databaseUrl` the data lives on that server.
 */
export interface ApiProcessOptions {
  port: number;
  jwtSecret: string;
  /** The API's clock starts here (demo data is seeded relative to it); the demo shops are open at this instant. */
  clockStart: string;
  dataDir: string;
  databaseUrl?: string;
}

export interface ApiProcess {
  url: string;
  /** SIGKILL: no drain, no close, whatever was in flight is cut. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful path (drain, close the database). */
  stop(): Promise<void>;
}

const API_ROOT = path.resolve(__dirname, '../..');

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    JWT_SECRET: options.jwtSecret,
    CLOCK_START: options.clockStart,
    DATA_DIR: options.dataDir,
    MAIL_OUTBOX_DIR: path.join(options.dataDir, '..', 'outbox'),
    IMAGES_DIR: path.join(options.dataDir, '..', 'images'),
    LOG_LEVEL: 'error',
    SHUTDOWN_DRAIN_MS: '0',
    // the soak sends its whole load from this one address on purpose
    CLIENT_LIMITS: 'off',
    NODE_ENV: 'development',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // node itself with tsx as a loader (not the tsx CLI, which runs node as a child: SIGKILL would miss the server)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${options.port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start within 120 s:\n${output}`)), 120_000);
    const check = () => {
      if (output.includes('[api] listening')) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearTimeout(timer);
        reject(new Error(`the API exited (${child.exitCode}) while starting:\n${output}`));
      } else setTimeout(check, 100);
    };
    check();
  });
  return {
    url,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
