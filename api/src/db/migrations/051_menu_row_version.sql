-- The menu list cache's stamp (api/src/menu/list-cache.ts, issue 12 bench) summed each catalogue row's xmin, so
-- every read of a menu visited every product row in the heap (wide rows, about 4 per page: 375 pages for a
-- 60 × 25 menu). Instead each row carries a version, taken from one sequence on every insert and update (a sequence
-- holds no lock, so concurrent writers never wait on each other for it), indexed beside the shop: the stamp
-- (count and sum of versions per shop) is then read from the index alone.
create sequence menu_row_version_seq;

alter table categories add column row_version bigint not null default nextval('menu_row_version_seq');
alter table products add column row_version bigint not null default nextval('menu_row_version_seq');
alter table option_sets add column row_version bigint not null default nextval('menu_row_version_seq');

create function menu_row_version() returns trigger language plpgsql as $$
begin
  new.row_version := nextval('menu_row_version_seq');
  return new;
end
$$;

create trigger categories_row_version before update on categories for each row execute function menu_row_version();
create trigger products_row_version before update on products for each row execute function menu_row_version();
create trigger option_sets_row_version before update on option_sets for each row execute function menu_row_version();

create index categories_shop_version_idx on categories (shop_id, row_version);
create index option_sets_shop_version_idx on option_sets (shop_id, row_version);
-- replaces products_shop_idx (shop_id leads both), so a product write keeps the same number of indexes to update
create index products_shop_version_idx on products (shop_id, row_version);
drop index products_shop_idx;
