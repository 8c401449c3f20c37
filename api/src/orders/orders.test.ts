import {
  canTransition,
  MESSAGES,
  ORDER_STATUSES,
  ORDER_TARGET_STATUSES,
  type Order,
  type OrderStatus,
  orderResponse,
  ordersListResponse,
} from '@backoffice/contracts';
import fc from 'fast-check';
import { SHOP_NOT_FOUND } from '../shops/access';
import {
  bearer,
  createShop,
  createTestContext,
  createUser,
  message,
  type TestContext,
  type TestUser,
  withOptions,
} from '../test/app';
import { insertMenu, insertOrder, type TestMenu } from '../test/orders';

/**
 * The live-orders API (spec 001 §4, §7): the list with its filters, the state machine guarded in SQL, line items,
 * seen. The clock is pinned at Tue 14 Apr 2026 10:00 NZST (2026-04-13T22:00Z).
 */
const NOW = new Date('2026-04-13T22:00:00.000Z');

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let other: TestUser;
let shopId: string;
let menu: TestMenu;

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function line(name: string, quantity = 1) {
  const product = menu.products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return {
    productId: product.id,
    productName: product.name,
    categoryName: product.categoryName,
    unitPrice: product.price,
    quantity,
  };
}

async function newOrder(status: OrderStatus = 'pending', createdAt = minutesAgo(5), extra: { ownerId?: string } = {}) {
  return insertOrder(ctx.db, { shopId, createdAt, status, lines: [line('Flat White', 2), line('Muffin')], ...extra });
}

/** Reject takes the merchant's reason (refunds.test.ts covers it); every other status change has no body. */
function put(url: string, token: string | null = owner.token) {
  const payload = url.endsWith('/rejected') ? { payload: { reason: 'Out of stock' } } : {};
  return ctx.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, ...payload });
}

function list(query: string, token = owner.token) {
  return ctx.app.inject({ method: 'GET', url: `/api/shops/${shopId}/orders${query}`, headers: bearer(token) });
}

async function statusOf(orderId: string): Promise<OrderStatus> {
  const [row] = await ctx.db.query<{ status: OrderStatus }>('select status from orders where id = $1', [orderId]);
  if (!row) throw new Error('order gone');
  return row.status;
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  owner = await createUser(ctx.db);
  other = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin'] });
  shopId = await createShop(ctx.db, owner.id, 'Order Café');
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]], Food: [['Muffin', 495]] });
});

afterAll(() => ctx.close());

