-- Settings (issue 13): shop integrations with their API key encrypted at rest, and the local payments provider's
-- subscription checkouts.

-- One row per shop and integration type (spec 001 §3: type only 'dnero'). The key is AES-256-GCM ciphertext
-- (iv, auth tag and data, base64url, see api/src/integrations/secret-box.ts) under INTEGRATIONS_ENCRYPTION_KEY; only
-- its last 4 characters are kept in clear, to show which key is set.
create table shop_integrations (
  shop_id text not null references shops (id) on delete cascade,
  type text not null check (type in ('dnero')),
  enabled boolean not null default false,
  api_key_ciphertext text,
  api_key_last4 text,
  updated_at timestamptz not null default now(),
  primary key (shop_id, type)
);

-- Local provider's "hosted checkout" for a subscription (no STRIPE_SECRET_KEY): a one-time token (sha-256 stored)
-- that the local checkout page completes or cancels, like a provider's checkout session.
create table local_subscription_checkouts (
  token_hash text primary key,
  shop_id text not null references shops (id) on delete cascade,
  price_id text not null,
  customer_email text not null,
  success_url text not null,
  cancel_url text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  completed_at timestamptz
);
create index local_subscription_checkouts_shop_idx on local_subscription_checkouts (shop_id);
