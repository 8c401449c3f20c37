import { VENUE_TIME_ZONE } from '@backoffice/contracts';
import { DateTime } from 'luxon';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { foldReportRollups } from '../reports/fold';
import { insertShop } from '../shops/repo';
import { withSettingsDefaults } from '../shops/settings';
import { insertUser } from '../users/repo';
import { DEMO_MERCHANT, DEMO_SHOPS, FAMILY_NAMES, GIVEN_NAMES } from './demo-data';

/**
 * The large shop for the report benchmark (`pnpm seed:large`): one venue with a million orders over two years,
 * generated INSIDE the database with `INSERT … SELECT … FROM generate_series(…)`, in batches of one transaction each
 * (no row-by-row JavaScript). Realistic shape: NZ opening hours weighted to the morning coffee rush and lunch,
 * busier weekends, mobile-app / web / kiosk, 1–5 lines, ~35 % of extra lines upsells, ~5 % of signed-in customers
 * redeem a loyalty reward, ~6 % promo discounts, ~10 % with contact-tracing details, statuses by age.
 *
 * Orders are spread evenly over the days (oldest first) so each batch appends to the time index. The statement
 * triggers keep the roll-ups in step batch by batch (one grouped upsert per statement), exactly as for live writes.
 */
export interface LargeSeedOptions {
  orders?: number;
  days?: number;
  now?: Date;
  batchSize?: number;
  /** Owner's e-mail; default the demo merchant when present, else a `bench@example.com` merchant (password bench123). */
  ownerEmail?: string;
  shopName?: string;
  customers?: number;
  log?: (line: string) => void;
}

export interface LargeSeedResult {
  shopId: string;
  ownerId: string;
  ownerEmail: string;
  orders: number;
  lineItems: number;
  ms: number;
}

export const LARGE_SEED_MARKER = 'large_seed';
/** After a bulk load: fresh planner statistics and visibility maps (index-only scans). Not inside a transaction. */
export const VACUUM_ANALYZE_REPORT_TABLES =
  'vacuum (analyze) orders, order_line_items, shop_sales_hourly_folded, shop_sales_daily_folded, shop_product_sales_daily_folded, users';
export const BENCH_OWNER = { email: 'bench@example.com', password: 'bench123' } as const;

/** Relative order volume per NZ hour: coffee rush, lunch, a quieter afternoon, a little evening trade. */
const HOUR_WEIGHTS: [hour: number, weight: number][] = [
  [6, 3],
  [7, 9],
  [8, 12],
  [9, 9],
  [10, 7],
  [11, 9],
  [12, 12],
  [13, 9],
  [14, 5],
  [15, 4],
  [16, 3],
  [17, 4],
  [18, 5],
  [19, 4],
  [20, 3],
];

/** 200 slots, each an hour, in proportion to the weights: `hours[1 + floor(random() * 200)]` draws an hour. */
function hourSlots(): number[] {
  const total = HOUR_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const slots: number[] = [];
  for (const [hour, weight] of HOUR_WEIGHTS) {
    const count = Math.round((weight / total) * 200);
    for (let i = 0; i < count; i++) slots.push(hour);
  }
  while (slots.length < 200) slots.push(12);
  return slots.slice(0, 200);
}

async function findOrCreateOwner(db: Db, email: string | undefined): Promise<{ id: string; email: string }> {
  const wanted = email ?? DEMO_MERCHANT.email;
  const [found] = await db.query<{ id: string }>('select id from users where email = $1', [wanted.toLowerCase()]);
  if (found) return { id: found.id, email: wanted };
  if (email) throw new Error(`No user with the e-mail ${email}`);
  const [bench] = await db.query<{ id: string }>('select id from users where email = $1', [BENCH_OWNER.email]);
  if (bench) return { id: bench.id, email: BENCH_OWNER.email };
  const row = await insertUser(db, {
    email: BENCH_OWNER.email,
    passwordHash: await hashPassword(BENCH_OWNER.password),
    givenName: 'Bench',
    familyName: 'Owner',
    roles: ['merchant'],
  });
  return { id: row.id, email: BENCH_OWNER.email };
}

interface MenuArrays {
  ids: string[];
  names: string[];
  prices: number[];
  categories: string[];
  /** 1-based indexes of the products offered as upsells (sweet treats and sides). */
  upsell: number[];
  /** 1-based indexes of the first category (coffee): most first lines and every loyalty reward. */
  first: number[];
}

