import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Order } from '@backoffice/contracts';
import { PROMPT_REFUSAL_CASES } from '@backoffice/contracts/testing';
import { DateTime } from 'luxon';
import { parseEml } from '../adapters/mail/eml';
import type { ShopSettings } from '../shops/settings';
import { bearer, createShop, createTestContext, createUser, message, TEST_CONFIG, type TestContext } from '../test/app';
import { insertMenu, insertOrder, type TestMenu } from '../test/orders';
import { receiptMail } from './receipt';
import { RECEIPT_THROTTLE } from './receipt-throttle';

/**
 * The receipt e-mail (POST /api/orders/:id/resend-receipt): its content from the order's price breakdown, checked
 * line by line, and the route closed as a relay — throttled per order and per shop (429 + Retry-After), one fixed
 * template, the shop's name escaped, and the mail saying who asked for it.
 */

const nz = (local: string) => DateTime.fromISO(local, { zone: 'Pacific/Auckland' }).toJSDate();
/** Monday 2 March 2026, 10:00 in Auckland. */
const NOW = nz('2026-03-02T10:00');
let clock = NOW;

const SETTINGS = {
  orderingPreferences: { preparationTime: 5, feePercent: 15 },
  openingHours: { twentyFourSeven: true, openingDays: [] },
  pickup: { enabled: true, allowASAP: true },
  delivery: {
    enabled: true,
    deliveryType: 'self-delivery' as const,
    radius: 0,
    orderMinimum: 0,
    feeType: 'fixed' as const,
    fixedCost: 500,
    freeDeliveryMinSpend: 0,
  },
  customerSurcharge: { enabled: true, percent: 2, platforms: ['web' as const] },
} as ShopSettings;

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
let shopId: string;
let menu: TestMenu;

/** The mails sent to `address`, text and HTML parts (the outbox's .eml files, read back). */
async function outboxTo(address: string): Promise<{ subject: string; text: string; html: string }[]> {
  const dir = TEST_CONFIG.mail?.outboxDir ?? '';
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (file) => parseEml(await readFile(path.join(dir, file), 'utf8'))));
  return mails
    .filter((mail) => mail.headers.get('to') === address)
    .map((mail) => ({ subject: mail.headers.get('subject') ?? '', text: mail.text, html: mail.html }));
}

