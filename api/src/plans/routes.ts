import type { PlatformPlan } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_PLANS } from './plans';

/** GET /platform-plans: public (spec 000 §6 — no bearer). */
export async function planRoutes(app: FastifyInstance): Promise<void> {
  app.get('/platform-plans', async (): Promise<{ plans: readonly PlatformPlan[] }> => ({ plans: PLATFORM_PLANS }));
}
