import type { Page } from 'playwright-core';
import {
  type Account,
  createAccount,
  createShopFor,
  loginStatus,
  resetLinkFor,
  STRONG_PASSWORD,
  uniqueEmail,
  userStatusWith,
} from '../support/accounts';
import { axeViolations, scrollsSideways } from '../support/axe';
import { openBrowser, signIn, stack } from '../support/browser';

// The spec's words (000 §8, 001 §8), written out here so the test checks the UI against the spec, not itself.
const TOASTS = {
  login: 'Login successful',
  signup: (name: string) => `Sign up successful. Welcome ${name}`,
  password: 'Password update successful',
  userDetails: 'User details update successful',
  resetRequest:
    'Request sent - If the specified email address exist in our records, you should receive a password reset email soon.',
};

const MOBILE = { width: 375, height: 812 };

/** A toast is a status in the notifications region (Chakra's toaster). */
function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/**
 * Holds every POST /api/shops for a moment, so the test can see what shows while a shop is being created: the
 * locking overlay (spec 000 §3) and the 5 px progress bar (every call).
 */
async function slowShopCreation(page: Page) {
  await page.route('**/api/shops', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

async function showsLockingOverlay(page: Page, title: string) {
  await page.getByTestId('locking-overlay').filter({ hasText: title }).waitFor();
  await page.getByTestId('progress-bar').waitFor();
  await page.getByTestId('locking-overlay').waitFor({ state: 'detached' });
}

async function noViolations(page: Page, screen: string) {
  expect(await axeViolations(page, screen)).toEqual([]);
}

describe('shell journeys', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  afterEach(async () => {
    await browser?.close();
  });

  it('names each area and venue in the tab title, and the page has a favicon', async () => {
    const account = await createAccount('titles');
    await createShopFor(account, 'Kōwhai Café — Ōtautahi');
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, account);
    await page.waitForFunction(() => document.title === 'Dashboard · Kōwhai Café — Ōtautahi');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Voucher Manager' }).click();
    await page.waitForFunction(() => /^(\(\d+\) )?Voucher Manager · Kōwhai Café — Ōtautahi$/.test(document.title));
    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      const res = await fetch('/favicon.ico');
      return { linked: link?.getAttribute('href'), status: res.status, type: res.headers.get('content-type') };
    });
    expect(icon).toEqual({ linked: expect.stringMatching(/favicon\.ico$/), status: 200, type: expect.stringMatching(/icon/) });
  });

  it('shows the signed-out pages with scripts off, styled, and a form posted that way comes back as typed (but the password)', async () => {
    browser = await openBrowser({ javaScriptEnabled: false });
    const { page } = browser;
    for (const [path, heading, field] of [
      ['/login', 'Sign in', 'Email'],
      ['/signup', 'Sign up', 'First name'],
      ['/password-reset', 'Reset your password', 'Email'],
      ['/set-new-password?code=abc', 'Choose a new password', 'New password'],
    ] as const) {
      await page.goto(`${stack().url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByLabel(field).first().waitFor();
      expect(await page.title()).toBe(`${heading} · Venue Back-office`);
    }
    await page.goto(`${stack().url}/login`);
    // Chakra's styles arrived with the page (the critical CSS under the page's nonce): the button is drawn as a button
    const button = page.getByRole('button', { name: 'Sign In' });
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.getByLabel('Email').fill('merchant@example.com');
    await page.getByLabel('Password').fill('typed before the scripts');
    await button.click();
    await page.waitForLoadState();
    expect(await page.getByLabel('Email').inputValue()).toBe('merchant@example.com');
    // the password is typed again (never written into a page)
    expect(await page.getByLabel('Password').inputValue()).toBe('');
  });

  it('keeps what was typed into the drawn sign-in form before its scripts arrived, and signs in with it', async () => {
    browser = await openBrowser();
    const { page } = browser;
    // the host's entry held back until the form has been filled in, as on a slow phone
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    // 'commit': a deferred script holds DOMContentLoaded back, and the page is usable before it
    await page.goto(`${stack().url}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('merchant@example.com');
    await page.getByLabel('Password').fill('merchant123');
    release();
    // React has taken the drawn page over (hydration): its root container is on #root
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    expect(await page.getByLabel('Email').inputValue()).toBe('merchant@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('signs up, goes through the three onboarding steps and lands on the dashboard of the new venue', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const email = uniqueEmail('signup');
    const venue = `Kai Cart ${Date.now() % 100000}`;

    await page.goto(`${stack().url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await noViolations(page, '/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
    await noViolations(page, '/signup');
    // nothing filled in: each field says what is missing, and the screen is still accessible
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('First name is required').waitFor();
    await noViolations(page, '/signup with errors');

    await page.getByLabel('First name').fill('Aroha');
    await page.getByLabel('Last name').fill('Ngata');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('textbox', { name: 'Repeat password' }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, TOASTS.signup('Aroha')).waitFor();

    // 2 s later the session starts at / → /dashboard, and the user has no shop: onboarding step 1
    const onboarding = page.getByTestId('onboarding');
    await onboarding.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await noViolations(page, 'onboarding step 1');
    const next = onboarding.getByRole('button', { name: 'Next' });
    await onboarding.getByLabel('Venue name').fill('Ka');
    expect(await next.isDisabled()).toBe(true);
    await onboarding.getByLabel('Venue name').fill(venue);
    await next.click();

    await onboarding.getByRole('heading', { level: 1, name: 'Location' }).waitFor();
    await onboarding.getByLabel('Street address').waitFor();
    await noViolations(page, 'onboarding step 2');
    // Back returns to step 1 with the name kept
    await onboarding.getByRole('button', { name: 'Back' }).click();
    expect(await onboarding.getByLabel('Venue name').inputValue()).toBe(venue);
    await next.click();
    const create = onboarding.getByRole('button', { name: 'Create Venue' });
    expect(await create.isDisabled()).toBe(true);
    await onboarding.getByLabel('Street address').fill('12 Queen Street');
    await onboarding.getByLabel('Suburb').fill('Auckland Central');
    await onboarding.getByLabel('City').fill('Auckland');
    await onboarding.getByLabel('Postcode').fill('1010');
    await slowShopCreation(page);
    await create.click();
    await showsLockingOverlay(page, `Creating ${venue}`);

    await onboarding.getByRole('heading', { level: 1, name: 'Venue Created' }).waitFor();
    await noViolations(page, 'onboarding step 3');
    await onboarding.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/dashboard');
    const area = page.getByTestId('area-reports');
    await area.getByTestId('current-shop-name').filter({ hasText: venue }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('shopId'))).toBeTruthy();
    expect(await page.getByTestId('onboarding').count()).toBe(0);
  });

  it('resets a forgotten password from the e-mail: old password refused, new accepted, old session revoked', async () => {
    const account = await createAccount('reset');
    await createShopFor(account, 'Reset Roasters');
    const oldToken = account.token;
    expect(await userStatusWith(oldToken, account.userId)).toBe(200);

    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${stack().url}/login`);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/password-reset');
    await page.getByRole('button', { name: 'Send request' }).waitFor();
    await noViolations(page, '/password-reset');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send request' }).click();
    await toast(page, TOASTS.resetRequest).waitFor();
    await page.getByTestId('reset-request-sent').filter({ hasText: TOASTS.resetRequest }).waitFor();
    await noViolations(page, '/password-reset sent');

    const link = await resetLinkFor(account.email);
    expect(link.startsWith(`${stack().url}/set-new-password?code=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await noViolations(page, '/set-new-password');
    const newPassword = 'Harakeke-tide-7316';
    const first = page.getByRole('textbox', { name: 'New password' });
    expect(await first.getAttribute('placeholder')).toBe('At least 6 characters');
    expect(await first.getAttribute('minlength')).toBe('6');
    await first.fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    await toast(page, TOASTS.password).waitFor();
    await noViolations(page, '/set-new-password done');

    expect(await loginStatus(account.email, account.password)).toBe(401);
    expect(await loginStatus(account.email, newPassword)).toBe(200);
    expect(await userStatusWith(oldToken, account.userId)).toBe(401);

    // the same link a second time: the server's message, on the page
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password' }).fill('Another-pass-9402');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Another-pass-9402');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('reset-refused').waitFor();
    expect((await page.getByTestId('reset-refused').textContent())?.trim().length).toBeGreaterThan(0);
    await noViolations(page, '/set-new-password refused');

    // without a code: away to the public site (our sign-in page when none is configured)
    await page.goto(`${stack().url}/set-new-password`);
    await page.waitForURL('**/login');

    // and the new password signs in through the page
    await page.getByRole('link', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, TOASTS.login).waitFor();
    await page.waitForURL('**/dashboard');
  });

  it('creates a second shop from the shop modal, then switches back to the first', async () => {
    const account = await createAccount('shops');
    await createShopFor(account, 'First Flat White');
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, account);
    const area = page.getByTestId('area-reports');
    await area.getByTestId('current-shop-name').filter({ hasText: 'First Flat White' }).waitFor();

    await page.getByRole('button', { name: /switch shop/i }).click();
    const select = page.getByRole('dialog', { name: 'Select a venue' });
    await select.getByRole('button', { name: 'First Flat White' }).waitFor();
    await noViolations(page, 'shop selection modal');
    await select.getByRole('button', { name: 'Add New Shop' }).click();
    const create = page.getByRole('dialog', { name: 'Add New Shop' });
    await create.waitFor();
    await noViolations(page, 'create shop modal');
    // blank after trimming: focus stays in Shop Name, nothing is sent
    const name = create.getByLabel('Shop Name');
    await name.fill('   ');
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/shops') posted += 1;
    });
    await create.getByRole('button', { name: 'Create' }).click();
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(posted).toBe(0);
    await noViolations(page, 'create shop modal with a blank name');

    await name.fill('Second Scoop');
    await slowShopCreation(page);
    await create.getByRole('button', { name: 'Create' }).click();
    await showsLockingOverlay(page, 'Creating Second Scoop');
    await area.getByTestId('current-shop-name').filter({ hasText: 'Second Scoop' }).waitFor();
    await page
      .getByRole('button', { name: /switch shop/i })
      .filter({ hasText: 'Second Scoop' })
      .waitFor();
    expect(posted).toBe(1);
    const secondId = await page.evaluate(() => localStorage.getItem('shopId'));

    await page.getByRole('button', { name: /switch shop/i }).click();
    await select.getByRole('button', { name: 'First Flat White' }).click();
    await area.getByTestId('current-shop-name').filter({ hasText: 'First Flat White' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('shopId'))).not.toBe(secondId);
  });

  it('keeps My Account edits after a reload, and changes the password on its tab', async () => {
    const account: Account = await createAccount('account');
    await createShopFor(account, 'Account Bakery');
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, account);
    await toast(page, TOASTS.login).waitFor();
    await page.goto(`${stack().url}/my-account`);
    const contact = page.getByRole('form', { name: 'Contact details' });
    await contact.waitFor();
    expect(await contact.getByLabel('First name').inputValue()).toBe(account.given);
    await noViolations(page, '/my-account contact details');

    await contact.getByLabel('First name').fill('Hinemoa');
    await contact.getByLabel('Last name').fill('Parata');
    await contact.getByLabel('Phone').fill('021 555 0199');
    await contact.getByRole('button', { name: 'Save' }).click();
    await toast(page, TOASTS.userDetails).waitFor();
    await page.getByRole('button', { name: 'Hinemoa P., user menu' }).waitFor();

    await page.reload();
    await contact.waitFor();
    expect(await contact.getByLabel('First name').inputValue()).toBe('Hinemoa');
    expect(await contact.getByLabel('Last name').inputValue()).toBe('Parata');
    expect(await contact.getByLabel('Phone').inputValue()).toBe('21 555 0199');

    await page.getByRole('tab', { name: 'Password Management' }).click();
    await page.waitForURL('**/my-account?tab=password');
    const passwords = page.getByRole('form', { name: 'Password management' });
    await noViolations(page, '/my-account password management');
    await passwords.getByRole('textbox', { name: 'Current password' }).fill('not-my-password-1');
    await passwords.getByRole('textbox', { name: 'New password' }).fill('Pohutukawa-8812');
    await passwords.getByRole('textbox', { name: 'Confirm password' }).fill('Pohutukawa-8812');
    await passwords.getByRole('button', { name: 'Update password' }).click();
    // a refusal about a field shows once, under it, and is not also toasted
    await passwords.getByText('Your current password is incorrect').waitFor();
    expect(await passwords.getByRole('textbox', { name: 'Current password' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Your current password is incorrect').count()).toBe(1);

    await passwords.getByRole('textbox', { name: 'Current password' }).fill(account.password);
    await passwords.getByRole('button', { name: 'Update password' }).click();
    await toast(page, TOASTS.password).waitFor();
    expect(await userStatusWith(account.token, account.userId)).toBe(401);
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored && stored !== account.token).toBe(true);
    expect(await userStatusWith(stored as string, account.userId)).toBe(200);
    // still signed in after a reload, on the same tab
    await page.reload();
    await page.getByRole('tab', { name: 'Password Management', selected: true }).waitFor();
    // the password change ended every other session: this browser is the one device left
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByText('This device').waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(1);
    expect(await loginStatus(account.email, 'Pohutukawa-8812')).toBe(200);
    // Logout ends the session on the server: the token it held answers 401 at once
    await page
      .getByRole('button', { name: /user menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await userStatusWith(stored as string, account.userId)).toBe(401);
  });

  it('at 375 px: every shell screen fits without sideways scrolling, and the hamburger opens and closes the navigation', async () => {
    const account = await createAccount('mobile');
    await createShopFor(account, 'Mobile Munchies');
    browser = await openBrowser({ viewport: MOBILE });
    const { page } = browser;

    for (const [path, heading] of [
      ['/login', 'Sign in'],
      ['/password-reset', 'Reset your password'],
      ['/set-new-password?code=not-a-real-code', 'Choose a new password'],
      ['/signup', 'Sign up'],
    ] as const) {
      await page.goto(`${stack().url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect([path, await scrollsSideways(page)]).toEqual([path, false]);
      await noViolations(page, `${path} at 375 px`);
    }

    await signIn(page, account);
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await noViolations(page, 'mobile navigation open');
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await nav.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await nav.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL('**/my-account');
    await page.getByRole('form', { name: 'Contact details' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await noViolations(page, '/my-account at 375 px');
  });

  it('at 375 px: onboarding fits and passes the accessibility check', async () => {
    const account = await createAccount('mobile-onboarding');
    browser = await openBrowser({ viewport: MOBILE });
    const { page } = browser;
    await signIn(page, account);
    const onboarding = page.getByTestId('onboarding');
    await onboarding.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await onboarding.getByLabel('Venue name').fill('Tiny Truck');
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByLabel('Street address').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await noViolations(page, 'onboarding step 2 at 375 px');
  });
});
