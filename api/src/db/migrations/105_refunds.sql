-- Refunds: a rejected paid order is refunded in full, a completed one in full or in part.
--
-- `order_refunds` keeps every refund (who, why, the provider's refund id); `orders.refunded` is their sum, kept by the
-- same transaction that writes a refund (api/src/orders/refunds.ts, under the order's row lock), so the reports and
-- the local payments read "paid less refunded" from the order row itself. Two guarantees live in the database, not
-- in the client: the check below (never more refunded than was paid) and the unique (order_id, seq) key (two
-- concurrent refunds of one order cannot both be the order's n-th).

alter table orders add column refunded int not null default 0;
alter table orders add constraint orders_refunded_within_payment check (refunded >= 0 and refunded <= total_payment);

create table order_refunds (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  shop_id text not null,
  -- 1, 2, … per order: also the provider's idempotency key (`order-<id>-refund-<seq>`)
  seq int not null,
  amount int not null check (amount > 0),
  reason text not null,
  -- 'provider' (given back through the payments adapter) or 'counter' (cash: handed back by the merchant)
  channel text not null check (channel in ('provider', 'counter')),
  provider_refund_id text,
  created_by text,
  created_at timestamptz not null default now(),
  unique (order_id, seq)
);

-- Gross in the roll-ups is what customers paid less what was given back (a refund counts on its order's day and
-- status). The from-scratch views the roll-up property test and rebuild_report_rollups() use say the same.
create or replace view shop_sales_hourly_fresh as
  select shop_id, date_trunc('hour', created_at, 'UTC') as hour_utc, status,
         count(*)::int as orders, sum(total_payment - refunded)::bigint as gross,
         sum(card_fee_cents(total_payment))::bigint as card_fees
  from orders
  group by 1, 2, 3;

create or replace view shop_sales_daily_fresh as
  select shop_id, report_day(created_at) as day, origin, status,
         count(*)::int as orders, sum(total_payment - refunded)::bigint as gross,
         sum(card_fee_cents(total_payment))::bigint as card_fees
  from orders
  group by 1, 2, 3, 4;

-- Beside migration 031's triggers (which move total_payment between keys): the refunded part moves the other way,
-- out of the old key and into the new one, whenever the key or the refunded sum changes. Card fees stay as charged
-- (a provider keeps its fee on a refunded payment).
create function report_rollups_orders_refunded_update() returns trigger
language plpgsql as $$
begin
  insert into shop_sales_hourly_delta (shop_id, hour_utc, status, orders, gross, card_fees)
  select shop_id, hour_utc, status, 0, sum(gross), 0
  from (
    select o.shop_id, date_trunc('hour', o.created_at, 'UTC') as hour_utc, o.status, o.refunded::bigint as gross
    from old_rows o join new_rows n on n.id = o.id
    where (o.shop_id, o.created_at, o.status, o.refunded) is distinct from (n.shop_id, n.created_at, n.status, n.refunded)
    union all
    select n.shop_id, date_trunc('hour', n.created_at, 'UTC'), n.status, -n.refunded::bigint
    from old_rows o join new_rows n on n.id = o.id
    where (o.shop_id, o.created_at, o.status, o.refunded) is distinct from (n.shop_id, n.created_at, n.status, n.refunded)
  ) delta
  where shop_id in (select id from shops)
  group by 1, 2, 3
  having sum(gross) <> 0;
  insert into shop_sales_daily_delta (shop_id, day, origin, status, orders, gross, card_fees)
  select shop_id, day, origin, status, 0, sum(gross), 0
  from (
    select o.shop_id, report_day(o.created_at) as day, o.origin, o.status, o.refunded::bigint as gross
    from old_rows o join new_rows n on n.id = o.id
    where (o.shop_id, o.created_at, o.origin, o.status, o.refunded)
          is distinct from (n.shop_id, n.created_at, n.origin, n.status, n.refunded)
    union all
    select n.shop_id, report_day(n.created_at), n.origin, n.status, -n.refunded::bigint
    from old_rows o join new_rows n on n.id = o.id
    where (o.shop_id, o.created_at, o.origin, o.status, o.refunded)
          is distinct from (n.shop_id, n.created_at, n.origin, n.status, n.refunded)
  ) delta
  where shop_id in (select id from shops)
  group by 1, 2, 3, 4
  having sum(gross) <> 0;
  return null;
end
$$;

-- A deleted order's refunded part goes back, since migration 031's delete trigger takes its whole total_payment away.
create function report_rollups_orders_refunded_delete() returns trigger
language plpgsql as $$
begin
  insert into shop_sales_hourly_delta (shop_id, hour_utc, status, orders, gross, card_fees)
  select shop_id, date_trunc('hour', created_at, 'UTC'), status, 0, sum(refunded), 0
  from old_rows
  where refunded <> 0 and shop_id in (select id from shops)
  group by 1, 2, 3;
  insert into shop_sales_daily_delta (shop_id, day, origin, status, orders, gross, card_fees)
  select shop_id, report_day(created_at), origin, status, 0, sum(refunded), 0
  from old_rows
  where refunded <> 0 and shop_id in (select id from shops)
  group by 1, 2, 3, 4;
  return null;
end
$$;

create trigger orders_report_rollups_refunded_update after update on orders
  referencing old table as old_rows new table as new_rows for each statement
  execute function report_rollups_orders_refunded_update();
create trigger orders_report_rollups_refunded_delete after delete on orders
  referencing old table as old_rows for each statement execute function report_rollups_orders_refunded_delete();
