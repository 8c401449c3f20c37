import type { HealthResponse } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';

/** GET /api/health: public, for load balancers and the dev scripts. A DB round trip proves the DB is usable. */
export async function healthRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.get('/api/health', async (): Promise<HealthResponse> => {
    await deps.db.query('select 1');
    return { ok: true, db: deps.db.kind };
  });
}
