-- Walking-skeleton schema. Conventions:
--   ids are text (crypto.randomUUID() strings, exposed as `_id`): a malformed id in a URL is simply "not found",
--   never a cast error;
--   money is integer cents; times are timestamptz (stored UTC, a venue's day/hour is computed in
--   Pacific/Auckland at query time, e.g. date_trunc('hour', created_at at time zone 'Pacific/Auckland'));
--   the many nested, UI-shaped shop settings live in one jsonb document, everything we filter, join or
--   aggregate on is a real column.

create table users (
  id text primary key,
  email text not null,
  -- null: an account that cannot sign in with a password (e.g. a customer created by an ordering channel)
  password_hash text,
  given_name text not null,
  family_name text not null,
  phone text,
  mobile text,
  picture_url text,
  roles text[] not null default '{}',
  -- bumped on password change; tokens carry it as `tv` and older tokens stop working
  token_version int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_lower check (email = lower(email)),
  constraint users_roles_known check (roles <@ array['consumer', 'merchant', 'beta-tester', 'admin']::text[])
);
create unique index users_email_key on users (email);
create index users_created_at_idx on users (created_at);

create table shops (
  id text primary key,
  owner_id text not null references users (id),
  name text not null,
  status text not null default 'Active' check (status in ('Active', 'Deactive', 'accepting orders')),
  type text not null default 'fixed' check (type in ('fixed', 'dynamic')),
  -- contact, address, orderingPreferences, openingHours, delivery, pickup, loyalty, dineIn, ... (contracts `shop`)
  settings jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index shops_owner_id_idx on shops (owner_id);
create index shops_name_lower_idx on shops (lower(name));

create table categories (
  id text primary key,
  shop_id text not null references shops (id) on delete cascade,
  name text not null,
  display_order int not null default 0,
  availability jsonb not null,
  upsell text[] not null default '{}',
  created_at timestamptz not null default now()
);
create index categories_shop_idx on categories (shop_id, display_order);

create table products (
  id text primary key,
  shop_id text not null references shops (id) on delete cascade,
  category_id text not null references categories (id) on delete cascade,
  name text not null,
  description text not null default '',
  excerpt text not null default '',
  enabled boolean not null default true,
  price int not null check (price >= 0),
  -- -1 = unlimited
  stock int not null default -1 check (stock >= -1),
  sku text,
  available_from timestamptz,
  icon jsonb,
  images jsonb,
  -- the product's own view of its category's option sets (selected/default flags per value)
  options jsonb not null default '[]'::jsonb,
  upsell text[] not null default '{}',
  display_order int not null default 0,
  created_at timestamptz not null default now()
);
create index products_shop_idx on products (shop_id);
create index products_category_idx on products (category_id, display_order);

create table option_sets (
  id text primary key,
  shop_id text not null references shops (id) on delete cascade,
  category_id text not null references categories (id) on delete cascade,
  name text not null,
  type text not null check (type in ('wheel', 'increase', 'switch', 'multi')),
  min_selection int,
  max_selection int,
  -- [{ _id, name, price (cents), SKU?, value? }]
  values jsonb not null default '[]'::jsonb,
  display_order int not null default 0,
  created_at timestamptz not null default now()
);
create index option_sets_category_idx on option_sets (category_id, display_order);
create index option_sets_shop_idx on option_sets (shop_id);

create table promo_codes (
  id text primary key,
  shop_id text not null references shops (id) on delete cascade,
  code text not null,
  type text not null check (type in ('discount', 'free-product')),
  expiry timestamptz not null,
  status text not null default 'active',
  reward_config jsonb not null,
  target_users_config jsonb not null,
  created_at timestamptz not null default now()
);
create unique index promo_codes_shop_code_key on promo_codes (shop_id, lower(code));

create table kiosks (
  id text primary key,
  shop_id text not null references shops (id) on delete cascade,
  name text not null,
  kiosk_key text not null unique,
  type text not null default 'kiosk' check (type in ('kiosk', 'POS')),
  eftpos_provider text not null default 'none' check (eftpos_provider in ('smartpay', 'verifone', 'stripe', 'none')),
  allow_pay_in_cash boolean not null default false,
  allow_registered_users_sign_in boolean not null default false,
  hide_prices boolean not null default false,
  layout_config jsonb,
  created_at timestamptz not null default now()
);
create index kiosks_shop_idx on kiosks (shop_id);

create table orders (
  id text primary key,
  shop_id text not null references shops (id) on delete cascade,
  -- null: a guest order
  owner_id text references users (id) on delete set null,
  status text not null check (status in ('pending', 'accepted', 'rejected', 'completed')),
  order_type text not null check (order_type in ('pickup', 'dine-in', 'delivery')),
  origin text not null check (origin in ('kiosk', 'web', 'mobile-app')),
  is_pos_order boolean not null default false,
  pickup_type text check (pickup_type in ('dynamic', 'scheduled')),
  pickup_time timestamptz,
  -- cents: sum of the line totals
  total int not null check (total >= 0),
  -- cents: what the customer paid (after promo discount, plus surcharge / delivery fee)
  total_payment int not null check (total_payment >= 0),
  promo_code_id text references promo_codes (id) on delete set null,
  reward_number text,
  notes text,
  seen boolean not null default false,
  created_at timestamptz not null default now()
);
-- every report is "this shop, this time range"
create index orders_shop_created_idx on orders (shop_id, created_at);
create index orders_shop_owner_idx on orders (shop_id, owner_id);
create index orders_owner_created_idx on orders (owner_id, created_at);

create table order_line_items (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  -- denormalised from the order so product reports filter by shop without a join
  shop_id text not null references shops (id) on delete cascade,
  -- snapshot of the product at order time; the product may later change or be deleted
  product_id text references products (id) on delete set null,
  product_name text not null,
  category_name text,
  quantity int not null check (quantity >= 1),
  -- cents per unit: product price, and the chosen options' prices
  unit_price int not null check (unit_price >= 0),
  options_price int not null default 0 check (options_price >= 0),
  -- cents charged for the line: quantity * (unit_price + options_price), 0 for a loyalty reward
  line_total int not null check (line_total >= 0),
  is_upsell boolean not null default false,
  is_reward boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'completed')),
  notes text,
  -- [{ option: { _id, name }, value: { name, price } | [{ name, price }] }]
  config jsonb,
  display_order int not null default 0
);
create index order_line_items_order_idx on order_line_items (order_id, display_order);
create index order_line_items_shop_product_idx on order_line_items (shop_id, product_id);

-- Failed sign-ins, in the database so every replica sees the same counts.
create table login_attempts (
  id bigint generated always as identity primary key,
  -- the lower-cased e-mail tried; set to null after a successful sign-in (the row still counts for the IP)
  account text,
  ip text not null,
  created_at timestamptz not null default now()
);
create index login_attempts_account_idx on login_attempts (account, created_at);
create index login_attempts_ip_idx on login_attempts (ip, created_at);
create index login_attempts_created_idx on login_attempts (created_at);

-- Small key/value facts about this database, e.g. the demo-seed marker.
create table app_meta (
  key text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);
