-- The daily products roll-up trigger (031) reads each new line's order by its key, whatever the table's statistics.
--
-- Why: the trigger's query joined the new lines to `orders`, and PL/pgSQL keeps the plan it makes on a connection's
-- first order for as long as the connection lives (until an ANALYZE of orders). Made while orders was small — a new
-- database, the intake bench's, the first hours of a deployment until autovacuum analyses it — that plan was a hash
-- join over a sequential scan of ALL orders, so every order's insert read the whole table again, a cost growing with
-- each order taken (about a third of PostgreSQL's CPU per order in the intake bench by its end). A LATERAL lookup
-- that cannot be flattened into a join (`offset 0`) is one primary-key probe per line, whatever was planned when.
-- Same rows and figures as before (reports/rollups.test.ts compares every roll-up with a from-scratch aggregation).
create or replace function report_rollups_lines_insert() returns trigger
language plpgsql as $$
begin
  insert into shop_product_sales_daily_delta
    (shop_id, day, product_id, product_name, category_name, status, is_upsell, is_reward, lines, quantity, total, value)
  select li.shop_id, report_day(o.created_at), coalesce(li.product_id, ''), li.product_name,
         coalesce(li.category_name, ''), o.status, li.is_upsell, li.is_reward,
         count(*), sum(li.quantity), sum(li.line_total), sum(li.quantity::bigint * (li.unit_price + li.options_price))
  from new_rows li
  cross join lateral (select x.created_at, x.status from orders x where x.id = li.order_id offset 0) o
  group by 1, 2, 3, 4, 5, 6, 7, 8;
  return null;
end
$$;
