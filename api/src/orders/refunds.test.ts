import { type Balance, netVolume, type Order, orderResponse, REFUND_MESSAGES, refundChannel } from '@backoffice/contracts';
import { readOutbox } from '../adapters/mail';
import type { OrderRefund, PaymentsAdapter } from '../adapters/payments';
import { localPayments } from '../adapters/payments/local';
import { localChargeId, localRefundOrder } from '../adapters/payments/local-refunds';
import { HttpError } from '../http/errors';
import {
  bearer,
  createShop,
  createTestContext,
  createUser,
  message,
  TEST_CONFIG,
  type TestContext,
  type TestUser,
} from '../test/app';
import { insertOrder } from '../test/orders';

/**
 * Refunds: reject refunds a paid order in full through the payments adapter in the same action; a completed order is
 * refunded in full or in part; concurrent clicks refund once; the provider refusing leaves the order as it was.
 * The clock is pinned at Tue 14 Apr 2026 10:00 NZST (2026-04-13T22:00Z).
 */
const NOW = new Date('2026-04-13T22:00:00.000Z');

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let shopId: string;
/** What the provider was asked, and what it answers next (null: it refunds). */
const asked: OrderRefund[] = [];
let refusal: string | null = null;

beforeAll(async () => {
  // the local provider, its refunds watched; filled in once the test database exists
  const payments = { name: 'local' } as PaymentsAdapter;
  ctx = await createTestContext({ now: () => NOW, payments });
  Object.assign(payments, localPayments(ctx.db), {
    refundOrder: async (refund: OrderRefund) => {
      asked.push(refund);
      // a provider takes a moment: concurrent clicks really overlap
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refusal) throw new HttpError(422, `The payment provider refused the refund: ${refusal}`);
      return localRefundOrder(refund);
    },
  });
  owner = await createUser(ctx.db);
  other = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id, 'Refund Café');
});
afterAll(() => ctx.close());

beforeEach(() => {
  asked.length = 0;
  refusal = null;
});

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** A card-paid order (the local provider's charge), or a cash one; 1,595 cents unless told. */
async function paidOrder(
  status: Order['status'],
  options: { cash?: boolean; totalPayment?: number; email?: string; shop?: string } = {},
): Promise<string> {
  const id = await insertOrder(ctx.db, {
    shopId: options.shop ?? shopId,
    createdAt: minutesAgo(30),
    status,
    totalPayment: options.totalPayment ?? 1595,
    contactTracing: { name: 'Ana', email: options.email ?? 'ana@example.test' },
    lines: [
      { productId: null, productName: 'Flat White', quantity: 2, unitPrice: 550 },
      { productId: null, productName: 'Muffin', quantity: 1, unitPrice: 495 },
    ],
  });
  await ctx.db.query(`update orders set stripe_charge_id = $2, transaction_resolution = $3::jsonb where id = $1`, [
    id,
    options.cash ? null : localChargeId(id),
    JSON.stringify(options.cash ? { isCashOrder: true, method: 'cash' } : { method: 'card' }),
  ]);
  return id;
}

const reject = (orderId: string, body: unknown = { reason: 'Out of stock' }, token = owner.token) =>
  ctx.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/rejected`, headers: bearer(token), payload: body as object });
const refund = (orderId: string, body: unknown, token = owner.token) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refunds`, headers: bearer(token), payload: body as object });

async function stored(orderId: string) {
  const [row] = await ctx.db.query<{ status: string; refunded: number; refunds: number }>(
    `select o.status, o.refunded, (select count(*)::int from order_refunds r where r.order_id = o.id) as refunds
     from orders o where o.id = $1`,
    [orderId],
  );
  return row;
}

