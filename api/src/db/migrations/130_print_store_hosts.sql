-- Every store host (an embed key's default domain, origins[0], and custom domain, origins[1]) belongs to one shop:
-- the primary key makes a host unique across shops, whichever origin it is. The API claims hosts here in the same
-- transaction that writes the key's origins (api/src/embed/store-hosts.ts).
create table store_hosts (
  host text primary key,
  shop_id text not null references shops (id) on delete cascade
);
create index store_hosts_shop_idx on store_hosts (shop_id);

-- Keys made before the rule may share a default domain: the oldest keeps it, the others get a suffix of their own.
with ranked as (
  select shop_id, lower(origins->>0) as host,
    row_number() over (partition by lower(origins->>0) order by created_at, shop_id) as rank
  from embed_keys
  where coalesce(origins->>0, '') <> ''
)
update embed_keys k
set origins = jsonb_set(k.origins, '{0}', to_jsonb(regexp_replace(r.host, '^([^.]+)', '\1-' || substr(md5(k.shop_id), 1, 6))))
from ranked r
where r.shop_id = k.shop_id and r.rank > 1;

insert into store_hosts (host, shop_id)
  select lower(origins->>0), shop_id from embed_keys where coalesce(origins->>0, '') <> ''
  on conflict (host) do nothing;
-- a custom domain already held (another shop's default, or an earlier claim) stays with its first holder
insert into store_hosts (host, shop_id)
  select lower(origins->>1), shop_id from embed_keys where coalesce(origins->>1, '') <> '' order by created_at, shop_id
  on conflict (host) do nothing;
update embed_keys k set origins = jsonb_build_array(k.origins->0)
  where coalesce(k.origins->>1, '') <> ''
    and not exists (select 1 from store_hosts h where h.host = lower(k.origins->>1) and h.shop_id = k.shop_id);
