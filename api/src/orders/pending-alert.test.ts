import type { MailAdapter, MailMessage } from '../adapters/mail';
import { createShop, createTestContext, createUser, type TestContext } from '../test/app';
import { insertOrder } from '../test/orders';
import { sendPendingOrderAlerts } from './pending-alert';

/** The 5-minute pending-order e-mail. Pinned clock: every instant below is relative to NOW. */
const NOW = new Date('2026-04-13T22:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

let ctx: TestContext;
let sent: MailMessage[];
const mail: MailAdapter = {
  name: 'test',
  async sendMail(message: MailMessage) {
    sent.push(message);
  },
} as unknown as MailAdapter;
let onShop: string;
let offShop: string;
let ownerEmail: string;

const sweep = (at: Date = NOW) => sendPendingOrderAlerts({ db: ctx.db, mail, now: at, publicUrl: 'http://venue.test' });
const order = (shopId: string, createdAt: string, status: 'pending' | 'accepted' = 'pending') =>
  insertOrder(ctx.db, {
    shopId,
    createdAt,
    status,
    lines: [{ productId: null, productName: 'Flat White', quantity: 1, unitPrice: 550 }],
  });

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  const owner = await createUser(ctx.db);
  ownerEmail = owner.email;
  onShop = await createShop(ctx.db, owner.id, 'Alert Café', {
    notificationSettings: { newOrder: { email: true } },
    contact: { email: 'kitchen@alert.test' },
  } as never);
  offShop = await createShop(ctx.db, owner.id, 'Quiet Café', { notificationSettings: { newOrder: { email: false } } } as never);
});
beforeEach(async () => {
  sent = [];
  await ctx.db.query('delete from order_line_items');
  await ctx.db.query('delete from orders');
});
afterAll(() => ctx.close());

test('an order pending for 5 minutes sends one e-mail to the shop’s contact address; 4:59 does not', async () => {
  const waiting = await order(onShop, minutesAgo(5));
  await order(onShop, new Date(NOW.getTime() - 299_000).toISOString());
  expect(await sweep()).toBe(1);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.to).toBe('kitchen@alert.test');
  const number = waiting.replace(/-/g, '').slice(-6).toUpperCase();
  expect(sent[0]?.subject).toBe(`New order #${number} is waiting — Alert Café`);
  expect(sent[0]?.text).toContain(`http://venue.test/shop/orders?order=${waiting}`);
  // once only, however many sweeps follow
  expect(await sweep(new Date(NOW.getTime() + 60_000))).toBe(1); // the 4:59 one is now due
  expect(await sweep(new Date(NOW.getTime() + 120_000))).toBe(0);
  expect(sent).toHaveLength(2);
});

test('no mail when the setting is off, when the order was accepted, or for a backlog older than a day', async () => {
  await order(offShop, minutesAgo(10));
  await order(onShop, minutesAgo(10), 'accepted');
  await order(onShop, minutesAgo(25 * 60));
  expect(await sweep()).toBe(0);
  expect(sent).toEqual([]);
});

test('without a contact address the owner gets it; concurrent sweeps mail an order once', async () => {
  await ctx.db.query(`update shops set settings = settings - 'contact' where id = $1`, [onShop]);
  await order(onShop, minutesAgo(6));
  const counts = await Promise.all([sweep(), sweep(), sweep()]);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
  expect(sent.map((message) => message.to)).toEqual([ownerEmail]);
});
