import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { ADMIN_ONLY_SHOP_LABELS } from '../../shared/contracts/src/entities/shop';
import { DEVICE_LOCATION_CONSENT } from '../../shared/contracts/src/rules/device-location';
import { dineInPreviewLink } from '../../shared/contracts/src/rules/embed-store';
import { type Account, createAccount, createShopFor } from '../support/accounts';
import { type ApiInit, callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { ADMIN, openBrowser, signIn, stack } from '../support/browser';
import { decodedPixel, gradientPng, jpegSize } from '../support/images';
import { decodeQrCardsPdf } from '../support/pdf-qr';

/**
 * The settings remote against the real stack (production builds): a fresh merchant with one fresh shop walks the
 * settings accordion (deep links, visibility rules, validation, save + reload, the immediate-save toggles, bank details,
 * the local subscription checkout round trip), the table-ordering page (tables through the prompts, the printed QR PDF
 * rendered with Poppler and every card decoded to its table's dine-in link) and the integrations card; the admin sees
 * and saves the admin-only fields. Every screen passes axe (WCAG 2.2 AA). A few long flows on purpose: one shared stack.
 */

const api = <T>(path: string, init: ApiInit = {}) => callApi<T>(path, init);

interface StoredShop {
  name: { normal: string };
  contact?: { email?: string; phone?: string };
  orderingPreferences?: { preparationTime?: number; feePercent?: number; GSTNumber?: string };
  delivery?: { enabled?: boolean; feeType?: string; priceTable?: { title: string; description: string; fee: number }[] };
  pickup?: { enabled?: boolean; futureSettings?: Record<string, unknown> };
  dineIn?: {
    enabled?: boolean;
    preparationTime?: number;
    servingIdentifier?: string;
    tableSelectionText?: string;
    tables?: { _id: string; number: string; capacity: number }[];
  };
  subscription?: { monthPriceId?: string };
  transactional?: { bank_acn?: { bank?: string; branch?: string; account?: string; suffix?: string } };
  images?: { hero?: string };
  type?: string;
  deviceLocation?: { latitude: number; longitude: number; accuracy: number | null; updatedAt: string };
}

const storedShop = async (token: string, shopId: string) =>
  (await api<{ shop: StoredShop }>(`/api/shops/${shopId}`, { token })).body.shop;

interface StoredSettings {
  type?: string;
  hideFromMap?: boolean;
  address?: { formatted_address?: string; components?: Record<string, string> };
  openingHours?: { twentyFourSeven?: boolean; openingDays?: string[]; [day: string]: unknown };
  tabSettings?: Record<string, unknown>;
  buzzerOrTag?: Record<string, unknown>;
  loyalty?: Record<string, unknown>;
}

const storedShopSettings = async (token: string, shopId: string) =>
  (await api<{ shop: StoredSettings }>(`/api/shops/${shopId}`, { token })).body.shop;

async function noViolations(page: Page, screen: string) {
  expect(await axeViolations(page, screen)).toEqual([]);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const SAVED = 'Shop update successful';

/** Opens a settings section by its deep link (a full page load) and answers its form. */
async function openSection(page: Page, section: string, formName: string) {
  await page.goto(`${stack().url}/shop/settings?section=${section}`);
  const form = page.getByRole('form', { name: formName, exact: true });
  await form.waitFor();
  return form;
}

/** Clicks and waits for the shop's PUT to succeed (the settings journeys' shop: each journey its own fields). */
const saveAndWait = (page: Page, click: () => Promise<void>) =>
  Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/shops/${shopId}`) && response.ok(),
    ),
    click(),
  ]);

let merchant: Account;
let shopId: string;
let venueName: string;

beforeAll(async () => {
  const tag = Date.now().toString(36);
  merchant = await createAccount(`settings-e2e-${tag}`, 'Hine');
  venueName = `Settings Venue ${tag}`;
  shopId = (await createShopFor(merchant, venueName))._id;
});

describe('settings journeys', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  afterEach(async () => {
    await browser?.close();
  });

  it('table ordering: tables added and removed through the dialogs; every card of the QR PDF decodes to its table’s dine-in link', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    await page.goto(`${stack().url}/shop/table-ordering?section=tables`);
    const area = page.getByTestId('area-settings');
    await area.getByText('No tables found, click the + button to add a new table').waitFor();
    await noViolations(page, 'tables tab, empty');

    for (const [number, capacity] of [
      ['1', '4'],
      ['Patio 2', '2'],
      ['3', '6'],
    ] as const) {
      await area.getByRole('button', { name: 'Add table' }).click();
      const ask = page.getByRole('dialog', { name: 'Add table' });
      await ask.getByLabel('Table number').fill(number);
      await ask.getByRole('button', { name: 'OK' }).click();
      const capacityDialog = page.getByRole('dialog', { name: `Table ${number}` });
      await capacityDialog.getByLabel('Capacity').fill(capacity);
      await capacityDialog.getByRole('button', { name: 'OK' }).click();
      await area.getByRole('row', { name: new RegExp(`^${number}\\s*${capacity}`) }).waitFor();
    }
    await area.getByRole('button', { name: 'Remove table Patio 2' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove table' });
    await confirm.getByText('Are you sure you want to delete the record "Table Patio 2"').waitFor();
    await noViolations(page, 'remove table confirmation');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="table-row"]').length === 2);

    const tables = (await storedShop(merchant.token, shopId)).dineIn?.tables ?? [];
    expect(tables.map(({ number, capacity }) => ({ number, capacity }))).toEqual([
      { number: '1', capacity: 4 },
      { number: '3', capacity: 6 },
    ]);
    const { storeDomain } = (await api<{ storeDomain: string }>(`/api/shops/${shopId}/dine-in-links`, { token: merchant.token }))
      .body;
    expect(storeDomain).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);

    await area.getByLabel('QR theme').selectOption('gold');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      area.getByRole('button', { name: 'Download table QR codes (PDF)' }).click(),
    ]);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const cards = await decodeQrCardsPdf(new Uint8Array(pdf));
    // One card per table, in order, each the exact https dine-in link of its table on the store's domain: the dine-in
    // preview link (spec 001 §2: the table QR code encodes the same link over https).
    expect(cards.map((card) => card.text)).toEqual(tables.map((table) => dineInPreviewLink([storeDomain], table._id)));
    await noViolations(page, 'tables tab');
  });

  it('a merchant: details and ordering by deep link, validation, save + reload, no admin fields', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);

    // Details: deep link opens (and scrolls to) the section; required, phone rule; saved values after a reload.
    let form = await openSection(page, 'details', 'Details');
    await form.getByLabel('Store Title').fill(' ');
    await form.getByLabel('Contact Phone').fill('call me!');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Store Title is required').waitFor();
    await form.getByText('Contact Phone may hold digits, dash, plus, s, parentheses and spaces').waitFor();
    await form.getByText('GST number is required').waitFor();
    await noViolations(page, 'details with errors');
    await form.getByLabel('Store Title').fill(`${venueName} & Bar`);
    await form.getByLabel('Contact Phone').fill('+64 (9) 555-0101');
    await form.getByLabel('GST number').fill('123-456-78');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED);
    await page.reload();
    form = page.getByRole('form', { name: 'Details', exact: true });
    expect(await form.getByLabel('Store Title').inputValue()).toBe(`${venueName} & Bar`);
    expect(await form.getByLabel('Contact Phone').inputValue()).toBe('+64 (9) 555-0101');
    expect(await form.getByLabel('GST number').inputValue()).toBe('123-456-78');

    // Ordering: no admin field for a merchant; a save reloads as saved; the API refuses an admin field from them.
    form = await openSection(page, 'ordering', 'Ordering');
    expect(await form.getByLabel(/Order fee %/).count()).toBe(0);
    expect(await form.getByText('Legacy under subscription').count()).toBe(0);
    expect(await form.getByText('Customer Surcharge').count()).toBe(0);
    expect(await form.getByTestId('admin-ordering-fields').count()).toBe(0);
    await form.getByLabel(/Preparation time/).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(/Preparation time.*required/i).waitFor();
    await form.getByLabel(/Preparation time/).fill('12');
    // every switch off for a new shop, turned on; the order type away from its empty default ('pickup' reads Takeaway)
    for (const label of ['Display preparation time', 'Disable promo codes', 'Auto accept', 'Auto complete']) {
      expect(await form.getByLabel(label).isChecked()).toBe(false);
      await form.getByText(label, { exact: true }).click();
    }
    await form.getByLabel('Default order type').selectOption('pickup');
    await form.getByLabel('Instructions').fill('Knock at the side door');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED);
    expect((await storedShop(merchant.token, shopId)).orderingPreferences).toMatchObject({
      preparationTime: 12,
      displayPreparationTime: true,
      disablePromoCodes: true,
      autoAccept: true,
      autoComplete: true,
      defaultOrderType: 'pickup',
      instructions: 'Knock at the side door',
    });
    await page.reload();
    form = page.getByRole('form', { name: 'Ordering', exact: true });
    expect(await form.getByLabel(/Preparation time/).inputValue()).toBe('12');
    for (const label of ['Display preparation time', 'Disable promo codes', 'Auto accept', 'Auto complete']) {
      expect(await form.getByLabel(label).isChecked()).toBe(true);
    }
    const orderType = form.getByLabel('Default order type');
    expect(await orderType.inputValue()).toBe('pickup');
    expect(await orderType.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Takeaway');
    expect(await form.getByLabel('Instructions').inputValue()).toBe('Knock at the side door');
    const refused = await api<{ message: string }>(`/api/shops/${shopId}`, {
      method: 'PUT',
      token: merchant.token,
      body: { shopInfo: { orderingPreferences: { feePercent: 1 } } },
    });
    expect(refused).toEqual({ status: 403, body: { message: 'Only an admin can change Order fee %.' } });
    for (const [shopInfo, path] of [
      [{ orderingPreferences: { legacyUnderSubscription: true } }, 'orderingPreferences.legacyUnderSubscription'],
      [{ customerSurcharge: { enabled: true, percent: 2, platforms: ['web'] } }, 'customerSurcharge'],
    ] as const) {
      expect(await api(`/api/shops/${shopId}`, { method: 'PUT', token: merchant.token, body: { shopInfo } })).toEqual({
        status: 403,
        body: { message: `Only an admin can change ${ADMIN_ONLY_SHOP_LABELS[path]}.` },
      });
    }
  });

  it('a merchant: delivery toggle, fee-type fields, no display platforms; dine-in toggle', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    let form: Awaited<ReturnType<typeof openSection>>;
    // Delivery: the toggle saves at once (no Save click) and survives a reload; fields follow the fee type.
    form = await openSection(page, 'delivery', 'Delivery');
    await page.getByRole('button', { name: 'Enable Self-Delivery' }).click();
    await toast(page, SAVED);
    await page.getByRole('button', { name: 'Disable Self-Delivery' }).waitFor();
    expect((await storedShop(merchant.token, shopId)).delivery?.enabled).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Disable Self-Delivery' }).waitFor();
    form = page.getByRole('form', { name: 'Delivery', exact: true });
    // Display platforms are admin-only (spec 000 §6): a merchant does not see them, and the API refuses them.
    await form.getByLabel('Fee type').waitFor();
    expect(await form.getByRole('group', { name: 'Display Pickup on platforms' }).count()).toBe(0);
    for (const [shopInfo, path] of [
      [{ delivery: { displayPlatforms: ['kiosk'] } }, 'delivery.displayPlatforms'],
      [{ pickup: { displayPlatforms: ['kiosk'] } }, 'pickup.displayPlatforms'],
      [{ dineIn: { displayPlatforms: ['kiosk'] } }, 'dineIn.displayPlatforms'],
    ] as const) {
      const platformsRefused = await api<{ message: string }>(`/api/shops/${shopId}`, {
        method: 'PUT',
        token: merchant.token,
        body: { shopInfo },
      });
      expect(platformsRefused).toEqual({
        status: 403,
        body: { message: `Only an admin can change ${ADMIN_ONLY_SHOP_LABELS[path]}.` },
      });
    }
    // Retail: no radius, and cost per kilometre is not offered (self-delivery only); back to self-delivery, both again.
    const feeTypes = () =>
      form.getByLabel('Fee type').evaluate((select: HTMLSelectElement) => [...select.options].map((option) => option.value));
    expect(await feeTypes()).toEqual(['fixed', 'price-table', 'cost-per-kilometers']);
    await form.getByLabel('Delivery type').selectOption('retail');
    await form.getByLabel('Radius (km)').waitFor({ state: 'detached' });
    expect(await feeTypes()).toEqual(['fixed', 'price-table']);
    await form.getByLabel('Delivery type').selectOption('self-delivery');
    await form.getByLabel('Radius (km)').waitFor();
    expect(await feeTypes()).toEqual(['fixed', 'price-table', 'cost-per-kilometers']);
    // the fields every fee type keeps, saved with the price table below and read back after its reload
    await form.getByLabel('Radius (km)').fill('8');
    await form.getByLabel('Order minimum').fill('20');
    await form.getByLabel('Free delivery minimum spend').fill('50');
    await form.getByLabel('Delivery information').fill('Contactless, left at the door');
    await form.getByLabel('Fee type').selectOption('fixed');
    await form.getByLabel(/Fixed cost/).waitFor();
    await form.getByLabel('Fee type').selectOption('price-table');
    expect(await form.getByLabel(/Fixed cost/).count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    // A new price-table row needs its title and description (the fee starts at 10); a saved row reloads read-only.
    expect(await form.getByLabel(/^Row fee/).inputValue()).toBe('10.00');
    await form.getByRole('button', { name: 'Add row' }).click();
    await form.getByText('Title is required', { exact: true }).waitFor();
    await form.getByText('Description is required', { exact: true }).waitFor();
    await noViolations(page, 'delivery price table with errors');
    await form.getByLabel(/^Row title/).fill('Near');
    await form.getByLabel(/^Row description/).fill('Under 2 km');
    await form.getByRole('button', { name: 'Add row' }).click();
    await form.getByRole('table', { name: 'Price table' }).getByText('Near', { exact: true }).waitFor();
    await saveAndWait(page, () => form.getByRole('button', { name: 'Save' }).click());
    expect((await storedShop(merchant.token, shopId)).delivery).toMatchObject({
      deliveryType: 'self-delivery',
      radius: 8,
      orderMinimum: 2000,
      freeDeliveryMinSpend: 5000,
      deliveryInfo: 'Contactless, left at the door',
      feeType: 'price-table',
      priceTable: [{ title: 'Near', description: 'Under 2 km', fee: 1000 }],
    });
    await page.reload();
    form = page.getByRole('form', { name: 'Delivery', exact: true });
    const table = form.getByRole('table', { name: 'Price table' });
    await table.getByText('Under 2 km', { exact: true }).waitFor();
    expect(await table.getByRole('textbox').count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Remove Near' }).count()).toBe(1);
    expect(await form.getByLabel('Delivery type').inputValue()).toBe('self-delivery');
    expect(await form.getByLabel('Radius (km)').inputValue()).toBe('8');
    expect(await form.getByLabel('Order minimum').inputValue()).toBe('20.00');
    expect(await form.getByLabel('Free delivery minimum spend').inputValue()).toBe('50.00');
    expect(await form.getByLabel('Delivery information').inputValue()).toBe('Contactless, left at the door');
    // Retail saved: it reloads as Retail, the radius hidden by the stored type
    await form.getByLabel('Delivery type').selectOption('retail');
    await saveAndWait(page, () => form.getByRole('button', { name: 'Save' }).click());
    await page.reload();
    form = page.getByRole('form', { name: 'Delivery', exact: true });
    expect(await form.getByLabel('Delivery type').inputValue()).toBe('retail');
    expect(await form.getByLabel('Radius (km)').count()).toBe(0);

    // Dine-in: enabled saves at once; its display platforms are not shown to a merchant.
    await page.goto(`${stack().url}/shop/table-ordering?section=settings`);
    await page.getByRole('button', { name: 'Enable Dine-in' }).click();
    await page.getByRole('button', { name: 'Disable Dine-in' }).waitFor();
    expect((await storedShop(merchant.token, shopId)).dineIn?.enabled).toBe(true);
    await page.getByLabel(/Preparation time/).waitFor();
    expect(await page.getByRole('group', { name: 'Display dine-in on platforms' }).count()).toBe(0);
    await noViolations(page, 'table ordering settings');
    // Its preparation time is required; identifier, selection text and time saved come back after a reload.
    let dineIn = page.getByRole('form', { name: 'Table ordering', exact: true });
    await dineIn.getByLabel(/^Preparation time/).fill('');
    await dineIn.getByRole('button', { name: 'Save' }).click();
    await dineIn.getByText('Preparation time is required and must be a number', { exact: true }).waitFor();
    await dineIn.getByLabel(/^Preparation time/).fill('7');
    await dineIn.getByLabel('Serving identifier').selectOption('pin-number');
    await dineIn.getByLabel('Table selection text').fill('Your pin, please');
    await saveAndWait(page, () => dineIn.getByRole('button', { name: 'Save' }).click());
    expect((await storedShop(merchant.token, shopId)).dineIn).toMatchObject({
      preparationTime: 7,
      servingIdentifier: 'pin-number',
      tableSelectionText: 'Your pin, please',
    });
    await page.reload();
    dineIn = page.getByRole('form', { name: 'Table ordering', exact: true });
    expect(await dineIn.getByLabel(/^Preparation time/).inputValue()).toBe('7');
    expect(await dineIn.getByLabel('Serving identifier').inputValue()).toBe('pin-number');
    expect(await dineIn.getByLabel('Table selection text').inputValue()).toBe('Your pin, please');
    // the immediate toggle's save survived the reload too
    expect(await page.getByRole('button', { name: 'Disable Dine-in' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Enable Dine-in' }).count()).toBe(0);

    // The same two tabs inside the settings accordion (`?section=table-ordering`), over the same stored values.
    dineIn = await openSection(page, 'table-ordering', 'Table ordering');
    const tabs = page.getByRole('tablist', { name: 'Table ordering' });
    expect(await tabs.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(await dineIn.getByLabel('Serving identifier').inputValue()).toBe('pin-number');
    expect(await page.getByRole('button', { name: 'Disable Dine-in' }).count()).toBe(1);
    // the shared shop back to table numbers, as the table journey left it
    await dineIn.getByLabel('Serving identifier').selectOption('table-number');
    await saveAndWait(page, () => dineIn.getByRole('button', { name: 'Save' }).click());
    await tabs.getByRole('tab', { name: 'Tables' }).click();
    await page
      .getByRole('group', { name: 'Manage Tables' })
      .getByRole('button', { name: 'Add table', disabled: false })
      .waitFor();
    const storedTables = (await storedShop(merchant.token, shopId)).dineIn?.tables ?? [];
    expect(await page.getByTestId('table-row').count()).toBe(storedTables.length);
  });

  it('a merchant: pick up toggle, future settings by type, custom hours only for the custom range, saved + reloaded', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    // Pick up: the future settings are hidden for same-day only.
    const form = await openSection(page, 'pickup', 'Pick up');
    // The deep link scrolled the section into view (it sits below the fold when every section above is closed).
    await page.waitForFunction(() => {
      const found = document.querySelector('form[aria-label="Pick up"]');
      const top = found?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight;
    });
    // Enable Pick Up saves at once (no Save click).
    await page.getByRole('button', { name: 'Enable Pick Up' }).click();
    await toast(page, SAVED);
    await page.getByRole('button', { name: 'Disable Pick Up' }).waitFor();
    expect((await storedShop(merchant.token, shopId)).pickup?.enabled).toBe(true);
    // Display platforms are admin-only (spec 000 §6): not shown to a merchant.
    expect(await form.getByRole('group', { name: 'Display Pickup on platforms' }).count()).toBe(0);
    await form.getByLabel('Pick up type').selectOption('same-day');
    expect(await form.getByTestId('pickup-future-settings').count()).toBe(0);
    await form.getByLabel('Pick up type').selectOption('hybrid');
    await form.getByTestId('pickup-future-settings').waitFor();
    // the cut-off hour and minute only while Cut-off time is on
    expect(await form.getByLabel('Cut-off hour').count()).toBe(0);
    expect(await form.getByLabel('Cut-off minute').count()).toBe(0);
    await form.getByText('Cut-off time', { exact: true }).click();
    await form.getByLabel('Cut-off hour').fill('16');
    await form.getByLabel('Cut-off minute').fill('45');
    await form.getByText('Cut-off time', { exact: true }).click();
    await form.getByLabel('Cut-off hour').waitFor({ state: 'detached' });
    expect(await form.getByLabel('Cut-off minute').count()).toBe(0);
    await form.getByText('Cut-off time', { exact: true }).click();
    await form.getByLabel('Cut-off minute').waitFor();
    // the rest of the section, saved with the custom hours below and read back after their reload
    await form.getByText('Allow ASAP', { exact: true }).click();
    await form.getByText('Hide pickup time', { exact: true }).click();
    await form.getByLabel('Days span').fill('14');
    await form.getByLabel('Days margin').fill('2');
    await noViolations(page, 'pick up');

    // Custom pickup hours: the shared schedule editor only when the range is custom; a changed day survives a reload
    // and is what the server stored.
    await form.getByText('Allow time selection', { exact: true }).click();
    const range = form.getByLabel('Time selection range');
    await range.selectOption('custom');
    const customHours = form.getByRole('group', { name: 'Custom pickup hours' });
    await customHours.waitFor();
    expect(await customHours.getByLabel('Open 24/7').count()).toBe(0);
    await range.selectOption('opening-hours');
    await customHours.waitFor({ state: 'detached' });
    await range.selectOption('custom');
    await customHours.getByText('Tuesday', { exact: true }).click();
    await customHours.getByLabel('Tuesday from hour').selectOption('11');
    await customHours.getByLabel('Tuesday to hour').selectOption('13');
    await customHours.getByLabel('Tuesday to minute').selectOption('30');
    await noViolations(page, 'pick up with custom hours');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED);
    expect((await storedShop(merchant.token, shopId)).pickup).toMatchObject({
      allowASAP: true,
      type: 'hybrid',
      hidePickupTime: true,
      futureSettings: {
        daysSpan: 14,
        daysMargin: 2,
        cutOffEnabled: true,
        cutOffHour: 16,
        cutOffMinute: 45,
        allowTimeSelection: true,
        timeSelectionRange: 'custom',
        timeSelectionHours: { openingDays: ['tuesday'], tuesdayFrom: { hour: 11, min: 0 }, tuesdayTo: { hour: 13, min: 30 } },
      },
    });
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Pick up', exact: true });
    const reloadedHours = reloaded.getByRole('group', { name: 'Custom pickup hours' });
    expect(await reloaded.getByLabel('Allow ASAP').isChecked()).toBe(true);
    expect(await reloaded.getByLabel('Pick up type').inputValue()).toBe('hybrid');
    expect(await reloaded.getByLabel('Hide pickup time').isChecked()).toBe(true);
    expect(await reloaded.getByLabel('Days span').inputValue()).toBe('14');
    expect(await reloaded.getByLabel('Days margin').inputValue()).toBe('2');
    expect(await reloaded.getByLabel('Cut-off time').isChecked()).toBe(true);
    expect(await reloaded.getByLabel('Cut-off hour').inputValue()).toBe('16');
    expect(await reloaded.getByLabel('Cut-off minute').inputValue()).toBe('45');
    expect(await reloadedHours.getByLabel('Tuesday', { exact: true }).isChecked()).toBe(true);
    expect(await reloadedHours.getByLabel('Monday', { exact: true }).isChecked()).toBe(false);
    expect(await reloadedHours.getByLabel('Tuesday from hour').inputValue()).toBe('11');
    expect(await reloadedHours.getByLabel('Tuesday to hour').inputValue()).toBe('13');
    expect(await reloadedHours.getByLabel('Tuesday to minute').inputValue()).toBe('30');
    await page.getByRole('button', { name: 'Disable Pick Up' }).waitFor();
  });

  it('a merchant: bank details refused by form and API, integrations key shown as its last 4 characters', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    let form: Awaited<ReturnType<typeof openSection>>;
    // Bank details: the inputs stop at 2 / 4 / 7 / 3; a non-digit is refused by the form and by the API.
    await openSection(page, 'verification', 'Bank details');
    form = page.getByRole('form', { name: 'Bank details', exact: true });
    const parts = [
      ['Bank', '123', '12'],
      ['Branch', '34567', '3456'],
      ['Account', '76543210', '7654321'],
      ['Suffix', '0012', '001'],
    ] as const;
    for (const [label, typed, kept] of parts) {
      const input = form.getByLabel(new RegExp(`^${label}`));
      await input.pressSequentially(typed);
      expect(await input.inputValue()).toBe(kept);
    }
    await form.getByLabel(/^Account/).fill('76a4321');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Account must contain digits only').waitFor();
    const bank = { bank: '12', branch: '3456', account: '7654321', suffix: '001' };
    for (const [change, message] of [
      [{ bank: '123' }, 'Bank must be at most 2 digits'],
      [{ branch: '34567' }, 'Branch must be at most 4 digits'],
      [{ account: '76543210' }, 'Account must be at most 7 digits'],
      [{ suffix: '0012' }, 'Suffix must be at most 3 digits'],
      [{ account: '76a4321' }, 'Account must contain digits only'],
    ] as const) {
      const res = await api<{ message: string }>(`/api/shops/${shopId}/payment`, {
        method: 'PUT',
        token: merchant.token,
        body: { shopInfo: { bank_acn: { ...bank, ...change } } },
      });
      expect(res).toEqual({ status: 400, body: { message } });
    }
    await form.getByLabel(/^Account/).fill('7654321');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED);
    await noViolations(page, 'verification');
    // stored, and shown again in the form after a reload
    expect((await storedShop(merchant.token, shopId)).transactional?.bank_acn).toEqual(bank);
    await page.reload();
    form = page.getByRole('form', { name: 'Bank details', exact: true });
    for (const [label, , kept] of parts) expect(await form.getByLabel(new RegExp(`^${label}`)).inputValue()).toBe(kept);

    // Integrations: the key comes back as its last 4 characters only.
    await page.goto(`${stack().url}/shop/integrations`);
    const card = page.getByTestId('integration-dnero');
    await card.getByRole('button', { name: 'Edit Dnero' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Dnero' });
    await dialog.getByLabel('API key').fill('dnero-secret-4821');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    expect(await page.getByTestId('api-key-last4').textContent()).toBe('•••• 4821');
    expect(await page.content()).not.toContain('dnero-secret');
    await noViolations(page, 'integrations');
  });

  it('opening hours and tab: deep links, immediate toggle, validation, save + reload', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    const savePut = (click: () => Promise<void>) => saveAndWait(page, click);

    // Opening hours: Open 24/7 and Monday 09:00–17:30 saved; a reload shows them (the spec hides nothing).
    let form = await openSection(page, 'opening-hours', 'Opening hours');
    await form.getByText('Open 24/7', { exact: true }).click();
    await form.getByText('Monday', { exact: true }).click();
    await form.getByLabel('Monday from hour').selectOption('9');
    await form.getByLabel('Monday to hour').selectOption('17');
    await form.getByLabel('Monday to minute').selectOption('30');
    // Public holiday 18:00 to 02:00, the To flagged overnight
    await form.getByText('Public holiday', { exact: true }).click();
    await form.getByLabel('Public holiday from hour').selectOption('18');
    await form.getByLabel('Public holiday to hour').selectOption('2');
    await form.getByLabel('Public holiday to minute').selectOption('0');
    // each day's flag shows "Overnight" and is named for its day ("Public holiday closes overnight"), so a screen
    // reader hears which day it is: found by that name in the browser's accessibility tree, clicked on its visible word
    const overnight = (day: string) => form.getByRole('checkbox', { name: `${day} closes overnight`, exact: true });
    expect(await form.getByRole('checkbox', { name: 'Overnight', exact: true }).count()).toBe(0);
    await form.locator('[data-day="holiday"]').getByText('Overnight', { exact: true }).click();
    await savePut(() => form.getByRole('button', { name: 'Save' }).click());
    const hours = (await storedShopSettings(merchant.token, shopId)).openingHours;
    expect(hours?.twentyFourSeven).toBe(true);
    expect(hours?.openingDays).toEqual(['monday', 'holiday']);
    expect(hours).toMatchObject({
      mondayTo: { hour: 17, min: 30, isOvernight: false },
      holidayFrom: { hour: 18, min: 0 },
      holidayTo: { hour: 2, min: 0, isOvernight: true },
    });
    await page.reload();
    form = page.getByRole('form', { name: 'Opening hours', exact: true });
    expect(await form.getByLabel('Open 24/7').isChecked()).toBe(true);
    expect(await form.getByLabel('Monday', { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel('Tuesday', { exact: true }).isChecked()).toBe(false);
    expect(await form.getByLabel('Monday from hour').inputValue()).toBe('9');
    expect(await form.getByLabel('Monday to hour').inputValue()).toBe('17');
    expect(await form.getByLabel('Monday to minute').inputValue()).toBe('30');
    expect(await overnight('Monday').isChecked()).toBe(false);
    expect(await form.getByLabel('Public holiday', { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel('Public holiday from hour').inputValue()).toBe('18');
    expect(await form.getByLabel('Public holiday to hour').inputValue()).toBe('2');
    expect(await form.getByLabel('Public holiday to minute').inputValue()).toBe('0');
    expect(await overnight('Public holiday').isChecked()).toBe(true);
    await noViolations(page, 'opening hours');

    // Tab: Enable saves at once (no Save) and survives a reload; the three numbers are required; saved values reload.
    form = await openSection(page, 'tab', 'Tab');
    await savePut(() => page.getByRole('button', { name: 'Enable Tab' }).click());
    await page.getByRole('button', { name: 'Disable Tab' }).waitFor();
    expect((await storedShopSettings(merchant.token, shopId)).tabSettings?.enabled).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Disable Tab' }).waitFor();
    form = page.getByRole('form', { name: 'Tab', exact: true });
    await form.getByLabel(/^Order life span/).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Order life span is required and must be a number').waitFor();
    await form.getByText('Maximum amount is required and must be a number').waitFor();
    await form.getByText('Maximum per user per period is required and must be a number').waitFor();
    await noViolations(page, 'tab with errors');
    await form.getByLabel(/^Order life span/).fill('120');
    await form.getByLabel(/^Maximum amount/).fill('250.5');
    await form.getByLabel(/^Maximum per user per period/).fill('3');
    await form.getByLabel('Collection period').selectOption('monthly');
    await savePut(() => form.getByRole('button', { name: 'Save' }).click());
    expect((await storedShopSettings(merchant.token, shopId)).tabSettings).toMatchObject({
      enabled: true,
      orderLifeSpan: 120,
      maximumAmount: 25050,
      maximumPerUserPerPeriod: 3,
      collectionPeriod: 'monthly',
    });
    await page.reload();
    form = page.getByRole('form', { name: 'Tab', exact: true });
    expect(await form.getByLabel(/^Order life span/).inputValue()).toBe('120');
    // The shared MoneyInput: stored in integer cents (25050), shown as dollars with two decimals.
    expect(await form.getByLabel(/^Maximum amount/).inputValue()).toBe('250.50');
    expect(await form.getByLabel(/^Maximum per user per period/).inputValue()).toBe('3');
    expect(await form.getByLabel('Collection period').inputValue()).toBe('monthly');
    await page.getByRole('button', { name: 'Disable Tab' }).waitFor();
  });

  it('buzzer, loyalty and location: immediate toggle, visibility rules, validation, save + reload', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    let form: Awaited<ReturnType<typeof openSection>>;
    const savePut = (click: () => Promise<void>) => saveAndWait(page, click);
    // Buzzer: Enable saves at once and survives a reload; the platforms saved with Save reload ticked.
    form = await openSection(page, 'buzzer', 'Buzzer');
    await savePut(() => page.getByRole('button', { name: 'Enable Buzzer' }).click());
    await page.getByRole('button', { name: 'Disable Buzzer' }).waitFor();
    const platforms = form.getByRole('group', { name: 'Buzzer platforms' });
    await platforms.getByText('Kiosk', { exact: true }).click();
    await form.getByRole('group', { name: 'Buzzer order types' }).getByText('Dine-in', { exact: true }).click();
    await savePut(() => form.getByRole('button', { name: 'Save' }).click());
    expect((await storedShopSettings(merchant.token, shopId)).buzzerOrTag).toMatchObject({
      enabled: true,
      platforms: ['kiosk'],
      orderTypes: ['dine-in'],
    });
    await page.reload();
    await page.getByRole('button', { name: 'Disable Buzzer' }).waitFor();
    form = page.getByRole('form', { name: 'Buzzer', exact: true });
    expect(await form.getByRole('group', { name: 'Buzzer platforms' }).getByLabel('Kiosk').isChecked()).toBe(true);
    expect(await form.getByRole('group', { name: 'Buzzer platforms' }).getByLabel('POS').isChecked()).toBe(false);
    expect(await form.getByRole('group', { name: 'Buzzer order types' }).getByLabel('Dine-in').isChecked()).toBe(true);

    // Loyalty: off hides every option; on reveals them; the QR fields only with the QR flag; saved values reload.
    form = await openSection(page, 'loyalty', 'Loyalty');
    expect(await form.getByTestId('loyalty-options').count()).toBe(0);
    await form.getByText('Loyalty enabled', { exact: true }).click();
    await form.getByTestId('loyalty-options').waitFor();
    expect(await form.getByTestId('loyalty-qr-fields').count()).toBe(0);
    await form.getByText('QR code enabled', { exact: true }).click();
    await form.getByTestId('loyalty-qr-fields').waitFor();
    await form.getByLabel('Reward type').selectOption('discount-percentage');
    expect(await form.getByLabel('Reward item').count()).toBe(0);
    // a refused value says why and saves nothing
    await form.getByLabel('Points needed for a reward').fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Points needed for a reward must be at least 1', { exact: true }).waitFor();
    await form.getByLabel('Points needed for a reward').fill('8');
    await form.getByLabel('Discount %').fill('15');
    await form.getByLabel('Points per scan').fill('2');
    await form.getByLabel('Scan daily limit').fill('5');
    await noViolations(page, 'loyalty');
    await savePut(() => form.getByRole('button', { name: 'Save' }).click());
    expect((await storedShopSettings(merchant.token, shopId)).loyalty).toMatchObject({
      enabled: true,
      limit: 8,
      reward: { type: 'discount-percentage', discountPercentage: 15 },
      qrCode: { enabled: true, pointsPerScan: 2, scanDailyLimit: 5 },
    });
    await page.reload();
    form = page.getByRole('form', { name: 'Loyalty', exact: true });
    expect(await form.getByLabel('Loyalty enabled').isChecked()).toBe(true);
    expect(await form.getByLabel('Points needed for a reward').inputValue()).toBe('8');
    expect(await form.getByLabel('Discount %').inputValue()).toBe('15');
    expect(await form.getByLabel('Scan daily limit').inputValue()).toBe('5');
    await form.getByText('QR code enabled', { exact: true }).click();
    expect(await form.getByTestId('loyalty-qr-fields').count()).toBe(0);

    // Location: a fixed shop needs its address (the form says so); dynamic explains itself. The stack has no Maps
    // key, so the address is shared/ui's plain NZ form; the saved address object reloads into its fields.
    form = await openSection(page, 'location', 'Location');
    await form.getByLabel('Shop type').selectOption('dynamic');
    await form.getByText('A dynamic location follows the device you are signed in on.').waitFor();
    await form.getByLabel('Shop type').selectOption('fixed');
    expect(await form.getByText('A dynamic location follows the device you are signed in on.').count()).toBe(0);
    expect(await form.getByRole('combobox', { name: /^Address/ }).count()).toBe(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Address is required for a fixed shop').waitFor();
    // the form's own rules show once a field is left
    await form.getByLabel(/^Postcode/).fill('101');
    await form.getByLabel(/^City/).focus();
    await form.getByText('Postcode must be 4 digits').waitFor();
    await noViolations(page, 'location with errors');
    await form.getByLabel(/^Street address/).fill('12 Queen Street');
    await form.getByLabel(/^Suburb/).fill('Auckland Central');
    await form.getByLabel(/^City/).fill('Auckland');
    await form.getByLabel(/^Postcode/).fill('1010');
    await form.getByText('Hide from map', { exact: true }).click();
    await savePut(() => form.getByRole('button', { name: 'Save' }).click());
    const located = await storedShopSettings(merchant.token, shopId);
    expect(located).toMatchObject({
      type: 'fixed',
      hideFromMap: true,
      address: {
        formatted_address: '12 Queen Street, Auckland Central, Auckland 1010, New Zealand',
        components: { street: '12 Queen Street', suburb: 'Auckland Central', city: 'Auckland', postCode: '1010', country: 'NZ' },
      },
    });
    await page.reload();
    form = page.getByRole('form', { name: 'Location', exact: true });
    expect(await form.getByLabel('Shop type').inputValue()).toBe('fixed');
    expect(await form.getByLabel('Hide from map').isChecked()).toBe(true);
    expect(await form.getByLabel(/^Street address/).inputValue()).toBe('12 Queen Street');
    expect(await form.getByLabel(/^Suburb/).inputValue()).toBe('Auckland Central');
    expect(await form.getByLabel(/^City/).inputValue()).toBe('Auckland');
    expect(await form.getByLabel(/^Postcode/).inputValue()).toBe('1010');
  });

  it('subscription: the local checkout returns to ?section=subscription with the chosen plan active', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    await page.goto(`${stack().url}/shop/settings?section=subscription`);
    const plans = page.getByTestId('plan-card');
    await plans.first().waitFor();
    await noViolations(page, 'subscription');
    const growth = plans.filter({ hasText: 'Growth' });
    await growth.getByRole('button', { name: 'Choose Growth' }).click();
    await page.getByRole('heading', { name: 'Subscribe to Growth' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/settings' && url.searchParams.get('section') === 'subscription');
    await growth.getByText('Current plan').first().waitFor();
    expect(await growth.getByRole('button', { name: 'Growth: current plan' }).isDisabled()).toBe(true);
    expect((await storedShop(merchant.token, shopId)).subscription?.monthPriceId).toBe('price_local_growth_month');
  });

  it('loyalty category pickers: the shop’s categories offered, the ticked ones saved (even in the click’s own turn), reloaded ticked', async () => {
    const category = async (name: string) =>
      (
        await api<{ category: { _id: string } }>('/api/categories', {
          method: 'POST',
          token: merchant.token,
          body: { categoryInfo: JSON.stringify({ shop: shopId, name }) },
        })
      ).body.category._id;
    const coffee = await category('Coffee');
    const cakes = await category('Cakes');
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    let form = await openSection(page, 'loyalty', 'Loyalty');
    if (!(await form.getByLabel('Loyalty enabled').isChecked())) await form.getByText('Loyalty enabled', { exact: true }).click();
    await form.getByLabel('Loyalty type').selectOption('item-in-category');
    await form.getByLabel('Reward type').selectOption('free-item-on-category');
    await form.getByLabel('Points needed for a reward').fill('6');
    const items = form.getByRole('group', { name: 'Item categories' });
    await items.getByLabel('Cakes').waitFor();
    expect(await items.getByRole('checkbox').count()).toBe(2);
    // both pickers list the same categories, so each box's name carries its group (shown: just the category)
    expect(await items.getByRole('checkbox', { name: 'Coffee (Item categories)', exact: true }).count()).toBe(1);
    expect(
      await form
        .getByRole('group', { name: 'Reward categories' })
        .getByRole('checkbox', { name: 'Coffee (Reward categories)', exact: true })
        .count(),
    ).toBe(1);
    // A person's clicks: each tick shows, then Save.
    await items.getByText('Coffee', { exact: true }).click();
    await items.getByText('Cakes', { exact: true }).click();
    expect(await items.getByLabel('Cakes').isChecked()).toBe(true);
    // a reward with nothing to give is refused in place (contracts' rule, the API's too), and nothing is saved
    const rewards = form.getByRole('group', { name: 'Reward categories' });
    if (await rewards.getByLabel('Coffee').isChecked()) await rewards.getByText('Coffee', { exact: true }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Choose at least one reward category', { exact: true }).waitFor();
    expect((await storedShopSettings(merchant.token, shopId)).loyalty?.type).not.toBe('item-in-category');
    await rewards.getByText('Coffee', { exact: true }).click();
    await saveAndWait(page, () => form.getByRole('button', { name: 'Save' }).click());
    expect((await storedShopSettings(merchant.token, shopId)).loyalty).toMatchObject({
      type: 'item-in-category',
      itemCategories: [coffee, cakes],
      reward: { type: 'free-item-on-category', categories: [coffee] },
    });
    // A tick and the Save in one turn of the page (a script, a busy page): the tick still goes with the save.
    await saveAndWait(page, () =>
      page.evaluate(() => {
        const fieldset = [...document.querySelectorAll('fieldset')].find(
          (set) => set.querySelector('legend')?.textContent === 'Reward categories',
        );
        const box = [...(fieldset?.querySelectorAll('label') ?? [])].find(
          (label) => label.textContent === 'Cakes (Reward categories)',
        );
        box?.querySelector('input')?.click();
        document.querySelector<HTMLButtonElement>('form[aria-label="Loyalty"] button[type="submit"]')?.click();
      }),
    );
    expect((await storedShopSettings(merchant.token, shopId)).loyalty).toMatchObject({
      reward: { type: 'free-item-on-category', categories: [coffee, cakes] },
    });
    await page.reload();
    form = page.getByRole('form', { name: 'Loyalty', exact: true });
    expect(await form.getByRole('group', { name: 'Item categories' }).getByLabel('Coffee').isChecked()).toBe(true);
    expect(await form.getByRole('group', { name: 'Reward categories' }).getByLabel('Cakes').isChecked()).toBe(true);
    expect(await form.getByRole('group', { name: 'Reward categories' }).getByLabel('Coffee').isChecked()).toBe(true);
    await noViolations(page, 'loyalty with category pickers');
  });

  it('presentation: a PNG picked for the hero goes up and is stored as a JPEG (its bytes), and the saved hero reloads', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, merchant);
    const form = await openSection(page, 'presentation', 'Presentation');
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    const hero = form.getByTestId('image-upload');
    await hero
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'storefront.png', mimeType: 'image/png', buffer: gradientPng(600, 480) });
    const editor = hero.getByTestId('image-editor');
    const upload = editor.getByRole('button', { name: 'Upload image', disabled: false });
    await upload.waitFor();
    await editor.getByRole('button', { name: 'Rotate right 15°' }).click();
    await editor.getByText('Rotation: 15°').waitFor();
    const [uploaded] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/images' && r.request().method() === 'POST'),
      upload.click(),
    ]);
    expect(uploaded.status()).toBe(201);
    const { secure_url: heroUrl } = (await uploaded.json()) as { secure_url: string };

    await saveAndWait(page, () => form.getByRole('button', { name: 'Save' }).click());
    await toast(page, SAVED);
    const stored = (await storedShop(merchant.token, shopId)).images?.hero;
    expect(stored).toBe(heroUrl);
    // What is stored and served under the shop's hero URL: a JPEG (SOI + marker FF D8 FF, a PNG starts 89 50 4E 47)
    const served = await fetch(new URL(stored as string, stack().url)); // origin-relative, as stored
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpegSize(bytes)).not.toBeNull();
    // and it is the section's own output (the editor's crop, turned 15°, encoded in the page), not a server-side copy
    // of the PNG picked: the crop's corner lies outside the turned picture, so it is the JPEG's white fill, where the
    // gradient's unturned corner is dark blue (≈ 0, 0, 160)
    for (const channel of await decodedPixel(page, bytes, 'image/jpeg', 4, 4)) expect(channel).toBeGreaterThan(230);

    await page.reload();
    await page
      .getByRole('form', { name: 'Presentation', exact: true })
      .getByRole('img', { name: 'Current hero image' })
      .waitFor();
    await noViolations(page, 'presentation with a hero');
  });

  it('location dynamic: the shop follows its owner’s device on every page (the host’s follower); the position is stored', async () => {
    // Its own merchant and shop: a dynamic shop asks every new browser of its owner, which the journeys above must not see.
    const driver = await createAccount(`settings-e2e-van-${Date.now().toString(36)}`, 'Rangi');
    const vanName = `Taco Van ${Date.now().toString(36)}`;
    const vanId = (await createShopFor(driver, vanName))._id;
    browser = await openBrowser();
    const { page, context } = browser;
    await context.grantPermissions(['geolocation'], { origin: stack().url });
    await context.setGeolocation({ latitude: -36.8485, longitude: 174.7633, accuracy: 12 });
    const positionSent = () =>
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/api/shops/${vanId}/device-location` && r.request().method() === 'PUT',
      );
    const stored = async () => (await storedShop(driver.token, vanId)).deviceLocation;
    await signIn(page, driver);

    const form = await openSection(page, 'location', 'Location');
    await form.getByLabel('Shop type').selectOption('dynamic');
    await form.getByText('A dynamic location follows the device you are signed in on.').waitFor();
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/shops/${vanId}`) && r.ok()),
      form.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect((await storedShop(driver.token, vanId)).type).toBe('dynamic');

    // The host asks once (its follower starts with the saved type), and the first fix is stored at once.
    const ask = page.getByRole('region', { name: DEVICE_LOCATION_CONSENT.title });
    await ask.getByText(DEVICE_LOCATION_CONSENT.body(vanName), { exact: true }).waitFor();
    await noViolations(page, 'location, dynamic, asking to share');
    const [first] = await Promise.all([positionSent(), ask.getByRole('button', { name: DEVICE_LOCATION_CONSENT.share }).click()]);
    expect(first.status()).toBe(200);
    const auckland = await stored();
    expect(auckland).toMatchObject({ latitude: -36.8485, longitude: 174.7633, accuracy: 12 });
    const panel = page.getByTestId('device-location');
    await panel.getByText('Sharing this device’s location.').waitFor();
    await panel.getByText(/at -36\.84850, 174\.76330 \(± 12 m\)$/).waitFor();

    // Another page, another place: the orders page (no settings open) follows at once — this device said yes before.
    await context.setGeolocation({ latitude: -41.2865, longitude: 174.7762, accuracy: 30 });
    const [moved] = await Promise.all([positionSent(), page.goto(`${stack().url}/shop/orders`)]);
    expect(moved.status()).toBe(200);
    expect(await page.getByRole('region', { name: DEVICE_LOCATION_CONSENT.title }).count()).toBe(0);
    const wellington = await stored();
    expect(wellington).toMatchObject({ latitude: -41.2865, longitude: 174.7762, accuracy: 30 });
    expect(Date.parse(wellington?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(auckland?.updatedAt ?? ''));
  });

  it('an admin sees and saves every admin-only field; a reload shows them (a merchant sees none: journeys above)', async () => {
    // A fresh shop of the admin's own (the shop switcher lists a user's own shops), deleted afterwards; its name sorts
    // after the demo shops so no other journey's default admin shop changes meanwhile.
    const login = await api<{ token: string }>('/login', {
      method: 'POST',
      body: { username: ADMIN.email, password: ADMIN.password },
    });
    const adminToken = login.body.token;
    const created = await api<{ shop: { _id: string } }>('/api/shops', {
      method: 'POST',
      token: adminToken,
      body: { shopInfo: { name: { normal: `Zz Settings Admin ${Date.now().toString(36)}` }, contact: { email: ADMIN.email } } },
    });
    expect(created.status).toBe(201);
    const adminShopId = created.body.shop._id;
    try {
      browser = await openBrowser();
      const { page } = browser;
      await signIn(page, ADMIN);
      await page.evaluate((id) => localStorage.setItem('shopId', id), adminShopId);
      const saved = (click: () => Promise<void>) =>
        Promise.all([
          page.waitForResponse(
            (response) =>
              response.request().method() === 'PUT' && response.url().endsWith(`/api/shops/${adminShopId}`) && response.ok(),
          ),
          click(),
        ]);

      // Ordering: order fee % (step 0.1), legacy under subscription, customer surcharge (enabled, %, platforms).
      let form = await openSection(page, 'ordering', 'Ordering');
      const fee = form.getByLabel(/Order fee %/);
      expect(await fee.getAttribute('step')).toBe('0.1');
      // off the 0.1 step (spec 000 §5): refused under the field, nothing sent
      let puts = 0;
      const countPut = (request: { method(): string; url(): string }) => {
        if (request.method() === 'PUT' && request.url().endsWith(`/api/shops/${adminShopId}`)) puts += 1;
      };
      page.on('request', countPut);
      await fee.fill('12.55');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Order fee % must be in steps of 0.1', { exact: true }).waitFor();
      page.off('request', countPut);
      expect(puts).toBe(0);
      await fee.fill('12.5');
      await form.getByText('Legacy under subscription', { exact: true }).click();
      await form.getByText('Customer Surcharge', { exact: true }).click();
      await form.getByLabel(/Customer Surcharge %/).fill('2.5');
      await form.getByRole('group', { name: 'Customer Surcharge platforms' }).getByText('Web', { exact: true }).click();
      await saved(() => form.getByRole('button', { name: 'Save' }).click());
      await page.reload();
      form = page.getByRole('form', { name: 'Ordering', exact: true });
      expect(await form.getByLabel(/Order fee %/).inputValue()).toBe('12.5');
      expect(await form.getByLabel('Legacy under subscription').isChecked()).toBe(true);
      expect(await form.getByLabel('Customer Surcharge', { exact: true }).isChecked()).toBe(true);
      expect(await form.getByLabel(/Customer Surcharge %/).inputValue()).toBe('2.5');
      expect(await form.getByRole('group', { name: 'Customer Surcharge platforms' }).getByLabel('Web').isChecked()).toBe(true);
      await noViolations(page, 'ordering as admin');

      // Display platforms of pickup, dine-in and delivery, ticked and saved through their forms.
      form = await openSection(page, 'pickup', 'Pick up');
      await form.getByRole('group', { name: 'Display Pickup on platforms' }).getByText('Kiosk', { exact: true }).click();
      await saved(() => form.getByRole('button', { name: 'Save' }).click());
      await page.reload();
      form = page.getByRole('form', { name: 'Pick up', exact: true });
      expect(await form.getByRole('group', { name: 'Display Pickup on platforms' }).getByLabel('Kiosk').isChecked()).toBe(true);

      await page.goto(`${stack().url}/shop/table-ordering?section=settings`);
      await page.getByRole('group', { name: 'Display dine-in on platforms' }).getByText('Embed store', { exact: true }).click();
      await page.getByLabel(/Preparation time/).fill('5');
      await saved(() => page.getByRole('button', { name: 'Save' }).click());
      await page.reload();
      expect(await page.getByRole('group', { name: 'Display dine-in on platforms' }).getByLabel('Embed store').isChecked()).toBe(
        true,
      );

      form = await openSection(page, 'delivery', 'Delivery');
      await form.getByLabel('Fee type').selectOption('fixed');
      await form.getByLabel(/Fixed cost/).fill('5');
      await form.getByRole('group', { name: 'Display Pickup on platforms' }).getByText('Marketplace', { exact: true }).click();
      await saved(() => form.getByRole('button', { name: 'Save' }).click());
      await page.reload();
      form = page.getByRole('form', { name: 'Delivery', exact: true });
      expect(await form.getByRole('group', { name: 'Display Pickup on platforms' }).getByLabel('Marketplace').isChecked()).toBe(
        true,
      );
      expect(await form.getByLabel('Fee type').inputValue()).toBe('fixed');
      expect(await form.getByLabel(/Fixed cost/).inputValue()).toBe('5.00');

      const stored = (
        await api<{ shop: Record<string, Record<string, unknown> | undefined> }>(`/api/shops/${adminShopId}`, {
          token: adminToken,
        })
      ).body.shop;
      expect(stored.orderingPreferences).toMatchObject({ feePercent: 12.5, legacyUnderSubscription: true });
      expect(stored.customerSurcharge).toEqual({ enabled: true, percent: 2.5, platforms: ['web'] });
      expect(stored.pickup?.displayPlatforms).toEqual(['kiosk']);
      expect(stored.dineIn?.displayPlatforms).toEqual(['embed']);
      expect(stored.delivery?.displayPlatforms).toEqual(['marketplace']);
      expect(stored.delivery).toMatchObject({ feeType: 'fixed', fixedCost: 500 });
    } finally {
      await api(`/api/shops/${adminShopId}`, { method: 'DELETE', token: adminToken });
    }
  });

  it('notifications and verification: toggles saved + reloaded; Pending information required → Verify now → verified', async () => {
    // A merchant and shop of its own: the journeys above fill in what the local provider asks for (bank details,
    // address, phone), after which the shared shop has nothing due any more.
    const tag = Date.now().toString(36);
    const owner = await createAccount(`verify-e2e-${tag}`, 'Rawiri');
    const ownShopId = (await createShopFor(owner, `Verify Venue ${tag}`))._id;
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, owner);
    // Notifications: both switches off for a new shop; turned on and saved, stored and shown on after a reload.
    let form = await openSection(page, 'notifications', 'Notifications');
    expect(await form.getByLabel('New order push notification').isChecked()).toBe(false);
    expect(await form.getByLabel('New order e-mail').isChecked()).toBe(false);
    await form.getByText('New order push notification', { exact: true }).click();
    await form.getByText('New order e-mail', { exact: true }).click();
    await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.url().endsWith(`/api/shops/${ownShopId}`) && response.ok(),
      ),
      form.getByRole('button', { name: 'Save' }).click(),
    ]);
    await toast(page, SAVED);
    const stored = await api<{ shop: { notificationSettings?: unknown } }>(`/api/shops/${ownShopId}`, { token: owner.token });
    expect(stored.body.shop.notificationSettings).toEqual({ newOrder: { pushNotification: true, email: true } });
    await page.reload();
    form = page.getByRole('form', { name: 'Notifications', exact: true });
    await form.waitFor();
    expect(await form.getByLabel('New order push notification').isChecked()).toBe(true);
    expect(await form.getByLabel('New order e-mail').isChecked()).toBe(true);
    await noViolations(page, 'notifications');

    // Verification: a new shop's payment account still has information due; Verify now goes to the provider's link
    // (the local provider's page) and comes back to this section, verified.
    await openSection(page, 'verification', 'Bank details');
    await page.getByText('Pending information required', { exact: true }).waitFor();
    expect(await page.getByText('Your account is verified!', { exact: true }).count()).toBe(0);
    await noViolations(page, 'verification pending');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/shop/settings' && url.searchParams.get('section') === 'verification'),
      page.getByRole('button', { name: 'Verify now' }).click(),
    ]);
    await page.getByText('Your account is verified!', { exact: true }).waitFor();
    expect(await page.getByText('Pending information required', { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).origin).toBe(stack().url);
  });
});
