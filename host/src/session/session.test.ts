import { type FakeApi, fakeApi, testShop, testUser } from '@backoffice/api-client/testing';
import { ERROR_TOAST_MS, isTrialExpired, MESSAGES, SIGNED_OUT_IDLE_MESSAGE } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { hostSession } from './host-session-store';
import {
  finishOnboarding,
  listenToRemotes,
  logout,
  publishUpdatedUser,
  replaceSessionToken,
  restoreSession,
  selectShop,
  signInAfterSignup,
} from './session';

const alpha = testShop('s-alpha', 'Alpha Cafe');
const beta = testShop('s-beta', 'Beta Bakery', { createdAt: new Date().toISOString() });

function signedInApi(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}): FakeApi {
  return fakeApi({
    'GET /api/users/u1': { user: testUser('u1') },
    'GET /platform-plans': { plans: [] },
    'GET /api/users/u1/shops': { shops: [alpha, beta], count: 2 },
    'GET /api/shops/s-alpha': { shop: alpha, stripeAccount: null },
    'GET /api/shops/s-beta': { shop: beta, stripeAccount: null },
    ...extra,
  });
}

function storeToken() {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('userId', 'u1');
}

let api: FakeApi | undefined;
let navigations: string[];

beforeEach(() => {
  resetBus();
  hostSession.reset();
  localStorage.clear();
  navigations = [];
  topics.navigate.on((path) => navigations.push(path));
});
let toasts: ToastMessage[];
const afterTest: (() => void)[] = [];
beforeEach(() => {
  toasts = [];
  topics.toast.on((toast) => toasts.push(toast));
});
afterEach(() => {
  api?.restore();
  for (const stop of afterTest.splice(0)) stop();
});

describe('restoreSession (spec 000 §4)', () => {
  it('publishes a signed-out session and calls nothing without a token', async () => {
    api = signedInApi();
    await restoreSession('/dashboard');
    expect(topics.auth.current()).toBeNull();
    expect(topics.user.current()).toBeNull();
    expect(topics.shop.current()).toBeNull();
    expect(topics.session.current()).toEqual({ trialExpired: true });
    expect(api.requests).toHaveLength(0);
  });

  it('with a token: publishes auth, loads the user, plans and shops, and picks the first shop when none is stored', async () => {
    storeToken();
    api = signedInApi();
    await restoreSession('/dashboard');
    expect(topics.auth.current()).toEqual({ token: 'token-1', userId: 'u1' });
    expect(topics.user.current()?._id).toBe('u1');
    expect(topics.shop.current()).toEqual({ shopId: 's-alpha', shop: alpha });
    expect(localStorage.getItem('shopId')).toBe('s-alpha');
    // Alpha was created in January 2026: more than a month ago → trial expired.
    expect(topics.session.current()).toEqual({ trialExpired: true });
    expect(hostSession.get().shops?.map((s) => s._id)).toEqual(['s-alpha', 's-beta']);
    expect(hostSession.get().plans).toEqual([]);
    // the shop is loaded with its payment account and with the bearer
    const shopCall = api.calls('GET /api/shops/s-alpha')[0]!;
    expect(JSON.parse(shopCall.query.get('options') ?? '{}')).toEqual({ includeStripeAccount: true });
    expect(shopCall.headers.Authorization).toBe('Bearer token-1');
  });

  it('reuses a stored shop id that matches one of the shops', async () => {
    storeToken();
    localStorage.setItem('shopId', 's-beta');
    api = signedInApi();
    await restoreSession('/shop/orders');
    expect(topics.shop.current()).toEqual({ shopId: 's-beta', shop: beta });
    expect(topics.session.current()).toEqual({ trialExpired: false });
    expect(api.calls('GET /api/shops/s-alpha')).toHaveLength(0);
  });

  it('replaces a stored shop id that matches none of the shops with the first shop', async () => {
    storeToken();
    localStorage.setItem('shopId', 's-of-someone-else');
    api = signedInApi();
    await restoreSession('/dashboard');
    expect(topics.shop.current()?.shopId).toBe('s-alpha');
    expect(localStorage.getItem('shopId')).toBe('s-alpha');
  });

  it('does not load the own shops on a path containing /admin/', async () => {
    storeToken();
    api = signedInApi();
    await restoreSession('/admin/users/u9');
    expect(topics.user.current()?._id).toBe('u1');
    expect(api.calls('GET /api/users/u1/shops')).toHaveLength(0);
    expect(hostSession.get().shops).toBeNull();
  });

  it('publishes no shop (and trial expired) when the user has none', async () => {
    storeToken();
    api = signedInApi({ 'GET /api/users/u1/shops': { shops: [], count: 0 } });
    await restoreSession('/dashboard');
    expect(topics.shop.current()).toBeNull();
    expect(topics.session.current()).toEqual({ trialExpired: true });
  });

  it('clears the session and goes to /login on a 401 during start-up', async () => {
    const stop = listenToRemotes();
    afterTest.push(stop);
    storeToken();
    localStorage.setItem('shopId', 's-alpha');
    api = signedInApi({ 'GET /api/users/u1': () => ({ status: 401, body: { message: 'Session expired' } }) });
    await restoreSession('/dashboard');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('shopId')).toBeNull();
    expect(topics.auth.current()).toBeNull();
    expect(topics.shop.current()).toBeNull();
    expect(navigations).toEqual(['/login']);
    expect(toasts).toEqual([{ status: 'error', title: MESSAGES.sessionEnded, duration: ERROR_TOAST_MS }]);
  });

  it('keeps the session when a start-up call fails for another reason', async () => {
    storeToken();
    api = signedInApi({ 'GET /platform-plans': () => ({ status: 500, body: {} }) });
    await restoreSession('/dashboard');
    expect(topics.auth.current()).not.toBeNull();
    expect(topics.shop.current()?.shopId).toBe('s-alpha');
    expect(navigations).toEqual([]);
  });
});

