-- Receipts sent again on request (POST /api/orders/:id/resend-receipt): who asked, for which order and shop, to whom.
-- The throttle counts these rows (per order and per shop, in a window), so every API replica sees the same numbers;
-- the rows also answer "who sent this receipt" when a recipient asks.
create table receipt_sends (
  id bigint generated always as identity primary key,
  shop_id text not null,
  order_id text not null,
  requested_by text not null,
  recipient text not null,
  created_at timestamptz not null default now()
);
create index receipt_sends_order_idx on receipt_sends (order_id, created_at);
create index receipt_sends_shop_idx on receipt_sends (shop_id, created_at);
