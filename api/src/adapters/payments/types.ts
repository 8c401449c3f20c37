import type { PaymentAccount, Shop } from '@backoffice/contracts';

/**
 * The payment provider as the rest of the API sees it. The local default answers from our own data; a
 * Stripe implementation (behind STRIPE_SECRET_KEY) will implement the same interface.
 */
export interface PaymentsAdapter {
  readonly name: 'local' | 'stripe';
  /** The connected account of a shop, with what the provider still needs before payouts (spec 001 §3). */
  getAccount(shop: Shop): Promise<PaymentAccount>;
}
