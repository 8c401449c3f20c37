-- Two-step sign-in (TOTP, RFC 6238; auth/mfa/). One row per person who started setting it up: the secret is sealed
-- (AES-256-GCM, integrations/secret-box.ts) so the database alone never gives anyone the codes; `enabled_at` null
-- means set up but not yet confirmed with a code. `last_used_step`: the 30-second step of the last code accepted —
-- a code is accepted once, so only a later step passes (replay within its window refused).
create table user_two_step (
  user_id text primary key references users (id) on delete cascade,
  secret_sealed text not null,
  enabled_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null default now()
);

-- Recovery codes, single use, stored as SHA-256 hashes (random 50-bit codes: a slow hash adds nothing a guess could
-- not already be throttled on); replaced all together on enable and on regenerate.
create table user_recovery_codes (
  user_id text not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- An owner can require two-step sign-in of everyone in their team (PUT /api/shops/:shopId/team/two-step); the teams
-- migration (140) may have added it already.
alter table shops add column if not exists require_two_step boolean not null default false;
