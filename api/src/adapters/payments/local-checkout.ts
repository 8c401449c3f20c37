import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/types';
import type { SubscriptionCheckoutRequest } from './checkout';

/**
 * The local provider's subscription checkout (no STRIPE_SECRET_KEY): the checkout URL is our own page,
 * GET /api/payments/local/checkout/<token> (subscription/local-checkout-routes.ts), with Subscribe and Cancel. The
 * token is 32 random bytes, stored hashed, single use, valid for an hour, like a provider's checkout session.
 */
export const LOCAL_CHECKOUT_TTL_MINUTES = 60;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const localCheckoutPath = (token: string) => `/api/payments/local/checkout/${encodeURIComponent(token)}`;

export async function createLocalCheckout(db: Db, request: SubscriptionCheckoutRequest): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into local_subscription_checkouts
       (token_hash, shop_id, price_id, customer_email, success_url, cancel_url, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [
      hash(token),
      request.clientReferenceId,
      request.priceId,
      request.customerEmail,
      request.successUrl,
      request.cancelUrl,
      LOCAL_CHECKOUT_TTL_MINUTES,
    ],
  );
  return { url: `${request.publicUrl}${localCheckoutPath(token)}` };
}

export interface LocalCheckout {
  shopId: string;
  priceId: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

interface CheckoutRow {
  shop_id: string;
  price_id: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
}

const toCheckout = (row: CheckoutRow): LocalCheckout => ({
  shopId: row.shop_id,
  priceId: row.price_id,
  customerEmail: row.customer_email,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
});

/** An open checkout (not completed, not expired), or null. */
export async function findOpenLocalCheckout(db: Db, token: string): Promise<LocalCheckout | null> {
  const [row] = await db.query<CheckoutRow>(
    `select shop_id, price_id, customer_email, success_url, cancel_url from local_subscription_checkouts
     where token_hash = $1 and completed_at is null and expires_at > now()`,
    [hash(token)],
  );
  return row ? toCheckout(row) : null;
}

/** Uses the checkout up; null when it is unknown, completed or expired. Run it in the transaction that applies it. */
export async function completeLocalCheckout(db: Db, token: string): Promise<LocalCheckout | null> {
  const [row] = await db.query<CheckoutRow>(
    `update local_subscription_checkouts set completed_at = now()
     where token_hash = $1 and completed_at is null and expires_at > now()
     returning shop_id, price_id, customer_email, success_url, cancel_url`,
    [hash(token)],
  );
  return row ? toCheckout(row) : null;
}
