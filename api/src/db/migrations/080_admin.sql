-- Admin screens (issue 15): the customer's cart, soft-deleted shops and the admin audit log.

-- spec 001 §3 Customer.cart: a list of items. Filled by the ordering channels; an admin can empty it.
alter table users add column cart jsonb not null default '[]'::jsonb;

-- A deleted shop is hidden everywhere (every read goes through shops/repo.ts, which filters on this column) but its
-- row, orders, line items and report roll-ups stay: they are the platform's books (payouts, fees, tax records).
alter table shops add column deleted_at timestamptz;
alter table shops add column deleted_by text references users (id);
create index shops_live_created_idx on shops (created_at) where deleted_at is null;

-- Who did what and when, for the admin actions of spec 001 §6 (delete, transfer, role change, clear cart, reset
-- sent, location set). No foreign keys on the subjects: the log outlives what it talks about.
create table admin_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  actor_id text not null,
  action text not null check (
    action in ('shop.delete', 'shop.transfer', 'shop.stripe-location', 'user.roles', 'user.clear-cart', 'user.password-reset')
  ),
  shop_id text,
  -- every user the entry concerns (a transfer concerns the old and the new owner)
  user_ids text[] not null default '{}',
  details jsonb not null default '{}'::jsonb
);
create index admin_audit_log_shop_idx on admin_audit_log (shop_id, at);
create index admin_audit_log_users_idx on admin_audit_log using gin (user_ids);
