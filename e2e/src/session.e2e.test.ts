import type { Page } from 'playwright-core';
import { changePasswordElsewhere, createAccount, createShopFor } from '../support/accounts';
import { openBrowser, signIn, stack } from '../support/browser';

// Spec words / the words, written out so the test checks the UI against them, not against itself.
const SESSION_ENDED = 'Your session has ended, please sign in again.';

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

describe('a 401 anywhere signs out', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  it('a password changed on another device ends the session at the next call a remote makes; sign-in returns there', async () => {
    const account = await createAccount('session-401');
    await createShopFor(account, 'Session Ends Cafe');
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, account);
    await page.getByTestId('area-reports').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const newPassword = 'Rimu-valley-9034';
    await changePasswordElsewhere(account, newPassword);

    // Act in a remote: the Reports page asks the API with the now revoked token.
    await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/shop/reports');
    await notifications(page).getByText(SESSION_ENDED, { exact: true }).waitFor();
    // One toast for the dead session, not one per failed call, and no generic failure toasts beside it.
    await page.waitForTimeout(500);
    expect(await notifications(page).getByText(SESSION_ENDED, { exact: true }).count()).toBe(1);
    // The failed calls' own messages are not toasted beside it (the server's 401 text, the generic fallback).
    expect(
      await notifications(page)
        .getByText(/password changed|Something odd just happened/)
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

    // Signing in again (with the new password) returns to the page the session ended on.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${stack().url}/shop/reports`);
    await page.getByTestId('area-reports').getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  });
});
