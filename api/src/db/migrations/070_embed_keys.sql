-- Embed store keys (spec 001 §3 Embed key) with a server-side draft and published layout versions (issue 14).
-- `layouts` / `draft_layouts` hold one layout per design version ({"1": {...}, "2": {...}}), so switching the
-- design version back and forth loses nothing; `embed_version` says which one the live store shows.
create table embed_keys (
  id text primary key,
  shop_id text not null unique references shops (id) on delete cascade,
  name text not null,
  origins jsonb not null default '[]'::jsonb,
  embed_type text not null default 'custom' check (embed_type in ('custom')),
  embed_version int not null default 2 check (embed_version in (1, 2)),
  layouts jsonb not null default '{}'::jsonb,
  draft_embed_version int not null default 2 check (draft_embed_version in (1, 2)),
  draft_layouts jsonb not null default '{}'::jsonb,
  landing_restriction jsonb not null default '{}'::jsonb,
  general jsonb not null default '{"hideZeroCostPricing": false}'::jsonb,
  published_version int not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- Every publish: who, when, which sections changed; restoring copies a version back and publishes it anew.
create table embed_layout_versions (
  shop_id text not null references shops (id) on delete cascade,
  version int not null,
  embed_version int not null check (embed_version in (1, 2)),
  layouts jsonb not null,
  published_by text references users (id) on delete set null,
  published_by_name text not null,
  published_at timestamptz not null,
  changes jsonb not null default '[]'::jsonb,
  restored_from int,
  primary key (shop_id, version)
);
