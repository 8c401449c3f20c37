-- Order intake (issue 10): what an order arriving from a channel (marketplace app, embed store, kiosk, POS) needs,
-- the per-shop order events behind the live orders screen, and loyalty cards.

-- Guests: customers who order without an account (spec 000 §7 "guest token", /guests/{id}). A guest token is a JWT
-- whose subject is a guest id (see api/src/guests); `token_version` lets us end a guest's sessions like a user's.
create table guests (
  id text primary key,
  name text not null,
  email text,
  phone text,
  token_version int not null default 0,
  created_at timestamptz not null default now()
);
create index guests_created_at_idx on guests (created_at);

-- Who placed the order: a user (owner_id, from 001), a guest, or a kiosk / POS with nobody signed in.
alter table orders add column guest_owner_id text references guests (id) on delete set null;
alter table orders add column user_type text check (user_type in ('user', 'guest', 'kiosk'));
alter table orders add column kiosk_id text references kiosks (id) on delete set null;
-- { address: { formatted_address, location? }, deliveryNotes?, arrival?: { time }, distanceKm?, priceTableRow? }
alter table orders add column delivery_info jsonb;
-- { servingIdentifier: 'table-number' | 'pin-number' | 'name', value, tableId? } for dine-in
alter table orders add column serving jsonb;
-- spec 001 §3 transactionResolution { isCashOrder, method } and the card payment's id at the provider
alter table orders add column transaction_resolution jsonb;
alter table orders add column stripe_charge_id text;
-- The parts of totalPayment (cents), kept so a receipt can explain it:
-- total_payment = total - discount + surcharge + delivery_fee - loyalty_discount
alter table orders add column discount int not null default 0 check (discount >= 0);
alter table orders add column surcharge int not null default 0 check (surcharge >= 0);
alter table orders add column delivery_fee int not null default 0 check (delivery_fee >= 0);
alter table orders add column loyalty_discount int not null default 0 check (loyalty_discount >= 0);
-- Points earned by this order once completed (null: not yet awarded); set once so completing twice never earns twice.
alter table orders add column loyalty_points_awarded int;
create index orders_guest_owner_idx on orders (guest_owner_id) where guest_owner_id is not null;

-- Idempotency (Stripe's model): a key is scoped to its caller and shop; the same key with the same body answers the
-- same order, a different body is a 409. Written in the order's own transaction, so a refused order leaves no key.
create table idempotency_keys (
  shop_id text not null references shops (id) on delete cascade,
  -- 'user:<id>', 'guest:<id>' or 'kiosk:<id>'
  caller text not null,
  key text not null,
  -- sha-256 of the canonical JSON body
  request_hash text not null,
  order_id text not null references orders (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (shop_id, caller, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);

-- Voucher use (spec 001 §5: usage limit ≤ 0 unlimited; each user may use a code once). `times_used` is bumped with a
-- guarded UPDATE in the order's transaction, so concurrent orders can never exceed the limit.
alter table promo_codes add column times_used int not null default 0 check (times_used >= 0);
create table promo_code_redemptions (
  id bigint generated always as identity primary key,
  promo_code_id text not null references promo_codes (id) on delete cascade,
  order_id text not null references orders (id) on delete cascade,
  user_id text references users (id) on delete cascade,
  guest_id text references guests (id) on delete cascade,
  created_at timestamptz not null default now()
);
create unique index promo_code_redemptions_user_key on promo_code_redemptions (promo_code_id, user_id) where user_id is not null;
create unique index promo_code_redemptions_guest_key on promo_code_redemptions (promo_code_id, guest_id) where guest_id is not null;
create index promo_code_redemptions_order_idx on promo_code_redemptions (order_id);

-- Per-shop order events: every new order and status change. `id` is the SSE event id (Last-Event-ID): a client that
-- reconnects asks for the shop's events with a larger id. The row is written in the order's transaction and a
-- NOTIFY on channel `order_events` (delivered only on commit) wakes every API replica's listener.
create table order_events (
  id bigint generated always as identity primary key,
  shop_id text not null references shops (id) on delete cascade,
  order_id text not null,
  type text not null check (type in ('order.created', 'order.status', 'order.updated')),
  status text,
  created_at timestamptz not null default now()
);
create index order_events_shop_id_idx on order_events (shop_id, id);
create index order_events_created_idx on order_events (created_at);

-- Loyalty cards (spec 001 §3: rewardNumber; the rest is ours): one per customer and shop. Points are earned when an
-- order completes (shop loyalty `type`) and `limit` of them are taken off when a reward is claimed.
create table loyalty_cards (
  id text primary key,
  shop_id text not null references shops (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  reward_number text not null,
  points int not null default 0 check (points >= 0),
  rewards_claimed int not null default 0 check (rewards_claimed >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index loyalty_cards_shop_user_key on loyalty_cards (shop_id, user_id);
create unique index loyalty_cards_reward_number_key on loyalty_cards (reward_number);
