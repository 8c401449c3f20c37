import type { BrowserContext, Page } from 'playwright-core';
import { type ApiInit, callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import {
  ADMIN,
  controlPinnedApi,
  MERCHANT,
  type OpenedBrowser,
  openBrowser,
  pinPageClock,
  signIn,
  startPinnedStack,
} from '../support/browser';

/**
 * The live orders screen and the customer pages against a stack pinned at Tuesday 11:00 NZDT (the API's
 * clock starts there and ticks on; every page's clock too), so the demo shop is open and "today" is known whatever
 * the wall clock says. Orders are placed through the real intake (a guest at the web store).
 *
 * The outage is real: the pinned stack's API process is stopped for 5 s and started again on the same port and data,
 * its clock restarted at the instant it had reached (`controlPinnedApi`). Only this file uses the pinned stack while it
 * runs (every journey that needs one starts its own), so the restart cannot touch another journey.
 */
const PINNED = '2026-11-24T11:00:00+13:00';
/**
 * Chrome's own autoplay policy for Web Audio (its default on desktop, said here so no build's default matters): a page's
 * AudioContext stays suspended until the page has had a click or a key. Not `user-gesture-required`: Chromium applies
 * that one to Web Audio only in cross-origin frames, so under it a page's sound starts with no click at all.
 */
const SOUND_BLOCKED = ['--autoplay-policy=document-user-activation-required'];

interface Target {
  url: string;
  apiUrl: string;
}
interface Product {
  _id: string;
  name: string;
  enabled?: boolean;
  stock?: number;
}
interface OptionSet {
  _id: string;
  type: string;
  minSelection?: number;
  values: { _id: string }[];
}

let target: Target;
let startedAt = 0;
let token = '';
let shopId = '';
let product: { id: string; options: { option: string; values: string[] }[] };
const opened: OpenedBrowser[] = [];

/** The pinned API's "now": where it started plus the time that has passed since. */
const apiNow = () => Date.parse(PINNED) + (Date.now() - startedAt);

const api = <T>(path: string, init: ApiInit = {}) => callApi<T>(path, init, target.apiUrl);

/** A guest's ASAP pickup through the intake, as the web store sends it. Returns the order id and its number. */
async function placeOrder(
  name = 'Aroha Guest',
  pickupInMinutes = 10,
): Promise<{ id: string; number: string; createdAt: string; sentAt: number; answeredAt: number }> {
  const guest = await api<{ token: string }>('/guests', { method: 'POST', body: { name, email: 'aroha.guest@example.com' } });
  expect(guest.status).toBe(201);
  const sentAt = Date.now();
  const placed = await api<{ order: { _id: string; createdAt: string }; message?: string }>(`/api/shops/${shopId}/orders`, {
    method: 'POST',
    token: guest.body.token,
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    body: {
      orderType: 'pickup',
      origin: 'web',
      pickupType: 'dynamic',
      pickupTime: new Date(apiNow() + pickupInMinutes * 60_000).toISOString(),
      lineItems: [{ product: product.id, quantity: 1, options: product.options }],
      payment: { method: 'card' },
    },
  });
  if (placed.status !== 201 && placed.status !== 200) throw new Error(`intake refused: ${placed.status} ${placed.body.message}`);
  const id = placed.body.order._id;
  const answeredAt = Date.now();
  return {
    id,
    number: `#${id.replace(/-/g, '').slice(-6).toUpperCase()}`,
    createdAt: placed.body.order.createdAt,
    sentAt,
    answeredAt,
  };
}

async function orderStatus(orderId: string): Promise<string> {
  const list = await api<{ orders: { _id: string; status: string }[] }>(
    `/api/shops/${shopId}/orders?dateRange=day&options=${encodeURIComponent('{"limit":1000}')}`,
    { token },
  );
  return list.body.orders.find((order) => order._id === orderId)?.status ?? 'missing';
}

/**
 * A signed-in merchant's browser on the orders screen, its page clock at the API's, started without autoplay
 * permission; `window.__chimes` counts chimes (each chime starts two oscillators).
 */
async function ordersScreen(who = MERCHANT, path = '/shop/orders'): Promise<{ page: Page; context: BrowserContext }> {
  const browser = await openBrowser({ args: SOUND_BLOCKED });
  opened.push(browser);
  await pinPageClock(browser.context, apiNow());
  await browser.context.addInitScript(() => {
    const w = window as unknown as { __chimes: number; AudioContext: typeof AudioContext };
    w.__chimes = 0;
    const original = w.AudioContext.prototype.createOscillator;
    w.AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      w.__chimes += 0.5;
      return original.call(this);
    };
  });
  await signIn(browser.page, who, target.url);
  await browser.page.goto(`${target.url}${path}`);
  return browser;
}

