import { type Shop, type ShopCreate, shop } from '@backoffice/contracts';
import { z } from 'zod';
import { apiFetch } from '../api-fetch';

const response = z.object({ shop });

/** POST /api/shops with body `{ shopInfo, options? }` → `{ shop }` (spec 000 §7). */
export function createShop(shopInfo: ShopCreate, options?: object): Promise<Shop> {
  return apiFetch('/api/shops', { method: 'POST', body: { shopInfo, options }, parse: (data) => response.parse(data).shop });
}