async function insertMenu(db: Db, shopId: string, tag: string): Promise<MenuArrays> {
  const menu: MenuArrays = { ids: [], names: [], prices: [], categories: [], upsell: [], first: [] };
  const categories = DEMO_SHOPS.flatMap((shop) => shop.menu).filter(
    (category, index, all) => all.findIndex((other) => other.name === category.name) === index,
  );
  let categoryOrder = 0;
  for (const category of categories) {
    const categoryId = `${tag}-cat-${categoryOrder}`;
    await db.query(`insert into categories (id, shop_id, name, display_order, availability) values ($1, $2, $3, $4, $5::jsonb)`, [
      categoryId,
      shopId,
      category.name,
      categoryOrder,
      JSON.stringify({ twentyFourSeven: true }),
    ]);
    let productOrder = 0;
    for (const [name, price, description] of category.products) {
      const productId = `${tag}-p-${menu.ids.length + 1}`;
      // Every seventh product has a counted stock; the rest are unlimited (-1).
      const stock = menu.ids.length % 7 === 3 ? 40 + (menu.ids.length % 5) * 10 : -1;
      await db.query(
        `insert into products (id, shop_id, category_id, name, description, excerpt, price, stock, display_order)
         values ($1, $2, $3, $4, $5, $5, $6, $7, $8)`,
        [productId, shopId, categoryId, name, description, price, stock, productOrder++],
      );
      menu.ids.push(productId);
      menu.names.push(name);
      menu.prices.push(price);
      menu.categories.push(category.name);
      if (categoryOrder === 0) menu.first.push(menu.ids.length);
      if (/sweet|treat|side|bak|cake|snack/i.test(category.name)) menu.upsell.push(menu.ids.length);
    }
    categoryOrder++;
  }
  if (menu.upsell.length === 0) menu.upsell.push(menu.ids.length);
  return menu;
}

/**
 * One batch: orders [first, last] of `total`, in one transaction: a temp table of orders, a temp table of their
 * lines, then one INSERT into orders and one into order_line_items (two statement-trigger firings).
 */