const send = (orderId: string, token: string | null, body: unknown = { email: 'guest@example.test' }) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/resend-receipt`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

const plainOrder = (shop = shopId) =>
  insertOrder(ctx.db, {
    shopId: shop,
    createdAt: NOW.toISOString(),
    status: 'completed',
    lines: [{ productId: null, productName: 'Flat White', quantity: 1, unitPrice: 550 }],
  });

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  owner = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin'] });
  customer = await createUser(ctx.db, { roles: ['consumer'] });
  await ctx.db.query(`update users set given_name = 'Mere', family_name = 'Tane' where id = $1`, [owner.id]);
  await ctx.db.query(`update users set given_name = 'Sam', family_name = 'Support' where id = $1`, [admin.id]);
  shopId = await createShop(ctx.db, owner.id, 'Harbour <b>Café</b> & Co', SETTINGS);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 450]], Espresso: [['Latte', 500]] });
  await ctx.db.query(
    `insert into option_sets (id, shop_id, category_id, name, type, min_selection, max_selection, values, display_order) values
     ('rc-milk', $1, $2, 'Milk', 'switch', null, null, '[{"_id":"oat","name":"Oat","price":80},{"_id":"soy","name":"Soy","price":60}]', 0),
     ('rc-extras', $1, $2, 'Extras', 'multi', 0, 3, '[{"_id":"shot","name":"Extra shot","price":50},{"_id":"vanilla","name":"Vanilla","price":60}]', 1)`,
    [shopId, menu.categories[0]?.id],
  );
  await ctx.db.query(
    `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config) values
     ('rc-two', $1, 'B001TWO', 'discount', $2, '{"discountType":"fixed-cost","discount":2,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}', '{"isStoreWide":true,"users":[],"usageLimit":0}')`,
    [shopId, nz('2026-06-01T00:00').toISOString()],
  );
});

afterAll(() => ctx.close());
afterEach(() => {
  clock = NOW;
});

describe('the receipt renders the price breakdown', () => {
  test('an order with options, voucher, surcharge and delivery fee, line by line in text and HTML', async () => {
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/shops/${shopId}/orders`,
      headers: bearer(customer.token),
      payload: {
        orderType: 'delivery',
        origin: 'web',
        lineItems: [
          {
            product: menu.products[0]?.id,
            quantity: 2,
            options: [
              { option: 'rc-milk', values: ['oat'] },
              { option: 'rc-extras', values: ['shot', 'vanilla'] },
            ],
          },
          { product: menu.products[1]?.id, quantity: 1 },
        ],
        promoCode: 'B001TWO',
        deliveryInfo: { address: { formatted_address: '1 Cable Street, Wellington' } },
        payment: { method: 'card' },
      },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = (placed.json().order as Order)._id;
    const number = orderId.replace(/-/g, '').slice(-6).toUpperCase();

    const sent = await send(orderId, owner.token, { email: 'breakdown@example.test' });
    expect(sent.statusCode).toBe(200);
    const [mail] = await outboxTo('breakdown@example.test');
    // 2 × (4.50 + 0.80 + 0.50 + 0.60) + 5.00 = 17.80; − 2.00 = 15.80; 2 % surcharge 0.32; + 5.00 delivery = 21.12
    expect(mail?.text.split('\n')).toEqual([
      'Hi Test,',
      '',
      'Thank you for your order at Harbour <b>Café</b> & Co.',
      `Order #${number}, placed 2 Mar 2026, 10:00 am.`,
      '',
      '2 x Flat White  NZ$12.80',
      '    Milk: Oat +NZ$0.80',
      '    Extras: Extra shot +NZ$0.50, Vanilla +NZ$0.60',
      '1 x Latte  NZ$5.00',
      '',
      'Subtotal: NZ$17.80',
      'Voucher B001TWO: -NZ$2.00',
      'Surcharge: NZ$0.32',
      'Delivery fee: NZ$5.00',
      'Total paid: NZ$21.12',
      'Payment: Card',
      '',
      'This receipt was sent at the request of Mere Tane at Harbour <b>Café</b> & Co.',
      'If you did not place this order, you can ignore this e-mail.',
    ]);
    const rows = [...(mail?.html ?? '').matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
      [...(row[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => (cell[1] ?? '').replace(/<\/?strong>/g, '')),
    );
    expect(rows).toEqual([
      ['2 x Flat White', 'NZ$12.80'],
      ['&nbsp;&nbsp;Milk: Oat +NZ$0.80', ''],
      ['&nbsp;&nbsp;Extras: Extra shot +NZ$0.50, Vanilla +NZ$0.60', ''],
      ['1 x Latte', 'NZ$5.00'],
      ['Subtotal', 'NZ$17.80'],
      ['Voucher B001TWO', '-NZ$2.00'],
      ['Surcharge', 'NZ$0.32'],
      ['Delivery fee', 'NZ$5.00'],
      ['Total paid', 'NZ$21.12'],
    ]);
    expect(mail?.html).toContain('<p>Payment: Card</p>');
  });

  test('an order stored without its parts shows the difference as an adjustment, never a hidden discount', async () => {
    const orderId = await insertOrder(ctx.db, {
      shopId,
      createdAt: '2026-03-01T22:00:00Z',
      status: 'completed',
      totalPayment: 1400,
      lines: [
        { productId: null, productName: 'Flat White', quantity: 2, unitPrice: 550 },
        { productId: null, productName: 'Muffin', quantity: 1, unitPrice: 495 },
      ],
    });
    expect((await send(orderId, owner.token, { email: 'legacy@example.test' })).statusCode).toBe(200);
    const [mail] = await outboxTo('legacy@example.test');
    expect(mail?.text).toContain(
      '2 x Flat White  NZ$11.00\n1 x Muffin  NZ$4.95\n\nSubtotal: NZ$15.95\nAdjustment: -NZ$1.95\nTotal paid: NZ$14.00',
    );
  });
});

