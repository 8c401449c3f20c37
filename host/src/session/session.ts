import { getPlatformPlans, getShop, getUser, getUserShops, logoutOnServer } from '@backoffice/api-client';
import {
  ERROR_TOAST_MS,
  isAdmin,
  MESSAGES,
  type PaymentAccount,
  POST_SIGNUP_RELOAD_DELAY_MS,
  ROUTES,
  type Shop,
  SIGNED_OUT_IDLE_MESSAGE,
  type User,
} from '@backoffice/contracts';
import { type AuthState, topics } from '@backoffice/event-bus';
import { loginPathReturningTo } from '../guard/return-path';
import { SIGNED_OUT_IDLE, withSignedOutReason } from '../login/signed-out-reason';
import { chooseShopId } from './choose-shop';
import { hostSession } from './host-session-store';
import { clearAllStorage, readStoredAuth, readStoredShopId, storeAuth, storeShopId } from './storage';

/**
 * The host's session: the one place that turns stored keys and API answers into bus topics. Remotes only ever
 * see the topics (auth, user, shop, session), never storage.
 *
 * Every sign-in/sign-out bumps `generation`, and every shop selection bumps `shopRequest`, so an answer that
 * arrives after the user signed out or picked another shop is dropped instead of overwriting newer state.
 */
let generation = 0;
let shopRequest = 0;
let shopsInFlight: Promise<void> | null = null;
/** Settles once the signed-in user is published (or failed to load): an admin's stored venue may be anyone's. */
let userSettled: Promise<unknown> = Promise.resolve();

/**
 * Spec 000 §4: "no shop loaded" counts as trial-expired — contracts' `isTrialExpired(null)` is true. Written out
 * here because that rule's module needs luxon; session.test.ts keeps the two in step.
 */
function noShopSession(): { trialExpired: boolean } {
  return { trialExpired: true };
}

/**
 * The trial rule with a loaded shop needs luxon, so it loads lazily (./trial.ts), alongside the first shop,
 * never on /login. Fetched in parallel with the shop, so it adds no wait.
 */
function loadTrialRule(): Promise<typeof import('./trial')> {
  return import('./trial');
}

/** Spec 000 §4: "On start, when a token exists, user info and platform plans load; the user's shops load
 * too, except on paths containing /admin/" (an admin looking at another user's shop has no use for their own). */
function needsOwnShops(pathname: string): boolean {
  return !pathname.includes('/admin/');
}

/** Boot: publish what storage holds and, when signed in, load the rest. Resolves when start-up loads settle. */
export function restoreSession(pathname: string): Promise<void> {
  const auth = readStoredAuth();
  if (!auth) {
    publishSignedOut();
    return Promise.resolve();
  }
  return beginSession(auth, pathname);
}

/** After POST /login (or sign-up): remember the credentials and start the session. */
export function signIn(auth: AuthState, pathname: string = ROUTES.dashboard): Promise<void> {
  storeAuth(auth);
  return beginSession(auth, pathname);
}

/**
 * Spec 000 §4: "Sign-up stores token and user id, then after 2 seconds loads the cart, user info and payment
 * sources; the router then goes to /". The credentials are stored at once (a reload meanwhile is signed in); after
 * the delay the session starts — auth published, user info, platform plans and the shops loading (our product has
 * no cart or payment sources) — and the router goes to `/` (the guard takes it on to /dashboard, where onboarding
 * shows). Runs outside any component, so leaving the sign-up page meanwhile does not cancel it. If another
 * account signed in meanwhile, it does nothing.
 */
export function signInAfterSignup(auth: AuthState, delayMs: number = POST_SIGNUP_RELOAD_DELAY_MS): Promise<void> {
  storeAuth(auth);
  const gen = generation;
  return new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() => {
    if (gen !== generation || readStoredAuth()?.token !== auth.token) return;
    const started = beginSession(auth, '/');
    topics.navigate.emit('/');
    return started;
  });
}

/**
 * A password change answers a new token and revokes the old one (the API's token version): remember it and
 * publish it, so the next call of the host or any remote carries it. Nothing else of the session changes.
 */
