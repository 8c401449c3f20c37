-- Web Push (spec 000 §2 notifications, "New-order push notification"): the devices that asked to hear of a shop's new
-- orders, one row per browser push endpoint and shop, kept for the user who allowed it. A push service answering
-- 404/410 for an endpoint means the browser dropped it: the row is deleted then (push/send.ts).
create table push_subscriptions (
  shop_id text not null references shops (id) on delete cascade,
  endpoint text not null,
  user_id text not null references users (id) on delete cascade,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now(),
  primary key (shop_id, endpoint)
);
create index push_subscriptions_user on push_subscriptions (user_id);
