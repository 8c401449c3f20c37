import type { BankAccountInput, Shop } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/** PUT /api/shops/:shopId/payment with `shopInfo: { bank_acn }` (spec 001 §7) → `{ shop }`. */
export function updateShopPayment(shopId: string, bankAccount: BankAccountInput): Promise<Shop> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/payment`, {
    method: 'PUT',
    body: { shopInfo: { bank_acn: bankAccount } },
    parse: (data) => entityIn<Shop>(data, 'shop'),
  });
}
