-- Account and shop actions (issue 3): password reset by e-mail, its throttling, and the local payments provider's
-- verification links.

-- A reset link's token is 32 random bytes; only its sha-256 (hex) is stored, so a database leak reveals no usable
-- link. Single use (used_at), valid for 30 minutes (expires_at, from the API's clock).
create table password_reset_tokens (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_user_idx on password_reset_tokens (user_id) where used_at is null;
create index password_reset_tokens_expires_idx on password_reset_tokens (expires_at);

-- Every POST /forgot-password, known address or not, for throttling per address and per IP (all replicas count
-- together, as with login_attempts).
create table password_reset_requests (
  id bigint generated always as identity primary key,
  email text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index password_reset_requests_email_idx on password_reset_requests (email, created_at);
create index password_reset_requests_ip_idx on password_reset_requests (ip, created_at);
create index password_reset_requests_created_idx on password_reset_requests (created_at);

-- Local payments provider (no STRIPE_SECRET_KEY): the verification link's one-time token (hashed) and the shops
-- whose account was "verified" by following it (requirements.currently_due is then empty).
create table local_payment_account_links (
  token_hash text primary key,
  shop_id text not null references shops (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index local_payment_account_links_shop_idx on local_payment_account_links (shop_id);

create table local_payment_verifications (
  shop_id text primary key references shops (id) on delete cascade,
  verified_at timestamptz not null default now()
);
