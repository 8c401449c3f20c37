-- Kiosk layouts go through the same draft → publish → versions flow as the embed store (issue 14).
-- `kiosks.layout_config` stays what the kiosk shows (the live layout: {"embedVersion": n, "layouts": {...}}); section
-- saves go to `draft_layout_config` (same shape; null: no draft, the draft is the live layout) until Publish.
alter table kiosks add column draft_layout_config jsonb;
alter table kiosks add column published_version int not null default 0;

-- Every publish of a kiosk layout: who, when, which sections changed; restoring publishes a copy as a new version.
create table kiosk_layout_versions (
  kiosk_id text not null references kiosks (id) on delete cascade,
  version int not null,
  embed_version int not null check (embed_version in (1, 2)),
  layouts jsonb not null,
  published_by text references users (id) on delete set null,
  published_by_name text not null,
  published_at timestamptz not null,
  changes jsonb not null default '[]'::jsonb,
  restored_from int,
  primary key (kiosk_id, version)
);
