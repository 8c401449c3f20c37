import type { HealthResponse } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';

/**
 * GET /api/health: public, for load balancers and the dev scripts. A DB round trip proves the DB is usable;
 * if it is not, 503 so a load balancer takes this replica out of rotation.
 */
export async function healthRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.get('/api/health', async (request, reply): Promise<HealthResponse | { message: string }> => {
    try {
      await deps.db.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      reply.status(503);
      return { message: 'The database is unavailable.' };
    }
    return { ok: true, db: deps.db.kind };
  });
}
