import { ERROR_FALLBACK_MESSAGE, SHOP_UPDATE_TIMEOUT_MS } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { type FakeApi, fakeApi, testShop, testUser } from '../testing';
import { createShop } from './create-shop';
import { getPlatformPlans } from './get-platform-plans';
import { getShop } from './get-shop';
import { getShopSummary } from './get-shop-summary';
import { getUser } from './get-user';
import { getUserShops } from './get-user-shops';
import { getUsers } from './get-users';
import { login } from './login';
import { updateShop } from './update-shop';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  resetBus();
  jest.useRealTimers();
});

it('login posts username and password without a bearer and reads token and userId', async () => {
  topics.auth.publish({ token: 'stale', userId: 'x' });
  api = fakeApi({ 'POST /login': { token: 't1', userId: 'u1', extra: 'ignored' } });
  await expect(login({ username: 'a@b.nz', password: 'pw' })).resolves.toEqual({ token: 't1', userId: 'u1' });
  expect(api.requests[0]?.headers.Authorization).toBeUndefined();
});

it('getUser unwraps { user }', async () => {
  api = fakeApi({ 'GET /api/users/u1': { user: testUser('u1') } });
  await expect(getUser('u1')).resolves.toMatchObject({ _id: 'u1', roles: ['merchant'] });
});

it('getUserShops asks for 1000 shops sorted by name', async () => {
  api = fakeApi({ 'GET /api/users/u1/shops': { shops: [testShop('s1', 'Harbour Cafe')], count: 1 } });
  const list = await getUserShops('u1');
  expect(list.count).toBe(1);
  expect(list.shops[0]?.name.normal).toBe('Harbour Cafe');
  expect(JSON.parse(api.requests[0]?.query.get('options') ?? '')).toEqual({ limit: 1000, sort: 'name.normal' });
});

it('getShop includes the payment account and turns a missing one into null', async () => {
  api = fakeApi({ 'GET /api/shops/s1': { shop: testShop('s1', 'Harbour Cafe') } });
  await expect(getShop('s1')).resolves.toMatchObject({ shop: { _id: 's1' }, stripeAccount: null });
  expect(JSON.parse(api.requests[0]?.query.get('options') ?? '')).toEqual({ includeStripeAccount: true });
});

it('updateShop sends { shopInfo } and allows 60 s before giving up', async () => {
  jest.useFakeTimers();
  let answer: ((value: { body: unknown }) => void) | undefined;
  api = fakeApi({ 'PUT /api/shops/s1': () => new Promise((resolve) => (answer = resolve)) });
  const saving = updateShop('s1', { notesTitle: 'Notes' });
  await jest.advanceTimersByTimeAsync(SHOP_UPDATE_TIMEOUT_MS - 1000);
  expect(api.requests[0]?.signal?.aborted).toBe(false);
  answer?.({ body: { shop: testShop('s1', 'Harbour Cafe', { notesTitle: 'Notes' }) } });
  await expect(saving).resolves.toMatchObject({ notesTitle: 'Notes' });
  expect(api.requests[0]?.body).toEqual({ shopInfo: { notesTitle: 'Notes' } });
});

it('updateShop gives up once 60 s have passed: the request is aborted and the call fails as a time-out', async () => {
  // spec 000 §2: a section save allows 60 s
  expect(SHOP_UPDATE_TIMEOUT_MS).toBe(60_000);
  jest.useFakeTimers();
  api = fakeApi({
    'PUT /api/shops/s1': ({ signal }) =>
      new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
  });
  const saving = updateShop('s1', { notesTitle: 'Notes' }).catch((error: unknown) => error);
  await jest.advanceTimersByTimeAsync(59_999);
  expect(api.requests[0]?.signal?.aborted).toBe(false);
  await jest.advanceTimersByTimeAsync(2);
  expect(api.requests[0]?.signal?.aborted).toBe(true);
  await expect(saving).resolves.toMatchObject({ status: 0, failure: 'timeout', message: ERROR_FALLBACK_MESSAGE });
});

it('getShopSummary reads the counts', async () => {
  const summary = { orders: 10, ordersToday: 2, customers: 3, categories: 4, products: 5, promoCodes: 6, kiosks: 7 };
  api = fakeApi({ 'GET /api/shops/s1/summary': summary });
  await expect(getShopSummary('s1')).resolves.toEqual(summary);
});

it('getUsers sends search, limit and skip as query parameters', async () => {
  api = fakeApi({ 'GET /api/users': { users: [testUser('u9')], count: 31 } });
  await expect(getUsers({ search: 'aroha', limit: 15, skip: 15 })).resolves.toMatchObject({ count: 31 });
  const query = api.requests[0]?.query;
  expect([query?.get('search'), query?.get('limit'), query?.get('skip')]).toEqual(['aroha', '15', '15']);
});

describe('envelope checks (our API is checked against the contracts schemas by its own tests)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it.each([
    ['login without a token', 'POST /login', { userId: 'u1' }, () => login({ username: 'a@b.nz', password: 'pw' })],
    ['a user that is no entity', 'GET /api/users/u1', { user: { name: 'x' } }, () => getUser('u1')],
    ['a shop answer without the shop', 'GET /api/shops/s1', { stripeAccount: null }, () => getShop('s1')],
    [
      'a payment account that is no object',
      'GET /api/shops/s1',
      { shop: testShop('s1', 'A'), stripeAccount: 'acct' },
      () => getShop('s1'),
    ],
    ['a list that is no list', 'GET /api/users/u1/shops', { shops: {}, count: 0 }, () => getUserShops('u1')],
    ['a list item without an _id', 'GET /api/users', { users: [{ name: 'x' }], count: 1 }, () => getUsers()],
    ['a negative count', 'GET /api/shops/s1/summary', { orders: -1 }, () => getShopSummary('s1')],
    ['a body that is no object', 'GET /api/users/u1', ['not', 'an', 'envelope'], () => getUser('u1')],
  ])('turns %s into a failed call', async (_what, route, body, call) => {
    api = fakeApi({ [route]: body });
    await expect(call()).rejects.toMatchObject({ failure: 'invalid-response' });
  });

  it('createShop and getPlatformPlans unwrap their envelopes', async () => {
    api = fakeApi({
      'POST /api/shops': { shop: testShop('s9', 'Night Market') },
      'GET /platform-plans': { plans: [{ name: 'Starter' }] },
    });
    await expect(createShop({ name: { normal: 'Night Market' } })).resolves.toMatchObject({ _id: 's9' });
    await expect(getPlatformPlans()).resolves.toEqual([{ name: 'Starter' }]);
    expect(api.calls('GET /platform-plans')[0]?.headers.Authorization).toBeUndefined();
  });
});