describe('GET /api/shops/:shopId/orders', () => {
  let listShop: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // a shop of its own so the other tests' orders never show up here
    listShop = await createShop(ctx.db, owner.id, 'List Café');
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    const promoId = 'promo-1';
    await ctx.db.query(
      `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config)
       values ($1, $2, 'SAVE2', 'discount', '2026-05-01T00:00:00Z', $3::jsonb, $4::jsonb)`,
      [
        promoId,
        listShop,
        JSON.stringify({
          discountType: 'fixed-cost',
          discount: 2,
          discountTargetType: 'order',
          rewardTargetProducts: [],
          minimumSpent: 10,
        }),
        JSON.stringify({ isStoreWide: true, users: [], usageLimit: 0 }),
      ],
    );
    const base = { shopId: listShop, lines: [line('Flat White')] };
    // today (NZ) from 00:00 NZST = 2026-04-13T12:00Z
    ids.todayEarly = await insertOrder(ctx.db, {
      ...base,
      status: 'pending',
      createdAt: '2026-04-13T12:30:00Z',
      ownerId: customer.id,
    });
    ids.todayLate = await insertOrder(ctx.db, { ...base, status: 'accepted', createdAt: '2026-04-13T21:00:00Z' });
    ids.todayDone = await insertOrder(ctx.db, { ...base, status: 'completed', createdAt: '2026-04-13T20:00:00Z' });
    // yesterday NZ (Mon 13 Apr 23:59 NZST), still this ISO week
    ids.yesterday = await insertOrder(ctx.db, { ...base, status: 'pending', createdAt: '2026-04-13T11:59:00Z' });
    // last month
    ids.march = await insertOrder(ctx.db, { ...base, status: 'completed', createdAt: '2026-03-20T01:00:00Z' });
    // pickup times: the later-placed order is due first
    await ctx.db.query(`update orders set pickup_type = 'scheduled', pickup_time = $2, promo_code_id = $3 where id = $1`, [
      ids.todayLate,
      '2026-04-13T21:10:00Z',
      promoId,
    ]);
    await ctx.db.query(`update orders set pickup_type = 'scheduled', pickup_time = $2 where id = $1`, [
      ids.todayEarly,
      '2026-04-13T23:00:00Z',
    ]);
  });

  const urlOf = (query: string) => `/api/shops/${listShop}/orders${query}`;
  const get = (query: string) => ctx.app.inject({ method: 'GET', url: urlOf(query), headers: bearer(owner.token) });
  const idsOf = (body: { orders: Order[] }) => body.orders.map((found) => found._id);

  it('defaults to today on the venue calendar, sorted by pickup time, in the contracts shape', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const body = ordersListResponse.parse(response.json());
    expect(body.count).toBe(3);
    // sort pickupTime; an order without a pickup time sorts by when it was placed: 20:00Z, due 21:10Z, due 23:00Z
    expect(idsOf(body)).toEqual([ids.todayDone, ids.todayLate, ids.todayEarly]);
  });

  it('filters by one status or several, and widens with dateRange', async () => {
    expect(idsOf((await get('?status=pending,accepted')).json())).toEqual([ids.todayLate, ids.todayEarly]);
    expect((await get('?status=completed&dateRange=day')).json().count).toBe(1);
    const week = (await get('?status=pending&dateRange=week')).json();
    expect(week.count).toBe(2);
    expect((await get('?dateRange=month')).json().count).toBe(4);
    expect((await get('?dateRange=year')).json().count).toBe(5);
  });

  it('populates owner and promoCode only when asked, and pages with limit/skip while count stays the total', async () => {
    const plain = ordersListResponse.parse((await get('?status=pending')).json());
    expect(plain.orders[0]?.owner).toEqual(expect.any(String));
    const populated = ordersListResponse.parse(
      (await get(withOptions('?dateRange=day', { sort: 'pickupTime', limit: 1000, populate: ['promoCode', 'owner'] }))).json(),
    );
    const late = populated.orders.find((found) => found._id === ids.todayLate);
    expect(late?.promoCode).toMatchObject({ code: 'SAVE2', rewardConfig: { discount: 2 } });
    expect(late?.owner).toBeNull();
    const early = populated.orders.find((found) => found._id === ids.todayEarly);
    expect(early?.owner).toMatchObject({ name: { given: 'Test', family: 'Person' } });
    expect(early?.lineItems).toEqual([
      expect.objectContaining({
        quantity: 1,
        status: 'pending',
        product: expect.objectContaining({ name: 'Flat White', price: 550 }),
      }),
    ]);
    const paged = (await get(withOptions('?dateRange=year', { sort: '-createdAt', limit: 2, skip: 1 }))).json();
    expect(paged.count).toBe(5);
    expect(idsOf(paged)).toEqual([ids.todayDone, ids.todayEarly]);
    // The seed client's (Mongo) object form of the same sort.
    const asObject = (await get(withOptions('?dateRange=year', { sort: { createdAt: -1 }, limit: 2, skip: 1 }))).json();
    expect(idsOf(asObject)).toEqual([ids.todayDone, ids.todayEarly]);
  });

  it('allows the 9999 limit after a status update and refuses more, and refuses unknown statuses and ranges', async () => {
    expect((await get(withOptions('?dateRange=year', { limit: 9999 }))).statusCode).toBe(200);
    expect((await get(withOptions('', { limit: 10000 }))).statusCode).toBe(400);
    const badStatus = await get('?status=open');
    expect(badStatus.statusCode).toBe(400);
    expect(message(badStatus)).toMatch(/^Status must be one of/);
    expect((await get('?dateRange=decade')).statusCode).toBe(400);
    expect((await get(withOptions('', { sort: 'total' }))).statusCode).toBe(400);
  });
});

