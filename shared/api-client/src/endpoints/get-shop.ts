import type { PaymentAccount, Shop } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { entityIn, envelope, isObject } from './envelopes';

export interface ShopWithPaymentAccount {
  shop: Shop;
  /** null when the shop has no payment account yet. */
  stripeAccount: PaymentAccount | null;
}

function readShopWithPaymentAccount(data: unknown): ShopWithPaymentAccount {
  const { stripeAccount } = envelope(data);
  if (stripeAccount != null && !isObject(stripeAccount))
    throw new TypeError('unexpected response: "stripeAccount" is not an object');
  return { shop: entityIn<Shop>(data, 'shop'), stripeAccount: (stripeAccount ?? null) as PaymentAccount | null };
}

/** GET /api/shops/:shopId with the payment account (spec 000 §7: options includeStripeAccount true). */
export function getShop(shopId: string): Promise<ShopWithPaymentAccount> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}`, {
    options: { includeStripeAccount: true },
    parse: readShopWithPaymentAccount,
  });
}

/**
 * The current shop as the API has it now (the bus copy is what the host loaded at selection time).
 * Keyed by shop and user, so switching shop refetches; no call without a token or a shop.
 */
export function useShopDetails(): SWRResponse<ShopWithPaymentAccount, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['shop', shopId, auth.userId] as const) : null, ([, id]) => getShop(id));
}
