import type { DineInLinksResponse } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { envelope, listIn, stringIn } from './envelopes';

/** GET /api/shops/:shopId/dine-in-links (ours): each table's dine-in link, what its QR code encodes. */
export function getDineInLinks(shopId: string): Promise<DineInLinksResponse> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/dine-in-links`, {
    parse: (data) => {
      envelope(data);
      return { storeDomain: stringIn(data, 'storeDomain'), links: listIn<DineInLinksResponse['links'][number]>(data, 'links') };
    },
  });
}
