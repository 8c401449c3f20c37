-- Teams: staff accounts per shop with least privilege (roles and the permission table: @backoffice/contracts
-- rules/permissions.ts; enforcement: api/src/shops/access.ts).
--
-- `shop_members` says who belongs to a shop and as what. `shops.owner_id` stays the owner of record (billing, transfer,
-- the admin lists); the triggers below keep the two consistent whatever writes a shop: a new shop's owner is its first
-- member, and a change of owner_id (an admin's transfer) moves the owner row to the new owner.
create table shop_members (
  shop_id text not null references shops (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'manager', 'staff')),
  -- null for a shop's first owner, who was not invited
  invited_at timestamptz,
  joined_at timestamptz not null default now(),
  primary key (shop_id, user_id)
);
-- the user's shop lists
create index shop_members_user_idx on shop_members (user_id);

insert into shop_members (shop_id, user_id, role, joined_at)
  select id, owner_id, 'owner', created_at from shops;

create function shop_members_follow_owner() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if new.owner_id = old.owner_id then
      return new;
    end if;
    delete from shop_members where shop_id = new.id and user_id = old.owner_id;
  end if;
  insert into shop_members (shop_id, user_id, role, joined_at)
    values (new.id, new.owner_id, 'owner', now())
    on conflict (shop_id, user_id) do update set role = 'owner';
  return new;
end;
$$;

create trigger shops_owner_member_insert after insert on shops
  for each row execute function shop_members_follow_owner();
create trigger shops_owner_member_update after update of owner_id on shops
  for each row execute function shop_members_follow_owner();

-- Invites by e-mail: the link carries a random token, only its SHA-256 is stored; single use (accepted_at), 7 days.
create table team_invites (
  id text primary key,
  shop_id text not null references shops (id) on delete cascade,
  email text not null,
  role text not null check (role in ('owner', 'manager', 'staff')),
  token_hash text not null unique,
  invited_by text references users (id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by text references users (id) on delete set null,
  cancelled_at timestamptz
);
-- one open invite per address and shop: a double click on "Invite" makes one invite
create unique index team_invites_open_idx on team_invites (shop_id, email) where accepted_at is null and cancelled_at is null;

-- The owner can ask every member to use two-step sign-in (the route and its enforcement: the two-step sign-in module).
alter table shops add column if not exists require_two_step boolean not null default false;

-- Who acted on an order: [{ kind, by: { id, name }, at }] oldest first (contracts `orderAction`), appended by the
-- statement that makes the change, so the record and the change commit together. null: nobody has acted yet.
alter table orders add column actions jsonb;