export function replaceSessionToken(token: string): void {
  const auth = topics.auth.current();
  if (!auth) return;
  const next = { ...auth, token };
  storeAuth(next);
  topics.auth.publish(next);
}

/** My Account saved the user: everyone showing the name (user menu, remotes) gets the new one. */
export function publishUpdatedUser(user: User): void {
  if (topics.auth.current()?.userId === user._id) topics.user.publish(user);
}

/** Step 3 of onboarding was left (Verify Now or Skip), or a shop was created some other way. */
export function finishOnboarding(): void {
  if (hostSession.get().onboarding) hostSession.update({ onboarding: false });
}

/**
 * Spec 000 §2: "Logout clears all local storage and goes to /" (the guard then shows /login). First the server ends
 * the session (POST /logout), so a copy of the token stops working too; if that call fails (offline, the API down)
 * the browser signs out all the same.
 */
export async function logout(): Promise<void> {
  if (topics.auth.current()) await logoutOnServer().catch(alreadyHandled);
  endSession();
  topics.navigate.emit('/');
}

/** The server ended every session already (an e-mail change undone): forget this browser's, stay on the page. */
export function endLocalSession(): void {
  endSession();
}

async function beginSession(auth: AuthState, pathname: string): Promise<void> {
  const gen = ++generation;
  shopsInFlight = null;
  hostSession.reset();
  // auth first: the api client takes its bearer from this topic.
  topics.auth.publish(auth);

  const plans = getPlatformPlans().then(
    (list) => {
      if (gen === generation) hostSession.update({ plans: list });
    },
    // The failure toast is already shown by the api client; plans are not worth ending the session for.
    () => undefined,
  );
  const user = getUser(auth.userId).then((u) => {
    if (gen === generation) topics.user.publish(u);
  });
  userSettled = user.catch(() => undefined);
  const shops = needsOwnShops(pathname) ? loadOwnShops() : Promise.resolve();

  // A 401 on start-up means the stored token is dead (expired, revoked, other server): the api client publishes it
  // on `authRejected` and `sessionRejected` starts over at sign-in. Other failures were toasted already.
  await Promise.all([user, shops, plans]).catch(() => undefined);
}

/**
 * Loads the user's shops unless they are loaded or loading. Called at start and whenever the path changes, so
 * an admin who started on /admin/… gets their own shops once they leave the admin pages.
 */
export function ensureOwnShops(pathname: string): void {
  if (!topics.auth.current() || !needsOwnShops(pathname)) return;
  if (hostSession.get().shops !== null || shopsInFlight) return;
  loadOwnShops().catch(alreadyHandled);
}

function loadOwnShops(): Promise<void> {
  if (shopsInFlight) return shopsInFlight;
  const auth = topics.auth.current();
  if (!auth) return Promise.resolve();
  const gen = generation;
  const work = (async () => {
    const { shops } = await getUserShops(auth.userId);
    if (gen !== generation) return;
    hostSession.update({ shops });
    const stored = readStoredShopId();
    const chosen = chooseShopId(shops, stored);
    // An admin working in a merchant's venue (the admin view) keeps it across a reload: the API lets only an admin
    // open a venue that is not theirs. A venue gone meanwhile falls back to their own (its error was toasted).
    if (stored && chosen !== stored && (await storedVenueIsOpenable(gen))) {
      const opened = await selectShop(stored).then(
        () => true,
        () => false,
      );
      if (opened || gen !== generation) return;
    }
    if (chosen) {
      await selectShop(chosen);
    } else {
      // No shop yet: onboarding's case. Spec 000 §4 counts "no shop loaded" as trial-expired.
      hostSession.update({ onboarding: true });
      topics.shop.publish(null);
      topics.session.publish(noShopSession());
    }
  })();
  shopsInFlight = work;
  const clear = () => {
    if (shopsInFlight === work) shopsInFlight = null;
  };
  work.then(clear, clear);
  return work;
}

async function storedVenueIsOpenable(gen: number): Promise<boolean> {
  await userSettled;
  return gen === generation && isAdmin(topics.user.current() ?? null);
}

/**
 * All Shops' "Open" (an admin entering a merchant's venue, through the bus's `openShop`): selected like the
 * switcher does, then the dashboard. The API refuses anyone else (403, toasted by the api client).
 */