async function insertBatch(
  db: Db,
  params: {
    shopId: string;
    tag: string;
    first: number;
    last: number;
    total: number;
    days: number;
    firstDay: string;
    now: string;
    hours: number[];
    customers: number;
    menu: MenuArrays;
  },
): Promise<{ orders: number; lines: number }> {
  return db.transaction(async (tx) => {
    // A different, repeatable seed per batch.
    await tx.query('select setseed($1)', [((params.first * 2_654_435_761) % 4_294_967_296) / 4_294_967_296 - 0.5]);
    await tx.exec(`create temp table large_orders (
        n int, id text, created_at timestamptz, status text, origin text, order_type text, owner_id text,
        items int, reward boolean, promo boolean, contact jsonb, is_pos boolean
      ) on commit drop;
      create temp table large_lines (
        order_id text, k int, product int, quantity int, options_price int, is_upsell boolean, is_reward boolean
      ) on commit drop`);
    await tx.query(
      `insert into large_orders
       select n, $2 || '-o-' || lpad(n::text, 8, '0'), created_at,
              case
                when $7::timestamptz - created_at < interval '20 minutes' then (array['pending', 'pending', 'accepted'])[1 + floor(r1 * 3)::int]
                when $7::timestamptz - created_at < interval '90 minutes' then (array['accepted', 'completed', 'completed'])[1 + floor(r1 * 3)::int]
                when r1 < 0.90 then 'completed' when r1 < 0.97 then 'rejected' when r1 < 0.99 then 'accepted' else 'pending'
              end,
              case when r2 < 0.45 then 'mobile-app' when r2 < 0.75 then 'web' else 'kiosk' end,
              case when r3 < 0.60 then 'pickup' when r3 < 0.90 then 'dine-in' else 'delivery' end,
              case when r4 < 0.75 then $2 || '-c-' || lpad((1 + floor(power(r5, 2) * $9))::text, 6, '0') end,
              case when r6 < 0.40 then 1 when r6 < 0.70 then 2 when r6 < 0.85 then 3 when r6 < 0.95 then 4 else 5 end,
              r4 < 0.75 and r7 < 0.0667,
              r8 < 0.06,
              case when r9 < 0.10 then jsonb_build_object('name', 'Visitor ' || n, 'phone', '021 ' || lpad((n % 1000000)::text, 6, '0')) end,
              r2 >= 0.75 and r10 < 0.3
       from (
         select n, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10,
                -- the day by position (oldest first), the hour by weight, the minute at random; a time still in the
                -- future today moves to yesterday
                case when local_time at time zone '${VENUE_TIME_ZONE}' > $7::timestamptz
                     then (local_time - interval '1 day') at time zone '${VENUE_TIME_ZONE}'
                     else local_time at time zone '${VENUE_TIME_ZONE}' end as created_at
         from (
           select n, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
                  random() as r7, random() as r8, random() as r9, random() as r10,
                  $6::date + least($5::int, floor((n - 1)::float8 * ($5 + 1) / $4)::int)
                    + make_interval(hours => ($8::int[])[1 + floor(random() * 200)::int],
                                    mins => floor(random() * 60)::int, secs => floor(random() * 60)::int) as local_time
           from generate_series($1::int, $3::int) as n
         ) drawn
       ) timed`,
      [
        params.first,
        params.tag,
        params.last,
        params.total,
        params.days,
        params.firstDay,
        params.now,
        params.hours,
        params.customers,
      ],
    );
    const first = params.menu.first;
    await tx.query(
      `insert into large_lines
       select o.id, k, pick.product,
              case when q < 0.80 then 1 when q < 0.95 then 2 else 3 end,
              case when opt < 0.55 then 0 when opt < 0.80 then 80 when opt < 0.95 then 150 else 230 end,
              pick.is_upsell, false
       from large_orders o
       cross join lateral generate_series(1, o.items) as k
       cross join lateral (
         select k > 1 and random() < 0.35 as is_upsell, random() as q, random() as opt, random() as which, random() as coffee
       ) draw
       cross join lateral (
         select draw.is_upsell,
                case when draw.is_upsell then ($1::int[])[1 + floor(draw.which * cardinality($1::int[]))::int]
                     when k = 1 and draw.coffee < 0.5 then ($2::int[])[1 + floor(draw.which * cardinality($2::int[]))::int]
                     else 1 + floor(draw.which * $3)::int end as product
       ) pick`,
      [params.menu.upsell, first, params.menu.ids.length],
    );
    // Loyalty rewards: one free coffee on the order.
    await tx.query(
      `insert into large_lines
       select id, items + 1, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int], 1, 0, false, true
       from large_orders where reward`,
      [first],
    );
    const menuParams = [params.menu.ids, params.menu.names, params.menu.prices, params.menu.categories];
    await tx.query(
      `insert into orders (id, shop_id, owner_id, status, order_type, origin, is_pos_order, pickup_type, pickup_time, total,
                           total_payment, reward_number, seen, contact_tracing, created_at)
       select o.id, $1, o.owner_id, o.status, o.order_type, o.origin, o.is_pos,
              case when o.order_type = 'pickup' then 'dynamic' end,
              case when o.order_type = 'pickup' then o.created_at + interval '8 minutes' end,
              t.total,
              case when o.promo then t.total - round(t.total * 0.1)::int else t.total end
                + case when o.order_type = 'delivery' then 500 else 0 end,
              case when o.reward then 'LC-' || lpad((abs(hashtext(o.owner_id)) % 1000000)::text, 6, '0') end,
              o.status <> 'pending',
              o.contact,
              o.created_at
       from large_orders o
       join (
         select l.order_id,
                sum(case when l.is_reward then 0 else l.quantity * (($2::int[])[l.product] + l.options_price) end)::int as total
         from large_lines l group by l.order_id
       ) t on t.order_id = o.id
       order by o.n`,
      [params.shopId, params.menu.prices],
    );
    await tx.query(
      `insert into order_line_items (id, order_id, shop_id, product_id, product_name, category_name, quantity, unit_price,
                                     options_price, line_total, is_upsell, is_reward, status, display_order)
       select l.order_id || '-' || l.k, l.order_id, $1, ($2::text[])[l.product], ($3::text[])[l.product], ($5::text[])[l.product],
              l.quantity, ($4::int[])[l.product], l.options_price,
              case when l.is_reward then 0 else l.quantity * (($4::int[])[l.product] + l.options_price) end,
              l.is_upsell, l.is_reward, case when o.status = 'completed' then 'completed' else 'pending' end, l.k - 1
       from large_lines l join large_orders o on o.id = l.order_id
       order by l.order_id, l.k`,
      [params.shopId, ...menuParams],
    );
    const [counts] = await tx.query<{ orders: number; lines: number }>(
      'select (select count(*) from large_orders)::int as orders, (select count(*) from large_lines)::int as lines',
    );
    return counts ?? { orders: 0, lines: 0 };
  });
}

