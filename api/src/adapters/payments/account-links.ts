/**
 * Verification ("account") links: where a shop's owner goes to give the payment provider what it still needs
 * (spec 000 §7 GET /api/shops/{shopId}/verification-link → accountLink). Implemented by `local-verification.ts`
 * (local default) and `stripe-account-links.ts` (Stripe Connect account links), wired into both adapters.
 */
export interface AccountLinkUrls {
  /** PUBLIC_URL, for links that must come back to this deployment. */
  publicUrl: string;
  /** Where the provider sends the person when they are done. */
  returnUrl: string;
  /** Where the provider sends the person when the link has expired (the page then asks for a new one). */
  refreshUrl: string;
}

export interface AccountLink {
  url: string;
  /** A connected account the provider created just now; the shop must remember it (`transactional.stripeId`). */
  createdAccountId?: string;
}
