import type { IntegrationInput, IntegrationType, IntegrationView } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { envelope, isObject, listIn } from './envelopes';

/** GET /api/shops/:shopId/integrations → every integration type, the key as its last 4 characters only. */
export function getIntegrations(shopId: string): Promise<IntegrationView[]> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/integrations`, {
    parse: (data) => listIn<IntegrationView>(data, 'integrations'),
  });
}

export function useIntegrations(): SWRResponse<IntegrationView[], Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['integrations', shopId, auth.userId] as const) : null, ([, id]) => getIntegrations(id));
}

/** PUT /api/shops/:shopId/integrations/:type (ours: the spec's "integration edit save"). */
export function updateIntegration(shopId: string, type: IntegrationType, input: IntegrationInput): Promise<IntegrationView> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/integrations/${encodeURIComponent(type)}`, {
    method: 'PUT',
    body: { integrationInfo: input },
    parse: (data) => {
      const { integration } = envelope(data);
      if (!isObject(integration) || typeof integration.type !== 'string')
        throw new TypeError('unexpected response: no integration');
      return integration as unknown as IntegrationView;
    },
  });
}