describe('trial flag (spec 000 §4)', () => {
  it('publishes for "no shop" exactly what the contracts rule says, without loading the rule (it needs luxon)', async () => {
    await restoreSession('/login');
    expect(topics.session.current()).toEqual({ trialExpired: isTrialExpired(null) });
  });

  it('publishes each loaded shop and its trial flag in the same tick (the rule is loaded alongside the shop)', async () => {
    storeToken();
    api = signedInApi();
    await restoreSession('/dashboard');
    const seen: string[] = [];
    const stopShop = topics.shop.subscribe((state) => {
      seen.push(`shop ${state?.shopId}:${state?.shop ? 'loaded' : 'loading'}`);
      if (state?.shop && state.shopId === 's-beta') void Promise.resolve().then(() => seen.push('next tick'));
    });
    const stopSession = topics.session.subscribe((session) => seen.push(`trialExpired ${session.trialExpired}`));
    seen.length = 0;
    await selectShop('s-beta');
    stopShop();
    stopSession();
    expect(seen).toEqual(['shop s-beta:loading', 'shop s-beta:loaded', 'trialExpired false', 'next tick']);
    expect(isTrialExpired(beta)).toBe(false);
  });
});

describe('selectShop', () => {
  it('stores the id, publishes it at once (shop loading) and then the loaded shop', async () => {
    storeToken();
    api = signedInApi();
    await restoreSession('/dashboard');
    const seen: Array<string | null> = [];
    topics.shop.subscribe((state) => seen.push(state ? `${state.shopId}:${state.shop ? 'loaded' : 'loading'}` : null));
    await selectShop('s-beta');
    expect(localStorage.getItem('shopId')).toBe('s-beta');
    expect(seen).toEqual(['s-alpha:loaded', 's-beta:loading', 's-beta:loaded']);
  });

  it('lets the latest choice win when answers arrive out of order', async () => {
    storeToken();
    let releaseAlpha: () => void = () => {};
    api = signedInApi({
      'GET /api/shops/s-alpha': () =>
        new Promise((resolve) => {
          releaseAlpha = () => resolve({ body: { shop: alpha, stripeAccount: null } });
        }),
    });
    topics.auth.publish({ token: 'token-1', userId: 'u1' });
    const slow = selectShop('s-alpha');
    await selectShop('s-beta');
    releaseAlpha();
    await slow;
    expect(topics.shop.current()?.shopId).toBe('s-beta');
  });
});