const chimes = (page: Page) => page.evaluate(() => (window as unknown as { __chimes: number }).__chimes);
const row = (page: Page, number: string) => page.getByTestId('order-row').filter({ hasText: number });

async function markAllSeen() {
  const list = await api<{ orders: { _id: string; seen: boolean; status: string }[] }>(
    `/api/shops/${shopId}/orders?status=pending&dateRange=year&options=${encodeURIComponent('{"limit":9999}')}`,
    { token },
  );
  for (const order of list.body.orders.filter((candidate) => !candidate.seen))
    await api(`/api/orders/${order._id}/seen`, { method: 'PUT', token });
}

beforeAll(async () => {
  target = await startPinnedStack(PINNED);
  startedAt = Date.now();
  const login = await api<{ token: string; userId: string }>('/login', {
    method: 'POST',
    body: { username: MERCHANT.email, password: MERCHANT.password },
  });
  token = login.body.token;
  // the shop the host opens first: the merchant's first by name
  const shops = await api<{ shops: { _id: string }[] }>(
    `/api/users/${login.body.userId}/shops?options=${encodeURIComponent('{"sort":"name.normal","limit":1000}')}`,
    { token },
  );
  shopId = shops.body.shops[0]?._id ?? '';
  expect((await api(`/api/shops/${shopId}/accepting-orders/accepting`, { method: 'PUT', token })).status).toBe(200);
  const menu = await api<{ categories: { options: (OptionSet | string)[]; products: (Product | string)[] }[] }>(
    `/api/shops/${shopId}/categories?options=${encodeURIComponent(JSON.stringify({ populate: ['options', 'products'] }))}`,
    { token },
  );
  // a product that is on sale, with the first value of each option set that needs one
  for (const category of menu.body.categories) {
    const found = category.products.find(
      (candidate): candidate is Product => typeof candidate === 'object' && candidate.enabled !== false && candidate.stock !== 0,
    );
    if (!found) continue;
    const sets = category.options.filter((set): set is OptionSet => typeof set === 'object');
    const options = sets
      .filter((set) => set.type === 'wheel' || (set.type === 'multi' && (set.minSelection ?? 0) > 0))
      .map((set) => ({ option: set._id, values: set.values.slice(0, Math.max(1, set.minSelection ?? 1)).map((v) => v._id) }));
    product = { id: found._id, options };
    break;
  }
  // every order already waiting has been seen, so a chime now can only be the new order's
  await markAllSeen();
}, 300_000);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((browser) => browser.close()));
});

