import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { readOutbox } from '../adapters/mail';
import { bearer, createShop, createTestContext, createUser, TEST_CONFIG, type TestContext } from '../test/app';
import { insertMenu } from '../test/orders';
import type { ShopSettings } from './settings';

// The notifications section's e-mail toggle (spec 000 §2): an order placed through the intake sends the merchant a
// new-order e-mail through the mail adapter when, and only when, the shop's toggle is on.
const NOW = DateTime.fromISO('2026-03-02T10:00', { zone: 'Pacific/Auckland' }).toJSDate();
const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}From`, { hour: 7, min: 0 }],
    [`${day}To`, { hour: 16, min: 0 }],
  ]),
);
const settings = (email: boolean, contactEmail: string) =>
  ({
    contact: { email: contactEmail },
    notificationSettings: { newOrder: { pushNotification: false, email } },
    orderingPreferences: { preparationTime: 5, feePercent: 15 },
    openingHours: {
      twentyFourSeven: false,
      openingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      ...HOURS,
    },
    pickup: { enabled: true, allowASAP: true, type: 'same-day' },
  }) as ShopSettings;

let ctx: TestContext | null = null;
let outboxDir: string;
afterEach(async () => {
  await ctx?.close();
  ctx = null;
  await rm(outboxDir, { recursive: true, force: true });
});

test('a new order e-mails the shop when its new-order e-mail toggle is on, and not when it is off', async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'new-order-mail-'));
  const context = await createTestContext({
    now: () => NOW,
    config: { mail: { smtpUrl: null, outboxDir, from: TEST_CONFIG.mail?.from ?? 'test <no-reply@localhost>' } },
  });
  ctx = context;
  const owner = await createUser(context.db, { roles: ['merchant'] });
  const customer = await createUser(context.db, { roles: ['consumer'] });
  const on = await createShop(context.db, owner.id, 'Mail Cafe', settings(true, 'orders@mail-cafe.test'));
  const off = await createShop(context.db, owner.id, 'Quiet Cafe', settings(false, 'orders@quiet-cafe.test'));
  await context.db.query(`update shops set status = 'accepting orders'`);
  const place = async (shopId: string) => {
    const menu = await insertMenu(context.db, shopId, { Coffee: [['Flat White', 550]] });
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/shops/${shopId}/orders`,
      headers: bearer(customer.token),
      payload: {
        orderType: 'pickup',
        origin: 'mobile-app',
        pickupType: 'dynamic',
        lineItems: [{ product: menu.products[0]?.id, quantity: 2 }],
        payment: { method: 'card' },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().order as { _id: string };
  };
  const order = await place(on);
  await place(off);
  // The mail goes out after the response; closing the app waits for it.
  await context.close();
  ctx = null;

  const outbox = await readOutbox(outboxDir);
  expect(outbox.map((mail) => mail.to)).toEqual(['orders@mail-cafe.test']);
  const number = order._id.replace(/-/g, '').slice(-6).toUpperCase();
  expect(outbox[0]?.subject).toBe(`New order #${number} at Mail Cafe`);
  expect(outbox[0]?.text).toContain('2 x Flat White');
  expect(outbox[0]?.text).toContain('Total: NZ$11.00');
});