describe('shopChanged from a remote', () => {
  it('reloads that shop and republishes it without a loading gap', async () => {
    storeToken();
    api = signedInApi();
    await restoreSession('/dashboard');
    const renamed = { ...alpha, name: { normal: 'Alpha Cafe & Bar' } };
    api.restore();
    api = signedInApi({ 'GET /api/shops/s-alpha': { shop: renamed, stripeAccount: null } });
    const seen: string[] = [];
    topics.shop.subscribe((state) => seen.push(state?.shop?.name.normal ?? 'none'));
    const stop = listenToRemotes();
    topics.shopChanged.emit({ shopId: 's-alpha' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(seen).toEqual(['Alpha Cafe', 'Alpha Cafe & Bar']);
    expect(hostSession.get().shops?.[0]?.name.normal).toBe('Alpha Cafe & Bar');
  });
});

describe('logout (spec 000 §2)', () => {
  it('clears ALL local storage, publishes a signed-out session and goes to /', async () => {
    storeToken();
    localStorage.setItem('shopId', 's-alpha');
    localStorage.setItem('somethingElse', 'x');
    api = signedInApi({ 'POST /logout': () => ({ status: 204, body: undefined }) });
    await restoreSession('/dashboard');
    const done = logout();
    // the server ends the session first (so a copy of the token stops working), then the browser forgets it
    expect(topics.auth.current()).not.toBeNull();
    await done;
    expect(api.calls('POST /logout')).toHaveLength(1);
    expect(api.calls('POST /logout')[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(localStorage.length).toBe(0);
    expect(topics.auth.current()).toBeNull();
    expect(topics.user.current()).toBeNull();
    expect(topics.shop.current()).toBeNull();
    expect(hostSession.get().shops).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('signs out locally all the same when the server cannot be reached', async () => {
    storeToken();
    api = signedInApi({ 'POST /logout': () => ({ status: 502, body: { message: 'The service is not reachable' } }) });
    await restoreSession('/dashboard');
    await logout();
    expect(api.calls('POST /logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(topics.auth.current()).toBeNull();
    expect(navigations).toEqual(['/']);
  });
});

describe('onboarding (spec 000 §2, §4: shown while the user has no shop)', () => {
  it('starts when the shops load empty, and stays until finished', async () => {
    storeToken();
    api = signedInApi({ 'GET /api/users/u1/shops': { shops: [], count: 0 } });
    await restoreSession('/dashboard');
    expect(topics.shop.current()).toBeNull();
    expect(hostSession.get()).toMatchObject({ shops: [], onboarding: true });
    finishOnboarding();
    expect(hostSession.get().onboarding).toBe(false);
  });

  it('does not start for a user with shops', async () => {
    storeToken();
    api = signedInApi();
    await restoreSession('/dashboard');
    expect(hostSession.get().onboarding).toBe(false);
  });
});

describe('signInAfterSignup (spec 000 §4)', () => {
  it('stores the credentials at once, and after the delay starts the session and goes to /', async () => {
    api = signedInApi({ 'GET /api/users/u1/shops': { shops: [], count: 0 } });
    const done = signInAfterSignup({ token: 'token-new', userId: 'u1' }, 30);
    expect(localStorage.getItem('token')).toBe('token-new');
    expect(topics.auth.current() ?? null).toBeNull();
    expect(api.requests).toHaveLength(0);
    await done;
    expect(topics.auth.current()).toEqual({ token: 'token-new', userId: 'u1' });
    expect(navigations).toEqual(['/']);
    expect(api.calls('GET /api/users/u1')).toHaveLength(1);
    expect(api.calls('GET /platform-plans')).toHaveLength(1);
    expect(api.calls('GET /api/users/u1/shops')).toHaveLength(1);
    expect(hostSession.get().onboarding).toBe(true);
  });

  it('does nothing if the merchant logged out meanwhile', async () => {
    api = signedInApi();
    const done = signInAfterSignup({ token: 'token-new', userId: 'u1' }, 30);
    logout();
    navigations = [];
    await done;
    expect(topics.auth.current()).toBeNull();
    expect(navigations).toEqual([]);
    expect(api.requests).toHaveLength(0);
  });
});

describe('after a password change', () => {
  it('stores and publishes the new token, keeping the user id', async () => {
    storeToken();
    api = signedInApi();
    await restoreSession('/my-account');
    replaceSessionToken('token-2');
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(localStorage.getItem('userId')).toBe('u1');
    expect(topics.auth.current()).toEqual({ token: 'token-2', userId: 'u1' });
  });

  it('publishes an updated user only for the signed-in user', async () => {
    storeToken();
    api = signedInApi();
    await restoreSession('/my-account');
    publishUpdatedUser(testUser('someone-else'));
    expect(topics.user.current()?._id).toBe('u1');
    publishUpdatedUser(testUser('u1', { name: { given: 'Hana', family: 'Ngata' } }));
    expect(topics.user.current()?.name.given).toBe('Hana');
  });
});

describe('a 401 anywhere signs out (issue 8)', () => {
  async function signedInOn(path: string) {
    storeToken();
    localStorage.setItem('shopId', 's-alpha');
    api = signedInApi();
    window.history.pushState(null, '', path);
    await restoreSession(path);
    afterTest.push(listenToRemotes());
    toasts.length = 0;
  }

  it("a remote's call answered 401 with the current token: storage cleared, signed out, one toast, /login with the way back", async () => {
    await signedInOn('/shop/orders?tab=pending');
    topics.authRejected.emit({ token: 'token-1' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('shopId')).toBeNull();
    expect(topics.auth.current()).toBeNull();
    expect(topics.user.current()).toBeNull();
    expect(topics.shop.current()).toBeNull();
    expect(navigations).toEqual([`/login?next=${encodeURIComponent('/shop/orders?tab=pending')}`]);
    expect(toasts).toEqual([{ status: 'error', title: MESSAGES.sessionEnded, duration: ERROR_TOAST_MS }]);

    // Every other call of the dead session fails too: still one toast, one navigation.
    topics.authRejected.emit({ token: 'token-1' });
    topics.authRejected.emit({ token: 'token-1' });
    expect(toasts).toHaveLength(1);
    expect(navigations).toHaveLength(1);
  });

  it('an admin signed out for inactivity: no error toast, the sign-in page says why', async () => {
    await signedInOn('/admin/users');
    topics.authRejected.emit({ token: 'token-1', message: SIGNED_OUT_IDLE_MESSAGE });
    expect(topics.auth.current()).toBeNull();
    expect(navigations).toEqual([`/login?next=${encodeURIComponent('/admin/users')}&signedOut=idle`]);
    expect(toasts).toEqual([]);
  });

  it('a 401 for a token that is no longer the session’s (an older one) changes nothing', async () => {
    await signedInOn('/dashboard');
    topics.authRejected.emit({ token: 'some-older-token' });
    expect(topics.auth.current()).toEqual({ token: 'token-1', userId: 'u1' });
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(navigations).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
