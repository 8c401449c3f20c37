import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/types';
import { NO_CLIENT_LIMITS } from '../http/client-throttle';

/** The API as the benches run it: production mode, silent log, an outbox in the temp folder. */
export function buildBenchApp(db: Db, jwtSecret: string): Promise<FastifyInstance> {
  return buildApp({
    db,
    // no background mail sweep while measuring
    pendingOrderAlerts: false,
    // the load comes from one address on purpose; the per-client throttle would stop it (http/client-throttle.ts)
    clientLimits: NO_CLIENT_LIMITS,
    config: {
      jwtSecret,
      trustProxy: false,
      corsOrigins: [],
      logLevel: 'silent',
      publicUrl: 'http://localhost:3000',
      production: true,
      mail: { smtpUrl: null, outboxDir: path.join(tmpdir(), 'backoffice-bench-outbox'), from: 'bench <bench@localhost>' },
    },
  });
}
