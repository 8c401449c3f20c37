-- Deleting a shop deletes its categories, products and option sets by cascade; their deferred triggers (052/053) then
-- ran at COMMIT and inserted a version row for a shop that no longer exists, so the delete failed on the foreign key
-- ("menu_versions_shop_id_fkey"): no shop could be deleted. A shop that is gone needs no menu version: skip it.
create or replace function bump_menu_version(shop text) returns void language plpgsql as $$
declare
  -- the shops this transaction renewed already, as ',a,b,' (see 052)
  bumped text := coalesce(nullif(current_setting('menu_version.bumped', true), ''), ',');
begin
  if position(',' || shop || ',' in bumped) > 0 then
    return;
  end if;
  insert into menu_versions (shop_id, slot, version)
  select shop, pg_backend_pid() % 32, nextval('menu_version_seq')
  where exists (select 1 from shops where id = shop)
  on conflict (shop_id, slot) do update set version = excluded.version;
  perform set_config('menu_version.bumped', bumped || shop || ',', true);
end
$$;
