import { createHash, randomBytes } from 'node:crypto';
import type { Shop } from '@backoffice/contracts';
import type { Db } from '../../db/types';
import type { AccountLink, AccountLinkUrls } from './account-links';

/**
 * The local provider's verification link (no STRIPE_SECRET_KEY). The link is an API route on PUBLIC_URL (the host
 * proxies /api/**): GET /api/payments/local/verify/<shopId>?token=… marks the shop's local account verified (its
 * `requirements.currently_due` becomes empty) and redirects to /shop/settings?section=verification. The token is
 * 32 random bytes, stored hashed, single use, valid for an hour — like a provider's link, it needs no bearer token
 * because the browser navigates to it.
 */
export const LOCAL_LINK_TTL_MINUTES = 60;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function localVerifyPath(shopId: string): string {
  return `/api/payments/local/verify/${encodeURIComponent(shopId)}`;
}

export async function createLocalAccountLink(db: Db, shop: Shop, urls: AccountLinkUrls): Promise<AccountLink> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into local_payment_account_links (token_hash, shop_id, expires_at)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [hash(token), shop._id, LOCAL_LINK_TTL_MINUTES],
  );
  return { url: `${urls.publicUrl}${localVerifyPath(shop._id)}?token=${token}` };
}

/** Uses the link up and marks the shop verified; false when the token is unknown, used, expired or for another shop. */
export async function completeLocalAccountLink(db: Db, shopId: string, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ shop_id: string }>(
      `update local_payment_account_links set used_at = now()
       where token_hash = $1 and shop_id = $2 and used_at is null and expires_at > now()
       returning shop_id`,
      [hash(token), shopId],
    );
    if (!link) return false;
    await tx.query('insert into local_payment_verifications (shop_id) values ($1) on conflict (shop_id) do nothing', [shopId]);
    return true;
  });
}

export async function isLocallyVerified(db: Db, shopId: string): Promise<boolean> {
  const rows = await db.query('select 1 from local_payment_verifications where shop_id = $1', [shopId]);
  return rows.length > 0;
}
