import { cardFee } from '@backoffice/contracts';
import fc from 'fast-check';
import type { Db } from '../db/types';
import { createShop, createTestContext, createUser, type TestContext } from '../test/app';
import { insertLines, insertMenu, insertOrder, lineTotal, type TestLine, type TestMenu } from '../test/orders';
import { foldReportRollups } from './fold';

/**
 * The roll-ups (hourly sales, daily sales, daily products) are kept by triggers in the same transaction as every write to orders and order_line_items.
 * Property: after any sequence of inserts (one order or many per statement), line-item inserts / changes / deletes,
 * status changes (one order or many per statement), time and amount changes, order deletes and product deletes —
 * some of them rolled back, with folds of the deltas in between (migration 031) — the roll-ups equal a from-scratch
 * aggregation (the *_fresh views).
 */

let ctx: TestContext;
let shops: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx.db);
  shops = [await createShop(ctx.db, owner.id, 'Roll-up A'), await createShop(ctx.db, owner.id, 'Roll-up B')];
});
afterAll(async () => {
  await ctx.close();
});

const STATUSES = ['pending', 'accepted', 'rejected', 'completed'] as const;
const ORIGINS = ['web', 'kiosk', 'mobile-app'] as const;
// Minutes around the April 2026 daylight-saving change (2026-04-04T14:00Z), two days either side, often close to
// an NZ midnight (-1620: Sat 00:00 NZDT, -180: Sun 00:00 NZDT, 1320: Mon 00:00 NZST, 2760: Tue) or the change (0).
const BASE = Date.parse('2026-04-04T14:00:00Z');
const minuteArb = fc.oneof(
  fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }),
  fc.tuple(fc.constantFrom(-1620, -180, 0, 1320, 2760), fc.integer({ min: -90, max: 90 })).map(([at, offset]) => at + offset),
);
const at = (minutes: number, second = 0) => new Date(BASE + minutes * 60_000 + second * 1000).toISOString();

