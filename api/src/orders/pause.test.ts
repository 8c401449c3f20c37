import { ordersPauseResponse, pausedLabel } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, type TestContext, type TestUser } from '../test/app';

/**
 * "Pause until": the server computes and stores the resume time with its own (pinned) clock; the shop
 * resumes by itself once that time has come; the accepting-orders switch ends a pause. Clock: Mon 15 Jun 2026
 * 14:00 NZST, moved by the tests.
 */
const START = new Date('2026-06-15T02:00:00.000Z');
let clock = START;
let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let shopId: string;

const call = (method: 'GET' | 'PUT', url: string, token: string | null = owner.token, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const pause = (until: string, token: string | null = owner.token) =>
  call('PUT', `/api/shops/${shopId}/pause-orders`, token, { until });
const read = async () => ordersPauseResponse.parse((await call('GET', `/api/shops/${shopId}/orders-pause`)).json());

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  owner = await createUser(ctx.db);
  other = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin'] });
  shopId = await createShop(ctx.db, owner.id, 'Pause Café');
});
beforeEach(async () => {
  clock = START;
  await ctx.db.query(`update shops set status = 'accepting orders', orders_paused_until = null where id = $1`, [shopId]);
});
afterAll(() => ctx.close());

test('30 min: stopped until 14:30 by the server clock; still paused at 14:29; taking orders again at 14:30', async () => {
  const response = await pause('30m');
  expect(response.statusCode).toBe(200);
  const body = ordersPauseResponse.parse(response.json());
  expect(body).toEqual({ accepting: false, pausedUntil: '2026-06-15T02:30:00.000Z' });
  expect(pausedLabel(body.pausedUntil ?? '')).toBe('Paused — resumes at 14:30');
  const shop = (await call('GET', `/api/shops/${shopId}`)).json() as { shop: { status: string } };
  expect(shop.shop.status).toBe('Active');
  clock = new Date('2026-06-15T02:29:59.000Z');
  expect(await read()).toEqual({ accepting: false, pausedUntil: '2026-06-15T02:30:00.000Z' });
  clock = new Date('2026-06-15T02:30:00.000Z');
  expect(await read()).toEqual({ accepting: true, pausedUntil: null });
});

test('rest of today ends at 00:00 venue time, never in the next day; 1 h at 23:20 ends at 00:00 too', async () => {
  expect(ordersPauseResponse.parse((await pause('rest-of-today')).json()).pausedUntil).toBe('2026-06-15T12:00:00.000Z');
  clock = new Date('2026-06-15T11:20:00.000Z');
  expect(ordersPauseResponse.parse((await pause('1h')).json()).pausedUntil).toBe('2026-06-15T12:00:00.000Z');
});

test('switching accepting orders by hand ends the pause: a pause never switches the shop back on later', async () => {
  await pause('30m');
  expect((await call('PUT', `/api/shops/${shopId}/accepting-orders/stopped`)).statusCode).toBe(200);
  clock = new Date('2026-06-15T03:00:00.000Z');
  expect(await read()).toEqual({ accepting: false, pausedUntil: null });
});

test('a bad option is a 400 naming the choices; the shop is unchanged', async () => {
  const response = await pause('2h');
  expect(response.statusCode).toBe(400);
  expect((response.json() as { message: string }).message).toContain('30m, 1h, rest-of-today');
  expect(await read()).toEqual({ accepting: true, pausedUntil: null });
});

describe('authorisation × {no token, other merchant, owner, admin}', () => {
  test.each([
    ['none', 401],
    ['other', 403],
    ['owner', 200],
    ['admin', 200],
  ] as const)('%s → %i (both routes); refused callers change nothing', async (caller, status) => {
    const token = caller === 'none' ? null : caller === 'other' ? other.token : caller === 'owner' ? owner.token : admin.token;
    expect((await pause('1h', token)).statusCode).toBe(status);
    expect((await call('GET', `/api/shops/${shopId}/orders-pause`, token)).statusCode).toBe(status);
    if (status !== 200) expect(await read()).toEqual({ accepting: true, pausedUntil: null });
  });
});
