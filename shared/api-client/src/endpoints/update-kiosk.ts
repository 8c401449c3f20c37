import type { Kiosk, KioskInfoUpdate } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/** PUT /api/kiosks/:id with kioskInfo as JSON text: details, or embedVersion / layoutConfig (spec 001 §7). */
export function updateKiosk(kioskId: string, kioskInfo: KioskInfoUpdate): Promise<Kiosk> {
  return apiFetch(`/api/kiosks/${encodeURIComponent(kioskId)}`, {
    method: 'PUT',
    body: { kioskInfo: JSON.stringify(kioskInfo) },
    parse: (data) => entityIn<Kiosk>(data, 'kiosk'),
  });
}