describe('GET /api/shops/:shopId/orders: open orders whatever their day, a chosen day, search', () => {
  let shop: string;
  const ids: Record<string, string> = {};
  const get = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/shops/${shop}/orders${query}`, headers: bearer(owner.token) });
  const idsOf = (response: { json(): { orders: Order[] } }) =>
    response
      .json()
      .orders.map((found) => found._id)
      .sort();
  const numberOf = (id: string) => `#${id.replace(/-/g, '').slice(-6).toUpperCase()}`;

  beforeAll(async () => {
    shop = await createShop(ctx.db, owner.id, 'Open Café');
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    await ctx.db.query(`update users set given_name = 'Mere', family_name = 'Tawhiri' where id = $1`, [customer.id]);
    const base = { shopId: shop, lines: [line('Flat White')] };
    // NZ today is Tue 14 Apr (from 2026-04-13T12:00Z); yesterday, last week, last year are all before it
    ids.today = await insertOrder(ctx.db, { ...base, status: 'pending', createdAt: '2026-04-13T21:00:00Z' });
    ids.yesterday = await insertOrder(ctx.db, {
      ...base,
      status: 'pending',
      createdAt: '2026-04-13T02:00:00Z',
      contactTracing: { name: 'Hemi Walker' },
    });
    ids.lastYear = await insertOrder(ctx.db, {
      ...base,
      status: 'accepted',
      createdAt: '2025-06-01T02:00:00Z',
      ownerId: customer.id,
    });
    ids.doneToday = await insertOrder(ctx.db, { ...base, status: 'completed', createdAt: '2026-04-13T20:00:00Z' });
    // Fri 10 Apr NZ
    ids.doneFriday = await insertOrder(ctx.db, {
      ...base,
      status: 'completed',
      createdAt: '2026-04-10T01:00:00Z',
      ownerId: customer.id,
    });
    ids.rejectedFriday = await insertOrder(ctx.db, { ...base, status: 'rejected', createdAt: '2026-04-09T23:00:00Z' });
    await ctx.db.query(`insert into guests (id, name) values ('guest-search', 'Ana Guest')`);
    await ctx.db.query(`update orders set guest_owner_id = 'guest-search' where id = $1`, [ids.rejectedFriday]);
  });

  it('dateRange=all lists every pending and accepted order, placed yesterday or last year', async () => {
    const open = await get('?status=pending,accepted&dateRange=all');
    expect(open.statusCode).toBe(200);
    expect(open.json().count).toBe(3);
    expect(idsOf(open)).toEqual([ids.today, ids.yesterday, ids.lastYear].sort());
    // the spec's default (today) would hide two of them: the reason for `all`
    expect(idsOf(await get('?status=pending,accepted'))).toEqual([ids.today]);
  });

  it('date picks the venue day (or its week, month) instead of today', async () => {
    const friday = await get('?status=completed,rejected&dateRange=day&date=2026-04-10');
    expect(friday.statusCode).toBe(200);
    expect(idsOf(friday)).toEqual([ids.doneFriday, ids.rejectedFriday].sort());
    expect(idsOf(await get('?status=completed,rejected&dateRange=day&date=2026-04-14'))).toEqual([ids.doneToday]);
    expect(idsOf(await get('?status=completed,rejected&dateRange=day&date=2026-04-11'))).toEqual([]);
    // the ISO week of Fri 10 Apr is Mon 6 – Sun 12 Apr NZ; the week of today holds today's only
    expect(idsOf(await get('?status=completed,rejected&dateRange=week&date=2026-04-10'))).toEqual(
      [ids.doneFriday, ids.rejectedFriday].sort(),
    );
    expect(idsOf(await get('?status=completed,rejected&dateRange=week'))).toEqual([ids.doneToday]);
    expect(idsOf(await get('?status=completed,rejected&dateRange=month'))).toEqual(
      [ids.doneToday, ids.doneFriday, ids.rejectedFriday].sort(),
    );
  });

  it('search finds by order number (with or without #, any case, a part) or by customer, guest or contact name', async () => {
    const number = numberOf(ids.doneFriday ?? '');
    expect(idsOf(await get(`?status=completed,rejected&dateRange=year&search=${encodeURIComponent(number)}`))).toEqual([
      ids.doneFriday,
    ]);
    expect(idsOf(await get(`?dateRange=year&search=${number.slice(1).toLowerCase()}`))).toEqual([ids.doneFriday]);
    // the account holder's full name, a part of it, any case; the range still applies (last year's order is outside)
    expect(idsOf(await get('?dateRange=year&search=mere%20taw'))).toEqual([ids.doneFriday]);
    expect(idsOf(await get('?dateRange=all&search=TAWHIRI'))).toEqual([ids.doneFriday, ids.lastYear].sort());
    expect(idsOf(await get('?dateRange=year&search=ana%20guest'))).toEqual([ids.rejectedFriday]);
    expect(idsOf(await get('?dateRange=all&search=hemi'))).toEqual([ids.yesterday]);
    // LIKE's wildcards are plain characters here
    expect((await get('?dateRange=all&search=%25')).json().count).toBe(0);
    const found = await get('?dateRange=all&search=hemi');
    expect(found.json().count).toBe(1);
  });

  it('refuses a date that is not a calendar day, a day with dateRange all, and an over-long search, with a message', async () => {
    for (const query of ['?date=2026-02-30', '?date=14/04/2026', '?date=2026-99-99', '?dateRange=all&date=2026-04-10']) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(/[Dd]ay/);
    }
    const long = await get(`?search=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(message(long)).toMatch(/Search must be at most 100 characters/);
    expect((await get('?dateRange=forever')).statusCode).toBe(400);
  });
});

describe('PUT /api/orders/:id/:status', () => {
  it('walks pending → accepted → completed and answers with the order', async () => {
    const orderId = await newOrder();
    const accepted = await put(`/api/orders/${orderId}/accepted`);
    expect(accepted.statusCode).toBe(200);
    expect(orderResponse.parse(accepted.json()).order.status).toBe('accepted');
    const completed = await put(`/api/orders/${orderId}/completed`);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().order.status).toBe('completed');
    expect(await statusOf(orderId)).toBe('completed');
  });

  it('answers with the order exactly as the list then serves it: customer, voucher, lines in order with their statuses', async () => {
    // the change's statement returns the order itself (orders/repo.ts transitionOrder): it must serve what a read does
    const answerShop = await createShop(ctx.db, owner.id, 'Answer Café');
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    const orderId = await insertOrder(ctx.db, {
      shopId: answerShop,
      createdAt: minutesAgo(2),
      status: 'pending',
      ownerId: customer.id,
      lines: [line('Muffin'), line('Flat White', 3), line('Muffin', 2)],
    });
    await ctx.db.query(
      `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config)
       values ('promo-answer', $1, 'TAKE1', 'discount', '2026-05-01T00:00:00Z', $2::jsonb, $3::jsonb)`,
      [
        answerShop,
        JSON.stringify({
          discountType: 'percentage',
          discount: 10,
          discountTargetType: 'order',
          rewardTargetProducts: [],
          minimumSpent: 0,
        }),
        JSON.stringify({ isStoreWide: true, users: [], usageLimit: 0 }),
      ],
    );
    await ctx.db.query(
      `update orders set promo_code_id = 'promo-answer', pickup_type = 'scheduled', pickup_time = $2, notes = 'no lid' where id = $1`,
      [orderId, minutesAgo(-20)],
    );
    await ctx.db.query(
      `update order_line_items set status = 'completed', notes = 'extra hot', config = $2::jsonb
       where order_id = $1 and quantity = 3`,
      [orderId, JSON.stringify([{ option: { _id: 'o1', name: 'Milk' }, value: { name: 'Oat', price: 50 } }])],
    );
    const listed = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: withOptions(`/api/shops/${answerShop}/orders?dateRange=week`, { populate: ['owner', 'promoCode'] }),
        headers: bearer(owner.token),
      });
      return (response.json() as { orders: Order[] }).orders.find((found) => found._id === orderId);
    };
    for (const to of ['accepted', 'completed'] as const) {
      const answer = await put(`/api/orders/${orderId}/${to}`);
      expect(answer.statusCode).toBe(200);
      const { order } = orderResponse.parse(answer.json());
      expect(order.status).toBe(to);
      expect(order.lineItems.map((item) => [item.quantity, item.status])).toEqual([
        [1, 'pending'],
        [3, 'completed'],
        [2, 'pending'],
      ]);
      expect(answer.json().order).toEqual(await listed());
    }
  });

  it.each([
    ['accepted', 'accepted', 'This order was already accepted'],
    ['accepted', 'rejected', 'This order was already accepted'],
    ['pending', 'completed', 'Please accept this order before completing it'],
    ['rejected', 'accepted', 'This order was already rejected'],
    ['completed', 'completed', 'This order was already completed'],
    ['rejected', 'completed', 'This order was already rejected'],
  ] as const)('from %s to %s is a 409: %s', async (from, to, text) => {
    const orderId = await newOrder(from);
    const response = await put(`/api/orders/${orderId}/${to}`);
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe(text);
    expect(await statusOf(orderId)).toBe(from);
  });

  it('refuses a status that is not a target (400) and an unknown order (404)', async () => {
    const orderId = await newOrder();
    for (const bad of ['pending', 'open', 'ACCEPTED']) {
      const response = await put(`/api/orders/${orderId}/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe('Status must be one of: accepted, rejected, completed');
    }
    expect((await put('/api/orders/no-such-order/accepted')).statusCode).toBe(404);
  });

  it('50 parallel accepts of one order: exactly one 200 and one status change, the rest 409', async () => {
    // a shop of its own, so its roll-ups count this one order only
    const raceShop = await createShop(ctx.db, owner.id, 'Race Café');
    const orderId = await insertOrder(ctx.db, {
      shopId: raceShop,
      createdAt: minutesAgo(1),
      status: 'pending',
      lines: [line('Muffin')],
    });
    const responses = await Promise.all(Array.from({ length: 50 }, () => put(`/api/orders/${orderId}/accepted`)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map(message))).toEqual(
      new Set(['This order was already accepted']),
    );
    // the roll-ups move once per real status change: one order counted as accepted, none left as pending
    const rows = await ctx.db.query<{ status: string; orders: number }>(
      'select status, sum(orders)::int as orders from shop_sales_daily where shop_id = $1 group by status order by status',
      [raceShop],
    );
    expect(rows.filter((row) => row.orders !== 0)).toEqual([{ status: 'accepted', orders: 1 }]);
    expect(await statusOf(orderId)).toBe('accepted');
  });

  it("announces each real change once on the shop's order events, after commit; a refused change announces nothing", async () => {
    const orderId = await newOrder();
    const heard: { orderId: string; type: string; status: string | null }[] = [];
    const stop = ctx.app.orderEvents.subscribe(shopId, (event) => heard.push(event));
    try {
      await put(`/api/orders/${orderId}/accepted`);
      await put(`/api/orders/${orderId}/rejected`); // 409
      await put(`/api/orders/${orderId}/completed`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      stop();
    }
    expect(heard.filter((event) => event.orderId === orderId).map(({ type, status }) => ({ type, status }))).toEqual([
      { type: 'order.status', status: 'accepted' },
      { type: 'order.status', status: 'completed' },
    ]);
  });

  it("completing an order credits its customer's loyalty card once", async () => {
    const loyalShop = await createShop(ctx.db, owner.id, 'Loyal Café', { loyalty: { enabled: true, type: 'item', limit: 5 } });
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    const orderId = await insertOrder(ctx.db, {
      shopId: loyalShop,
      createdAt: minutesAgo(3),
      status: 'pending',
      ownerId: customer.id,
      lines: [line('Flat White', 2), line('Muffin')],
    });
    await put(`/api/orders/${orderId}/accepted`);
    expect((await put(`/api/orders/${orderId}/completed`)).statusCode).toBe(200);
    expect((await put(`/api/orders/${orderId}/completed`)).statusCode).toBe(409);
    const [card] = await ctx.db.query<{ points: number }>(
      'select points from loyalty_cards where shop_id = $1 and user_id = $2',
      [loyalShop, customer.id],
    );
    expect(card?.points).toBe(3);
  });

  it('property: any sequence of requested transitions follows the state machine and never reaches an illegal state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...ORDER_TARGET_STATUSES), { minLength: 1, maxLength: 6 }), async (steps) => {
        const orderId = await newOrder();
        let model: OrderStatus = 'pending';
        for (const to of steps) {
          const response = await put(`/api/orders/${orderId}/${to}`);
          if (canTransition(model, to)) {
            expect(response.statusCode).toBe(200);
            model = to;
          } else {
            expect(response.statusCode).toBe(409);
            expect(message(response)).toEqual(expect.any(String));
          }
          const actual = await statusOf(orderId);
          expect(actual).toBe(model);
          expect(ORDER_STATUSES).toContain(actual);
        }
        // completed is only ever reached through accepted, rejected only straight from pending
        if (model === 'completed') expect(steps).toContain('accepted');
        const firstAccept = steps.indexOf('accepted');
        if (model === 'rejected') expect(firstAccept === -1 || steps.indexOf('rejected') < firstAccept).toBe(true);
      }),
      { numRuns: 40, seed: 1104 },
    );
  });
});