const lineArb = fc.record({
  product: fc.nat({ max: 5 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  optionsPrice: fc.constantFrom(0, 50, 120),
  isUpsell: fc.boolean(),
  isReward: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
});
const orderArb = fc.record({
  shop: fc.nat({ max: 1 }),
  minute: minuteArb,
  second: fc.nat({ max: 59 }),
  status: fc.constantFrom(...STATUSES),
  origin: fc.constantFrom(...ORIGINS),
  discount: fc.constantFrom(0, 0, 100, 250),
  lines: fc.array(lineArb, { minLength: 0, maxLength: 4 }),
});

const opArb = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('insertOrder' as const), order: orderArb }), weight: 5 },
  {
    arbitrary: fc.record({
      kind: fc.constant('insertMany' as const),
      orders: fc.array(orderArb, { minLength: 2, maxLength: 5 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('addLine' as const), order: fc.nat(), line: lineArb }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('setStatus' as const), order: fc.nat(), status: fc.constantFrom(...STATUSES) }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('setStatusAll' as const),
      from: fc.constantFrom(...STATUSES),
      to: fc.constantFrom(...STATUSES),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('moveTime' as const),
      order: fc.nat(),
      minutes: fc.integer({ min: -600, max: 600 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('setPayment' as const), order: fc.nat(), amount: fc.nat({ max: 5000 }) }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('deleteOrder' as const), order: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('deleteLine' as const), order: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('changeLine' as const),
      order: fc.nat(),
      quantity: fc.integer({ min: 1, max: 5 }),
      isUpsell: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('deleteProduct' as const), product: fc.nat({ max: 5 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('touch' as const), order: fc.nat() }), weight: 1 },
  // the API's minute sweep (migration 031): deltas summed into the folded tables, at any point in the sequence
  { arbitrary: fc.record({ kind: fc.constant('fold' as const) }), weight: 1 },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;
type OrderArb = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

/** Products deleted during the current run: later lines keep the name but no product id (as after a delete). */
const deletedProducts = new Set<string>();

function toLines(menus: TestMenu[], order: OrderArb): TestLine[] {
  const menu = menus[order.shop] as TestMenu;
  return order.lines.map((line) => {
    const product = menu.products[line.product % menu.products.length];
    if (!product) throw new Error('menu without products');
    return {
      productId: deletedProducts.has(product.id) ? null : product.id,
      productName: product.name,
      categoryName: product.categoryName,
      quantity: line.quantity,
      unitPrice: product.price,
      optionsPrice: line.optionsPrice,
      isUpsell: line.isUpsell,
      isReward: line.isReward,
    };
  });
}

async function orderIds(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from orders where shop_id = any($1::text[]) order by id', [shops]);
  return rows.map((row) => row.id);
}

async function apply(db: Db, menus: TestMenu[], op: Op): Promise<void> {
  const ids = await orderIds(db);
  const pick = (n: number) => (ids.length === 0 ? null : (ids[n % ids.length] as string));
  switch (op.kind) {
    case 'insertOrder': {
      const lines = toLines(menus, op.order);
      const total = lines.reduce((sum, line) => sum + lineTotal(line), 0);
      await insertOrder(db, {
        shopId: shops[op.order.shop] as string,
        createdAt: at(op.order.minute, op.order.second),
        status: op.order.status,
        origin: op.order.origin,
        totalPayment: Math.max(0, total - op.order.discount),
        lines,
      });
      return;
    }
    case 'insertMany': {
      // Several orders in ONE statement, then all their lines in ONE statement.
      const orders = op.orders.map((order) => ({ order, id: crypto.randomUUID(), lines: toLines(menus, order) }));
      await db.query(
        `insert into orders (id, shop_id, status, order_type, origin, total, total_payment, created_at)
         select o.id, o.shop_id, o.status, 'pickup', o.origin, o.total, o.payment, o.created_at::timestamptz
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[])
           as o(id, shop_id, status, origin, total, payment, created_at)`,
        [
          orders.map((o) => o.id),
          orders.map((o) => shops[o.order.shop]),
          orders.map((o) => o.order.status),
          orders.map((o) => o.order.origin),
          orders.map((o) => o.lines.reduce((sum, line) => sum + lineTotal(line), 0)),
          orders.map((o) => Math.max(0, o.lines.reduce((sum, line) => sum + lineTotal(line), 0) - o.order.discount)),
          orders.map((o) => at(o.order.minute, o.order.second)),
        ],
      );
      const all = orders.flatMap((o) => o.lines.map((line) => ({ line, o })));
      if (all.length > 0) {
        await db.query(
          `insert into order_line_items (id, order_id, shop_id, product_id, product_name, category_name, quantity, unit_price,
                                         options_price, line_total, is_upsell, is_reward)
           select gen_random_uuid()::text, l.order_id, l.shop_id, l.product_id, l.product_name, l.category_name, l.quantity,
                  l.unit_price, l.options_price, l.line_total, l.is_upsell, l.is_reward
           from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[],
                       $10::bool[], $11::bool[])
             as l(order_id, shop_id, product_id, product_name, category_name, quantity, unit_price, options_price, line_total,
                  is_upsell, is_reward)`,
          [
            all.map(({ o }) => o.id),
            all.map(({ o }) => shops[o.order.shop]),
            all.map(({ line }) => line.productId),
            all.map(({ line }) => line.productName),
            all.map(({ line }) => line.categoryName ?? null),
            all.map(({ line }) => line.quantity),
            all.map(({ line }) => line.unitPrice),
            all.map(({ line }) => line.optionsPrice ?? 0),
            all.map(({ line }) => lineTotal(line)),
            all.map(({ line }) => line.isUpsell ?? false),
            all.map(({ line }) => line.isReward ?? false),
          ],
        );
      }
      return;
    }
    case 'addLine': {
      const id = pick(op.order);
      if (!id) return;
      const [order] = await db.query<{ shop_id: string }>('select shop_id from orders where id = $1', [id]);
      const shop = shops.indexOf(order?.shop_id ?? '');
      const lines = toLines(menus, {
        shop,
        minute: 0,
        second: 0,
        status: 'pending',
        origin: 'web',
        discount: 0,
        lines: [op.line],
      });
      await insertLines(db, order?.shop_id ?? '', id, lines, 10);
      return;
    }
    case 'setStatus': {
      const id = pick(op.order);
      if (id) await db.query('update orders set status = $2 where id = $1', [id, op.status]);
      return;
    }
    case 'setStatusAll':
      await db.query('update orders set status = $2 where status = $1 and shop_id = any($3::text[])', [op.from, op.to, shops]);
      return;
    case 'moveTime': {
      const id = pick(op.order);
      if (id)
        await db.query(`update orders set created_at = created_at + make_interval(mins => $2) where id = $1`, [id, op.minutes]);
      return;
    }
    case 'setPayment': {
      const id = pick(op.order);
      if (id) await db.query('update orders set total_payment = $2 where id = $1', [id, op.amount]);
      return;
    }
    case 'deleteOrder': {
      const id = pick(op.order);
      if (id) await db.query('delete from orders where id = $1', [id]);
      return;
    }
    case 'deleteLine': {
      const id = pick(op.order);
      if (id)
        await db.query('delete from order_line_items where id = (select id from order_line_items where order_id = $1 limit 1)', [
          id,
        ]);
      return;
    }
    case 'changeLine': {
      const id = pick(op.order);
      if (id)
        await db.query(
          `update order_line_items set quantity = $2, line_total = case when is_reward then 0 else $2 * (unit_price + options_price) end,
             is_upsell = $3 where order_id = $1`,
          [id, op.quantity, op.isUpsell],
        );
      return;
    }
    case 'deleteProduct': {
      const menu = menus[op.product % 2] as TestMenu;
      const product = menu.products[op.product % menu.products.length];
      if (!product) return;
      await db.query('delete from products where id = $1', [product.id]);
      deletedProducts.add(product.id);
      return;
    }
    case 'touch': {
      const id = pick(op.order);
      if (id) await db.query('update orders set seen = not seen, notes = $2 where id = $1', [id, 'touched']);
      return;
    }
    case 'fold': {
      await foldReportRollups(db);
      return;
    }
  }
}

const ROLLUPS = [
  {
    table: 'shop_sales_hourly',
    columns: 'shop_id, hour_utc, status, orders, gross::float8 as gross, card_fees::float8 as card_fees',
    key: '1, 2, 3',
    nonZero: 'orders <> 0 or gross <> 0 or card_fees <> 0',
  },
  {
    table: 'shop_sales_daily',
    columns:
      "shop_id, to_char(day, 'YYYY-MM-DD') as day, origin, status, orders, gross::float8 as gross, card_fees::float8 as card_fees",
    key: '1, 2, 3, 4',
    nonZero: 'orders <> 0 or gross <> 0 or card_fees <> 0',
  },
  {
    table: 'shop_product_sales_daily',
    columns: `shop_id, to_char(day, 'YYYY-MM-DD') as day, product_id, product_name, category_name, status, is_upsell, is_reward,
              lines, quantity, total::float8 as total, value::float8 as value`,
    key: '1, 2, 3, 4, 5, 6, 7, 8',
    nonZero: 'lines <> 0 or quantity <> 0 or total <> 0 or value <> 0',
  },
] as const;

async function expectRollupsEqualFresh(db: Db): Promise<void> {
  for (const { table, columns, key, nonZero } of ROLLUPS) {
    const kept = await db.query(`select ${columns} from ${table} where ${nonZero} order by ${key}`);
    const fresh = await db.query(`select ${columns} from ${table}_fresh order by ${key}`);
    expect({ table, rows: kept }).toEqual({ table, rows: fresh });
  }
  // No roll-up row may ever go negative.
  const [negative] = await db.query<{ n: number }>(
    `select (select count(*) from shop_sales_hourly where orders < 0 or gross < 0)::int
          + (select count(*) from shop_sales_daily where orders < 0 or gross < 0)::int
          + (select count(*) from shop_product_sales_daily where lines < 0 or quantity < 0)::int as n`,
  );
  expect(negative?.n).toBe(0);
}

async function freshMenus(db: Db): Promise<TestMenu[]> {
  deletedProducts.clear();
  await db.query('delete from orders where shop_id = any($1::text[])', [shops]);
  await db.query('delete from categories where shop_id = any($1::text[])', [shops]);
  const menus: TestMenu[] = [];
  for (const shopId of shops) {
    menus.push(
      await insertMenu(db, shopId, {
        Coffee: [
          ['Flat White', 550],
          ['Long Black', 450],
          ['Mocha', 620],
        ],
        Food: [
          ['Toastie', 1250],
          ['Muffin', 495],
          ['Big Breakfast', 2450],
        ],
      }),
    );
  }
  return menus;
}

test('roll-ups equal a from-scratch aggregation after random writes (some rolled back)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.record({ op: opArb, rollBack: fc.integer({ min: 0, max: 9 }).map((n) => n < 2) }), {
        minLength: 1,
        maxLength: 25,
      }),
      async (steps) => {
        const menus = await freshMenus(ctx.db);
        // Each run starts from a consistent state, so a counterexample is about its own steps only.
        for (const shopId of shops) await ctx.db.query('select rebuild_report_rollups($1)', [shopId]);
        for (const step of steps) {
          if (step.rollBack) {
            await expect(
              ctx.db.transaction(async (tx) => {
                await apply(tx, menus, step.op);
                throw new Error('roll back');
              }),
            ).rejects.toThrow('roll back');
          } else {
            await ctx.db.transaction((tx) => apply(tx, menus, step.op));
          }
        }
        await expectRollupsEqualFresh(ctx.db);
        // …and everything gone again in one multi-row delete leaves nothing behind.
        await ctx.db.query('delete from orders where shop_id = any($1::text[])', [shops]);
        await expectRollupsEqualFresh(ctx.db);
      },
    ),
    { numRuns: 100 },
  );
});

