-- The menu list cache's stamp (api/src/menu/list-cache.ts, issue 12 bench) becomes one number per shop, kept by
-- triggers, instead of a count and a sum of row versions over the shop's three catalogue tables read on every request
-- (three index scans of 60 + 1,500 + 240 entries for the bench's menu, on every read of an unchanged menu).
--
-- Every insert, update and delete of a category, product or option set (routes, copy, sync, import, the intake's
-- stock update, seeds, another API process, psql) gives its shop a new version, drawn from a sequence so a value is
-- never handed out twice, even after a row is deleted and made again.
--
-- Why a DEFERRED constraint trigger: the shop's version row is one row every menu write of the shop updates, so its
-- lock is the last one a transaction may take. Taken at the statement (an ordinary AFTER trigger), a transaction that
-- wrote product A and then waits for product B (a sync, an import) would hold it while the intake, holding B, waits
-- for it: a deadlock. Deferred, it is taken at COMMIT, after every row lock of the transaction, and held only for the
-- commit itself (api/src/menu/list-cache.test.ts, "two writers crossing").
create table menu_versions (
  shop_id text primary key references shops (id) on delete cascade,
  version bigint not null
);

create sequence menu_version_seq;

insert into menu_versions (shop_id, version) select id, nextval('menu_version_seq') from shops;

create function bump_menu_version(shop text) returns void language plpgsql as $$
declare
  -- the shops this transaction renewed already, as ',a,b,': once per shop and transaction is enough (an import or a
  -- copy writes thousands of rows). Transaction-local, and set in the same transaction as the versions, so a
  -- rollback takes both away.
  bumped text := coalesce(nullif(current_setting('menu_version.bumped', true), ''), ',');
begin
  if position(',' || shop || ',' in bumped) > 0 then
    return;
  end if;
  insert into menu_versions (shop_id, version) values (shop, nextval('menu_version_seq'))
  on conflict (shop_id) do update set version = excluded.version;
  perform set_config('menu_version.bumped', bumped || shop || ',', true);
end
$$;

create function menu_row_written() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform bump_menu_version(old.shop_id);
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.shop_id is distinct from old.shop_id) then
    perform bump_menu_version(new.shop_id);
  end if;
  return null;
end
$$;

create function menu_truncated() returns trigger language plpgsql as $$
begin
  update menu_versions set version = nextval('menu_version_seq');
  return null;
end
$$;

create constraint trigger categories_menu_version after insert or update or delete on categories
  deferrable initially deferred for each row execute function menu_row_written();
create constraint trigger products_menu_version after insert or update or delete on products
  deferrable initially deferred for each row execute function menu_row_written();
create constraint trigger option_sets_menu_version after insert or update or delete on option_sets
  deferrable initially deferred for each row execute function menu_row_written();

create trigger categories_menu_truncated after truncate on categories for each statement execute function menu_truncated();
create trigger products_menu_truncated after truncate on products for each statement execute function menu_truncated();
create trigger option_sets_menu_truncated after truncate on option_sets for each statement execute function menu_truncated();

-- 051's per-row versions are no longer read. Dropping them spares every product update (the intake's stock
-- decrement above all) a trigger and an index entry: with no indexed column changed, the update can stay on its page.
drop trigger categories_row_version on categories;
drop trigger products_row_version on products;
drop trigger option_sets_row_version on option_sets;
drop function menu_row_version();
alter table categories drop column row_version;
alter table products drop column row_version;
alter table option_sets drop column row_version;
drop sequence menu_row_version_seq;
-- the (shop_id, row_version) indexes went with the columns; categories and option sets keep 001's shop indexes,
-- products get theirs back (051 dropped it)
create index products_shop_idx on products (shop_id);