export async function seedLargeShop(db: Db, options: LargeSeedOptions = {}): Promise<LargeSeedResult> {
  const started = Date.now();
  const total = options.orders ?? 1_000_000;
  const days = options.days ?? 730;
  const batchSize = options.batchSize ?? 50_000;
  const customers = options.customers ?? 20_000;
  const log = options.log ?? (() => {});
  const now = DateTime.fromJSDate(options.now ?? new Date(), { zone: VENUE_TIME_ZONE });
  const firstDay = now.startOf('day').minus({ days });

  const owner = await findOrCreateOwner(db, options.ownerEmail);
  const shopId = await insertShop(db, {
    ownerId: owner.id,
    name: options.shopName ?? 'Queen Street Food Hall',
    type: 'fixed',
    status: 'Active',
    settings: withSettingsDefaults({
      contact: { email: 'hello@queenstreet.example.com', phone: '+64 9 555 0199' },
      address: { formatted_address: '1 Queen Street, Auckland CBD, Auckland 1010, New Zealand' },
      orderingPreferences: { preparationTime: 8, feePercent: 15 },
      loyalty: { enabled: true, limit: 10 },
    }),
  });
  await db.query('update shops set created_at = $2 where id = $1', [shopId, firstDay.minus({ days: 1 }).toUTC().toISO()]);
  const tag = `L${shopId.replace(/-/g, '').slice(0, 10)}`;
  const menu = await insertMenu(db, shopId, tag);

  // Customers: plain consumer accounts (no password), ids the order generator can compute.
  await db.query(
    `insert into users (id, email, given_name, family_name, phone, roles, created_at)
     select $1 || '-c-' || lpad(n::text, 6, '0'), lower($1) || '.customer' || n || '@example.com',
            ($3::text[])[1 + n % cardinality($3::text[])], ($4::text[])[1 + (n * 7) % cardinality($4::text[])],
            case when n % 3 <> 0 then '+64 21 ' || lpad((n % 1000000)::text, 6, '0') end, '{consumer}', $5::timestamptz
     from generate_series(1, $2::int) as n`,
    [tag, customers, [...GIVEN_NAMES], [...FAMILY_NAMES], firstDay.minus({ days: 2 }).toUTC().toISO()],
  );
  log(`shop ${shopId} (owner ${owner.email}), ${menu.ids.length} products, ${customers} customers`);

  let orders = 0;
  let lineItems = 0;
  const hours = hourSlots();
  for (let first = 1; first <= total; first += batchSize) {
    const last = Math.min(total, first + batchSize - 1);
    const batchStarted = Date.now();
    const counts = await insertBatch(db, {
      shopId,
      tag,
      first,
      last,
      total,
      days,
      firstDay: firstDay.toFormat('yyyy-MM-dd'),
      now: now.toUTC().toISO() ?? '',
      hours,
      customers,
      menu,
    });
    orders += counts.orders;
    lineItems += counts.lines;
    log(
      `  orders ${first.toLocaleString('en-NZ')}–${last.toLocaleString('en-NZ')}: ${((Date.now() - batchStarted) / 1000).toFixed(1)} s`,
    );
  }
  // the bulk inserts left their roll-up figures as deltas: fold them, as the API's minute sweep would
  await foldReportRollups(db);
  await db.query(
    `insert into app_meta (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = app_meta.value || excluded.value`,
    [LARGE_SEED_MARKER, JSON.stringify({ [shopId]: { orders, lineItems, days, at: new Date().toISOString() } })],
  );
  return { shopId, ownerId: owner.id, ownerEmail: owner.email, orders, lineItems, ms: Date.now() - started };
}

/** The shops `seed:large` has added to this database. */
export async function largeShops(db: Db): Promise<string[]> {
  const [row] = await db.query<{ value: Record<string, unknown> }>('select value from app_meta where key = $1', [
    LARGE_SEED_MARKER,
  ]);
  return row ? Object.keys(row.value) : [];
}