describe('PUT /api/orders/:id/rejected', () => {
  it('refunds a card-paid order in full through the provider, once per order key, and says why on the order', async () => {
    const orderId = await paidOrder('pending');
    const response = await reject(orderId, { reason: '  Kitchen too busy: oven down  ' });
    expect(response.statusCode).toBe(200);
    const { order } = orderResponse.parse(response.json());
    expect(order.status).toBe('rejected');
    expect(order.refunds).toEqual([{ amount: 1595, reason: 'Kitchen too busy: oven down', createdAt: NOW.toISOString() }]);
    expect(asked).toEqual([
      expect.objectContaining({
        orderId,
        chargeId: localChargeId(orderId),
        amount: 1595,
        idempotencyKey: `order-${orderId}-refund-1`,
      }),
    ]);
    expect(await stored(orderId)).toEqual({ status: 'rejected', refunded: 1595, refunds: 1 });
    // the list serves the same refunds
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/shops/${shopId}/orders?status=rejected`,
      headers: bearer(owner.token),
    });
    expect((listed.json() as { orders: Order[] }).orders.find((found) => found._id === orderId)?.refunds).toEqual(order.refunds);
  });

  it('mails the customer "declined and refunded" with the reason', async () => {
    const orderId = await paidOrder('pending', { email: 'declined@example.test' });
    expect((await reject(orderId, { reason: 'Closing soon' })).statusCode).toBe(200);
    const mail = (await readOutbox(TEST_CONFIG.mail?.outboxDir ?? '')).find((found) => found.to === 'declined@example.test');
    expect(mail?.subject).toMatch(/^Your order #[0-9A-F]{6} at Refund Café was declined and refunded$/);
    expect(mail?.text).toContain('Reason: Closing soon');
    expect(mail?.text).toContain('NZ$15.95 is on its way back to your card');
  });

  it('a reason is required: 400, nothing changed, nothing refunded', async () => {
    const orderId = await paidOrder('pending');
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
      const response = await reject(orderId, body);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(/Please give a reason|under 200 characters/);
    }
    expect(asked).toEqual([]);
    expect(await stored(orderId)).toEqual({ status: 'pending', refunded: 0, refunds: 0 });
  });

  it("the provider's refusal leaves the order pending and shows the provider's message", async () => {
    const orderId = await paidOrder('pending');
    refusal = 'Charge ch_123 has been disputed';
    const response = await reject(orderId);
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe('The payment provider refused the refund: Charge ch_123 has been disputed');
    expect(await stored(orderId)).toEqual({ status: 'pending', refunded: 0, refunds: 0 });
    // once the provider agrees, the same key is asked again and the order is rejected
    refusal = null;
    expect((await reject(orderId)).statusCode).toBe(200);
    expect(asked.map((call) => call.idempotencyKey)).toEqual([`order-${orderId}-refund-1`, `order-${orderId}-refund-1`]);
  });

  it('five rejects at once refund once: one 200, the rest 409, nothing else changed', async () => {
    const orderId = await paidOrder('pending');
    const responses = await Promise.all(Array.from({ length: 5 }, () => reject(orderId)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map(message))).toEqual(
      new Set(['This order was already rejected']),
    );
    expect(asked).toHaveLength(1);
    expect(await stored(orderId)).toEqual({ status: 'rejected', refunded: 1595, refunds: 1 });
  });

  it('a cash order: no provider call, the refund is recorded and the customer is told to collect it at the counter', async () => {
    const orderId = await paidOrder('pending', { cash: true, email: 'cash@example.test' });
    const response = await reject(orderId);
    expect(response.statusCode).toBe(200);
    const { order } = orderResponse.parse(response.json());
    expect(refundChannel(order)).toBe('counter');
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 1595 })]);
    expect(asked).toEqual([]);
    const mail = (await readOutbox(TEST_CONFIG.mail?.outboxDir ?? '')).find((found) => found.to === 'cash@example.test');
    expect(mail?.text).toContain(`${REFUND_MESSAGES.cashAtCounter}: NZ$15.95`);
  });

  it('an order nothing was paid for is rejected without a refund', async () => {
    const orderId = await paidOrder('pending', { totalPayment: 0 });
    const response = await reject(orderId);
    expect(response.statusCode).toBe(200);
    expect(orderResponse.parse(response.json()).order.refunds).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("someone else's order: 403 and nothing changed; an unknown order 404", async () => {
    const orderId = await paidOrder('pending');
    const response = await reject(orderId, { reason: 'Out of stock' }, other.token);
    expect(response.statusCode).toBe(403);
    expect(await stored(orderId)).toEqual({ status: 'pending', refunded: 0, refunds: 0 });
    expect((await reject('no-such-order')).statusCode).toBe(404);
    expect(asked).toEqual([]);
  });
});

describe('POST /api/orders/:id/refunds', () => {
  it('refunds a completed order in part, then the rest; never more than is left', async () => {
    const orderId = await paidOrder('completed');
    const first = await refund(orderId, { amount: 500, reason: 'Cold coffee' });
    expect(first.statusCode).toBe(200);
    expect(orderResponse.parse(first.json()).order.refunds).toEqual([
      { amount: 500, reason: 'Cold coffee', createdAt: NOW.toISOString() },
    ]);
    const above = await refund(orderId, { amount: 1096, reason: 'Too much' });
    expect(above.statusCode).toBe(400);
    expect(message(above)).toBe('You can refund at most NZ$10.95 on this order');
    const rest = await refund(orderId, { amount: 1095, reason: 'Wrong order' });
    expect(rest.statusCode).toBe(200);
    expect(orderResponse.parse(rest.json()).order.refunds?.map((entry) => entry.amount)).toEqual([500, 1095]);
    const more = await refund(orderId, { amount: 1, reason: 'Again' });
    expect(more.statusCode).toBe(409);
    expect(message(more)).toBe(REFUND_MESSAGES.nothingLeft);
    expect(asked.map((call) => [call.amount, call.idempotencyKey])).toEqual([
      [500, `order-${orderId}-refund-1`],
      [1095, `order-${orderId}-refund-2`],
    ]);
    expect(await stored(orderId)).toEqual({ status: 'completed', refunded: 1595, refunds: 2 });
    // the customer hears of each refund, with its reason
    const number = orderId.replace(/-/g, '').slice(-6).toUpperCase();
    const mails = (await readOutbox(TEST_CONFIG.mail?.outboxDir ?? '')).filter((found) => found.subject.includes(number));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Refund Café refunded NZ$10.95 of your order #${number}`,
      `Refund Café refunded NZ$5.00 of your order #${number}`,
    ]);
    expect(mails.map((mail) => mail.text).join('\n')).toContain('Reason: Cold coffee');
  });

  it('two refunds of what is left at once: one 200, one 409, refunded once', async () => {
    const orderId = await paidOrder('completed');
    const responses = await Promise.all([
      refund(orderId, { amount: 1595, reason: 'Spilt' }),
      refund(orderId, { amount: 1595, reason: 'Spilt' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(message(responses.find((r) => r.statusCode === 409) ?? responses[0]!)).toBe(REFUND_MESSAGES.nothingLeft);
    expect(asked).toHaveLength(1);
    expect(await stored(orderId)).toEqual({ status: 'completed', refunded: 1595, refunds: 1 });
  });

  it('bad input is a 400 with a clear message, and nothing changes', async () => {
    const orderId = await paidOrder('completed');
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: -5, reason: 'x' },
      { amount: 1.5, reason: 'x' },
      { amount: '100', reason: 'x' },
      { amount: 100 },
      { amount: 100, reason: ' ' },
      { amount: 100, reason: 'x', extra: true },
    ]) {
      const response = await refund(orderId, body);
      expect(response.statusCode).toBe(400);
      expect(message(response)).not.toMatch(/^Something went wrong/);
    }
    expect(asked).toEqual([]);
    expect(await stored(orderId)).toEqual({ status: 'completed', refunded: 0, refunds: 0 });
  });

  it("only completed orders; someone else's order is a 403", async () => {
    for (const status of ['pending', 'accepted'] as const) {
      const orderId = await paidOrder(status);
      const response = await refund(orderId, { amount: 100, reason: 'x' });
      expect(response.statusCode).toBe(409);
      expect(message(response)).toBe(REFUND_MESSAGES.onlyCompleted);
      expect(await stored(orderId)).toEqual({ status, refunded: 0, refunds: 0 });
    }
    const mine = await paidOrder('completed');
    const response = await refund(mine, { amount: 100, reason: 'x' }, other.token);
    expect(response.statusCode).toBe(403);
    expect(await stored(mine)).toEqual({ status: 'completed', refunded: 0, refunds: 0 });
    expect(asked).toEqual([]);
  });

  it("the provider's refusal changes nothing and shows its message", async () => {
    const orderId = await paidOrder('completed');
    refusal = 'Insufficient funds in the connected account';
    const response = await refund(orderId, { amount: 200, reason: 'Cold' });
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe('The payment provider refused the refund: Insufficient funds in the connected account');
    expect(await stored(orderId)).toEqual({ status: 'completed', refunded: 0, refunds: 0 });
  });
});