test('a status change moves the order and its lines between statuses in the same transaction', async () => {
  const menus = await freshMenus(ctx.db);
  const product = menus[0]?.products[0];
  if (!product) throw new Error('no product');
  const shopId = shops[0] as string;
  const id = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-04-04T13:30:00Z', // 02:30 NZDT, the first 02:30 of the night the clocks go back
    status: 'pending',
    lines: [{ productId: product.id, productName: product.name, quantity: 2, unitPrice: product.price }],
  });
  const figures = () =>
    ctx.db.query<{ status: string; orders: number; quantity: number }>(
      `select s.status, s.orders,
              (select coalesce(sum(p.quantity), 0) from shop_product_sales_daily p
               where p.shop_id = s.shop_id and p.day = s.day and p.status = s.status)::int as quantity
       from shop_sales_daily s
       where s.shop_id = $1 and s.orders <> 0`,
      [shopId],
    );
  expect(await figures()).toEqual([{ status: 'pending', orders: 1, quantity: 2 }]);
  await ctx.db.query(`update orders set status = 'accepted' where id = $1`, [id]);
  expect(await figures()).toEqual([{ status: 'accepted', orders: 1, quantity: 2 }]);
  await expectRollupsEqualFresh(ctx.db);
});

test('deleting a product keeps its sales under the name on the orders; deleting a shop removes its roll-ups', async () => {
  const owner = await createUser(ctx.db);
  const shopId = await createShop(ctx.db, owner.id, 'Short-lived');
  const menu = await insertMenu(ctx.db, shopId, { Drinks: [['Kombucha', 700]] });
  const product = menu.products[0];
  if (!product) throw new Error('no product');
  await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-09-26T13:15:00Z', // 02:15 NZ would not exist that night: 03:15 NZDT
    status: 'completed',
    lines: [{ productId: product.id, productName: product.name, categoryName: 'Drinks', quantity: 3, unitPrice: 700 }],
  });
  await ctx.db.query('delete from products where id = $1', [product.id]);
  const rows = await ctx.db.query<{ product_id: string; product_name: string; quantity: number }>(
    'select product_id, product_name, quantity from shop_product_sales_daily where shop_id = $1 and quantity <> 0',
    [shopId],
  );
  expect(rows).toEqual([{ product_id: '', product_name: 'Kombucha', quantity: 3 }]);
  await expectRollupsEqualFresh(ctx.db);

  await ctx.db.query('delete from shops where id = $1', [shopId]);
  const [left] = await ctx.db.query<{ n: number }>(
    `select ((select count(*) from shop_sales_hourly where shop_id = $1) + (select count(*) from shop_sales_daily where shop_id = $1)
             + (select count(*) from shop_product_sales_daily where shop_id = $1))::int as n`,
    [shopId],
  );
  expect(left?.n).toBe(0);
});

