import type { Page } from 'playwright-core';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { type ApiInit, callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { MERCHANT, openBrowser, pinPageClock, signIn, startPinnedStack } from '../support/browser';

/**
 * Staff accounts (issue: teams): the owner invites a barista from Settings → Team, the barista follows the link in the
 * mail (the API's local outbox), signs up with the invited address, lands on Orders in the owner's shop, sees only
 * Orders / Customers / Menu, accepts an order placed through the intake (the order then says who accepted it), and
 * gets the no-access screen on Settings' URL. On the pinned stack (Tuesday 11:00 NZDT, the demo shop open), as the
 * orders journey, so the intake takes the order whatever the wall clock says.
 */
const PINNED = '2026-11-24T11:00:00+13:00';

interface Target {
  url: string;
  apiUrl: string;
}
interface Product {
  _id: string;
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
let ownerToken = '';
let shopId = '';
let shopName = '';
let product: { id: string; options: { option: string; values: string[] }[] };
const opened: { close: () => Promise<void> }[] = [];

const apiNow = () => Date.parse(PINNED) + (Date.now() - startedAt);
const api = <T>(path: string, init: ApiInit = {}) => callApi<T>(path, init, target.apiUrl);

async function browserAt(): Promise<Page> {
  const browser = await openBrowser();
  opened.push(browser);
  await pinPageClock(browser.context, apiNow());
  return browser.page;
}

/** The invite link in the mail to `email` (the mail goes out after the answer: poll). */
async function inviteLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await api<{ mails: { to: string; text: string }[] }>(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = res.body.mails
      .filter((mail) => mail.to.includes(email))
      .map((mail) => /https?:\/\/\S+\/invite\/[^\s)>"]+/.exec(mail.text)?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invite mail for ${email} in the outbox`);
}

/** A guest's ASAP pickup through the intake, as the web store sends it. */
async function placeOrder(name: string): Promise<string> {
  const guest = await api<{ token: string }>('/guests', { method: 'POST', body: { name, email: 'team.guest@example.com' } });
  expect(guest.status).toBe(201);
  const placed = await api<{ order: { _id: string }; message?: string }>(`/api/shops/${shopId}/orders`, {
    method: 'POST',
    token: guest.body.token,
    headers: { 'idempotency-key': `e2e-team-${Date.now()}-${Math.random()}` },
    body: {
      orderType: 'pickup',
      origin: 'web',
      pickupType: 'dynamic',
      pickupTime: new Date(apiNow() + 10 * 60_000).toISOString(),
      lineItems: [{ product: product.id, quantity: 1, options: product.options }],
      payment: { method: 'card' },
    },
  });
  if (placed.status !== 201 && placed.status !== 200) throw new Error(`intake refused: ${placed.status} ${placed.body.message}`);
  return placed.body.order._id;
}

beforeAll(async () => {
  target = await startPinnedStack(PINNED);
  startedAt = Date.now();
  const login = await api<{ token: string; userId: string }>('/login', {
    method: 'POST',
    body: { username: MERCHANT.email, password: MERCHANT.password },
  });
  ownerToken = login.body.token;
  // the shop the host opens first: the merchant's first by name
  const shops = await api<{ shops: { _id: string; name: { normal: string } }[] }>(
    `/api/users/${login.body.userId}/shops?options=${encodeURIComponent('{"sort":"name.normal","limit":1000}')}`,
    { token: ownerToken },
  );
  shopId = shops.body.shops[0]?._id ?? '';
  shopName = shops.body.shops[0]?.name.normal ?? '';
  expect((await api(`/api/shops/${shopId}/accepting-orders/accepting`, { method: 'PUT', token: ownerToken })).status).toBe(200);
  const menu = await api<{ categories: { options: (OptionSet | string)[]; products: (Product | string)[] }[] }>(
    `/api/shops/${shopId}/categories?options=${encodeURIComponent(JSON.stringify({ populate: ['options', 'products'] }))}`,
    { token: ownerToken },
  );
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
}, 300_000);

afterAll(async () => {
  await Promise.all(opened.splice(0).map((browser) => browser.close()));
});

describe('a team (pinned Tuesday 11:00 NZDT)', () => {
  it('the owner invites a barista, who joins through the mailed link, sees only their areas, accepts an order and cannot open Settings', async () => {
    const barista = uniqueEmail('barista');

    // the owner: Settings → Team, invite as Staff (the default role)
    const owner = await browserAt();
    await signIn(owner, MERCHANT, target.url);
    await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    const form = owner.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('E-mail').fill(barista);
    expect(await form.getByLabel('Role').inputValue()).toBe('staff');
    await form.getByRole('button', { name: 'Send invite' }).click();
    await owner.getByTestId('team-row').filter({ hasText: barista }).filter({ hasText: 'Invited' }).waitFor();
    expect(await axeViolations(owner, 'Settings → Team')).toEqual([]);

    // the barista: the link from the mail, sign up with the invited address, into the shop's Orders
    const link = new URL(await inviteLinkFor(barista));
    expect(link.pathname).toMatch(/^\/invite\/[^/]+$/);
    const page = await browserAt();
    // the mail's address is the stack's public URL (localhost); the same page on the address this test drives
    await page.goto(`${target.url}${link.pathname}`);
    await page.getByRole('heading', { level: 1, name: `Join ${shopName} as Staff` }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(barista);
    expect(await axeViolations(page, 'invite link page')).toEqual([]);
    await page.getByLabel('First name').fill('Hemi');
    await page.getByLabel('Last name').fill('Barista');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('textbox', { name: 'Repeat password' }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/shop/orders**');
    await page
      .getByTestId('shop-switcher')
      .filter({ hasText: shopName.slice(0, 15) })
      .waitFor();

    // only the staff areas in the side navigation
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    // (Orders carries its unseen-orders badge: "Orders1, 1 new")
    const areas = (await nav.getByRole('link').allTextContents()).map((text) => text.replace(/\d.*$/, ''));
    expect(areas).toEqual(['Customers', 'Menu', 'Orders']);

    // an order from the intake: the barista accepts it, and the order says who did
    const orderId = await placeOrder('Kiri Guest');
    await page.goto(`${target.url}/shop/orders?order=${orderId}`);
    const detail = page.getByTestId('order-detail');
    await detail.getByRole('button', { name: 'Accept' }).click();
    await detail.getByTestId('order-status').filter({ hasText: 'Accepted' }).waitFor();
    await detail.getByText(/Accepted by Hemi Barista/).waitFor();

    // Settings by its URL: the no-access screen, not the page
    await page.goto(`${target.url}/shop/settings`);
    await page.getByTestId('no-access').waitFor();
    expect(await page.getByRole('form', { name: 'Details' }).count()).toBe(0);
  });
});
