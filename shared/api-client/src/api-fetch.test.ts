import { ERROR_FALLBACK_MESSAGE, ERROR_TOAST_MS } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { ApiError } from './api-error';
import { apiFetch, buildUrl } from './api-fetch';
import { type FakeApi, fakeApi } from './testing';

let api: FakeApi | undefined;
let toasts: ToastMessage[];

beforeEach(() => {
  toasts = [];
  topics.toast.on((t) => toasts.push(t));
});
afterEach(() => {
  api?.restore();
  resetBus();
});

describe('apiFetch', () => {
  it('sends the bus token as a bearer', async () => {
    topics.auth.publish({ token: 'tok-42', userId: 'u1' });
    api = fakeApi({ 'GET /api/things': { ok: true } });
    await apiFetch('/api/things');
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer tok-42');
  });

  it('sends no bearer when auth is false (login, sign-up, platform plans)', async () => {
    topics.auth.publish({ token: 'tok-42', userId: 'u1' });
    api = fakeApi({ 'POST /login': { token: 't', userId: 'u' } });
    await apiFetch('/login', { method: 'POST', auth: false, body: { username: 'a@b.nz', password: 'x' } });
    expect(api.requests[0]?.headers.Authorization).toBeUndefined();
    expect(api.requests[0]?.body).toEqual({ username: 'a@b.nz', password: 'x' });
    expect(api.requests[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('sends options as JSON text and skips undefined query values', () => {
    const url = buildUrl(
      '/api/users/u1/shops',
      { search: 'cafe', skip: undefined, limit: 5 },
      { limit: 1000, sort: 'name.normal' },
    );
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('options')).toBe('{"limit":1000,"sort":"name.normal"}');
    expect(query.get('search')).toBe('cafe');
    expect(query.get('limit')).toBe('5');
    expect(query.has('skip')).toBe(false);
  });

  it("toasts the server's message for 4 s and throws ApiError with the status", async () => {
    api = fakeApi({ 'GET /api/shops/s1': () => ({ status: 404, body: { message: 'Shop not found' } }) });
    const error = await apiFetch('/api/shops/s1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Shop not found', failure: 'http' });
    expect(toasts).toEqual([{ status: 'error', title: 'Shop not found', duration: ERROR_TOAST_MS }]);
  });

  it('a 400 about a field the form named is that field’s (ApiError.field), not a toast; any other 400 is toasted', async () => {
    const price = 'Price must be between NZ$0.00 and NZ$9,999.99';
    api = fakeApi({
      'PUT /api/products/p1': () => ({ status: 400, body: { message: price } }),
      'PUT /api/products/p2': () => ({
        status: 400,
        body: { message: 'Add a price and a description before showing this product' },
      }),
    });
    const fields = { price: 'Price', stock: 'Stock' };
    await expect(apiFetch('/api/products/p1', { method: 'PUT', body: {}, fields })).rejects.toMatchObject({
      field: 'price',
      message: price,
    });
    expect(toasts).toEqual([]);
    const other = await apiFetch('/api/products/p2', { method: 'PUT', body: {}, fields }).catch((e: unknown) => e);
    expect((other as ApiError).field).toBeUndefined();
    expect(toasts.map((t) => t.title)).toEqual(['Add a price and a description before showing this product']);
  });

  it("toasts the spec's fallback sentence when the server sent no message", async () => {
    api = fakeApi({ 'GET /api/broken': () => ({ status: 500 }) });
    await expect(apiFetch('/api/broken')).rejects.toMatchObject({ status: 500, message: ERROR_FALLBACK_MESSAGE });
    expect(toasts.map((t) => t.title)).toEqual([ERROR_FALLBACK_MESSAGE]);
  });

  it('a 401 to a call made with the token is published on authRejected, not toasted; the host decides', async () => {
    topics.auth.publish({ token: 'old', userId: 'u1' });
    const rejected: string[] = [];
    topics.authRejected.on(({ token }) => rejected.push(token));
    api = fakeApi({ 'GET /api/users/u1': () => ({ status: 401, body: { message: 'Please sign in again' } }) });
    await expect(apiFetch('/api/users/u1')).rejects.toMatchObject({ status: 401, failure: 'session-ended' });
    expect(rejected).toEqual(['old']);
    expect(toasts).toEqual([]);
    // The api client itself changes nothing: the session is the host's.
    expect(topics.auth.current()).toEqual({ token: 'old', userId: 'u1' });
  });

  it('on a 1.0.0 host bus (no authRejected topic) a 401 still fails as session-ended and nothing throws', async () => {
    // Today's remotes accept the previous minor's bus (its compatibleFrom): there the shared `topics` lacks the topic.
    const mutable = topics as Partial<typeof topics>;
    const authRejected = mutable.authRejected;
    delete mutable.authRejected;
    try {
      topics.auth.publish({ token: 'old', userId: 'u1' });
      api = fakeApi({ 'GET /api/users/u1': () => ({ status: 401, body: { message: 'Please sign in again' } }) });
      await expect(apiFetch('/api/users/u1')).rejects.toMatchObject({ status: 401, failure: 'session-ended' });
      expect(toasts).toEqual([]);
    } finally {
      mutable.authRejected = authRejected;
    }
  });

  it('a 401 to a call sent without a token (a wrong password at sign-in) is an ordinary failure', async () => {
    topics.auth.publish({ token: 'current', userId: 'u1' });
    const rejected: string[] = [];
    topics.authRejected.on(({ token }) => rejected.push(token));
    api = fakeApi({ 'POST /login': () => ({ status: 401, body: { message: 'Wrong e-mail or password' } }) });
    await expect(apiFetch('/login', { method: 'POST', auth: false, body: {} })).rejects.toMatchObject({
      status: 401,
      failure: 'http',
    });
    expect(rejected).toEqual([]);
    expect(toasts.map((t) => t.title)).toEqual(['Wrong e-mail or password']);
  });

  it('stays quiet when silent', async () => {
    api = fakeApi({ 'GET /api/shops/s1/embed-key': () => ({ status: 404, body: { message: 'none' } }) });
    await expect(apiFetch('/api/shops/s1/embed-key', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });

  it('aborts after the time-out and reports it as a failed call', async () => {
    api = fakeApi({
      'PUT /api/slow': ({ signal }) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    const error = await apiFetch('/api/slow', { method: 'PUT', timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, failure: 'timeout', message: ERROR_FALLBACK_MESSAGE });
    expect(toasts).toHaveLength(1);
    expect(api.requests[0]?.signal?.aborted).toBe(true);
  });

  it('counts calls in flight on the loading topic and returns to 0 after success and failure', async () => {
    const seen: number[] = [];
    topics.loading.subscribe((n) => seen.push(n));
    api = fakeApi({ 'GET /api/a': { a: 1 }, 'GET /api/b': () => ({ status: 400, body: { message: 'bad' } }) });
    const both = Promise.allSettled([apiFetch('/api/a'), apiFetch('/api/b')]);
    expect(topics.loading.current()).toBe(2);
    await both;
    expect(topics.loading.current()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('turns a malformed answer into a failed call', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    api = fakeApi({ 'GET /api/n': { n: 'not a number' } });
    const parse = (data: unknown) => {
      const n = (data as { n: unknown }).n;
      if (typeof n !== 'number') throw new Error('n must be a number');
      return n;
    };
    await expect(apiFetch('/api/n', { parse })).rejects.toMatchObject({
      failure: 'invalid-response',
      message: ERROR_FALLBACK_MESSAGE,
    });
    expect(toasts).toHaveLength(1);
    expect(topics.loading.current()).toBe(0);
    consoleError.mockRestore();
  });

  it('resolves with the parsed body', async () => {
    api = fakeApi({ 'GET /api/x': { x: 3 } });
    await expect(apiFetch<{ x: number }>('/api/x')).resolves.toEqual({ x: 3 });
  });
});