describe('PUT /api/orders/:id/line-items/:lineItemId/:status', () => {
  async function firstLine(orderId: string): Promise<string> {
    const [row] = await ctx.db.query<{ id: string }>(
      'select id from order_line_items where order_id = $1 order by display_order limit 1',
      [orderId],
    );
    if (!row) throw new Error('no line');
    return row.id;
  }

  it('refuses while the order is pending with the spec message, then completes once accepted', async () => {
    const orderId = await newOrder();
    const lineId = await firstLine(orderId);
    const early = await put(`/api/orders/${orderId}/line-items/${lineId}/completed`);
    expect(early.statusCode).toBe(409);
    expect(message(early)).toBe(MESSAGES.acceptOrderFirst);
    await put(`/api/orders/${orderId}/accepted`);
    const done = await put(`/api/orders/${orderId}/line-items/${lineId}/completed`);
    expect(done.statusCode).toBe(200);
    const body = orderResponse.parse(done.json());
    expect(body.order.lineItems.map((item) => item.status)).toEqual(['completed', 'pending']);
    const undone = await put(`/api/orders/${orderId}/line-items/${lineId}/pending`);
    expect(undone.json().order.lineItems[0].status).toBe('pending');
  });

  it('refuses once the order is completed, and answers 404 for a line of another order', async () => {
    const orderId = await newOrder('completed');
    const lineId = await firstLine(orderId);
    expect((await put(`/api/orders/${orderId}/line-items/${lineId}/pending`)).statusCode).toBe(409);
    const otherOrder = await newOrder('accepted');
    const response = await put(`/api/orders/${otherOrder}/line-items/${lineId}/completed`);
    expect(response.statusCode).toBe(404);
    expect((await put(`/api/orders/${otherOrder}/line-items/${lineId}/done`)).statusCode).toBe(400);
  });
});

