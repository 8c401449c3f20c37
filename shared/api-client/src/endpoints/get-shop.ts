import { type PaymentAccount, paymentAccount, type Shop, shop } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';

export interface ShopWithPaymentAccount {
  shop: Shop;
  /** null when the shop has no payment account yet. */
  stripeAccount: PaymentAccount | null;
}

const response = z.object({ shop, stripeAccount: paymentAccount.nullish() });

/** GET /api/shops/:shopId with the payment account (spec 000 §7: options includeStripeAccount true). */
export function getShop(shopId: string): Promise<ShopWithPaymentAccount> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}`, {
    options: { includeStripeAccount: true },
    parse: (data) => {
      const parsed = response.parse(data);
      return { shop: parsed.shop, stripeAccount: parsed.stripeAccount ?? null };
    },
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
