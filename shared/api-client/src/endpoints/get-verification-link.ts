import { apiFetch } from '../api-fetch';
import { envelope, isObject } from './envelopes';

/** GET /api/shops/:shopId/verification-link?isNewDashboard=true (spec 000 §7) → the accountLink's url. */
export function getVerificationLink(shopId: string): Promise<string> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/verification-link`, {
    query: { isNewDashboard: true },
    options: {},
    parse: (data) => {
      const { accountLink } = envelope(data);
      if (!isObject(accountLink) || typeof accountLink.url !== 'string')
        throw new TypeError('unexpected response: no accountLink.url');
      return accountLink.url;
    },
  });
}