export function openShop(shopId: string): void {
  selectShop(shopId).then(() => topics.navigate.emit(ROUTES.dashboard), alreadyHandled);
}

/**
 * Spec 000 §2: selecting a shop stores shopId locally and loads the shop including its payment account.
 * The id goes out at once (shop: null = loading) so every mounted remote starts following it without a reload.
 */
export async function selectShop(shopId: string): Promise<void> {
  const request = ++shopRequest;
  const gen = generation;
  storeShopId(shopId);
  topics.shop.publish({ shopId, shop: null });
  const [{ shop, stripeAccount }, trial] = await Promise.all([getShop(shopId), loadTrialRule()]);
  if (request !== shopRequest || gen !== generation) return;
  publishShop(shop, stripeAccount ?? null, trial.isTrialExpired);
}

/** A remote changed the shop (e.g. renamed it in settings): fetch it again and tell everyone, without a loading gap. */
export async function reloadShop(shopId: string): Promise<void> {
  const request = shopRequest;
  const gen = generation;
  const [{ shop, stripeAccount }, trial] = await Promise.all([getShop(shopId), loadTrialRule()]);
  if (gen !== generation) return;
  rememberShopInList(shop);
  // Only republish when no newer selection happened meanwhile and it still is the current shop.
  if (request === shopRequest && topics.shop.current()?.shopId === shopId) {
    publishShop(shop, stripeAccount ?? null, trial.isTrialExpired);
  }
}

/** Puts a new or changed shop into the switcher's list. */
export function rememberShopInList(shop: Shop): void {
  const shops = hostSession.get().shops;
  if (!shops) return;
  const known = shops.some((s) => s._id === shop._id);
  hostSession.update({ shops: known ? shops.map((s) => (s._id === shop._id ? shop : s)) : [...shops, shop] });
}

/** The shop and its trial flag go out together, so no remote ever sees a shop with another shop's flag. */
function publishShop(shop: Shop, paymentAccount: PaymentAccount | null, isTrialExpired: (shop: Shop) => boolean): void {
  hostSession.update({ paymentAccount });
  rememberShopInList(shop);
  topics.shop.publish({ shopId: shop._id, shop });
  topics.session.publish({ trialExpired: isTrialExpired(shop) });
}

function publishSignedOut(): void {
  topics.auth.publish(null);
  topics.user.publish(null);
  topics.shop.publish(null);
  topics.session.publish(noShopSession());
}

function endSession(): void {
  generation++;
  shopRequest++;
  shopsInFlight = null;
  clearAllStorage();
  hostSession.reset();
  publishSignedOut();
}

/**
 * For background calls whose failure needs nothing more: a 401 reaches `sessionRejected` through the bus, anything
 * else was already toasted by the api client.
 */
export const alreadyHandled = (): void => undefined;

/**
 * A call made with the current token answered 401, from the host or any remote: the session is over. Sign out
 * once (later 401s of the same dead token find no session and do nothing), say so in one toast, and go to /login
 * keeping the way back.
 */
function sessionRejected(token: string, message?: string): void {
  if (topics.auth.current()?.token !== token) return;
  const back = `${window.location.pathname}${window.location.search}`;
  endSession();
  // an admin's session ended for inactivity: the sign-in page says so (login/SignedOutNotice.tsx), no error toast
  if (message === SIGNED_OUT_IDLE_MESSAGE) {
    topics.navigate.emit(withSignedOutReason(loginPathReturningTo(back), SIGNED_OUT_IDLE));
    return;
  }
  topics.toast.emit({ status: 'error', title: MESSAGES.sessionEnded, duration: ERROR_TOAST_MS });
  topics.navigate.emit(loginPathReturningTo(back));
}

/** Remote → host requests about the session. Returns the unsubscribe. */
export function listenToRemotes(): () => void {
  const offShop = topics.shopChanged.on(({ shopId }) => {
    reloadShop(shopId).catch(alreadyHandled);
  });
  const offRejected = topics.authRejected.on(({ token, message }) => sessionRejected(token, message));
  return () => {
    offShop();
    offRejected();
  };
}
