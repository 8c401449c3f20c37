import {
  type IntegrationResponse,
  type IntegrationsResponse,
  integrationParams,
  shopParams,
  updateIntegrationRequest,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { bodyOf, paramsOf } from '../http/validate';
import { guardShopOfPath } from '../shops/shop-guard';
import { listIntegrations, saveIntegration } from './repo';
import type { SecretBox } from './secret-box';

/**
 * Integrations (spec 001 §2 /shop/integrations; the save's method and path are not in the spec: api/ROUTES.md, docs/decisions/012-shop-settings.md).
 * Owner or admin only, like every shop route; the key is never answered, only its last 4 characters.
 */
export async function integrationRoutes(app: FastifyInstance, deps: { db: Db; secrets: SecretBox }): Promise<void> {
  const { db, secrets } = deps;
  const guardShop = guardShopOfPath(db);

  app.get(
    '/shops/:shopId/integrations',
    { schema: { params: shopParams }, config: { shopPermission: 'settings.edit' }, preHandler: guardShop },
    async (request): Promise<IntegrationsResponse> => {
      const { shopId } = paramsOf(request);
      return { integrations: await listIntegrations(db, shopId) };
    },
  );

  app.put(
    '/shops/:shopId/integrations/:type',
    {
      schema: { params: integrationParams, body: updateIntegrationRequest },
      config: { shopPermission: 'settings.edit' },
      preHandler: guardShop,
    },
    async (request): Promise<IntegrationResponse> => {
      const { shopId, type } = paramsOf(request);
      const { integrationInfo } = bodyOf(request);
      return { integration: await saveIntegration(db, secrets, shopId, type, integrationInfo) };
    },
  );
}
