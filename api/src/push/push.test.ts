import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newOrderPushPayload, pushPublicKeyResponse } from '@backoffice/contracts';
import ece from 'http_ece';
import { DateTime } from 'luxon';
import webpush from 'web-push';
import type { ShopSettings } from '../shops/settings';
import { bearer, createShop, createTestContext, createUser, message, type TestContext } from '../test/app';
import { insertMenu } from '../test/orders';
import { sendNewOrderPush } from './send';

// Spec 000 §2 "New-order push notification": the toggle is real. A local push-service stand-in (HTTP on 127.0.0.1)
// receives what the API pushes and decrypts it (aes128gcm, RFC 8291) with the device keys the test generated, the
// way a browser would; endpoints it answers 404/410 for are dropped.

const NOW = DateTime.fromISO('2026-03-02T10:00', { zone: 'Pacific/Auckland' }).toJSDate();
const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}From`, { hour: 7, min: 0 }],
    [`${day}To`, { hour: 16, min: 0 }],
  ]),
);
const settings = (pushNotification: boolean) =>
  ({
    notificationSettings: { newOrder: { pushNotification, email: false } },
    orderingPreferences: { preparationTime: 5, feePercent: 15 },
    openingHours: {
      twentyFourSeven: false,
      openingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      ...HOURS,
    },
    pickup: { enabled: true, allowASAP: true, type: 'same-day' },
  }) as ShopSettings;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service: 201 for a live device, 410 under /gone/, 404 under /missing/. */
let pushService: Server;
let pushBase: string;
let received: Received[] = [];
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@localhost' };
// the default test config has push on too; this file's own keys prove which ones sign and encrypt
let ctx: TestContext;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/gone/') ? 410 : path.startsWith('/missing/') ? 404 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  ctx = await createTestContext({ now: () => NOW, config: { push: vapid } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => pushService.close(resolve));
});
beforeEach(() => {
  received = [];
});

/** A browser's subscription: its own P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
function device(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    subscription: { endpoint: `${pushBase}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
  };
}

function decrypt(body: Buffer, dev: ReturnType<typeof device>): unknown {
  const plain: Buffer = ece.decrypt(body, { version: 'aes128gcm', privateKey: dev.ecdh, authSecret: dev.subscription.keys.auth });
  return JSON.parse(plain.toString('utf8'));
}

const subscribe = (shopId: string, token: string | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}/push-subscription`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

const storedEndpoints = async (shopId: string) =>
  (
    await ctx.db.query<{ endpoint: string }>('select endpoint from push_subscriptions where shop_id = $1 order by endpoint', [
      shopId,
    ])
  ).map((row) => row.endpoint);

test('GET /api/push/public-key gives the VAPID public key to a signed-in user', async () => {
  const user = await createUser(ctx.db);
  const response = await ctx.app.inject({ url: '/api/push/public-key', headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  expect(pushPublicKeyResponse.parse(response.json())).toEqual({ publicKey: vapid.publicKey });
  expect((await ctx.app.inject({ url: '/api/push/public-key' })).statusCode).toBe(401);
});

test('subscribe stores the device per user and shop (again = replaced); unsubscribe removes it; others are refused', async () => {
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  const stranger = await createUser(ctx.db, { roles: ['merchant'] });
  const shopId = await createShop(ctx.db, owner.id, 'Push Cafe');
  const dev = device('/live/a');

  expect((await subscribe(shopId, owner.token, dev.subscription)).statusCode).toBe(200);
  expect((await subscribe(shopId, owner.token, dev.subscription)).statusCode).toBe(200);
  expect(await storedEndpoints(shopId)).toEqual([dev.subscription.endpoint]);
  const [row] = await ctx.db.query<{ user_id: string }>('select user_id from push_subscriptions where shop_id = $1', [shopId]);
  expect(row?.user_id).toBe(owner.id);

  // someone else's shop, no token, bad input: a clear answer and nothing stored
  const refused = await subscribe(shopId, stranger.token, device('/live/b').subscription);
  expect(refused.statusCode).toBe(403);
  expect((await subscribe(shopId, null, device('/live/c').subscription)).statusCode).toBe(401);
  const bad = await subscribe(shopId, owner.token, { endpoint: 'not a url', keys: { p256dh: '', auth: 'x' } });
  expect(bad.statusCode).toBe(400);
  expect(message(bad)).not.toBe('');
  expect(await storedEndpoints(shopId)).toEqual([dev.subscription.endpoint]);

  const gone = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/shops/${shopId}/push-subscription`,
    headers: bearer(owner.token),
    payload: { endpoint: dev.subscription.endpoint },
  });
  expect(gone.statusCode).toBe(200);
  expect(await storedEndpoints(shopId)).toEqual([]);
});

test('a new order through the intake is pushed, encrypted, to each subscribed device when the shop’s toggle is on', async () => {
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  const customer = await createUser(ctx.db, { roles: ['consumer'] });
  const on = await createShop(ctx.db, owner.id, 'Loud Cafe', settings(true));
  const off = await createShop(ctx.db, owner.id, 'Quiet Cafe', settings(false));
  await ctx.db.query(`update shops set status = 'accepting orders' where id = any($1)`, [[on, off]]);
  const phone = device('/live/phone');
  const quietPhone = device('/live/quiet-phone');
  expect((await subscribe(on, owner.token, phone.subscription)).statusCode).toBe(200);
  expect((await subscribe(off, owner.token, quietPhone.subscription)).statusCode).toBe(200);

  const place = async (shopId: string) => {
    const menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]] });
    const response = await ctx.app.inject({
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
    return response.json().order as { _id: string; totalPayment: number };
  };
  const order = await place(on);
  await place(off);
  // the push leaves after the response, in the background
  for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));

  expect(received.map((push) => push.path)).toEqual(['/live/phone']);
  const [push] = received;
  expect(push?.headers['content-encoding']).toBe('aes128gcm');
  expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=/);
  const number = order._id.replace(/-/g, '').slice(-6).toUpperCase();
  expect(decrypt(push?.body ?? Buffer.alloc(0), phone)).toEqual({
    type: 'order.created',
    title: `New order #${number} · NZ$11.00`,
    body: 'Loud Cafe — open the orders screen to accept it.',
    url: `/shop/orders?order=${order._id}`,
    orderId: order._id,
    shopId: on,
  });
  expect(newOrderPushPayload.safeParse(decrypt(push?.body ?? Buffer.alloc(0), phone)).success).toBe(true);
});

test('endpoints the push service answers 404 or 410 for are dropped; live ones stay', async () => {
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  const shopId = await createShop(ctx.db, owner.id, 'Tidy Cafe', settings(true));
  const live = device('/live/tablet');
  const expired = device('/gone/old-laptop');
  const unknown = device('/missing/reset-phone');
  for (const dev of [live, expired, unknown])
    expect((await subscribe(shopId, owner.token, dev.subscription)).statusCode).toBe(200);

  const outcome = await sendNewOrderPush({ db: ctx.db, vapid }, shopId, {
    _id: '00000000-0000-4000-8000-0000006efcd4',
    totalPayment: 2080,
  });

  expect(outcome).toEqual({ sent: 1, dropped: 2, failed: 0 });
  expect(received.map((push) => push.path).sort()).toEqual(['/gone/old-laptop', '/live/tablet', '/missing/reset-phone']);
  const tablet = received.find((push) => push.path === '/live/tablet');
  expect(decrypt(tablet?.body ?? Buffer.alloc(0), live)).toMatchObject({ title: 'New order #6EFCD4 · NZ$20.80' });
  expect(await storedEndpoints(shopId)).toEqual([live.subscription.endpoint]);
});
