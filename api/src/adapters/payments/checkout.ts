/**
 * Subscription checkout (spec 001 §7): "a card payment provider's redirect checkout in subscription mode with the
 * price id, the shop id as client reference, the customer email and success and cancel URLs". Implemented by
 * `local-checkout.ts` (a local page completes it) and `stripe-checkout.ts` (Stripe Checkout).
 */
export interface SubscriptionCheckoutRequest {
  priceId: string;
  /** the shop id, as the provider's client reference */
  clientReferenceId: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** PUBLIC_URL, for a checkout page served by this deployment (local provider) */
  publicUrl: string;
}

/** A checkout the provider reports as paid: which shop (client reference) bought which price. */
export interface CompletedCheckout {
  clientReferenceId: string;
  priceId: string;
  subscriptionId: string;
}
