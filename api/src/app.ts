import Fastify, { type FastifyInstance } from 'fastify';
import { createPaymentsAdapter, type PaymentsAdapter } from './adapters/payments';
import { authenticate } from './auth/authenticate';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import type { Db } from './db/types';
import { healthRoutes } from './health/routes';
import { registerCors } from './http/cors';
import { registerErrorHandling } from './http/errors';
import { planRoutes } from './plans/routes';
import { shopRoutes } from './shops/routes';
import { userRoutes } from './users/routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppConfig = Pick<Config, 'jwtSecret' | 'trustProxy' | 'corsOrigins' | 'logLevel'>;

export interface AppDeps {
  db: Db;
  config: AppConfig;
  payments?: PaymentsAdapter;
}

/**
 * The HTTP application without a listening socket: main.ts listens, tests use `app.inject`.
 * Public: /login, /signup, /platform-plans, /api/health. Everything else under /api needs a bearer token.
 */
export async function buildApp({ db, config, payments = createPaymentsAdapter() }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  registerErrorHandling(app);
  registerCors(app, config.corsOrigins);
  app.decorateRequest('user', null);

  await app.register(healthRoutes, { db });
  await app.register(planRoutes);
  await app.register(authRoutes, { db, jwtSecret: config.jwtSecret });
  await app.register(
    async (api) => {
      api.addHook('onRequest', authenticate({ db, jwtSecret: config.jwtSecret }));
      await api.register(userRoutes, { db });
      await api.register(shopRoutes, { db, payments });
    },
    { prefix: '/api' },
  );
  return app;
}
