import type { Shop, ShopCreate } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/** POST /api/shops with body `{ shopInfo, options? }` → `{ shop }` (spec 000 §7). */
export function createShop(shopInfo: ShopCreate, options?: object): Promise<Shop> {
  return apiFetch('/api/shops', { method: 'POST', body: { shopInfo, options }, parse: (data) => entityIn<Shop>(data, 'shop') });
}
