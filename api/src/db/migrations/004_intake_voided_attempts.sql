-- Keyed order attempts that charged a card and were then refused and refunded. A keyed order's id is derived from its
-- Idempotency-Key plus this count (orders/intake/place-order.ts newOrderId): a retry after a refund charges under a
-- new id, while a retry after a crash between the charge and COMMIT (nothing recorded here) reuses the first id, so the
-- payments provider hands back the first charge instead of taking the money twice.
create table intake_voided_attempts (
  shop_id text not null references shops (id) on delete cascade,
  caller text not null,
  key text not null,
  attempts int not null check (attempts > 0),
  updated_at timestamptz not null default now(),
  primary key (shop_id, caller, key)
);
