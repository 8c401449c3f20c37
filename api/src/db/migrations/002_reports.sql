-- Reports (issue 4): roll-ups kept in step with every write to orders and order_line_items, in the same
-- transaction, by statement-level triggers with transition tables (one grouped upsert per statement and roll-up, so
-- a bulk INSERT … SELECT of 50,000 orders costs one grouped write per table, and one status change a few rows).
--
-- Two grains:
--   shop_sales_hourly          (shop, UTC hour, status)                       → orders, gross, card fees
--   shop_sales_daily           (shop, NZ day, origin, status)                 → orders, gross, card fees
--   shop_product_sales_daily   (shop, NZ day, product, upsell/reward, status) → lines, quantity, total, value
-- Hours are UTC hours (date_trunc('hour', created_at, 'UTC'), whatever the session's TimeZone); days are
-- Pacific/Auckland dates (report_day()). Every NZ offset is a whole number of hours (+12 / +13), so a NZ day is an
-- exact run of UTC hours. Readers take whole days (or, for sales per hour, whole hours) from the roll-ups and only
-- the part of a range that is not a whole day / hour from the orders themselves (src/reports/range.ts).
--
-- Statuses are key columns: which statuses count as sales is decided in contracts (SALES_STATUSES) and applied when
-- reading, so that decision can change without touching stored data. Rows that fall to zero are kept (bounded by
-- periods × keys); readers ignore them.

-- Contact tracing details given with an order (spec 001 §3 contactTracing { name, email, phone }).
alter table orders add column contact_tracing jsonb;

-- The orders / contact-tracing reports filtered by one status over a long range.
create index orders_shop_status_created_idx on orders (shop_id, status, created_at);

-- The venue's calendar date of an instant (one place for the zone; inlined by the planner).
create function report_day(at timestamptz) returns date
language sql immutable parallel safe as $$ select (at at time zone 'Pacific/Auckland')::date $$;

-- The standard card fee in cents (spec 001 §9): under $15 3.5% + 5c, $15 and over 2.9% + 30c, rounded half up to
-- a cent, nothing on a zero payment. Mirror of `cardFee` in contracts (rules/net-volume.ts); a test pins them equal.
create function card_fee_cents(amount int) returns int
language sql immutable parallel safe as $$
  select case
    when amount is null or amount <= 0 then 0
    when amount < 1500 then ((amount::bigint * 35 + 500) / 1000 + 5)::int
    else ((amount::bigint * 29 + 500) / 1000 + 30)::int
  end
$$;

-- gross = sum of total_payment (what customers paid), cents; card_fees = sum of card_fee_cents(total_payment).
create table shop_sales_hourly (
  shop_id text not null,
  hour_utc timestamptz not null,
  status text not null,
  orders int not null default 0,
  gross bigint not null default 0,
  card_fees bigint not null default 0,
  primary key (shop_id, hour_utc, status)
);

create table shop_sales_daily (
  shop_id text not null,
  day date not null,
  origin text not null,
  status text not null,
  orders int not null default 0,
  gross bigint not null default 0,
  card_fees bigint not null default 0,
  primary key (shop_id, day, origin, status)
);

-- Line items by the NZ day and status of their order. product_id '' = the product has since been deleted (the line
-- keeps its snapshot name); category_name '' = none. total = sum of line_total (cents charged); value = sum of
-- quantity × (unit_price + options_price), the menu value, which is what a loyalty reward (line_total 0) was worth.
create table shop_product_sales_daily (
  shop_id text not null,
  day date not null,
  product_id text not null,
  product_name text not null,
  category_name text not null,
  status text not null,
  is_upsell boolean not null,
  is_reward boolean not null,
  lines int not null default 0,
  quantity int not null default 0,
  total bigint not null default 0,
  value bigint not null default 0,
  primary key (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward)
);
create index shop_product_sales_daily_upsell_idx on shop_product_sales_daily (shop_id, day) where is_upsell;
create index shop_product_sales_daily_reward_idx on shop_product_sales_daily (shop_id, day) where is_reward;

-- No foreign keys to shops on purpose: deleting a shop cascades to orders, line items and products in an order
-- PostgreSQL chooses, and a roll-up write for a shop that is going away must not fail. Instead every trigger writes
-- only for shops that still exist (the shop row is gone before its cascades run), and a statement trigger on shops
-- removes the shop's roll-ups.

-- The same figures computed from scratch. The property test compares the tables with these views, and
-- rebuild_report_rollups() repairs a shop from them.
create view shop_sales_hourly_fresh as
  select shop_id, date_trunc('hour', created_at, 'UTC') as hour_utc, status,
         count(*)::int as orders, sum(total_payment)::bigint as gross, sum(card_fee_cents(total_payment))::bigint as card_fees
  from orders
  group by 1, 2, 3;

create view shop_sales_daily_fresh as
  select shop_id, report_day(created_at) as day, origin, status,
         count(*)::int as orders, sum(total_payment)::bigint as gross, sum(card_fee_cents(total_payment))::bigint as card_fees
  from orders
  group by 1, 2, 3, 4;

create view shop_product_sales_daily_fresh as
  select li.shop_id, report_day(o.created_at) as day, coalesce(li.product_id, '') as product_id,
         li.product_name, coalesce(li.category_name, '') as category_name, o.status, li.is_upsell, li.is_reward,
         count(*)::int as lines, sum(li.quantity)::int as quantity, sum(li.line_total)::bigint as total,
         sum(li.quantity::bigint * (li.unit_price + li.options_price))::bigint as value
  from order_line_items li
  join orders o on o.id = li.order_id
  group by 1, 2, 3, 4, 5, 6, 7, 8;

create function rebuild_report_rollups(p_shop text) returns void
language sql as $$
  delete from shop_sales_hourly where shop_id = p_shop;
  delete from shop_sales_daily where shop_id = p_shop;
  delete from shop_product_sales_daily where shop_id = p_shop;
  insert into shop_sales_hourly select * from shop_sales_hourly_fresh where shop_id = p_shop;
  insert into shop_sales_daily select * from shop_sales_daily_fresh where shop_id = p_shop;
  insert into shop_product_sales_daily select * from shop_product_sales_daily_fresh where shop_id = p_shop;
$$;

-- Backfill what exists already (the demo seed of an existing database).
insert into shop_sales_hourly select * from shop_sales_hourly_fresh;
insert into shop_sales_daily select * from shop_sales_daily_fresh;
insert into shop_product_sales_daily select * from shop_product_sales_daily_fresh;

---------------------------------------------------------------------------------------------------------------------
-- orders → shop_sales_hourly + shop_sales_daily (and, when an order's time or status changes, its lines in
-- shop_product_sales_daily)

create function report_rollups_orders_insert() returns trigger
language plpgsql as $$
begin
  insert into shop_sales_hourly as r (shop_id, hour_utc, status, orders, gross, card_fees)
  select shop_id, date_trunc('hour', created_at, 'UTC'), status,
         count(*), sum(total_payment), sum(card_fee_cents(total_payment))
  from new_rows
  group by 1, 2, 3
  on conflict (shop_id, hour_utc, status) do update
    set orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, card_fees = r.card_fees + excluded.card_fees;
  insert into shop_sales_daily as r (shop_id, day, origin, status, orders, gross, card_fees)
  select shop_id, report_day(created_at), origin, status,
         count(*), sum(total_payment), sum(card_fee_cents(total_payment))
  from new_rows
  group by 1, 2, 3, 4
  on conflict (shop_id, day, origin, status) do update
    set orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, card_fees = r.card_fees + excluded.card_fees;
  return null;
end
$$;

create function report_rollups_orders_update() returns trigger
language plpgsql as $$
begin
  insert into shop_sales_hourly as r (shop_id, hour_utc, status, orders, gross, card_fees)
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
  having sum(orders) <> 0 or sum(gross) <> 0 or sum(card_fees) <> 0
  on conflict (shop_id, hour_utc, status) do update
    set orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, card_fees = r.card_fees + excluded.card_fees;
  insert into shop_sales_daily as r (shop_id, day, origin, status, orders, gross, card_fees)
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
  having sum(orders) <> 0 or sum(gross) <> 0 or sum(card_fees) <> 0
  on conflict (shop_id, day, origin, status) do update
    set orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, card_fees = r.card_fees + excluded.card_fees;
  -- The order's lines move with its day and status.
  insert into shop_product_sales_daily as r
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
  having sum(lines) <> 0 or sum(quantity) <> 0 or sum(total) <> 0 or sum(value) <> 0
  on conflict (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward) do update
    set lines = r.lines + excluded.lines, quantity = r.quantity + excluded.quantity,
        total = r.total + excluded.total, value = r.value + excluded.value;
  return null;
end
$$;

create function report_rollups_orders_delete() returns trigger
language plpgsql as $$
begin
  insert into shop_sales_hourly as r (shop_id, hour_utc, status, orders, gross, card_fees)
  select shop_id, date_trunc('hour', created_at, 'UTC'), status,
         -count(*), -sum(total_payment), -sum(card_fee_cents(total_payment))
  from old_rows
  where shop_id in (select id from shops)
  group by 1, 2, 3
  on conflict (shop_id, hour_utc, status) do update
    set orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, card_fees = r.card_fees + excluded.card_fees;
  insert into shop_sales_daily as r (shop_id, day, origin, status, orders, gross, card_fees)
  select shop_id, report_day(created_at), origin, status,
         -count(*), -sum(total_payment), -sum(card_fee_cents(total_payment))
  from old_rows
  where shop_id in (select id from shops)
  group by 1, 2, 3, 4
  on conflict (shop_id, day, origin, status) do update
    set orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, card_fees = r.card_fees + excluded.card_fees;
  return null;
end
$$;

-- Before the row goes: its lines are still there (the ON DELETE CASCADE removes them afterwards, and by then the
-- line-item trigger below no longer finds the order, so nothing is subtracted twice).
create function report_rollups_order_lines_before_delete() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily as r
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select li.shop_id, report_day(old.created_at), coalesce(li.product_id, ''), li.product_name,
         coalesce(li.category_name, ''), old.status, li.is_upsell, li.is_reward,
         -count(*), -sum(li.quantity), -sum(li.line_total), -sum(li.quantity::bigint * (li.unit_price + li.options_price))
  from order_line_items li
  where li.order_id = old.id and li.shop_id in (select id from shops)
  group by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward) do update
    set lines = r.lines + excluded.lines, quantity = r.quantity + excluded.quantity,
        total = r.total + excluded.total, value = r.value + excluded.value;
  return old;
