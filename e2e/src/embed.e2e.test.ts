import fs from 'node:fs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { type Account, createAccount, createShopFor } from '../support/accounts';
import { callApi } from '../support/api';
import { axeViolations, scrollsSideways } from '../support/axe';
import { ADMIN, openBrowser, signIn, stack } from '../support/browser';
import { decodeQrCardsPdf, pdfTextLines } from '../support/pdf-qr';

/**
 * Embed store and kiosks through the host: enable, custom domain + CNAME, a theme colour in the preview
 * before saving, save → publish → change → restore, footer HTML cleaned, landing restriction toggle kept, kiosks
 * added by an admin, edited and deleted, and a merchant who neither sees Add Kiosk nor gets past the API.
 */

const api = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  callApi<Record<string, unknown>>(path, { ...init, token });

/** Decodes the QR code drawn on the page (a screenshot of the element, as a phone's camera would see it). */
async function decodeOnScreenQr(page: Page, testId: string): Promise<string | null> {
  const png = PNG.sync.read(await page.getByTestId(testId).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
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
    expect(await page.getByTestId('default-domain').textContent()).toMatch(/^tui-street-kitchen(-\d+)?\./);
    expect(await axeViolations(page, 'embed store: domain')).toEqual([]);

    await page.getByLabel('Custom domain').fill('order.tuistreet.example.com');
    await page.getByRole('button', { name: 'Save domain' }).click();
    const cname = page.getByTestId('cname-instructions');
    await cname.waitFor();
    expect(await cname.textContent()).toContain('CNAME');
    expect(await cname.textContent()).toContain('order.tuistreet.example.com');
    expect(await cname.textContent()).toContain('up to 72 hours');
    expect(await cname.textContent()).toContain('120 (or 5 minutes)');
    // a domain with a scheme is refused in place, and nothing changes
    await page.getByLabel('Custom domain').fill('https://order.tuistreet.example.com/menu');
    await page.getByRole('button', { name: 'Save domain' }).click();
    await page.getByText('Enter the domain name without http:// or https://.').waitFor();

    // QR Code: the last origin (the custom domain) over https, drawn at 200 px, and the PDF decodes to it
    await page.getByRole('tab', { name: 'QR Code' }).click();
    const storeLink = 'https://order.tuistreet.example.com';
    expect(await page.getByTestId('store-link').getAttribute('href')).toBe(storeLink);
    await page.getByTestId('store-qr').waitFor();
    expect(await page.getByTestId('store-qr').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(200);
    expect(await decodeOnScreenQr(page, 'store-qr')).toBe(storeLink);
    expect(await axeViolations(page, 'embed store: QR code')).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('order.tuistreet.example.com-qr-code.pdf');
    const pdf = fs.readFileSync((await download.path()) as string);
    // A4 portrait: 595.28 × 841.89 pt
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
    expect((await decodeQrCardsPdf(new Uint8Array(pdf))).map((card) => card.text)).toEqual([storeLink]);

    // Layout: the theme's first colour shows in the preview before anything is saved
    await page.getByRole('tab', { name: 'Layout' }).click();
    await page.getByRole('button', { name: /^Theme/ }).click();
    const preview = page.getByTestId('store-preview');
    await preview.waitFor();
    expect(await preview.innerHTML()).not.toContain('rgb(255, 0, 0)');
    await page.getByRole('textbox', { name: 'First colour', exact: true }).fill('#ff0000');
    expect(await preview.innerHTML()).toContain('rgb(255, 0, 0)');

    // unsaved: leaving for another tab or another page asks first; Stay keeps the edit
    await page.getByRole('tab', { name: 'General' }).click();
    let leave = page.getByRole('alertdialog');
    await leave.getByText('Leave without saving?').waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Kiosks' }).first().click();
    await leave.getByText('Leave without saving?').waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/shop/embed-store');
    expect(await preview.innerHTML()).toContain('rgb(255, 0, 0)');
    // and closing the browser tab would ask too
    expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);

    await page.getByRole('button', { name: 'Save Theme' }).click();
    await page.getByRole('button', { name: /^Theme$/ }).waitFor();

    // Publish: the pre-publish check lists what would hurt customers; publish anyway
    const publish = async () => {
      // the saved draft is what Publish checks: wait until the page says there is one
      await page.getByText('Draft not published').waitFor();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('The store has no logo.');
      await dialog.getByRole('button', { name: 'Publish anyway' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await publish();
    await page.getByTestId('layout-version-1').waitFor();

    await page.getByRole('textbox', { name: 'First colour', exact: true }).fill('#00aa00');
    await page.getByRole('button', { name: 'Save Theme' }).click();
    await page.getByRole('button', { name: /^Theme$/ }).waitFor();
    await publish();
    await page.getByTestId('layout-version-2').waitFor();

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('alertdialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByTestId('layout-version-3').waitFor();
    const key = (await api(`/api/shops/${shopId}/embed-key`, merchant.token)).body.key as {
      layoutConfig: { theme: { colors: { first: string } } };
      publishedVersion: number;
    };
    expect(key.publishedVersion).toBe(3);
    expect(key.layoutConfig.theme.colors.first).toBe('#ff0000');

    expect(await axeViolations(page, 'embed store: layout')).toEqual([]);

    // the draft on a phone: the QR code opens the store with a preview token that reads the draft, not the live layout
    await page.getByRole('textbox', { name: 'First colour', exact: true }).fill('#0000ff');
    await page.getByRole('button', { name: 'Save Theme' }).click();
    await page.getByRole('button', { name: /^Theme$/ }).waitFor();
    await page.getByRole('button', { name: 'Show the draft preview QR code' }).click();
    await page.getByTestId('draft-preview-qr').waitFor();
    const draftLink = (await page.getByTestId('draft-preview-link').getAttribute('href')) ?? '';
    expect(draftLink).toMatch(/^https:\/\/order\.tuistreet\.example\.com\/\?preview=[A-Za-z0-9_-]{24}$/);
    expect(await decodeOnScreenQr(page, 'draft-preview-qr')).toBe(draftLink);
    const token = new URL(draftLink).searchParams.get('preview');
    const draftRead = await fetch(`${stack().apiUrl}/api/embed-preview/${token}`);
    const draft = (await draftRead.json()) as { preview: { layoutConfig: { theme: { colors: { first: string } } } } };
    expect(draft.preview.layoutConfig.theme.colors.first).toBe('#0000ff');
    const live = (await api(`/api/shops/${shopId}/embed-key`, merchant.token)).body.key as typeof key;
    expect(live.layoutConfig.theme.colors.first).toBe('#ff0000');

    // the navbar logo through the shared Upload: cropped to 4:1, uploaded, its URL saved with the section
    await page.getByRole('button', { name: /^Navbar/ }).click();
    const logo = new PNG({ width: 400, height: 100 });
    logo.data.fill(200);
    await page
      .getByTestId('image-file-input')
      .first()
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: PNG.sync.write(logo),
      });
    await page.getByRole('button', { name: 'Upload image' }).click();
    const logoUrl = page.getByLabel('Logo URL');
    // our own storage answers an origin-relative path: the same data shows at any host name
    await page.waitForFunction(
      (input) => /^\/api\/images\//.test((input as HTMLInputElement).value),
      await logoUrl.elementHandle(),
    );
    const uploaded = await logoUrl.inputValue();
    await page.getByRole('button', { name: 'Save Navbar' }).click();
    await page.getByRole('button', { name: /^Navbar$/ }).waitFor();
    const withLogo = (await api(`/api/shops/${shopId}/embed-key`, merchant.token)).body.key as {
      draft: { layoutConfig: { navbar: { logo: string } } };
    };
    expect(withLogo.draft.layoutConfig.navbar.logo).toBe(uploaded);
    await page.getByRole('button', { name: /^Theme/ }).click();

    // Leave without saving drops the edit and goes on to the tab
    await page.getByRole('textbox', { name: 'First colour', exact: true }).fill('#00ffff');
    await page.getByRole('tab', { name: 'General' }).click();
    leave = page.getByRole('alertdialog');
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByTestId('landing-toggle').waitFor();
    expect(new URL(page.url()).searchParams.get('section')).toBe('settings');
    const unchanged = (await api(`/api/shops/${shopId}/embed-key`, merchant.token)).body.key as {
      draft: { layoutConfig: { theme: { colors: { first: string } } } };
    };
    expect(unchanged.draft.layoutConfig.theme.colors.first).toBe('#0000ff');
    await page.getByRole('tab', { name: 'Layout' }).click();

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
    const footer = (await api(`/api/shops/${shopId}/embed-key`, merchant.token)).body.key as {
      draft: { layoutConfig: { footer: { content: string } } };
    };
    expect(footer.draft.layoutConfig.footer.content).toContain('<p>Open daily</p>');
    expect(footer.draft.layoutConfig.footer.content).not.toMatch(/<script|onerror|alert/);
  } finally {
    await close();
  }
});

test('the landing restriction toggle: with its texts missing it opens the form with three messages and stays off; once written it turns on and persists', async () => {
  const { page, close } = await openBrowser();
  try {
    await signInAs(page, merchant);
    await page.goto(`${stack().url}/shop/embed-store?section=settings`);
    const toggle = page.getByTestId('landing-toggle');
    await toggle.waitFor();
    expect(await toggle.textContent()).toContain('Disabled');
    await toggle.click();
    for (const text of ['Title is required', 'Question is required', 'Rejection text is required'])
      await page.getByText(text, { exact: true }).waitFor();
    expect(await page.getByTestId('landing-toggle').textContent()).toContain('Disabled');
    const key = (await api(`/api/shops/${shopId}/embed-key`, merchant.token)).body.key as { landingRestriction: object };
    expect(key.landingRestriction).not.toMatchObject({ enabled: true });

    await page.getByRole('textbox', { name: 'Title' }).fill('Over 18?');
    await page.getByRole('textbox', { name: 'Question' }).fill('Are you 18 or older?');
    await page.getByRole('textbox', { name: 'Rejection text' }).fill('Come back when you are.');
    await page.getByRole('button', { name: 'Save landing restriction' }).click();
    await page.getByText('Title is required', { exact: true }).waitFor({ state: 'hidden' });
    await page.getByText('Shop update successful').first().waitFor();
    await page.getByTestId('landing-toggle').click();
    await page.getByTestId('landing-toggle').getByText('Enabled').waitFor();
    await page.reload();
    await page.getByTestId('landing-toggle').getByText('Enabled').waitFor();
    expect(await axeViolations(page, 'embed store: general')).toEqual([]);
  } finally {
    await close();
  }
});

test('QR PDFs of "Kōwhai Café & Bar — Ōtautahi": the name prints whole, file names transliterate, every table code is the dine-in preview link', async () => {
  const venue = 'Kōwhai Café & Bar — Ōtautahi';
  const owner = await createAccount('kowhai');
  const kowhai = (await createShopFor(owner, venue))._id;
  for (const number of ['1', 'Mātai 2'])
    await callApi(`/api/shops/${kowhai}`, {
      method: 'PUT',
      token: owner.token,
      body: { shopInfo: { $push: { 'dineIn.tables': { number, capacity: 4 } } } },
    });
  expect((await api(`/api/shops/${kowhai}/embed-key`, owner.token, { method: 'POST' })).status).toBe(201);
  const domain = `order-${Date.now().toString(36)}.kowhai.example.nz`;
  const saved = await api(`/api/shops/${kowhai}/embed-key`, owner.token, {
    method: 'PUT',
    body: { keyInfo: { origins: ['', domain] } },
  });
  const origins = (saved.body.key as { origins: string[] }).origins;
  // the default domain transliterates (never "kwhai-caf-bar…"); a second store of this name gets its own suffix
  expect(origins[0]).toMatch(/^kowhai-cafe-bar-otautahi(-\d+)?\./);
  expect(origins[1]).toBe(domain);
  const { page, close } = await openBrowser();
  try {
    await signInAs(page, owner);
    // the store QR PDF: the venue's name exactly, the code is the last origin over https
    await page.goto(`${stack().url}/shop/embed-store?section=qr`);
    const [storePdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(storePdf.suggestedFilename()).toBe(`${domain}-qr-code.pdf`);
    const storeBytes = new Uint8Array(fs.readFileSync((await storePdf.path()) as string));
    expect(await pdfTextLines(storeBytes)).toEqual([venue, 'Order online']);
    expect((await decodeQrCardsPdf(storeBytes)).map((card) => card.text)).toEqual([`https://${domain}`]);

    // the dine-in preview link of each table, as the General tab shows it
    await page.goto(`${stack().url}/shop/embed-store?section=settings`);
    const previews: string[] = [];
    for (const number of ['1', 'Mātai 2']) {
      await page.getByRole('combobox', { name: 'Table' }).selectOption({ label: `Table ${number}` });
      await page.getByTestId('dine-in-preview-link').getByText(`table ${number}`).waitFor();
      previews.push((await page.getByTestId('dine-in-preview-link').getAttribute('href')) as string);
    }
    expect(previews.every((link) => link.startsWith(`https://${domain}/?order-type=dine-in&table=`))).toBe(true);

    // the Tables tab's PDF: the name exactly, a card per table, each code decoding to that table's preview link
    await page.goto(`${stack().url}/shop/table-ordering?section=tables`);
    const [tablePdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download table QR codes (PDF)' }).click(),
    ]);
    expect(tablePdf.suggestedFilename()).toBe('kowhai-cafe-bar-otautahi-table-qr-codes.pdf');
    const tableBytes = new Uint8Array(fs.readFileSync((await tablePdf.path()) as string));
    expect(await pdfTextLines(tableBytes)).toEqual([venue, 'Table 1', venue, 'Table Mātai 2']);
    expect((await decodeQrCardsPdf(tableBytes)).map((card) => card.text)).toEqual(previews);
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
    const prompt = page.getByRole('dialog', { name: 'Add Kiosk' });
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
    await page.reload();
    expect(await page.getByLabel('EFTPOS provider').inputValue()).toBe('verifone');

    // the kiosk's layout: saved to a draft, published as version 1 (same flow as the store)
    await page.getByRole('tab', { name: 'Layout' }).click();
    await page.getByRole('button', { name: /^Landing page/ }).click();
    await page.getByLabel('Welcome message').fill('Kia ora');
    await page.getByRole('button', { name: 'Save Landing page' }).click();
    await page.getByText('Draft not published').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const check = page.getByRole('alertdialog');
    await check.getByRole('button', { name: 'Publish anyway' }).click();
    await page.getByTestId('layout-version-1').waitFor();
    await page.getByText('Live: version 1').waitFor();
    expect(await axeViolations(page, 'kiosk layout')).toEqual([]);

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

test('at 375 px: every embed store tab, the kiosk list and both kiosk tabs fit without sideways scrolling, axe-clean', async () => {
  const owner = await createAccount('embed-mobile');
  const mobileShop = (await createShopFor(owner, 'Kowhai Mobile Cafe'))._id;
  expect((await api(`/api/shops/${mobileShop}/embed-key`, owner.token, { method: 'POST' })).status).toBe(201);
  const admin = await callApi<{ token: string }>('/login', {
    method: 'POST',
    body: { username: ADMIN.email, password: ADMIN.password },
  });
  const created = await api('/api/kiosks', admin.body.token, {
    method: 'POST',
    body: { kioskInfo: { name: 'Window', shop: mobileShop } },
  });
  expect(created.status).toBe(201);
  const kioskId = (created.body.kiosk as { _id: string })._id;

  const { page, close } = await openBrowser({ viewport: { width: 375, height: 812 } });
  try {
    await signInAs(page, owner);
    const screens: [string, () => Promise<void>][] = [
      ['/shop/embed-store?section=domain', () => page.getByTestId('default-domain').waitFor()],
      ['/shop/embed-store?section=layout', () => page.getByTestId('store-preview').waitFor()],
      ['/shop/embed-store?section=qr', () => page.getByTestId('store-qr').waitFor()],
      ['/shop/embed-store?section=settings', () => page.getByTestId('landing-toggle').waitFor()],
      ['/shop/kiosks', () => page.getByTestId('kiosk-card').first().waitFor()],
      [`/shop/kiosks/${kioskId}?section=details`, () => page.getByLabel('EFTPOS provider').waitFor()],
      [`/shop/kiosks/${kioskId}?section=layout`, () => page.getByTestId('store-preview').waitFor()],
    ];
    for (const [path, ready] of screens) {
      await page.goto(`${stack().url}${path}`);
      await ready();
      expect([path, await scrollsSideways(page)]).toEqual([path, false]);
      expect(await axeViolations(page, `${path} at 375 px`)).toEqual([]);
    }
  } finally {
    await close();
  }
});
