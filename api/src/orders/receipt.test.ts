import { readOutbox } from '../adapters/mail';
import { bearer, createShop, createTestContext, createUser, message, TEST_CONFIG, type TestContext } from '../test/app';
import { insertOrder } from '../test/orders';
import { receiptMail } from './receipt';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/orders/:id/resend-receipt', () => {
  it('mails the receipt as text and HTML through the mail adapter, owner or admin only', async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { roles: ['admin'] });
    const shopId = await createShop(ctx.db, owner.id, 'Receipt Cafe');
    const orderId = await insertOrder(ctx.db, {
      shopId,
      createdAt: '2026-04-13T22:00:00Z',
      status: 'completed',
      totalPayment: 1400,
      lines: [
        { productId: null, productName: 'Flat White', quantity: 2, unitPrice: 550 },
        { productId: null, productName: 'Muffin', quantity: 1, unitPrice: 495 },
      ],
    });
    const url = `/api/orders/${orderId}/resend-receipt`;
    const send = (token: string | null, body: unknown = { email: 'guest@example.test' }) =>
      ctx.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: body as object });

    expect((await send(null)).statusCode).toBe(401);
    expect((await send(other.token)).statusCode).toBe(403);
    const bad = await send(owner.token, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Please enter a valid e-mail address');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/orders/nope/resend-receipt',
          headers: bearer(owner.token),
          payload: { email: 'a@b.co' },
        })
      ).statusCode,
    ).toBe(404);

    const ok = await send(owner.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await send(admin.token, { email: 'admin-copy@example.test' })).statusCode).toBe(200);

    const outbox = await readOutbox(TEST_CONFIG.mail?.outboxDir ?? '');
    const mail = outbox.find((found) => found.to === 'guest@example.test');
    expect(mail?.subject).toMatch(/^Your receipt from Receipt Cafe \(order #[0-9A-F]{6}\)$/);
    expect(mail?.text).toContain('2 x Flat White  NZ$11.00');
    expect(mail?.text).toContain('Discounts: -NZ$1.95');
    expect(mail?.text).toContain('Total paid: NZ$14.00');
    // the HTML part carries the same content, escaped
    const { order } = (
      await ctx.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/seen`, headers: bearer(owner.token) })
    ).json();
    const html = receiptMail(order, 'Receipt <Café>', 'x@example.test').html;
    expect(html).toContain('Receipt &lt;Café&gt;');
    expect(html).toContain('NZ$14.00');
    expect(outbox.some((found) => found.to === 'admin-copy@example.test')).toBe(true);
  });
});
