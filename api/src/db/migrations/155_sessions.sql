-- Sign-in sessions (api/src/sessions/): one row per sign-in, its id in the token (`sid`). The bearer check reads it
-- with the user row, so ending a session (logout, "Sign out", a password or e-mail change, admin idle) ends its token
-- at once. `last_seen_at` is written at most about once a minute per session, not per request.
create table sessions (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  -- "Chrome on macOS", parsed from the User-Agent at sign-in (sessions/device.ts)
  device text not null,
  ip text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  ended_at timestamptz,
  ended_reason text,
  constraint sessions_ended_reason_known check (
    ended_reason is null
    or ended_reason in ('logout', 'signed-out', 'password', 'email', 'email-undo', 'idle', 'internal')
  )
);
create index sessions_user_live_idx on sessions (user_id) where ended_at is null;

-- "Your sign-in e-mail was changed — not you? Undo" (users/email-change.ts): the link's token, stored hashed, valid
-- 7 days, used once.
create table email_change_undos (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  old_email text not null,
  new_email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_change_undos_user_idx on email_change_undos (user_id);
