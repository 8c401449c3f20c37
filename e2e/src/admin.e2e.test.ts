import { Secret, TOTP } from 'otpauth';
import type { Page, Request } from 'playwright-core';
import { type Account, createAccount, createShopFor, resetLinkFor } from '../support/accounts';
import { type ApiInit, callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { ADMIN, openBrowser, signIn, stack } from '../support/browser';

/**
 * The admin remote against the real stack (production builds, demo data): a merchant is shown the plain
 * admins-only page and no admin call succeeds; the admin searches (700 ms debounce, seen as one request), pages
 * 15 at a time, opens a user, edits roles, clears the cart, sends a password reset found in the outbox, deletes a
 * shop only after exactly 'confirm delete', transfers a shop away from its owner and sets a payment location; opens a
 * merchant's venue (admin view), sets its order fee % and adds a kiosk there, which the merchant then sees. Every
 * admin screen passes axe (WCAG 2.2 AA). A new admin (never the shared demo one) sets up two-step sign-in and signs in
 * with a code computed here; a code is accepted once, a recovery code signs in once.
 */

const api = <T>(path: string, init: ApiInit = {}) => callApi<T>(path, init);

async function visit(page: Page, path: string) {
  // Client-side navigation, as the user menu's links do.
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
  }, path);
}

async function noViolations(page: Page, screen: string) {
  expect(await axeViolations(page, screen)).toEqual([]);
}

/** The admin list calls (GET /api/users and /api/admin-shops, not a single user's). */
const isListCall = (path: string) => (request: Request) => new URL(request.url()).pathname === path;

/** The authenticator app's side of RFC 6238 as the set-up screen promises it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
const codeAt = (secret: string, step: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: step * PERIOD_MS,
  });

/** A code typed in the last seconds of its step could be checked in the next: wait for a fresh step then (< 3 s). */
async function stepWithTimeToSpare(page: Page): Promise<number> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < 3_000) await page.waitForTimeout(left + 100);
  return stepNow();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

let owner: Account;
let newOwner: Account;
let venueName: string;
let doomedName: string;
let adminToken: string;
let viewOwner: Account;
let viewVenue: string;
let viewVenueId: string;

beforeAll(async () => {
  const tag = Date.now().toString(36);
  // first, so the two venues below stay the newest (the shops journey expects them on top)
  viewOwner = await createAccount(`admin-e2e-view-${tag}`, 'Hine');
  viewVenue = `Admin View Venue ${tag}`;
  viewVenueId = (await createShopFor(viewOwner, viewVenue))._id;
  owner = await createAccount(`admin-e2e-owner-${tag}`, 'Ripeka');
  newOwner = await createAccount(`admin-e2e-new-${tag}`, 'Tamati');
  venueName = `Transfer Venue ${tag}`;
  doomedName = `Doomed Venue ${tag}`;
  await createShopFor(owner, venueName);
  await createShopFor(owner, doomedName);
  const login = await api<{ token: string }>('/login', {
    method: 'POST',
    body: { username: ADMIN.email, password: ADMIN.password },
  });
  adminToken = login.body.token;
});

