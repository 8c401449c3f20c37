import type { PromoCode, PromoCodeDraft } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn, stringIn } from './envelopes';

/** POST /api/shops/:shopId/promo-code with the flattened fields (spec 001 §7). */
export function createPromoCode(shopId: string, draft: PromoCodeDraft): Promise<PromoCode> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/promo-code`, {
    method: 'POST',
    body: draft,
    parse: (data) => entityIn<PromoCode>(data, 'promoCode'),
  });
}

/** PUT /api/promo-codes/:id with `promoCodeInfo` as JSON text. */
export function updatePromoCode(promoCodeId: string, draft: Partial<PromoCodeDraft>): Promise<PromoCode> {
  return apiFetch(`/api/promo-codes/${encodeURIComponent(promoCodeId)}`, {
    method: 'PUT',
    body: { promoCodeInfo: JSON.stringify(draft) },
    parse: (data) => entityIn<PromoCode>(data, 'promoCode'),
  });
}

/** DELETE /api/promo-codes/:id → the server's message. */
export function deletePromoCode(promoCodeId: string): Promise<string> {
  return apiFetch(`/api/promo-codes/${encodeURIComponent(promoCodeId)}`, {
    method: 'DELETE',
    parse: (data) => stringIn(data, 'message'),
  });
}
