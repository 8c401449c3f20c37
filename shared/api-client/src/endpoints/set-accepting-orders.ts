import type { Shop } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/** PUT /api/shops/:shopId/accepting-orders/:status (spec 000 §7): 'accepting' or 'stopped' → `{ shop }`. */
export function setAcceptingOrders(shopId: string, status: 'accepting' | 'stopped'): Promise<Shop> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/accepting-orders/${status}`, {
    method: 'PUT',
    parse: (data) => entityIn<Shop>(data, 'shop'),
  });
}