describe('PUT /api/orders/:id/seen', () => {
  it('stores seen on the server, so every device agrees', async () => {
    const orderId = await newOrder();
    const before = (await list('?status=pending')).json() as { orders: Order[] };
    expect(before.orders.find((found) => found._id === orderId)?.seen).toBe(false);
    const response = await put(`/api/orders/${orderId}/seen`);
    expect(response.statusCode).toBe(200);
    expect(response.json().order.seen).toBe(true);
    const after = (await list('?status=pending', admin.token)).json() as { orders: Order[] };
    expect(after.orders.find((found) => found._id === orderId)?.seen).toBe(true);
  });

  it('the first open is announced once on the shop’s order events, after commit; opening it again announces nothing', async () => {
    const orderId = await newOrder();
    const heard: { orderId: string; type: string; status: string | null }[] = [];
    const committedWhenHeard: number[] = [];
    const stop = ctx.app.orderEvents.subscribe(shopId, (event) => {
      heard.push(event);
      // on PGlite an earlier test's events for other orders of this shop can still be arriving: only this order counts
      if (event.orderId !== orderId) return;
      void ctx.db
        .query<{ n: number }>('select count(*)::int as n from orders where id = $1 and seen', [event.orderId])
        .then(([row]) => committedWhenHeard.push(row?.n ?? 0));
    });
    const query = jest.spyOn(ctx.db, 'query');
    try {
      expect((await put(`/api/orders/${orderId}/seen`)).statusCode).toBe(200);
      // the flag and its event are one statement on the pool (committed alone, no transaction around it) that
      // notifies no one: the NOTIFY comes after the commit (announce), so the database-wide NOTIFY lock is never held
      // through this write's commit
      const seenWrites = query.mock.calls.map(([sql]) => sql).filter((sql) => /update orders set seen/.test(sql));
      expect(seenWrites).toHaveLength(1);
      expect(seenWrites[0]).not.toMatch(/pg_notify/);
      query.mockRestore();
      expect((await put(`/api/orders/${orderId}/seen`)).statusCode).toBe(200);
      // the announce travels through NOTIFY and the listener's connection: wait for it (and the check it starts)
      for (let waited = 0; committedWhenHeard.length === 0 && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      query.mockRestore();
      stop();
    }
    expect(heard.filter((event) => event.orderId === orderId).map(({ type, status }) => ({ type, status }))).toEqual([
      { type: 'order.updated', status: 'pending' },
    ]);
    expect(committedWhenHeard).toEqual([1]);
    // the second open wrote no event, so there is nothing it could announce
    const rows = await ctx.db.query('select 1 from order_events where order_id = $1 and type = $2', [orderId, 'order.updated']);
    expect(rows).toHaveLength(1);
  });
});

describe('the access check of an order route', () => {
  it.each([
    ['seen', (orderId: string) => `/api/orders/${orderId}/seen`],
    ['a status change', (orderId: string) => `/api/orders/${orderId}/accepted`],
  ])('%s: the bearer check reads the caller with the order and its shop’s owner, in one statement', async (_name, url) => {
    // caller-order.ts: no separate read of the user, the order's head or the shop
    const orderId = await newOrder();
    const query = jest.spyOn(ctx.db, 'query');
    try {
      expect((await put(url(orderId))).statusCode).toBe(200);
      const statements = query.mock.calls.map(([sql]) => sql.replace(/\s+/g, ' ').trim());
      expect(
        statements.filter((sql) => /from users u left join orders o on o.id = \$1 left join shops s/.test(sql)),
      ).toHaveLength(1);
      expect(statements.filter((sql) => /from users where id = \$1/.test(sql))).toEqual([]);
      expect(statements.filter((sql) => /from orders o left join shops s/.test(sql))).toEqual([]);
      expect(statements.filter((sql) => /^select .* from shops s/.test(sql))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('answers 404 for an order of a deleted shop, as for a missing one', async () => {
    const orderId = await newOrder();
    await ctx.db.query('update shops set deleted_at = now() where id = $1', [shopId]);
    try {
      const response = await put(`/api/orders/${orderId}/seen`);
      expect([response.statusCode, response.json().message]).toEqual([404, SHOP_NOT_FOUND]);
    } finally {
      await ctx.db.query('update shops set deleted_at = null where id = $1', [shopId]);
    }
  });
});

describe('authorisation: every orders route × {no token, other merchant, owner, admin}', () => {
  type Caller = 'none' | 'other' | 'owner' | 'admin';
  const tokenOf = (caller: Caller) =>
    caller === 'none' ? null : caller === 'other' ? other.token : caller === 'owner' ? owner.token : admin.token;

  const cases: {
    name: string;
    method: 'GET' | 'PUT';
    url: (orderId: string, lineId: string) => string;
    expect: Record<Caller, number>;
    /** The status the fresh order starts in (pending unless the route needs another to succeed). */
    from?: OrderStatus;
    /** The status an allowed call (owner, admin) leaves the order in, where the test checks it. */
    to?: OrderStatus;
  }[] = [
    {
      name: 'GET orders list',
      method: 'GET',
      url: () => `/api/shops/${shopId}/orders`,
      expect: { none: 401, other: 403, owner: 200, admin: 200 },
    },
    {
      name: 'PUT accepted',
      method: 'PUT',
      url: (o) => `/api/orders/${o}/accepted`,
      expect: { none: 401, other: 403, owner: 200, admin: 200 },
    },
    {
      name: 'PUT rejected',
      method: 'PUT',
      url: (o) => `/api/orders/${o}/rejected`,
      expect: { none: 401, other: 403, owner: 200, admin: 200 },
    },
    {
      // from accepted, so owner and admin reach the transition (200) and a refusal is the guard, not the state machine
      name: 'PUT completed',
      method: 'PUT',
      url: (o) => `/api/orders/${o}/completed`,
      from: 'accepted',
      to: 'completed',
      expect: { none: 401, other: 403, owner: 200, admin: 200 },
    },
    {
      name: 'PUT seen',
      method: 'PUT',
      url: (o) => `/api/orders/${o}/seen`,
      expect: { none: 401, other: 403, owner: 200, admin: 200 },
    },
    {
      name: 'PUT line item',
      method: 'PUT',
      url: (o, l) => `/api/orders/${o}/line-items/${l}/completed`,
      expect: { none: 401, other: 403, owner: 409, admin: 409 },
    },
  ];

  it.each(
    cases.flatMap((route) =>
      (['none', 'other', 'owner', 'admin'] as const).map((caller) => [route.name, caller, route] as const),
    ),
  )('%s as %s', async (_name, caller, route) => {
    // a fresh pending order per call, so owner and admin each get their own first transition
    const orderId = await newOrder(route.from);
    const [lineRow] = await ctx.db.query<{ id: string }>('select id from order_line_items where order_id = $1 limit 1', [
      orderId,
    ]);
    const token = tokenOf(caller);
    const url = route.url(orderId, lineRow?.id ?? '');
    const response = await ctx.app.inject({
      method: route.method,
      url,
      headers: token ? bearer(token) : {},
      ...(url.endsWith('/rejected') ? { payload: { reason: 'Out of stock' } } : {}),
    });
    expect(response.statusCode).toBe(route.expect[caller]);
    if (caller === 'other' || caller === 'none') expect(await statusOf(orderId)).toBe(route.from ?? 'pending');
    if (route.to && (caller === 'owner' || caller === 'admin')) expect(await statusOf(orderId)).toBe(route.to);
  });
});

describe('after a migration adds a column to orders (last: it alters the table)', () => {
  it('status and line changes keep answering in the same shape (their statements are prepared per connection)', async () => {
    // PostgreSQL refuses a prepared statement whose result columns changed: the change's statement names its columns
    const walk = async () => {
      const orderId = await newOrder();
      const lineId = (
        await ctx.db.query<{ id: string }>('select id from order_line_items where order_id = $1 order by display_order', [
          orderId,
        ])
      )[0]?.id;
      const accepted = await put(`/api/orders/${orderId}/accepted`);
      const line = await put(`/api/orders/${orderId}/line-items/${lineId}/completed`);
      const completed = await put(`/api/orders/${orderId}/completed`);
      expect([accepted.statusCode, line.statusCode, completed.statusCode]).toEqual([200, 200, 200]);
      return Object.keys((completed.json() as { order: object }).order).sort();
    };
    // sequential calls reuse the pool's last idle connection, so the statements below are the ones prepared here
    const before = [await walk(), await walk()];
    await ctx.db.exec('alter table orders add column added_by_a_later_migration text');
    const after = [await walk(), await walk()];
    expect(after).toEqual(before);
  });
});
