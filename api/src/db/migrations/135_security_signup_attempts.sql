-- Sign-up attempts per client address (auth/signup-throttle.ts): counted in the database like sign-in failures and
-- password-reset requests, so every replica sees the same numbers. `taken`: the answer said the address has an
-- account (the one thing sign-up can tell about an address), limited tighter than attempts in general.
create table signup_attempts (
  id bigint generated always as identity primary key,
  ip text not null,
  taken boolean not null,
  created_at timestamptz not null default now()
);
create index signup_attempts_ip_idx on signup_attempts (ip, created_at);
create index signup_attempts_created_idx on signup_attempts (created_at);