describe('orders screen (pinned Tuesday 11:00 NZDT)', () => {
  it('without autoplay permission the sound badge fails until armed; then an intake order appears and chimes', async () => {
    const { page } = await ordersScreen();
    await page.getByTestId('orders-status-bar').waitFor();
    await page
      .getByTestId('badge-connected')
      .filter({ hasText: /^Connected$/ })
      .waitFor();
    expect(await page.getByTestId('badge-sound').textContent()).toBe('Sound off');
    await page.getByTestId('arm-banner').waitFor();
    await page.getByRole('switch', { name: 'Sound and screen on this device' }).click();
    await page.getByTestId('badge-sound').filter({ hasText: 'Sound on' }).waitFor();
    expect(await page.getByTestId('arm-banner').count()).toBe(0);
    const afterTestChime = await chimes(page);
    expect(afterTestChime).toBeGreaterThanOrEqual(1); // the test chime on arming
    expect(await axeViolations(page, 'orders screen')).toEqual([]);

    // The new order is on screen and chimes within 1 s of the intake's answer. Both are timed here, from the
    // moment this process has the intake's 201 to the moment Playwright sees the row / the chime counter move (its
    // round trips and the 50 ms polling count against the page: an upper bound). The waits allow 15 s so that a slow
    // screen fails on the measured interval, not on a time-out; 15 s is also far inside the 60 s refresh, so only the
    // live stream can bring the order.
    const chimed = page
      .waitForFunction((before) => (window as unknown as { __chimes: number }).__chimes > before, afterTestChime, {
        timeout: 15_000,
        polling: 50,
      })
      .then(() => Date.now());
    const { number, answeredAt } = await placeOrder();
    await row(page, number).waitFor({ timeout: 15_000 });
    const onScreenMs = Date.now() - answeredAt;
    const chimeMs = (await chimed) - answeredAt;
    expect(onScreenMs).toBeLessThanOrEqual(1000);
    expect(chimeMs).toBeLessThanOrEqual(1000);
    await row(page, number).getByTestId('unseen-marker').waitFor();
    // the area and the venue name the tab, the unseen count in front
    expect(await page.title()).toBe('(1) Orders · Harbourside Espresso Bar');
  });

  it('no missed order on any page: armed on Orders, an order placed while on Menu toasts and counts within 2 s, chimes, links to it', async () => {
    await markAllSeen();
    const { page } = await ordersScreen();
    await page
      .getByTestId('badge-connected')
      .filter({ hasText: /^Connected$/ })
      .waitFor();
    await page.getByRole('switch', { name: 'Sound and screen on this device' }).click();
    await page.getByTestId('badge-sound').filter({ hasText: 'Sound on' }).waitFor();
    // to Menu in the same tab: the host's one live connection (and this device's sound) stays
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: /^Menu/ }).click();
    await page.waitForURL('**/shop/menu**');
    const before = await chimes(page);
    // the page stamps when the toast and the badge appear, so what is timed is the page, not Playwright's round trips on
    // a loaded machine; its clock is pinned (it reads the API's time), so its offset from this process's is measured
    const askedAt = Date.now();
    const pageNow = await page.evaluate(() => {
      const w = window as unknown as { __shownAt: { toast?: number; badge?: number } };
      w.__shownAt = {};
      new MutationObserver(() => {
        if (
          w.__shownAt.toast === undefined &&
          document.querySelector('[data-part="title"]')?.textContent?.startsWith('New order #')
        )
          w.__shownAt.toast = Date.now();
        if (w.__shownAt.badge === undefined && document.querySelector('[data-testid="orders-nav-badge"]')?.textContent === '1')
          w.__shownAt.badge = Date.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      return Date.now();
    });
    const pageAhead = pageNow - (askedAt + Date.now()) / 2;

    const { id, number, answeredAt } = await placeOrder('Menu Guest');
    await page.getByText(new RegExp(`^New order ${number} · NZ\\$[\\d,]+\\.\\d{2}$`)).waitFor({ timeout: 15_000 });
    await nav.getByTestId('orders-nav-badge').filter({ hasText: /^1$/ }).waitFor({ timeout: 15_000 });
    const shownAt = await page.evaluate(() => (window as unknown as { __shownAt: { toast: number; badge: number } }).__shownAt);
    expect(shownAt.toast - pageAhead - answeredAt).toBeLessThanOrEqual(2000);
    expect(shownAt.badge - pageAhead - answeredAt).toBeLessThanOrEqual(2000);
    expect(await page.title()).toMatch(/^\(1\) /);
    await page.waitForFunction((count) => (window as unknown as { __chimes: number }).__chimes > count, before, {
      timeout: 5000,
      polling: 50,
    });
    expect(page.url()).toContain('/shop/menu');

    // the toast links to the order
    await page.getByRole('link', { name: 'Open order' }).click();
    await page.waitForURL(`**/shop/orders?order=${id}`);
    // the orders screen mounted again reloads at once (it missed frames while away), not at its next refresh
    await page.getByTestId('order-detail').filter({ hasText: number }).waitFor({ timeout: 10_000 });
  });

  it('after a reload a device still armed shows the sound banner on every page, until its one button turns sound back on', async () => {
    const { page } = await ordersScreen();
    await page.getByRole('switch', { name: 'Sound and screen on this device' }).click();
    await page.getByTestId('badge-sound').filter({ hasText: 'Sound on' }).waitFor();
    // A new document of the same tab, untouched: the browser wants a click before it plays sound. Every Playwright call
    // into the page (a locator's polling too) runs as a user gesture (CDP `userGesture`), which would count as that
    // click; so nothing looks into the page until the host's live piece has decided — it opens the order stream
    // right after its first render, where this device's sound is tried without a click.
    const untouched = async (load: () => Promise<unknown>) => {
      const stream = page.waitForRequest((request) => request.url().endsWith('/order-events'));
      await load();
      await stream;
    };
    await untouched(() => page.reload());
    await page.getByTestId('sound-banner').waitFor();
    expect(await page.getByTestId('badge-sound').textContent()).toBe('Sound blocked');
    await untouched(() => page.goto(`${target.url}/shop/menu`));
    const banner = page.getByTestId('sound-banner');
    await banner.waitFor();
    expect(await banner.getByRole('button').allTextContents()).toEqual(['Turn sound back on']);
    expect(await chimes(page)).toBe(0);
    await banner.getByRole('button', { name: 'Turn sound back on' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await chimes(page)).toBeGreaterThanOrEqual(1); // the test chime: the browser plays sound again
  });

  it('reject only from pending; items only once accepted; accept → items done → complete moves it to COMPLETED', async () => {
    const { number, id } = await placeOrder('Mere Guest');
    const { page } = await ordersScreen();
    await row(page, number).click();
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    expect(await axeViolations(page, 'order detail')).toEqual([]);
    expect(await detail.getByRole('button', { name: 'Reject' }).isEnabled()).toBe(true);
    expect(await detail.getByRole('button', { name: 'Complete' }).isEnabled()).toBe(false);
    await detail
      .getByRole('button', { name: /^Done /, pressed: false })
      .first()
      .click();
    await page.getByTestId('accept-first').filter({ hasText: 'Please accept order to allow item status update' }).waitFor();
    expect(await orderStatus(id)).toBe('pending');

    await detail.getByRole('button', { name: 'Accept' }).click();
    await detail.getByTestId('order-status').filter({ hasText: 'Accepted' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Reject' }).isEnabled()).toBe(false);
    // the lines still to do: each toggle keeps its name ("Done <product>") and says its state with aria-pressed
    const items = detail.getByRole('button', { name: /^Done /, pressed: false });
    for (let left = await items.count(); left > 0; left -= 1) {
      await items.first().click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="order-detail"] button[aria-pressed="false"]').length < n,
        left,
      );
    }
    await detail.getByRole('button', { name: 'Complete' }).click();
    await page.getByText('Select an order to see its details.').waitFor();
    expect(await orderStatus(id)).toBe('completed');
    await page.getByRole('tab', { name: 'COMPLETED' }).click();
    await row(page, number).waitFor();
    expect(await row(page, number).textContent()).toContain('Completed');
  });

  it('R asks for a reason; reject refunds the card payment in full: the toast, the refunded state and the e-mail say so', async () => {
    const { number, id } = await placeOrder('Rawiri Guest');
    const { page } = await ordersScreen();
    await row(page, number).click();
    const detail = page.getByTestId('order-detail');
    await detail.getByText(`Order ${number}`).waitFor();
    await page.keyboard.press('r');
    const dialog = page.getByRole('alertdialog', { name: `Reject order ${number}?` });
    await dialog.waitFor();
    expect(page.url()).toContain('section=reject');
    expect(await dialog.textContent()).toMatch(/NZ\$[\d.]+ goes back to the customer's card/);
    // no reason, no reject
    await dialog.getByRole('button', { name: 'Reject and refund' }).click();
    await dialog.getByText('Please give a reason').waitFor();
    expect(await orderStatus(id)).toBe('pending');
    await dialog.getByLabel('Reason', { exact: true }).selectOption('Out of stock');
    await dialog.getByLabel('More for the customer (optional)').fill('oat milk ran out');
    expect(await axeViolations(page, 'reject dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject and refund' }).click();
    await page
      .getByText(new RegExp(`Order ${number} rejected · NZ\\$[\\d.]+ refunded to the card`))
      .first()
      .waitFor();
    expect(await orderStatus(id)).toBe('rejected');

    await page.getByRole('tab', { name: 'COMPLETED' }).click();
    await row(page, number).click();
    await detail
      .getByTestId('refund-state')
      .filter({ hasText: /^Refunded in full/ })
      .waitFor();
    expect(await detail.textContent()).toContain('Out of stock: oat milk ran out');
    const outbox = await api<{ mails: { to: string; subject: string; text: string }[] }>(
      `/dev/outbox?to=${encodeURIComponent('aroha.guest@example.com')}`,
    );
    const mail = outbox.body.mails.find((candidate) => candidate.subject.includes(`${number.slice(1)} `));
    expect(mail?.subject).toContain('was declined and refunded');
    expect(mail?.text).toContain('Reason: Out of stock: oat milk ran out');
  });

  it('two devices accept the same order: one wins, the other says it was already accepted and shows what is true', async () => {
    const { id, number } = await placeOrder('Tama Guest');
    const [first, second] = await Promise.all([
      ordersScreen(MERCHANT, `/shop/orders?order=${id}`),
      ordersScreen(MERCHANT, `/shop/orders?order=${id}`),
    ]);
    const accept = (page: Page) => page.getByTestId('order-detail').getByRole('button', { name: 'Accept' });
    await Promise.all([accept(first.page).waitFor(), accept(second.page).waitFor()]);
    // Both PUTs are held until both devices have sent theirs, then released together: otherwise, on a slow machine,
    // the first acceptance reaches the second screen by the live stream before its click lands, its Accept button is
    // already disabled and there is no race left to test.
    let release!: () => void;
    const bothSent = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    for (const { page } of [first, second]) {
      await page.route(`**/api/orders/${id}/accepted`, async (route) => {
        held += 1;
        if (held === 2) release();
        await bothSent;
        await route.continue();
      });
    }
    await Promise.all([accept(first.page).click(), accept(second.page).click()]);
    await bothSent;
    const refused = async (page: Page) => {
      try {
        await page.getByText('This order was already accepted').first().waitFor({ timeout: 5000 });
        return true;
      } catch {
        return false;
      }
    };
    const outcomes = await Promise.all([refused(first.page), refused(second.page)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    for (const { page } of [first, second]) await page.getByTestId('order-status').filter({ hasText: 'Accepted' }).waitFor();
    expect(await orderStatus(id)).toBe('accepted');
    expect(await row(first.page, number).count()).toBe(1);
  });

  it('the API killed for 5 s: "Connection lost — retrying" shows, and an order placed right after it returns appears', async () => {
    const { page } = await ordersScreen();
    await page
      .getByTestId('badge-connected')
      .filter({ hasText: /^Connected$/ })
      .waitFor();
    // the real outage: the pinned API process is stopped (the host answers 502 for /api meanwhile) …
    opened.at(-1)?.allowConsoleErrors(/status of 502 \(Bad Gateway\)/);
    await controlPinnedApi('stop');
    const stoppedAt = apiNow();
    try {
      await page.getByTestId('connection-banner').filter({ hasText: 'Connection lost — retrying' }).waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('badge-connected').textContent()).toBe('Disconnected');
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + 5000 - apiNow())));
    } finally {
      // … and started again on the same port and data, its clock carrying on from where it was
      await controlPinnedApi('start', new Date(apiNow()).toISOString());
    }
    const { number, createdAt, sentAt, answeredAt } = await placeOrder('Hemi Guest');
    // the restarted API's clock began at CLOCK_START only once its process was up (seconds later): take its "now" from
    // the order it just stamped, so the next journeys' expectations (the pause's resume time) agree with it again
    startedAt = (sentAt + answeredAt) / 2 - (Date.parse(createdAt) - Date.parse(PINNED));
    // the stream comes back (its retry grows to at most 10 s) and replays what it missed
    await row(page, number).waitFor({ timeout: 20_000 });
    await page
      .getByTestId('badge-connected')
      .filter({ hasText: /^Connected$/ })
      .waitFor();
    expect(await page.getByTestId('connection-banner').count()).toBe(0);
    // the API's start-up (open the database, migrate) comes on top of the usual steps on a loaded machine
  }, 180_000);

  it('pause for 30 min: "Paused — resumes at <API time + 30 min>" and the intake refuses; the switch takes orders again', async () => {
    const { page } = await ordersScreen();
    const venueClock = (at: number) =>
      new Intl.DateTimeFormat('en-au', {
        timeZone: 'Pacific/Auckland',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
    const before = apiNow();
    await page.getByRole('button', { name: 'Pause for 30 min' }).click();
    const label = page.getByTestId('pause-label');
    await label.waitFor();
    const after = apiNow();
    const possible = new Set([before, after].map((at) => `Paused — resumes at ${venueClock(at + 30 * 60_000)}`));
    expect(possible).toContain(await label.textContent());
    await expect(placeOrder('Paused Guest')).rejects.toThrow(/409/);
    await page.getByRole('switch', { name: /accepting orders/i }).click();
    await page
      .getByRole('switch', { name: /accepting orders/i })
      .filter({ hasText: /^Accepting orders$/ })
      .waitFor();
    expect(await label.count()).toBe(0);
    await placeOrder('Back Guest');
  });
});

describe('open orders and phones', () => {
  /** Open orders of the shop placed before the venue's today, as the API lists them with dateRange all. */
  async function openOrdersBeforeToday() {
    const todayStart = Date.parse(
      `${new Date(apiNow()).toLocaleDateString('sv-SE', { timeZone: 'Pacific/Auckland' })}T00:00:00+13:00`,
    );
    const all = await api<{ orders: { _id: string; createdAt: string; status: string }[] }>(
      `/api/shops/${shopId}/orders?status=pending,accepted&dateRange=all&options=${encodeURIComponent('{"limit":9999}')}`,
      { token },
    );
    expect(all.status).toBe(200);
    return { todayStart, earlier: all.body.orders.filter((order) => Date.parse(order.createdAt) < todayStart) };
  }

  it('an open order placed yesterday is on the PENDING list (the spec default "today" would have hidden it)', async () => {
    // yesterday, for real: the pinned API restarted with its clock a day back takes the order through the intake …
    const today = apiNow();
    await controlPinnedApi('stop');
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    try {
      await controlPinnedApi('start', new Date(today - 24 * 3_600_000).toISOString());
      // for pickup today: 10 minutes after today's pinned "now" (placeOrder's clock is this file's, not the API's)
      placed = await placeOrder('Yesterday Guest', 10);
    } finally {
      // … then carries on from today as before (its "now" taken from the order it stamps, as after the outage above)
      await controlPinnedApi('stop');
      await controlPinnedApi('start', new Date(apiNow()).toISOString());
    }
    const check = await placeOrder('Today Guest');
    startedAt = (check.sentAt + check.answeredAt) / 2 - (Date.parse(check.createdAt) - Date.parse(PINNED));
    const { todayStart } = await openOrdersBeforeToday();
    expect(Date.parse(placed.createdAt)).toBeLessThan(todayStart);
    expect(await orderStatus(placed.id)).toBe('missing'); // the spec's "today" list does not have it …
    const { page } = await ordersScreen();
    const yesterday = row(page, placed.number);
    await yesterday.waitFor(); // … the PENDING tab does
    await row(page, check.number).waitFor();
    // COMPLETED: today by default; the picker's choice is in the URL
    await page.getByRole('tab', { name: 'COMPLETED' }).click();
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'This week' });
    await page.waitForURL(/range=week/);
    await markAllSeen();
  }, 120_000);

  it('at 390 px an order opens as its own view (?order=ID, kept on reload); Back returns to the list where it was', async () => {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 }, args: SOUND_BLOCKED });
    opened.push(browser);
    const { page } = browser;
    await pinPageClock(browser.context, apiNow());
    await signIn(page, MERCHANT, target.url);
    await page.goto(`${target.url}/shop/orders`);
    const rows = page.getByTestId('order-row');
    await rows.first().waitFor();
    const count = await rows.count();
    const chosen = rows.nth(Math.min(count - 1, 5));
    const id = await chosen.getAttribute('data-order-id');
    await chosen.click();
    await page.waitForURL(new RegExp(`order=${id}`));
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    // its own view: at the top of the screen, not 2,500 px down under the list, and the list is gone
    const back = page.getByRole('button', { name: 'Back to orders' });
    const top = await back.boundingBox();
    expect(top !== null && top.y >= 0 && top.y < 844).toBe(true);
    expect(await page.getByRole('listbox').count()).toBe(0);
    await page.reload();
    await detail.waitFor();
    expect(await page.getByRole('listbox').count()).toBe(0);
    // the on-screen Back goes back to the list entry of this tab's history (the reload kept it)
    await back.click();
    await page.getByRole('listbox', { name: 'PENDING orders' }).waitFor();
    expect(new URL(page.url()).searchParams.has('order')).toBe(false);
    // the browser's Back, from an order opened again, also returns to the list, scrolled where it was
    await chosen.scrollIntoViewIfNeeded();
    const again = await page.evaluate(() => window.scrollY);
    await chosen.click();
    await detail.waitFor();
    await page.goBack();
    await page.getByRole('listbox', { name: 'PENDING orders' }).waitFor();
    expect(new URL(page.url()).searchParams.has('order')).toBe(false);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, again);
    expect(await axeViolations(page, 'orders list at 390 px')).toEqual([]);
  });
});