test('rebuild_report_rollups() recomputes one shop from scratch', async () => {
  const shopId = shops[1] as string;
  await foldReportRollups(ctx.db);
  await ctx.db.query('update shop_sales_daily_folded set orders = orders + 7 where shop_id = $1', [shopId]);
  await ctx.db.query('update shop_product_sales_daily_folded set quantity = quantity + 1 where shop_id = $1', [shopId]);
  // …and a stray delta (the folded tables and the deltas both come back from the orders)
  await ctx.db.query(
    `insert into shop_sales_hourly_delta (shop_id, hour_utc, status, orders, gross, card_fees)
     values ($1, '2026-04-04T10:00:00Z', 'completed', 3, 900, 0)`,
    [shopId],
  );
  await ctx.db.query('select rebuild_report_rollups($1)', [shopId]);
  await expectRollupsEqualFresh(ctx.db);
});

test('folding moves every delta into the folded tables (one row per key) and changes no figure', async () => {
  const menus = await freshMenus(ctx.db);
  const product = menus[0]?.products[0];
  if (!product) throw new Error('no product');
  const shopId = shops[0] as string;
  // three orders in one hour, one of them accepted later: five deltas per sales roll-up, one key each after folding
  for (const minute of [1, 2, 3])
    await insertOrder(ctx.db, {
      shopId,
      createdAt: at(minute),
      status: 'pending',
      lines: [{ productId: product.id, productName: product.name, quantity: 1, unitPrice: product.price }],
    });
  const [first] = await orderIds(ctx.db);
  await ctx.db.query(`update orders set status = 'accepted' where id = $1`, [first]);
  const deltas = async () => {
    const [row] = await ctx.db.query<{ n: number }>(
      `select ((select count(*) from shop_sales_hourly_delta) + (select count(*) from shop_sales_daily_delta)
               + (select count(*) from shop_product_sales_daily_delta))::int as n`,
    );
    return row?.n ?? 0;
  };
  expect(await deltas()).toBeGreaterThan(0);
  await expectRollupsEqualFresh(ctx.db);
  expect(await foldReportRollups(ctx.db)).toBeGreaterThan(0);
  expect(await deltas()).toBe(0);
  await expectRollupsEqualFresh(ctx.db);
  // folded: exactly the from-scratch rows (zero rows aside), so the stored tables equal the views
  for (const { table, columns, key, nonZero } of ROLLUPS) {
    const folded = await ctx.db.query(`select ${columns} from ${table}_folded where ${nonZero} order by ${key}`);
    expect({ table, rows: folded }).toEqual({
      table,
      rows: await ctx.db.query(`select ${columns} from ${table}_fresh order by ${key}`),
    });
  }
  expect(await foldReportRollups(ctx.db)).toBe(0);
});

