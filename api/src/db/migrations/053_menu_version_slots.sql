-- 052 kept ONE version row per shop, so every menu write of a shop — the intake's stock decrement above all — waited
-- for the previous one to commit (the row lock is held through the commit's flush to disk): the intake bench on a
-- durable server lost ~10 % of its orders per second and its p99 nearly doubled against 051's per-row versions.
--
-- Now a shop has up to 32 version rows ("slots"); a transaction renews the one of its database connection
-- (pg_backend_pid() % 32), so writers on different connections do not wait for each other. The menu's stamp is every
-- slot of the shop, in slot order (api/src/menu/list-cache.ts): each commit still puts a never-used number in its
-- slot, so each commit still shows as a new stamp. Everything else of 052 holds (deferred to COMMIT, once per shop
-- and transaction, truncates renew all).
alter table menu_versions add column slot smallint not null default 0;
alter table menu_versions drop constraint menu_versions_pkey;
alter table menu_versions add primary key (shop_id, slot);

create or replace function bump_menu_version(shop text) returns void language plpgsql as $$
declare
  -- the shops this transaction renewed already, as ',a,b,' (see 052)
  bumped text := coalesce(nullif(current_setting('menu_version.bumped', true), ''), ',');
begin
  if position(',' || shop || ',' in bumped) > 0 then
    return;
  end if;
  insert into menu_versions (shop_id, slot, version) values (shop, pg_backend_pid() % 32, nextval('menu_version_seq'))
  on conflict (shop_id, slot) do update set version = excluded.version;
  perform set_config('menu_version.bumped', bumped || shop || ',', true);
end
$$;
