-- Report roll-ups without hot rows (issue 10, intake speed). Until now every write to orders / order_line_items
-- upserted the shop's roll-up rows (migration 002) — the same (shop, hour, status) row for every new order of a shop
-- — and held that row lock until the order's transaction committed, so concurrent orders of one shop queued behind
-- each other (the intake bench's p99 was almost all lock waits on shop_sales_hourly).
--
-- Now the triggers only INSERT their grouped changes into append-only delta tables (no unique key, so no writer ever
-- waits for another), and `fold_report_rollups()` moves the deltas into the folded tables now and then (the API
-- runs it every minute, src/reports/fold.ts). The names readers use stay: `shop_sales_hourly`, `shop_sales_daily` and
-- `shop_product_sales_daily` are now views that add the deltas to the folded rows, one row per key as before, so
-- every report reads exactly the same figures whether or not the deltas were folded yet.

alter table shop_sales_hourly rename to shop_sales_hourly_folded;
alter table shop_sales_daily rename to shop_sales_daily_folded;
alter table shop_product_sales_daily rename to shop_product_sales_daily_folded;

create table shop_sales_hourly_delta (
  shop_id text not null,
  hour_utc timestamptz not null,
  status text not null,
  orders int not null,
  gross bigint not null,
  card_fees bigint not null
);
create index shop_sales_hourly_delta_idx on shop_sales_hourly_delta (shop_id, hour_utc);

create table shop_sales_daily_delta (
  shop_id text not null,
  day date not null,
  origin text not null,
  status text not null,
  orders int not null,
  gross bigint not null,
  card_fees bigint not null
);
create index shop_sales_daily_delta_idx on shop_sales_daily_delta (shop_id, day);

create table shop_product_sales_daily_delta (
  shop_id text not null,
  day date not null,
  product_id text not null,
  product_name text not null,
  category_name text not null,
  status text not null,
  is_upsell boolean not null,
  is_reward boolean not null,
  lines int not null,
  quantity int not null,
  total bigint not null,
  value bigint not null
);
create index shop_product_sales_daily_delta_idx on shop_product_sales_daily_delta (shop_id, day);

-- What readers see: folded + deltas, one row per key. A filter on the key columns (shop, period, status) is pushed
-- down into both sides, so a report still reads by the folded tables' primary keys and the (small) deltas' index.
create view shop_sales_hourly as
  select shop_id, hour_utc, status, sum(orders)::int as orders, sum(gross)::bigint as gross,
         sum(card_fees)::bigint as card_fees
  from (
    select shop_id, hour_utc, status, orders, gross, card_fees from shop_sales_hourly_folded
    union all
    select shop_id, hour_utc, status, orders, gross, card_fees from shop_sales_hourly_delta
  ) r
  group by shop_id, hour_utc, status;

create view shop_sales_daily as
  select shop_id, day, origin, status, sum(orders)::int as orders, sum(gross)::bigint as gross,
         sum(card_fees)::bigint as card_fees
  from (
    select shop_id, day, origin, status, orders, gross, card_fees from shop_sales_daily_folded
    union all
    select shop_id, day, origin, status, orders, gross, card_fees from shop_sales_daily_delta
  ) r
  group by shop_id, day, origin, status;

create view shop_product_sales_daily as
  select shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward,
         sum(lines)::int as lines, sum(quantity)::int as quantity, sum(total)::bigint as total, sum(value)::bigint as value
  from (
    select shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value
    from shop_product_sales_daily_folded
    union all
    select shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value
    from shop_product_sales_daily_delta
  ) r
  group by shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward;

-- Moves every committed delta into the folded tables (one statement per table: the deleted deltas are summed into
-- their keys). Deltas of open transactions are not visible yet and stay for the next fold; deltas of a shop that
-- no longer exists are dropped. One fold at a time across replicas (a busy lock means another is folding: skip).
-- Returns the number of delta rows folded.
create function fold_report_rollups() returns int
language plpgsql as $$
declare
  folded int := 0;
  n int;
begin
  if not pg_try_advisory_xact_lock(hashtext('fold_report_rollups')) then
    return 0;
  end if;
  with d as (delete from shop_sales_hourly_delta returning *), grouped as (
    select shop_id, hour_utc, status, sum(orders)::int as orders, sum(gross)::bigint as gross,
           sum(card_fees)::bigint as card_fees, count(*)::int as n
    from d group by 1, 2, 3
  ), written as (
    insert into shop_sales_hourly_folded as r (shop_id, hour_utc, status, orders, gross, card_fees)
    select shop_id, hour_utc, status, orders, gross, card_fees from grouped
    where shop_id in (select id from shops)
    on conflict (shop_id, hour_utc, status) do update
      set orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, card_fees = r.card_fees + excluded.card_fees
  )
  select coalesce(sum(grouped.n), 0)::int into n from grouped;
  folded := folded + n;

  with d as (delete from shop_sales_daily_delta returning *), grouped as (
    select shop_id, day, origin, status, sum(orders)::int as orders, sum(gross)::bigint as gross,
           sum(card_fees)::bigint as card_fees, count(*)::int as n
    from d group by 1, 2, 3, 4
  ), written as (
    insert into shop_sales_daily_folded as r (shop_id, day, origin, status, orders, gross, card_fees)
    select shop_id, day, origin, status, orders, gross, card_fees from grouped
    where shop_id in (select id from shops)
    on conflict (shop_id, day, origin, status) do update
      set orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, card_fees = r.card_fees + excluded.card_fees
  )
  select coalesce(sum(grouped.n), 0)::int into n from grouped;
  folded := folded + n;

  with d as (delete from shop_product_sales_daily_delta returning *), grouped as (
    select shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward,
           sum(lines)::int as lines, sum(quantity)::int as quantity, sum(total)::bigint as total,
           sum(value)::bigint as value, count(*)::int as n
    from d group by 1, 2, 3, 4, 5, 6, 7, 8
  ), written as (
    insert into shop_product_sales_daily_folded as r
      (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
    select shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value
    from grouped
    where shop_id in (select id from shops)
    on conflict (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward) do update
      set lines = r.lines + excluded.lines, quantity = r.quantity + excluded.quantity,
          total = r.total + excluded.total, value = r.value + excluded.value
  )
  select coalesce(sum(grouped.n), 0)::int into n from grouped;
  folded := folded + n;
  return folded;
end
$$;

create or replace function rebuild_report_rollups(p_shop text) returns void
language sql as $$
  delete from shop_sales_hourly_delta where shop_id = p_shop;
  delete from shop_sales_daily_delta where shop_id = p_shop;
  delete from shop_product_sales_daily_delta where shop_id = p_shop;
  delete from shop_sales_hourly_folded where shop_id = p_shop;
  delete from shop_sales_daily_folded where shop_id = p_shop;
  delete from shop_product_sales_daily_folded where shop_id = p_shop;
  insert into shop_sales_hourly_folded select * from shop_sales_hourly_fresh where shop_id = p_shop;
  insert into shop_sales_daily_folded select * from shop_sales_daily_fresh where shop_id = p_shop;
  insert into shop_product_sales_daily_folded select * from shop_product_sales_daily_fresh where shop_id = p_shop;
$$;

---------------------------------------------------------------------------------------------------------------------
-- The triggers of migration 002, writing deltas instead of upserting (same grouping, same guards).

create or replace function report_rollups_orders_insert() returns trigger
language plpgsql as $$
begin
  insert into shop_sales_hourly_delta (shop_id, hour_utc, status, orders, gross, card_fees)
  select shop_id, date_trunc('hour', created_at, 'UTC'), status,
         count(*), sum(total_payment), sum(card_fee_cents(total_payment))
  from new_rows
  group by 1, 2, 3;
  insert into shop_sales_daily_delta (shop_id, day, origin, status, orders, gross, card_fees)
  select shop_id, report_day(created_at), origin, status,
         count(*), sum(total_payment), sum(card_fee_cents(total_payment))
  from new_rows
  group by 1, 2, 3, 4;
  return null;
end
$$;

create or replace function report_rollups_orders_update() returns trigger
language plpgsql as $$
begin
  insert into shop_sales_hourly_delta (shop_id, hour_utc, status, orders, gross, card_fees)
  select shop_id, hour_utc, status, sum(orders), sum(gross), sum(card_fees)
  from (
    select o.shop_id, date_trunc('hour', o.created_at, 'UTC') as hour_utc, o.status,
           -1 as orders, -o.total_payment::bigint as gross, -card_fee_cents(o.total_payment)::bigint as card_fees
    from old_rows o join new_rows n on n.id = o.id
    where (o.shop_id, o.created_at, o.origin, o.status, o.total_payment)
          is distinct from (n.shop_id, n.created_at, n.origin, n.status, n.total_payment)
    union all
    select n.shop_id, date_trunc('hour', n.created_at, 'UTC'), n.status,
           1, n.total_payment::bigint, card_fee_cents(n.total_payment)::bigint
    from old_rows o join new_rows n on n.id = o.id
    where (o.shop_id, o.created_at, o.origin, o.status, o.total_payment)
          is distinct from (n.shop_id, n.created_at, n.origin, n.status, n.total_payment)
  ) delta
  where shop_id in (select id from shops)
  group by 1, 2, 3
  having sum(orders) <> 0 or sum(gross) <> 0 or sum(card_fees) <> 0;
  insert into shop_sales_daily_delta (shop_id, day, origin, status, orders, gross, card_fees)
  select shop_id, day, origin, status, sum(orders), sum(gross), sum(card_fees)
  from (
    select o.shop_id, report_day(o.created_at) as day, o.origin, o.status,
           -1 as orders, -o.total_payment::bigint as gross, -card_fee_cents(o.total_payment)::bigint as card_fees
    from old_rows o join new_rows n on n.id = o.id
    where (o.shop_id, o.created_at, o.origin, o.status, o.total_payment)
          is distinct from (n.shop_id, n.created_at, n.origin, n.status, n.total_payment)
    union all
    select n.shop_id, report_day(n.created_at), n.origin, n.status,
           1, n.total_payment::bigint, card_fee_cents(n.total_payment)::bigint
    from old_rows o join new_rows n on n.id = o.id
    where (o.shop_id, o.created_at, o.origin, o.status, o.total_payment)
          is distinct from (n.shop_id, n.created_at, n.origin, n.status, n.total_payment)
  ) delta
  where shop_id in (select id from shops)
  group by 1, 2, 3, 4
  having sum(orders) <> 0 or sum(gross) <> 0 or sum(card_fees) <> 0;
  -- The order's lines move with its day and status.
  insert into shop_product_sales_daily_delta
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward,
         sum(lines), sum(quantity), sum(total), sum(value)
  from (
    select li.shop_id, report_day(o.created_at) as day, coalesce(li.product_id, '') as product_id, li.product_name,
           coalesce(li.category_name, '') as category_name, o.status as status, li.is_upsell, li.is_reward,
           -1 as lines, -li.quantity as quantity, -li.line_total::bigint as total,
           -(li.quantity::bigint * (li.unit_price + li.options_price)) as value
    from old_rows o join new_rows n on n.id = o.id join order_line_items li on li.order_id = n.id
    where (o.created_at, o.status) is distinct from (n.created_at, n.status)
    union all
    select li.shop_id, report_day(n.created_at) as day, coalesce(li.product_id, '') as product_id, li.product_name,
           coalesce(li.category_name, '') as category_name, n.status as status, li.is_upsell, li.is_reward,
           1 as lines, li.quantity as quantity, li.line_total::bigint as total,
           (li.quantity::bigint * (li.unit_price + li.options_price)) as value
    from old_rows o join new_rows n on n.id = o.id join order_line_items li on li.order_id = n.id
    where (o.created_at, o.status) is distinct from (n.created_at, n.status)
  ) delta
  where shop_id in (select id from shops)
  group by 1, 2, 3, 4, 5, 6, 7, 8
  having sum(lines) <> 0 or sum(quantity) <> 0 or sum(total) <> 0 or sum(value) <> 0;
  return null;
end
$$;

create or replace function report_rollups_orders_delete() returns trigger
language plpgsql as $$
begin
  insert into shop_sales_hourly_delta (shop_id, hour_utc, status, orders, gross, card_fees)
  select shop_id, date_trunc('hour', created_at, 'UTC'), status,
         -count(*), -sum(total_payment), -sum(card_fee_cents(total_payment))
  from old_rows
  where shop_id in (select id from shops)
  group by 1, 2, 3;
  insert into shop_sales_daily_delta (shop_id, day, origin, status, orders, gross, card_fees)
  select shop_id, report_day(created_at), origin, status,
         -count(*), -sum(total_payment), -sum(card_fee_cents(total_payment))
  from old_rows
  where shop_id in (select id from shops)
  group by 1, 2, 3, 4;
  return null;
end
$$;

create or replace function report_rollups_order_lines_before_delete() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily_delta
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select li.shop_id, report_day(old.created_at), coalesce(li.product_id, ''), li.product_name,
         coalesce(li.category_name, ''), old.status, li.is_upsell, li.is_reward,
         -count(*), -sum(li.quantity), -sum(li.line_total), -sum(li.quantity::bigint * (li.unit_price + li.options_price))
  from order_line_items li
  where li.order_id = old.id and li.shop_id in (select id from shops)
  group by 1, 2, 3, 4, 5, 6, 7, 8;
  return old;
end
$$;

create or replace function report_rollups_lines_insert() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily_delta
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select li.shop_id, report_day(o.created_at), coalesce(li.product_id, ''), li.product_name,
         coalesce(li.category_name, ''), o.status, li.is_upsell, li.is_reward,
         count(*), sum(li.quantity), sum(li.line_total), sum(li.quantity::bigint * (li.unit_price + li.options_price))
  from new_rows li
  join orders o on o.id = li.order_id
  group by 1, 2, 3, 4, 5, 6, 7, 8;
  return null;
end
$$;

create or replace function report_rollups_lines_update() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily_delta
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward,
         sum(lines), sum(quantity), sum(total), sum(value)
  from (
    select ol.shop_id, report_day(o.created_at) as day, coalesce(ol.product_id, '') as product_id, ol.product_name,
           coalesce(ol.category_name, '') as category_name, o.status as status, ol.is_upsell, ol.is_reward,
           -1 as lines, -ol.quantity as quantity, -ol.line_total::bigint as total,
           -(ol.quantity::bigint * (ol.unit_price + ol.options_price)) as value
    from old_rows ol join new_rows nl on nl.id = ol.id join orders o on o.id = ol.order_id
    where (ol.order_id, ol.shop_id, ol.product_id, ol.product_name, ol.category_name, ol.quantity, ol.unit_price,
           ol.options_price, ol.line_total, ol.is_upsell, ol.is_reward)
          is distinct from (nl.order_id, nl.shop_id, nl.product_id, nl.product_name, nl.category_name, nl.quantity,
           nl.unit_price, nl.options_price, nl.line_total, nl.is_upsell, nl.is_reward)
    union all
    select nl.shop_id, report_day(o.created_at) as day, coalesce(nl.product_id, '') as product_id, nl.product_name,
           coalesce(nl.category_name, '') as category_name, o.status as status, nl.is_upsell, nl.is_reward,
           1 as lines, nl.quantity as quantity, nl.line_total::bigint as total,
           (nl.quantity::bigint * (nl.unit_price + nl.options_price)) as value
    from old_rows ol join new_rows nl on nl.id = ol.id join orders o on o.id = nl.order_id
    where (ol.order_id, ol.shop_id, ol.product_id, ol.product_name, ol.category_name, ol.quantity, ol.unit_price,
           ol.options_price, ol.line_total, ol.is_upsell, ol.is_reward)
          is distinct from (nl.order_id, nl.shop_id, nl.product_id, nl.product_name, nl.category_name, nl.quantity,
           nl.unit_price, nl.options_price, nl.line_total, nl.is_upsell, nl.is_reward)
  ) delta
  where shop_id in (select id from shops)
  group by 1, 2, 3, 4, 5, 6, 7, 8
  having sum(lines) <> 0 or sum(quantity) <> 0 or sum(total) <> 0 or sum(value) <> 0;
  return null;
end
$$;

create or replace function report_rollups_lines_delete() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily_delta
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select li.shop_id, report_day(o.created_at), coalesce(li.product_id, ''), li.product_name,
         coalesce(li.category_name, ''), o.status, li.is_upsell, li.is_reward,
         -count(*), -sum(li.quantity), -sum(li.line_total), -sum(li.quantity::bigint * (li.unit_price + li.options_price))
  from old_rows li
  join orders o on o.id = li.order_id -- an order deleted in this transaction: already subtracted (migration 002)
  where li.shop_id in (select id from shops)
  group by 1, 2, 3, 4, 5, 6, 7, 8;
  return null;
end
$$;

create or replace function report_rollups_shops_delete() returns trigger
language plpgsql as $$
begin
  delete from shop_sales_hourly_folded where shop_id in (select id from old_rows);
  delete from shop_sales_daily_folded where shop_id in (select id from old_rows);
  delete from shop_product_sales_daily_folded where shop_id in (select id from old_rows);
  delete from shop_sales_hourly_delta where shop_id in (select id from old_rows);
  delete from shop_sales_daily_delta where shop_id in (select id from old_rows);
  delete from shop_product_sales_daily_delta where shop_id in (select id from old_rows);
  return null;
end
$$;

-- Voucher usage is counted (times_used) only for codes with a usage limit, with the uses recorded so far as the
-- floor (src/orders/intake/place-order.ts); this index finds those uses.
create index promo_code_redemptions_code_idx on promo_code_redemptions (promo_code_id);
