import type { Kiosk } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/** POST /api/kiosks with kioskInfo (name, shop) as JSON text (spec 001 §7). Admin only. */
export function createKiosk(shopId: string, name: string): Promise<Kiosk> {
  return apiFetch('/api/kiosks', {
    method: 'POST',
    body: { kioskInfo: JSON.stringify({ name, shop: shopId }) },
    parse: (data) => entityIn<Kiosk>(data, 'kiosk'),
  });
}