describe('orders screen details', () => {
  it('a pickup due within 3 minutes blinks (a still highlight under reduced motion); Enter, A and ? work; receipt by e-mail; the docket prints at 80 mm', async () => {
    const { number, id } = await placeOrder('Kiri Guest', 2);
    const { page } = await ordersScreen();
    const due = row(page, number);
    await due.waitFor();
    expect(await due.getAttribute('class')).toContain('order-due-soon');
    expect(await due.evaluate((element) => getComputedStyle(element).animationName)).toBe('order-due-blink');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await due.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    expect(await due.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    await due.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('order-detail');
    await detail.getByText(`Order ${number}`).waitFor();
    await page.keyboard.press('a');
    await detail.getByTestId('order-status').filter({ hasText: 'Accepted' }).waitFor();
    expect(await orderStatus(id)).toBe('accepted');
    // the price breakdown: labelled rows from Subtotal to Total paid that add up, and the payment method in words
    const priceRows = await detail
      .getByTestId('price-breakdown')
      .locator('tr')
      .evaluateAll((rows) =>
        rows.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
      );
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
    expect(priceRows[0]?.[0]).toBe('Subtotal');
    expect(priceRows.at(-1)?.[0]).toBe('Total paid');
    const parts = priceRows.slice(0, -1).reduce((sum, [, amount]) => sum + cents(amount ?? ''), 0);
    expect(parts).toBe(cents(priceRows.at(-1)?.[1] ?? ''));
    expect(await detail.getByText(/^Payment: /).textContent()).toBe('Payment: Card');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Accept the open order');
    expect(await axeViolations(page, 'keyboard shortcuts')).toEqual([]);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    // send receipt: through the mail adapter (the API's dev outbox), and the spec's words on screen
    const address = `receipt-${Date.now()}@example.com`;
    await detail.getByRole('button', { name: 'Send receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Send receipt by email' });
    expect(await receipt.getByLabel('Email address').inputValue()).toBe('aroha.guest@example.com');
    await receipt.getByLabel('Email address').fill(address);
    expect(page.url()).toContain('section=receipt');
    expect(await axeViolations(page, 'receipt dialog')).toEqual([]);
    await receipt.getByRole('button', { name: 'Send receipt' }).click();
    await page.getByText(`Receipt send successfully to ${address}`).first().waitFor();
    const outbox = await api<{ mails: { to: string; subject: string; text: string }[] }>(
      `/dev/outbox?to=${encodeURIComponent(address)}`,
    );
    const mail = outbox.body.mails.find((candidate) => candidate.to.includes(address));
    expect(mail?.subject).toContain(number.slice(1));
    expect(mail?.text).toContain('Subtotal: NZ$');
    expect(mail?.text).toContain('Total paid');
    expect(mail?.text).toMatch(/This receipt was sent at the request of .+ at .+\./);

    await page.emulateMedia({ media: 'print' });
    const docket = page.locator('.kitchen-docket');
    await docket.waitFor();
    expect(await docket.textContent()).toContain(number);
    expect(await docket.textContent()).toContain('Total paid');
    const width = (await docket.boundingBox())?.width ?? 0;
    // 74 mm of printable width on an 80 mm roll (3 mm margins) at 96 px per inch ≈ 280 px
    expect(Math.abs(width - (74 * 96) / 25.4)).toBeLessThan(2);
  });
});

describe('orders screen with 1,000 orders', () => {
  // how fast a selection shows is measured by `pnpm bench` (target ≤ 100 ms); here: it works at that size
  it('a 1,000-order list renders every row, and selecting rows far down shows each one in the detail', async () => {
    // the real list answer, its first order copied 1,000 times (accepted and seen: no chime, no seen calls)
    const browser = await openBrowser();
    opened.push(browser);
    const { page } = browser;
    await page.route('**/api/shops/*/orders?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { orders: Record<string, unknown>[] };
      const model = body.orders[0];
      if (!model) return route.fulfill({ response });
      const orders = Array.from({ length: 1000 }, (_, index) => ({
        ...model,
        _id: `bench000-0000-0000-0000-${String(index).padStart(12, '0')}`,
        status: 'accepted',
        seen: true,
        pickupTime: new Date(apiNow() + (20 + index) * 60_000).toISOString(),
      }));
      await route.fulfill({ response, json: { orders, count: orders.length } });
    });
    await signIn(page, MERCHANT, target.url);
    await page.goto(`${target.url}/shop/orders`);
    await page.getByTestId('order-row').nth(999).waitFor();
    expect(await page.getByTestId('order-row').count()).toBe(1000);
    for (const index of [100, 500, 999]) {
      await page.getByTestId('order-row').nth(index).click();
      await page
        .locator('#order-detail-title')
        .filter({ hasText: `#${String(index).padStart(6, '0')}` })
        .waitFor();
      expect(await page.getByTestId('order-row').nth(index).getAttribute('aria-selected')).toBe('true');
    }
    expect(await page.locator('[data-testid="order-row"][aria-selected="true"]').count()).toBe(1);
  });
});