end
$$;

create trigger orders_report_rollups_insert after insert on orders
  referencing new table as new_rows for each statement execute function report_rollups_orders_insert();
create trigger orders_report_rollups_update after update on orders
  referencing old table as old_rows new table as new_rows for each statement execute function report_rollups_orders_update();
create trigger orders_report_rollups_delete after delete on orders
  referencing old table as old_rows for each statement execute function report_rollups_orders_delete();
create trigger orders_report_rollups_lines_before_delete before delete on orders
  for each row execute function report_rollups_order_lines_before_delete();

---------------------------------------------------------------------------------------------------------------------
-- order_line_items → shop_product_sales_daily (day and status come from the line's order)

create function report_rollups_lines_insert() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily as r
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select li.shop_id, report_day(o.created_at), coalesce(li.product_id, ''), li.product_name,
         coalesce(li.category_name, ''), o.status, li.is_upsell, li.is_reward,
         count(*), sum(li.quantity), sum(li.line_total), sum(li.quantity::bigint * (li.unit_price + li.options_price))
  from new_rows li
  join orders o on o.id = li.order_id
  group by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward) do update
    set lines = r.lines + excluded.lines, quantity = r.quantity + excluded.quantity,
        total = r.total + excluded.total, value = r.value + excluded.value;
  return null;
