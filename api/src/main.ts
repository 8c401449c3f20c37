import { buildApp } from './app';
import { loadConfig, serverClock } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { openPostgres } from './db/postgres';
import { NO_CLIENT_LIMITS } from './http/client-throttle';
import { listenWarmedUp } from './http/warm-up';
import { seedDemoDataOnce } from './seed/seed';

/**
 * Start-up: config → database → migrations → demo seed (first start only) → listen. One log line when
 * ready; SIGTERM drains (SHUTDOWN_DRAIN_MS, default 2 s in production: the health check fails so a load balancer
 * stops sending, while what it still sends is answered), then stops accepting, finishes in-flight requests, ends the event streams and closes the
 * database (PGlite flushes its files on close, so a restart loses nothing). SIGINT (Ctrl-C) skips the drain.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  // reports only: a small pool, opened now so a wrong READ_DATABASE_URL stops the start-up
  const readDb = config.readDatabaseUrl ? await openPostgres({ connectionString: config.readDatabaseUrl, max: 5 }) : null;
  await migrate(db);
  const now = serverClock(config.clockStart);
  const seeded = config.seed ? await seedDemoDataOnce(db, { now: now() }) : null;
  const app = await buildApp({ db, readDb, config, now, ...(config.clientLimitsOff ? { clientLimits: NO_CLIENT_LIMITS } : {}) });

  const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? (config.production ? 2000 : 0));
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    try {
      await app.shutdown.drainAndClose(signal === 'SIGTERM' ? drainMs : 0);
      await readDb?.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(`[api] error while stopping after ${signal}:`, error);
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // warmed up before it listens (http/warm-up.ts): its first requests are answered as fast as later ones
  const { address } = await listenWarmedUp(
    app,
    { db, jwtSecret: config.jwtSecret },
    { port: config.port, host: config.host },
    { now, log: (line) => console.log(line) },
  );
  const where = db.kind === 'pglite' ? `pglite at ${config.dataDir}` : readDb ? 'postgres, reports on the standby' : 'postgres';
  const seedNote = seeded ? `, seeded demo data (${seeded.shops} shops, ${seeded.orders} orders)` : '';
  console.log(`[api] listening on ${address} (db: ${where}${seedNote})`);
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error);
  process.exit(1);
});