describe('POST /api/orders/:id/resend-receipt', () => {
  test('owner or admin only; a valid address; 404 for an unknown order', async () => {
    const other = await createUser(ctx.db);
    const orderId = await plainOrder();
    expect((await send(orderId, null)).statusCode).toBe(401);
    expect((await send(orderId, other.token)).statusCode).toBe(403);
    const bad = await send(orderId, owner.token, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Please enter a valid e-mail address');
    expect((await send('nope', owner.token, { email: 'a@b.co' })).statusCode).toBe(404);
    const ok = await send(orderId, owner.token, { email: 'owner-copy@example.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await send(orderId, admin.token, { email: 'admin-copy@example.test' })).statusCode).toBe(200);
    expect(await outboxTo('owner-copy@example.test')).toHaveLength(1);
    expect(await outboxTo('admin-copy@example.test')).toHaveLength(1);
  });

  // Rules once: the receipt prompt (mfe-orders, OrdersPage.test.tsx) refuses each of these in the same words.
  test.each(PROMPT_REFUSAL_CASES.filter((refusal) => refusal.prompt === 'receipt address'))(
    'the receipt prompt refuses $name → 400 "$message", nothing sent',
    async ({ typed, sent, message: expected }) => {
      const orderId = await plainOrder();
      const response = await send(orderId, owner.token, { email: sent ?? typed });
      expect({ status: response.statusCode, message: message(response) }).toEqual({ status: 400, message: expected });
    },
  );

  test(`throttled per order: ${RECEIPT_THROTTLE.perOrder.max} sends in ${RECEIPT_THROTTLE.perOrder.windowSeconds / 60} min, then 429 with Retry-After and nothing sent`, async () => {
    const orderId = await plainOrder();
    for (let sent = 0; sent < RECEIPT_THROTTLE.perOrder.max; sent += 1)
      expect((await send(orderId, owner.token, { email: 'per-order@example.test' })).statusCode).toBe(200);
    clock = new Date(NOW.getTime() + 60_000);
    const refused = await send(orderId, owner.token, { email: 'someone-else@example.test' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(RECEIPT_THROTTLE.perOrder.windowSeconds - 60));
    expect(message(refused)).toBe('This receipt was sent 3 times just now. Please try again in 14 min.');
    expect(await outboxTo('someone-else@example.test')).toHaveLength(0);
    // an admin is held to the same limit
    expect((await send(orderId, admin.token, { email: 'someone-else@example.test' })).statusCode).toBe(429);
    // once the window has passed, the order may be sent again
    clock = new Date(NOW.getTime() + RECEIPT_THROTTLE.perOrder.windowSeconds * 1000 + 1000);
    expect((await send(orderId, owner.token, { email: 'someone-else@example.test' })).statusCode).toBe(200);
  });

  test(`throttled per shop: ${RECEIPT_THROTTLE.perShop.max} sends an hour across its orders, then 429 with Retry-After`, async () => {
    const shop = await createShop(ctx.db, owner.id, 'Busy Counter');
    clock = nz('2026-03-03T10:00');
    const perOrder = RECEIPT_THROTTLE.perOrder.max;
    for (let sent = 0; sent < RECEIPT_THROTTLE.perShop.max; sent += perOrder) {
      const orderId = await plainOrder(shop);
      for (let again = 0; again < Math.min(perOrder, RECEIPT_THROTTLE.perShop.max - sent); again += 1)
        expect((await send(orderId, owner.token, { email: 'per-shop@example.test' })).statusCode).toBe(200);
    }
    const fresh = await plainOrder(shop);
    const refused = await send(fresh, owner.token, { email: 'per-shop-over@example.test' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(RECEIPT_THROTTLE.perShop.windowSeconds));
    expect(message(refused)).toBe('Your shop has sent 30 receipts in the last hour. Please try again in 60 min.');
    expect(await outboxTo('per-shop-over@example.test')).toHaveLength(0);
    // another shop is not held back by this one
    expect((await send(await plainOrder(), owner.token, { email: 'per-shop-other@example.test' })).statusCode).toBe(200);
  });

  test('one fixed template: the request carries only the address (a subject or body of the caller’s is refused)', async () => {
    const orderId = await plainOrder();
    for (const extra of [{ subject: 'You won!' }, { html: '<a href="https://evil.example">claim</a>' }, { text: 'hi' }]) {
      const response = await send(orderId, owner.token, { email: 'template@example.test', ...extra });
      expect(response.statusCode).toBe(400);
    }
    expect(await outboxTo('template@example.test')).toHaveLength(0);
  });

  test('the shop’s name is escaped in the HTML and flattened to one line in the subject and text', async () => {
    const shop = await createShop(ctx.db, owner.id, 'Evil\r\nBcc: victim@example.test <img src=x onerror=alert(1)>');
    const orderId = await plainOrder(shop);
    expect((await send(orderId, owner.token, { email: 'escaped@example.test' })).statusCode).toBe(200);
    const [mail] = await outboxTo('escaped@example.test');
    expect(mail?.subject).toMatch(
      /^Your receipt from Evil Bcc: victim@example\.test <img src=x onerror=alert\(1\)> \(order #[0-9A-F]{6}\)$/,
    );
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('Evil Bcc: victim@example.test &lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.text).not.toMatch(/\r|\nBcc:/);
    // the same for any order handed to the template
    const order = { lineItems: [], total: 0, totalPayment: 0, _id: orderId, createdAt: NOW.toISOString(), owner: null };
    const html = receiptMail(order as unknown as Order, '<script>x</script>', 'x@example.test', { name: 'A', role: 'shop' }).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  test('the mail says who asked for it: the shop’s person, or platform support for an admin', async () => {
    const orderId = await plainOrder();
    expect((await send(orderId, owner.token, { email: 'asked-owner@example.test' })).statusCode).toBe(200);
    expect((await send(orderId, admin.token, { email: 'asked-admin@example.test' })).statusCode).toBe(200);
    const [byOwner] = await outboxTo('asked-owner@example.test');
    const [byAdmin] = await outboxTo('asked-admin@example.test');
    const shopName = 'Harbour <b>Café</b> & Co';
    expect(byOwner?.text).toContain(`This receipt was sent at the request of Mere Tane at ${shopName}.`);
    expect(byOwner?.html).toContain(
      'This receipt was sent at the request of Mere Tane at Harbour &lt;b&gt;Café&lt;/b&gt; &amp; Co.',
    );
    expect(byAdmin?.text).toContain(`This receipt was sent on behalf of ${shopName} by platform support (Sam Support).`);
    const [row] = await ctx.db.query<{ requested_by: string }>(
      `select requested_by from receipt_sends where order_id = $1 and recipient = 'asked-admin@example.test'`,
      [orderId],
    );
    expect(row?.requested_by).toBe(admin.id);
  });
});