test('a line insert finds its order by key: the roll-up trigger never reads the whole orders table (migration 033)', async () => {
  // A plan made while orders was small (as here: a test database) once joined the lines to a scan of every order,
  // and the connection kept it. Counted inside one transaction: its own scans of orders, before and after the lines.
  const scans = async (tx: Db) =>
    (
      await tx.query<{ n: number }>(
        `select coalesce(sum(seq_scan), 0)::int as n from pg_stat_xact_user_tables where relname = 'orders'`,
      )
    )[0]?.n;
  await ctx.db
    .transaction(async (tx) => {
      // On a test database's tiny orders table the planner rightly picks a sequential scan even for a lookup by key
      // (the foreign-key checks too): one CI run counted 4 such scans for 2 lines. So the table is given a shop's
      // worth of orders first, with fresh statistics (ANALYZE also drops plans cached while it was small): a lookup
      // by key is then an index scan, and a scan counted here is a statement that reads the whole table.
      await tx.query(
        `insert into orders (id, shop_id, status, order_type, origin, total, total_payment, created_at)
         select gen_random_uuid()::text, $1, 'completed', 'pickup', 'web', 100, 100, $2::timestamptz - g * interval '1 minute'
         from generate_series(1, 5000) as g`,
        [shops[0] ?? '', at(0)],
      );
      await tx.query('analyze orders');
      const orderId = await insertOrder(tx, { shopId: shops[0] ?? '', createdAt: at(0), status: 'pending', lines: [] });
      const before = await scans(tx);
      await insertLines(tx, shops[0] ?? '', orderId, [
        { productId: null, productName: 'Scan check', quantity: 2, unitPrice: 300 },
        { productId: null, productName: 'Scan check 2', quantity: 1, unitPrice: 150 },
      ]);
      expect(await scans(tx)).toBe(before);
      const [row] = await tx.query<{ lines: number; quantity: number }>(
        `select sum(lines)::int as lines, sum(quantity)::int as quantity from shop_product_sales_daily_delta
       where shop_id = $1 and product_name like 'Scan check%'`,
        [shops[0]],
      );
      expect(row).toEqual({ lines: 2, quantity: 3 });
      throw new Error('rolled back');
    })
    .catch((error: Error) => expect(error.message).toBe('rolled back'));
});

test('card_fee_cents() in SQL equals contracts cardFee for every amount', async () => {
  const boundaries = [0, 1, 13, 14, 100, 999, 1000, 1014, 1499, 1500, 1501, 1517, 2000, 9999, 10_000, 123_457, 2_000_000_000];
  await fc.assert(
    fc.asyncProperty(fc.array(fc.integer({ min: -10, max: 5_000_000 }), { minLength: 1, maxLength: 200 }), async (amounts) => {
      const all = [...boundaries, ...amounts];
      const rows = await ctx.db.query<{ fee: number }>(
        'select card_fee_cents(a) as fee from unnest($1::int[]) with ordinality as t(a, n) order by n',
        [all],
      );
      expect(rows.map((row) => row.fee)).toEqual(all.map(cardFee));
    }),
    { numRuns: 20 },
  );
});