end
$$;

create function report_rollups_lines_update() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily as r
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
  having sum(lines) <> 0 or sum(quantity) <> 0 or sum(total) <> 0 or sum(value) <> 0
  on conflict (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward) do update
    set lines = r.lines + excluded.lines, quantity = r.quantity + excluded.quantity,
        total = r.total + excluded.total, value = r.value + excluded.value;
  return null;
end
$$;

create function report_rollups_lines_delete() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily as r
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select li.shop_id, report_day(o.created_at), coalesce(li.product_id, ''), li.product_name,
         coalesce(li.category_name, ''), o.status, li.is_upsell, li.is_reward,
         -count(*), -sum(li.quantity), -sum(li.line_total), -sum(li.quantity::bigint * (li.unit_price + li.options_price))
  from old_rows li
  join orders o on o.id = li.order_id -- an order deleted in this transaction: already subtracted (see above)
  where li.shop_id in (select id from shops)
  group by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward) do update
    set lines = r.lines + excluded.lines, quantity = r.quantity + excluded.quantity,
        total = r.total + excluded.total, value = r.value + excluded.value;
  return null;
end
$$;

create trigger order_line_items_report_rollups_insert after insert on order_line_items
  referencing new table as new_rows for each statement execute function report_rollups_lines_insert();
create trigger order_line_items_report_rollups_update after update on order_line_items
  referencing old table as old_rows new table as new_rows for each statement execute function report_rollups_lines_update();
create trigger order_line_items_report_rollups_delete after delete on order_line_items
  referencing old table as old_rows for each statement execute function report_rollups_lines_delete();

---------------------------------------------------------------------------------------------------------------------
-- A deleted shop takes its roll-ups along (statement triggers fire after the row-level cascades).

create function report_rollups_shops_delete() returns trigger
language plpgsql as $$
begin
  delete from shop_sales_hourly where shop_id in (select id from old_rows);
  delete from shop_sales_daily where shop_id in (select id from old_rows);
  delete from shop_product_sales_daily where shop_id in (select id from old_rows);
  return null;
end
$$;

create trigger shops_report_rollups_delete after delete on shops
  referencing old table as old_rows for each statement execute function report_rollups_shops_delete();