describe('admin journeys', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  afterEach(async () => {
    await browser?.close();
  });

  it('a merchant at /admin/users sees the plain admins-only page, and no admin call answers 200', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const answered: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/api/users' || path === '/api/admin-shops' || path.includes('audit-log'))
        answered.push({ url: path, status: response.status() });
    });
    await signIn(page, owner);
    for (const path of ['/admin/users', '/admin/shops']) {
      await visit(page, path);
      await page.getByTestId('area-admin').getByRole('heading', { level: 1, name: 'This area is for platform admins' }).waitFor();
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    }
    await noViolations(page, 'admins-only page');
    await page.waitForTimeout(500);
    expect(answered.filter((call) => call.status === 200)).toEqual([]);
  });

  it('users: debounced search, 15 a page, open a user, edit roles, clear cart, send a reset found in the outbox', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (isListCall('/api/users')(request)) listCalls.push(request.url());
    });
    await signIn(page, ADMIN);
    await visit(page, '/admin/users');
    const area = page.getByTestId('area-admin');
    await area.getByRole('heading', { level: 1, name: 'All Users' }).waitFor();
    await area.getByTestId('table-row').first().waitFor();
    expect(await area.getByTestId('table-row').count()).toBe(15);
    await noViolations(page, 'All Users');

    // paging: Next asks for the second page at once
    const beforePaging = listCalls.length;
    await Promise.all([
      page.waitForRequest((request) => isListCall('/api/users')(request) && request.url().includes('skip=15')),
      area.getByRole('button', { name: 'Next' }).click(),
    ]);
    expect(listCalls.length).toBe(beforePaging + 1);

    // search: typing the e-mail key by key (faster than 700 ms apart) asks once, after typing stops
    const beforeSearch = listCalls.length;
    await area.getByRole('searchbox', { name: 'Search users by name or e-mail' }).pressSequentially(owner.email, {
      delay: 20,
    });
    await area.getByRole('link', { name: `Ripeka Tane` }).waitFor();
    await page.waitForTimeout(900);
    expect(listCalls.length).toBe(beforeSearch + 1);
    const searched = new URL(listCalls.at(-1) ?? '');
    expect(searched.searchParams.get('search')).toBe(owner.email);
    expect(searched.searchParams.get('skip')).toBe('0');
    expect(await area.getByTestId('table-row').count()).toBe(1);

    // open the user
    await area.getByRole('link', { name: 'Ripeka Tane' }).click();
    await area.getByRole('heading', { level: 1, name: 'Ripeka Tane' }).waitFor();
    await area.getByTestId('user-header').getByText(owner.email).waitFor();
    await noViolations(page, 'user detail');

    // edit roles
    await area.getByRole('checkbox', { name: 'Beta tester' }).click({ force: true });
    await area.getByRole('button', { name: 'Save roles' }).click();
    await toast(page, 'User details update successful');
    const roles = await api<{ user: { roles: string[] } }>(`/api/users/${owner.userId}`, { token: adminToken });
    expect(roles.body.user.roles.sort()).toEqual(['beta-tester', 'merchant']);

    // clear cart
    await area.getByRole('button', { name: 'Clear cart' }).click();
    const clear = page.getByRole('alertdialog');
    await noViolations(page, 'clear cart confirmation');
    await clear.getByRole('button', { name: 'Clear cart' }).click();
    await toast(page, "Customer's cart cleared");

    // send a password reset: the mail is in the outbox
    await area.getByRole('button', { name: 'Send password reset' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await toast(
      page,
      'Request sent - If the specified email address exist in our records, you should receive a password reset email soon.',
    );
    expect(await resetLinkFor(owner.email)).toContain('/set-new-password?code=');

    // the history shows all three, newest first
    await area.getByTestId('audit-entry').nth(2).waitFor();
    const entries = await area.getByTestId('audit-entry').allTextContents();
    expect(entries[0]).toContain(`Sent a password reset e-mail to ${owner.email}`);
    expect(entries[1]).toContain('Cleared the cart');
    expect(entries[2]).toContain('Changed roles from merchant to merchant, beta-tester');

    // Back returns to the list
    await area.getByRole('button', { name: 'Back' }).click();
    await area.getByRole('heading', { level: 1, name: 'All Users' }).waitFor();
  });

  it("shops: delete only after exactly 'confirm delete', transfer away from the owner, set a location", async () => {
    browser = await openBrowser();
    const { page } = browser;
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await signIn(page, ADMIN);
    await visit(page, '/admin/shops');
    const area = page.getByTestId('area-admin');
    await area.getByRole('heading', { level: 1, name: 'All Shops' }).waitFor();
    await area.getByTestId('table-row').first().waitFor();
    await noViolations(page, 'All Shops');
    // newest first: the two venues made for this run lead the list
    const firstNames = await area
      .getByTestId('table-row')
      .evaluateAll((rows) => rows.slice(0, 2).map((row) => row.querySelector('td')?.textContent ?? ''));
    expect(firstNames.sort()).toEqual([doomedName, venueName].sort());

    // delete: 'confirm  delete' (two spaces) is refused, 'confirm delete' goes through
    await area.getByRole('button', { name: `Delete ${doomedName}` }).click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await noViolations(page, 'delete shop dialog');
    await dialog.getByRole('textbox').fill('confirm  delete');
    await confirm.click();
    await page.waitForTimeout(300);
    expect(deletes).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('textbox').fill('confirm delete');
    await confirm.click();
    await toast(page, 'Shop delete successful');
    expect(deletes).toHaveLength(1);
    await area.getByRole('button', { name: `Delete ${doomedName}` }).waitFor({ state: 'detached' });

    // transfer: search the new owner, pick, confirm
    await area.getByRole('button', { name: `Transfer ${venueName}` }).click();
    const transfer = page.getByTestId('transfer-dialog');
    await transfer.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(newOwner.email);
    await transfer.getByRole('radio', { name: new RegExp(newOwner.email.replace(/[.+]/g, '\\$&')) }).click({ force: true });
    await noViolations(page, 'transfer dialog');
    await transfer.getByRole('button', { name: 'Continue' }).click();
    await transfer.getByTestId('transfer-confirm').waitFor();
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await toast(page, 'Venue transferred successfully');
    // it left the old owner's list (what the host's shop switcher reads) and joined the new owner's
    const oldList = await api<{ shops: { name: { normal: string } }[] }>(`/api/users/${owner.userId}/shops`, {
      token: owner.token,
    });
    expect(oldList.body.shops.map((shop) => shop.name.normal)).toEqual([]);
    const newList = await api<{ shops: { _id: string; name: { normal: string } }[] }>(`/api/users/${newOwner.userId}/shops`, {
      token: newOwner.token,
    });
    expect(newList.body.shops.map((shop) => shop.name.normal)).toEqual([venueName]);
    const venueId = newList.body.shops[0]?._id ?? '';
    expect((await api(`/api/shops/${venueId}`, { token: owner.token })).status).toBe(403);
    await area.getByText(newOwner.email).waitFor();

    // set location: country starts at NZ, all fields required
    await area.getByRole('button', { name: `Set location of ${venueName}` }).click();
    const location = page.getByTestId('location-dialog');
    expect(await location.getByRole('textbox', { name: /Country/ }).inputValue()).toBe('NZ');
    await location.getByRole('button', { name: 'Save location' }).click();
    await location.getByText('Line 1 is required').waitFor();
    await noViolations(page, 'set location dialog');
    await location.getByRole('textbox', { name: /Line 1/ }).fill('12 Quay Street');
    await location.getByRole('textbox', { name: /Line 2/ }).fill('Unit 3');
    await location.getByRole('textbox', { name: /City/ }).fill('Auckland');
    await location.getByRole('textbox', { name: /Post code/ }).fill('1010');
    await location.getByRole('button', { name: 'Save location' }).click();
    await toast(page, 'Payment location set successfully');
    const shop = await api<{ shop: { transactional?: { stripeLocation?: string } } }>(`/api/shops/${venueId}`, {
      token: newOwner.token,
    });
    expect(shop.body.shop.transactional?.stripeLocation).toMatch(/^tml_local_/);

    // the venue's history lists the transfer and the location
    await area.getByRole('button', { name: `History of ${venueName}` }).click();
    const entries = page.getByTestId('audit-entry');
    await entries.nth(1).waitFor();
    expect(await entries.nth(0).textContent()).toContain('Set the payment location');
    expect(await entries.nth(1).textContent()).toContain(`Transferred "${venueName}"`);
  });

  it("admin view: finds a merchant's venue, sets its order fee %, adds a kiosk; the merchant sees both, the log has both", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, ADMIN);
    const banner = page.getByTestId('admin-view-banner');
    const bannerText = `Admin view — ${viewVenue}, owned by Hine Tane`;

    // the switcher searches every venue by owner (the admin's own list has none of the merchant's)
    await page.getByTestId('shop-switcher').click();
    const switcher = page.getByRole('dialog', { name: 'Select a venue' });
    await switcher.getByLabel('Search venues').fill(viewOwner.email);
    await switcher.getByRole('button', { name: new RegExp(viewVenue) }).click();
    await banner.getByText(bannerText).waitFor();
    await noViolations(page, 'admin view banner');

    // All Shops' Open does the same (after going back to the admin's own venue through the switcher)
    await visit(page, '/admin/shops');
    const area = page.getByTestId('area-admin');
    await area.getByRole('searchbox').fill(viewVenue);
    await area.getByRole('button', { name: `Open ${viewVenue}` }).click();
    await page.waitForURL(/\/dashboard$/);
    await banner.getByText(bannerText).waitFor();

    // admin-only settings in the merchant's venue (a reload keeps the admin in it)
    await page.goto(`${stack().url}/shop/settings?section=ordering`);
    const form = page.getByRole('form', { name: 'Ordering', exact: true });
    await form.waitFor();
    await banner.getByText(bannerText).waitFor();
    await form.getByLabel(/Order fee %/).fill('7.5');
    await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.url().endsWith(`/api/shops/${viewVenueId}`) && response.ok(),
      ),
      form.getByRole('button', { name: 'Save' }).click(),
    ]);

    // Add Kiosk (admins only) in the merchant's venue; the prompt found by its field (its dialog role is another matter)
    await visit(page, '/shop/kiosks');
    await page.getByRole('button', { name: 'Add Kiosk' }).click();
    await page.getByLabel('Kiosk name').fill('Admin added kiosk');
    await page.getByRole('button', { name: 'Add Kiosk' }).last().click();
    await page.getByTestId('kiosk-card').filter({ hasText: 'Admin added kiosk' }).waitFor();
    await banner.getByText(bannerText).waitFor();

    // the merchant sees both: the fee through the API (the field is admin only), the kiosk on their Kiosks page
    const theirs = await api<{ shop: { orderingPreferences?: { feePercent?: number } } }>(`/api/shops/${viewVenueId}`, {
      token: viewOwner.token,
    });
    expect(theirs.body.shop.orderingPreferences?.feePercent).toBe(7.5);
    await browser.close();
    browser = await openBrowser();
    await signIn(browser.page, viewOwner);
    await visit(browser.page, '/shop/kiosks');
    await browser.page.getByTestId('kiosk-card').filter({ hasText: 'Admin added kiosk' }).waitFor();
    expect(await browser.page.getByTestId('admin-view-banner').count()).toBe(0);

    // both writes are in the venue's admin log
    const log = await api<{ entries: { action: string; details: { method: string; route: string } }[] }>(
      `/api/shops/${viewVenueId}/audit-log`,
      { token: adminToken },
    );
    expect(log.body.entries.map((entry) => [entry.action, entry.details.method, entry.details.route])).toEqual([
      ['shop.admin-write', 'POST', '/api/kiosks'],
      ['shop.admin-write', 'PUT', '/api/shops/:shopId'],
    ]);
  });
  it('an admin sets up two-step sign-in, then signs in with a code computed here; codes are accepted once', async () => {
    // a new admin: the demo admin signs in without a code in every other journey
    const admin = await createAccount(`admin-e2e-2step-${Date.now().toString(36)}`, 'Aroha');
    await createShopFor(admin, `Two-step Venue ${admin.userId}`);
    const granted = await api(`/api/users/${admin.userId}`, {
      method: 'PUT',
      token: adminToken,
      body: { userInfo: { roles: ['merchant', 'admin'] } },
    });
    expect(granted.status).toBe(200);

    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, admin);
    await page
      .getByRole('button', { name: /user menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
    await page.waitForURL('**/my-account?tab=two-step');

    // set up: the password first, then the QR code and the key as text
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const password = page.getByRole('form', { name: 'Confirm your password' });
    await password.getByLabel('Password').fill(admin.password);
    await password.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('two-step-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    await noViolations(page, 'two-step set-up');

    // confirm with the current code: the ten recovery codes, once
    const enabledStep = await stepWithTimeToSpare(page);
    const turnOn = page.getByRole('form', { name: 'Turn on two-step sign-in' });
    await turnOn.getByLabel('Code from the app').fill(codeAt(secret, enabledStep));
    await turnOn.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const recovery = page.getByTestId('recovery-codes').getByRole('listitem');
    await recovery.first().waitFor();
    expect(await recovery.count()).toBe(10);
    const recoveryCodes = await recovery.allTextContents();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Two-step sign-in is on. 10 of 10 recovery codes left.').waitFor();

    // sign out, sign in again: the password alone is not enough, the code step asks for the app's code
    await page
      .getByRole('button', { name: /user menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const codeField = page.locator('input[autocomplete="one-time-code"]');
    await codeField.waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await noViolations(page, 'two-step code step');
    // the step that turned it on is spent (a code is accepted once): a later one, as the app shows it now or next
    const signInStep = Math.max(await stepWithTimeToSpare(page), enabledStep + 1);
    const signInCode = codeAt(secret, signInStep);
    await codeField.fill(signInCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await visit(page, '/admin/users');
    await page.getByTestId('area-admin').getByRole('heading', { level: 1, name: 'All Users' }).waitFor();

    // the same code again (replay within its window) is refused; a recovery code signs in once
    const challenge = async () => {
      const login = await api<{ mfaRequired?: boolean; mfaToken: string; token?: string }>('/login', {
        method: 'POST',
        body: { username: admin.email, password: admin.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.mfaRequired).toBe(true);
      expect(login.body.token).toBeUndefined();
      return login.body.mfaToken;
    };
    const codeStep = async (code: string) =>
      (await api<{ token?: string }>('/login/mfa', { method: 'POST', body: { mfaToken: await challenge(), code } })).status;
    expect(await codeStep(signInCode)).toBe(401);
    const recoveryCode = recoveryCodes[0] ?? '';
    expect(await codeStep(recoveryCode)).toBe(200);
    expect(await codeStep(recoveryCode)).toBe(401);
  });
});