describe('customer pages per role', () => {
  it('a merchant: Order History and Loyalty, no Contact Details; axe clean', async () => {
    const { page } = await ordersScreen(MERCHANT, '/shop/customers');
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByTestId('table-row').first().waitFor();
    await table.getByTestId('table-row').first().getByRole('link').click();
    await page.getByRole('tab', { name: 'Order History' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Order History', 'Loyalty']);
    await page.getByRole('table', { name: 'Order history' }).getByTestId('table-row').first().waitFor();
    expect(await page.getByTestId('admin-shop-note').count()).toBe(0);
    expect(await axeViolations(page, 'customer order history')).toEqual([]);
    await page.getByRole('tab', { name: 'Loyalty' }).click();
    expect(page.url()).toContain('section=loyalty');
    await page.getByTestId('loyalty-points').waitFor();
    expect(await axeViolations(page, 'customer loyalty')).toEqual([]);
  });

  it('an admin: Contact Details with the roles editor, and the note that order history is for the selected shop; axe clean', async () => {
    const { page } = await ordersScreen(ADMIN, '/shop/customers');
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByTestId('table-row').first().waitFor();
    await table.getByTestId('table-row').first().getByRole('link').click();
    await page.getByRole('tab', { name: 'Contact Details' }).waitFor();
    await page.getByTestId('admin-shop-note').waitFor();
    await page.getByRole('tab', { name: 'Contact Details' }).click();
    expect(page.url()).toContain('section=contact');
    await page.getByRole('form', { name: 'Contact details' }).waitFor();
    await page.getByRole('group', { name: 'Roles' }).waitFor();
    expect(await axeViolations(page, 'customer contact details')).toEqual([]);
  });
});