describe('balance, payouts and reports count refunds', () => {
  it("today's balance, tomorrow's payout and the day's gross drop by what was refunded; roll-ups match a fresh count", async () => {
    const shop = await createShop(ctx.db, owner.id, 'Volume Café');
    const get = async <T>(path: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/shops/${shop}/${path}`, headers: bearer(owner.token) })).json() as T;
    const orderId = await paidOrder('completed', { shop, totalPayment: 2000 });
    const card = await paidOrder('completed', { shop, totalPayment: 1000 });
    const before = (await get<{ balance: Balance }>('balance-report')).balance.available;
    // the whole NZ day (read from the roll-ups) and the last hour and a half (read from the orders themselves)
    const grossOf = async (start: string) =>
      (
        await get<{ result: { totalAmount: number }[] }>(
          `sales-per-hour-report?start=${start}&end=${new Date(NOW.getTime() + 3_600_000).toISOString()}`,
        )
      ).result.reduce((sum, row) => sum + row.totalAmount, 0);
    const grossOfDay = async () => [await grossOf('2026-04-13T12:00:00.000Z'), await grossOf(minutesAgo(90))];
    expect(await grossOfDay()).toEqual([3000, 3000]);

    expect((await refund(orderId, { amount: 800, reason: 'Cold' })).statusCode).toBe(200);
    const shopRow = { _id: shop } as Parameters<typeof netVolume>[1];
    const after = (await get<{ balance: Balance }>('balance-report')).balance.available;
    expect(before - after).toBe(netVolume(3000, shopRow) - netVolume(2200, shopRow));
    expect(await grossOfDay()).toEqual([2200, 2200]);
    // the Orders report says what each order had given back
    const report = await get<{ rows: { _id: string; total: number; refunded: number }[] }>(
      `reports?start=2026-04-13T12:00:00.000Z&end=${new Date(NOW.getTime() + 3_600_000).toISOString()}`,
    );
    expect(report.rows.find((row) => row._id === orderId)).toMatchObject({ total: 2000, refunded: 800 });
    // tomorrow's payout is today's completed orders net of fees, the same figure as the available balance
    const { payouts } = await get<{ payouts: { amount: number }[] }>('tomorrow-payout-report');
    expect(payouts.map((payout) => payout.amount)).toEqual([after]);
    expect(card).toBeTruthy();

    // the roll-ups (folded or not) hold what a from-scratch count says
    for (const table of ['shop_sales_hourly', 'shop_sales_daily']) {
      const kept = await ctx.db.query(
        `select status, orders, gross from ${table} where shop_id = $1 and orders <> 0 order by 1`,
        [shop],
      );
      const fresh = await ctx.db.query(`select status, orders, gross from ${table}_fresh where shop_id = $1 order by 1`, [shop]);
      expect(kept).toEqual(fresh);
    }
  });

  it('a rejected, refunded order leaves no trace in the roll-ups of any status', async () => {
    const shop = await createShop(ctx.db, owner.id, 'Reject Volume Café');
    const orderId = await paidOrder('pending', { shop, totalPayment: 1234 });
    expect((await reject(orderId)).statusCode).toBe(200);
    const rows = await ctx.db.query<{ status: string; orders: number; gross: number }>(
      `select status, sum(orders)::int as orders, sum(gross)::int as gross from shop_sales_daily where shop_id = $1
       group by status having sum(orders) <> 0 or sum(gross) <> 0 order by status`,
      [shop],
    );
    expect(rows).toEqual([{ status: 'rejected', orders: 1, gross: 0 }]);
  });
});
