import type { Page } from 'playwright-core';
import { type Account, createAccount, createShopFor } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { ADMIN, openBrowser, signIn, stack } from '../support/browser';

/**
 * Embed store and kiosks through the host (issue 14): enable, custom domain + CNAME, a theme colour in the preview
 * before saving, save → publish → change → restore, footer HTML cleaned, landing restriction toggle kept, kiosks
 * added by an admin, edited and deleted, and a merchant who neither sees Add Kiosk nor gets past the API.
 */

async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${stack().apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function signInAs(page: Page, account: { email: string; password: string }) {
  await signIn(page, account);
}

let merchant: Account;
let shopId: string;

beforeAll(async () => {
  merchant = await createAccount('embed');
  shopId = (await createShopFor(merchant, 'Tui Street Kitchen'))._id;
});

test('enable the store, custom domain with CNAME, preview before saving, publish and restore, footer cleaned', async () => {
  const { page, close } = await openBrowser();
  try {
    await signInAs(page, merchant);
    await page.goto(`${stack().url}/shop/embed-store`);
    await page.getByText('Embed store option is currently disabled. Would you like to enable it?').waitFor();
    await page.getByRole('button', { name: 'Yes, Enable Embed Store' }).click();
    await page.getByRole('tab', { name: 'Domain Settings' }).waitFor();
    expect(await page.getByTestId('default-domain').textContent()).toMatch(/^tui-street-kitchen\./);
    expect(await axeViolations(page, 'embed store: domain')).toEqual([]);

    await page.getByLabel('Custom domain').fill('order.tuistreet.example.com');
    await page.getByRole('button', { name: 'Save domain' }).click();
    const cname = page.getByTestId('cname-instructions');
    await cname.waitFor();
    expect(await cname.textContent()).toContain('CNAME');
    expect(await cname.textContent()).toContain('order.tuistreet.example.com');
    expect(await cname.textContent()).toContain('up to 72 hours');

    // Layout: the theme's first colour shows in the preview before anything is saved
    await page.getByRole('tab', { name: 'Layout' }).click();
    await page.getByRole('button', { name: /^Theme/ }).click();
    const preview = page.getByTestId('store-preview');
    await preview.waitFor();
    expect(await preview.innerHTML()).not.toContain('rgb(255, 0, 0)');
    await page.getByLabel('First', { exact: true }).first().fill('#ff0000');
    expect(await preview.innerHTML()).toContain('rgb(255, 0, 0)');
    await page.getByRole('button', { name: 'Save Theme' }).click();
    await page.getByRole('button', { name: /^Theme$/ }).waitFor();

    // Publish: the pre-publish check lists what would hurt customers; publish anyway
    const publish = async () => {
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('The store has no logo.');
      await dialog.getByRole('button', { name: 'Publish anyway' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await publish();
    await page.getByTestId('layout-version-1').waitFor();

    await page.getByLabel('First', { exact: true }).first().fill('#00aa00');
    await page.getByRole('button', { name: 'Save Theme' }).click();
    await page.getByRole('button', { name: /^Theme$/ }).waitFor();
    await publish();
    await page.getByTestId('layout-version-2').waitFor();

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByTestId('layout-version-3').waitFor();
    const key = (await api(`/api/shops/${shopId}/embed-key`, merchant.token)).body.key as {
      layoutConfig: { theme: { colors: { first: string } } };
      publishedVersion: number;
    };
    expect(key.publishedVersion).toBe(3);
    expect(key.layoutConfig.theme.colors.first).toBe('#ff0000');

    expect(await axeViolations(page, 'embed store: layout')).toEqual([]);

    // Footer: script and event handlers never get stored (the preview then shows the merchant's own colours, which
    // the editor's contrast warning covers)
    await page.getByRole('button', { name: /^Footer/ }).click();
    await page.getByText('Enabled', { exact: true }).click();
    await page
      .getByLabel('Content')
      .fill('<p>Open daily</p><script>alert(1)</script><img src="https://img.example/x.png" onerror="alert(2)">');
    await page.getByRole('button', { name: 'Save Footer' }).click();
    await page.getByRole('button', { name: /^Footer$/ }).waitFor();
    const stored = await page.getByLabel('Content').inputValue();
    expect(stored).toContain('<p>Open daily</p>');
    expect(stored).not.toMatch(/script|onerror|alert/);
  } finally {
    await close();
  }
});

test('the landing restriction toggle persists', async () => {
  const { page, close } = await openBrowser();
  try {
    await signInAs(page, merchant);
    await page.goto(`${stack().url}/shop/embed-store?section=settings`);
    const toggle = page.getByTestId('landing-toggle');
    await toggle.waitFor();
    expect(await toggle.textContent()).toContain('Disabled');
    await toggle.click();
    await page.getByTestId('landing-toggle').getByText('Enabled').waitFor();
    await page.reload();
    await page.getByTestId('landing-toggle').getByText('Enabled').waitFor();
    expect(await axeViolations(page, 'embed store: general')).toEqual([]);
  } finally {
    await close();
  }
});

test('a merchant sees no Add Kiosk and the API refuses the creation', async () => {
  const { page, close } = await openBrowser();
  try {
    await signInAs(page, merchant);
    await page.goto(`${stack().url}/shop/kiosks`);
    await page.getByRole('heading', { level: 1, name: 'Kiosks' }).waitFor();
    await page.getByText('No kiosks yet').waitFor();
    expect(await page.getByRole('button', { name: 'Add Kiosk' }).count()).toBe(0);
    const refused = await api('/api/kiosks', merchant.token, {
      method: 'POST',
      body: { kioskInfo: { name: 'Mine', shop: shopId } },
    });
    expect(refused.status).toBe(403);
  } finally {
    await close();
  }
});

test('an admin adds a kiosk, edits it and deletes it', async () => {
  const { page, close } = await openBrowser();
  try {
    await signInAs(page, ADMIN);
    await page.goto(`${stack().url}/shop/kiosks`);
    await page.getByRole('button', { name: 'Add Kiosk' }).click();
    const prompt = page.getByRole('alertdialog');
    await prompt.getByRole('button', { name: 'Add Kiosk' }).click();
    await prompt.getByText('Please enter a valid kiosk name').waitFor();
    const name = `Lobby ${Date.now()}`;
    await prompt.getByLabel('Kiosk name').fill(name);
    await prompt.getByRole('button', { name: 'Add Kiosk' }).click();
    await page.getByText('Kiosk creation successful').waitFor();
    const card = page.getByTestId('kiosk-card').filter({ hasText: name });
    await card.waitFor();
    expect(await axeViolations(page, 'kiosks')).toEqual([]);

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('tab', { name: 'Details' }).waitFor();
    await page.getByLabel('EFTPOS provider').selectOption('verifone');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Kiosk update successful').waitFor();
    expect(await axeViolations(page, 'kiosk details')).toEqual([]);

    await page.goto(`${stack().url}/shop/kiosks`);
    await page
      .getByTestId('kiosk-card')
      .filter({ hasText: name })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Kiosk delete successful').waitFor();
    await page.getByTestId('kiosk-card').filter({ hasText: name }).waitFor({ state: 'detached' });
  } finally {
    await close();
  }
});
