import type { Db } from '../db/types';

export interface PushSubscriptionRow {
  shop_id: string;
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
}

/** One row per shop and endpoint: the same device subscribing again (new keys, another user) replaces it. */
export async function savePushSubscription(db: Db, row: PushSubscriptionRow): Promise<void> {
  await db.query(
    `insert into push_subscriptions (shop_id, endpoint, user_id, p256dh, auth) values ($1, $2, $3, $4, $5)
     on conflict (shop_id, endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
    [row.shop_id, row.endpoint, row.user_id, row.p256dh, row.auth],
  );
}

/** Answers whether a row went. */
export async function deletePushSubscription(db: Db, shopId: string, endpoint: string): Promise<boolean> {
  const rows = await db.query<{ endpoint: string }>(
    'delete from push_subscriptions where shop_id = $1 and endpoint = $2 returning endpoint',
    [shopId, endpoint],
  );
  return rows.length > 0;
}

/** The push service says the endpoint is gone (404/410): it is gone for every shop it was subscribed to. */
export async function dropPushEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.query('delete from push_subscriptions where endpoint = $1', [endpoint]);
}

/** The shop's subscriptions whose user may still see the shop (its owner, or an admin). */
export async function pushSubscriptionsOfShop(db: Db, shopId: string): Promise<PushSubscriptionRow[]> {
  return db.query<PushSubscriptionRow>(
    `select p.shop_id, p.endpoint, p.user_id, p.p256dh, p.auth
     from push_subscriptions p join shops s on s.id = p.shop_id join users u on u.id = p.user_id
     where p.shop_id = $1 and s.deleted_at is null and (u.id = s.owner_id or 'admin' = any(u.roles))
     order by p.created_at`,
    [shopId],
  );
}
