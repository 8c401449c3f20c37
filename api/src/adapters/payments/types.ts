import type { Balance, Location, PaymentAccount, Payout, Shop } from '@backoffice/contracts';
import type { AccountLink, AccountLinkUrls } from './account-links';
import type { CompletedCheckout, SubscriptionCheckoutRequest } from './checkout';

/**
 * The payment provider as the rest of the API sees it. The local default answers from our own orders
 * (`local.ts`); the Stripe implementation (`stripe.ts`, when STRIPE_SECRET_KEY is set) asks Stripe for the shop's
 * connected account (`shop.transactional.stripeId`).
 */
export interface PaymentsAdapter {
  readonly name: 'local' | 'stripe';
  /** The connected account of a shop, with what the provider still needs before payouts (spec 001 §3). */
  getAccount(shop: Shop): Promise<PaymentAccount>;
  /** The shop's balance now: available (to be paid out next) and pending, in NZD cents. */
  getBalance(shop: Shop, now: Date): Promise<Balance>;
  /** Payouts created in `[start, end)`, newest first. */
  listPayouts(shop: Shop, range: { start: string; end: string }, now: Date): Promise<Payout[]>;
  /** Payouts arriving on the venue's (Pacific/Auckland) calendar date after `now`'s. */
  tomorrowPayouts(shop: Shop, now: Date): Promise<Payout[]>;
  /** A link where the shop's owner completes verification with the provider (`account-links.ts`). */
  createAccountLink(shop: Shop, urls: AccountLinkUrls): Promise<AccountLink>;
  /** A redirect checkout in subscription mode (`checkout.ts`); the answer's url is where the browser goes. */
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<{ url: string }>;
  /** A provider session the person came back from, when paid; the local provider completes on its own page (null). */
  retrieveSubscriptionCheckout(sessionId: string): Promise<CompletedCheckout | null>;
  /**
   * Registers the shop's address as a payment-terminal location (spec 001 §7 stripe-location) and answers the
   * provider's location id, which the caller stores in `transactional.stripeLocation`. A shop that has one already
   * gets it updated rather than a second one.
   */
  setLocation(shop: Shop, location: Location): Promise<{ id: string }>;
  /**
   * Charges a customer's card for an order (intake). `paymentMethod` is the channel's token for the card (Stripe: a
   * PaymentMethod id). Resolves with the provider's charge id; a declined card rejects with an HttpError (402/422).
   */
  chargeOrder(input: OrderCharge): Promise<{ id: string }>;
  /**
   * Gives a whole charge back. The intake calls it when an order it has charged for is not stored after all (the
   * transaction failed after the charge), so no customer pays for an order that does not exist.
   */
  refundCharge(chargeId: string): Promise<void>;
  /**
   * Gives back `amount` cents of an order's charge (reject: all of it; a completed order: all or part), answering the
   * provider's refund id. `idempotencyKey` is the order's and the refund's (`order-<id>-refund-<n>`), so a retried
   * refund never pays out twice. A refusal rejects with an HttpError carrying the provider's own message.
   */
  refundOrder(input: OrderRefund): Promise<{ id: string }>;
}

export interface OrderRefund {
  shop: Shop;
  orderId: string;
  /** the provider's charge id the order was paid with (`orders.stripe_charge_id`) */
  chargeId: string;
  /** cents to give back now */
  amount: number;
  /** what the customer paid and what was given back before this refund, cents (our records) */
  totalPayment: number;
  alreadyRefunded: number;
  idempotencyKey: string;
  reason: string;
}

export interface OrderCharge {
  shop: Shop;
  orderId: string;
  /** cents, NZD */
  amount: number;
  /** the platform's fee (cents), kept by the platform from the shop's share */
  applicationFee: number;
  paymentMethod?: string | undefined;
}

/** Stripe's rule for statement descriptors: at most 22 characters, no < > \ ' " *; we keep A–Z, digits and spaces. */
export function statementDescriptor(shopName: string): string | null {
  const text = shopName
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[^A-Z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 22)
    .trim();
  return text.length >= 5 ? text : null;
}
