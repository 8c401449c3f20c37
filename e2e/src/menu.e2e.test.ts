import type { Page } from 'playwright-core';
import { formatMoney } from '../../shared/contracts/src/money';
import { endOfVenueDay, formatVenueDateTime } from '../../shared/contracts/src/rules/menu';
import { type ApiInit, callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { openBrowser, pinPageClock, signIn, startPinnedStack } from '../support/browser';
import { decodedPixel, gradientPng, jpegSize } from '../support/images';

/**
 * The menu remote on the real stack, one journey per acceptance line: a category built through the
 * screens (two products, a multi option set 1–2, availability, upsell, a hero image served back as JPEG); the menu
 * copied into the merchant's second shop; one voucher of each type through the six steps; a product marked sold out
 * and an intake order for it refused; the menu spreadsheet exported, edited and imported back. Every page visited
 * passes axe.
 *
 * The stack is the pinned one (its API clock starts at PINNED and ticks on; each page's clock too), so "today", "one
 * day from now" and the shop's hours are known whatever the wall clock says. A fresh merchant owns two fresh shops.
 */
const PINNED = '2026-11-24T11:00:00+13:00';

interface Target {
  url: string;
  apiUrl: string;
}
interface OptionSet {
  _id: string;
  name: string;
  type: string;
  minSelection?: number | null;
  maxSelection?: number | null;
  values: { _id: string; name: string; price: number }[];
}
interface Product {
  _id: string;
  name: string;
  price: number;
  soldOutUntil?: string | null;
  images?: { hero?: string | null };
  category?: string;
}
interface Category {
  _id: string;
  name: string;
  displayOrder: number;
  upsell?: string[];
  availability?: Record<string, unknown>;
  options: (OptionSet | string)[];
  products: (Product | string)[];
}

let target: Target;
let startedAt = 0;
const merchant = { email: '', password: 'Kowhai-harbour-4821', token: '' };
/** The shop the host opens first (first by name) and the merchant's second shop. */
const shops = { first: { id: '', name: 'Aroha Eatery' }, second: { id: '', name: 'Tui Kitchen' } };
/** Made through the API before the journeys, so each journey stands alone. */
const seeded = { teaCategory: '', greenTea: '', chai: '', bakeryCategory: '', scone: '' };

/** The pinned API's "now": where it started plus the time that has passed since. */
const apiNow = () => Date.parse(PINNED) + (Date.now() - startedAt);

const api = <T>(path: string, init: ApiInit = {}) => callApi<T>(path, init, target.apiUrl);

async function must<T>(call: Promise<{ status: number; body: T }>, status = 201): Promise<T> {
  const res = await call;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function menuOf(shopId: string): Promise<Category[]> {
  const options = encodeURIComponent(JSON.stringify({ populate: ['options', 'products'], sort: 'displayOrder' }));
  return (
    await must(
      api<{ categories: Category[] }>(`/api/shops/${shopId}/categories?options=${options}`, { token: merchant.token }),
      200,
    )
  ).categories;
}
const productsIn = (category: Category | undefined) =>
  (category?.products ?? []).filter((p): p is Product => typeof p === 'object');
const setsIn = (category: Category | undefined) => (category?.options ?? []).filter((o): o is OptionSet => typeof o === 'object');

async function createCategory(shopId: string, name: string): Promise<string> {
  return (
    await must(
      api<{ category: { _id: string } }>('/api/categories', {
        method: 'POST',
        token: merchant.token,
        body: { categoryInfo: JSON.stringify({ shop: shopId, name }) },
      }),
    )
  ).category._id;
}
async function createProduct(categoryId: string, name: string, price: number): Promise<string> {
  const id = (
    await must(
      api<{ product: { _id: string } }>('/api/products', {
        method: 'POST',
        token: merchant.token,
        body: { productInfo: JSON.stringify({ category: categoryId, name }) },
      }),
    )
  ).product._id;
  // a product created by name starts hidden: priced and described, it can be shown
  await must(
    api(`/api/products/${id}`, {
      method: 'PUT',
      token: merchant.token,
      body: { price, description: `${name} made here`, enabled: true },
    }),
    200,
  );
  return id;
}

/** A guest's ASAP pickup of one `productId` through the intake, as the web store sends it. */
async function placeOrder(productId: string) {
  const guest = await must(
    api<{ token: string }>('/guests', { method: 'POST', body: { name: 'Hemi Guest', email: 'hemi.guest@example.com' } }),
  );
  return api<{ order?: { _id: string }; message?: string }>(`/api/shops/${shops.first.id}/orders`, {
    method: 'POST',
    token: guest.token,
    headers: { 'idempotency-key': `menu-e2e-${Date.now()}-${Math.random()}` },
    body: {
      orderType: 'pickup',
      origin: 'web',
      pickupType: 'dynamic',
      pickupTime: new Date(apiNow() + 15 * 60_000).toISOString(),
      lineItems: [{ product: productId, quantity: 1 }],
      payment: { method: 'card' },
    },
  });
}

beforeAll(async () => {
  target = await startPinnedStack(PINNED);
  startedAt = Date.now();
  merchant.email = `menu-e2e-${Date.now().toString(36)}-${process.pid}@example.com`;
  merchant.token = (
    await must(
      api<{ token: string }>('/signup', {
        method: 'POST',
        body: {
          name: { given: 'Ana', family: 'Tane' },
          email: merchant.email,
          password: merchant.password,
          passwordRepeat: merchant.password,
          isMerchant: true,
        },
      }),
    )
  ).token;
  for (const shop of [shops.first, shops.second]) {
    shop.id = (
      await must(
        api<{ shop: { _id: string } }>('/api/shops', {
          method: 'POST',
          token: merchant.token,
          body: { shopInfo: { name: { normal: shop.name }, contact: { email: merchant.email } } },
        }),
      )
    ).shop._id;
    await must(api(`/api/shops/${shop.id}/accepting-orders/accepting`, { method: 'PUT', token: merchant.token }), 200);
  }
  seeded.teaCategory = await createCategory(shops.first.id, 'Tea');
  seeded.greenTea = await createProduct(seeded.teaCategory, 'Green Tea', 450);
  seeded.chai = await createProduct(seeded.teaCategory, 'Chai Latte', 550);
  seeded.bakeryCategory = await createCategory(shops.first.id, 'Bakery');
  seeded.scone = await createProduct(seeded.bakeryCategory, 'Cheese Scone', 600);
}, 300_000);

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The merchant's browser, its clock at the API's, signed in; the host opens the first shop by name. */
async function signedIn(): Promise<Page> {
  browser = await openBrowser();
  await pinPageClock(browser.context, apiNow());
  await signIn(browser.page, merchant, target.url);
  return browser.page;
}

/** Client-side navigation inside the shell, as the side menu's links do. */
async function visit(page: Page, path: string) {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

async function noViolations(page: Page, screen: string) {
  expect(await axeViolations(page, screen)).toEqual([]);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('menu builder', () => {
  it('builds a category with two products, a multi option set (1–2), availability, upsell and a hero image served as JPEG', async () => {
    const page = await signedIn();
    await visit(page, '/shop/menu');
    const area = page.getByTestId('area-menu');
    await area.getByTestId('current-shop-name').filter({ hasText: shops.first.name }).waitFor();
    await area.getByTestId('category-row').first().waitFor();
    await noViolations(page, 'menu');

    await area.getByLabel('New category name').fill('Coffee');
    await area.getByRole('button', { name: 'Create category' }).click();
    await toast(page, 'Category creation successful');
    await area.getByRole('link', { name: 'Coffee' }).click();
    await page.waitForURL(/\/shop\/menu\/[^/?]+\?section=products$/);
    const categoryId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await area.getByText('No products in this category yet.').waitFor();
    await noViolations(page, 'category, products tab, empty');

    for (const name of ['Flat White', 'Mocha']) {
      await area.getByLabel('New product name').fill(name);
      await area.getByRole('button', { name: 'Create product' }).click();
      await area.getByTestId('product-row').filter({ hasText: name }).waitFor();
    }
    await noViolations(page, 'category, products tab');

    // Options: a multi-selection set, min 1 and max 2 (min > max is refused on the way)
    await area.getByRole('tab', { name: 'Options' }).click();
    expect(new URL(page.url()).searchParams.get('section')).toBe('options');
    await area.getByLabel('New option set name').fill('Milk');
    await area.getByRole('button', { name: 'Create option set' }).click();
    await toast(page, 'Option creation successful');
    await area.getByRole('link', { name: 'Milk' }).click();
    await page.waitForURL(/\/options\//);
    await area.getByLabel('Type').selectOption('multi');
    await area.getByLabel('Minimum selection').fill('3');
    await area.getByLabel('Maximum selection').fill('2');
    for (const [index, name, price] of [
      [1, 'Oat', '0.80'],
      [2, 'Soy', '0.60'],
      [3, 'Almond', '0.70'],
    ] as const) {
      await area.getByRole('button', { name: 'Add value' }).click();
      await area.getByLabel(`Value ${index} name`).fill(name);
      await area.getByLabel(`Value ${index} price`).fill(price);
    }
    await area.getByRole('button', { name: 'Save option' }).click();
    await area.getByText('Minimum selection cannot be more than maximum selection', { exact: true }).waitFor();
    expect(setsIn((await menuOf(shops.first.id)).find((c) => c._id === categoryId))[0]?.type).not.toBe('multi');
    await noViolations(page, 'option page with an error');
    await area.getByLabel('Minimum selection').fill('1');
    await area.getByRole('button', { name: 'Save option' }).click();
    await toast(page, 'Option update successful');
    await area.getByRole('link', { name: /Back to Coffee/ }).click();
    await page.waitForURL(/\?section=options$/);
    await area.getByTestId('option-row').filter({ hasText: 'multi · 3 values' }).waitFor();

    // Availability: weekdays only, Friday until 15:30
    await area.getByRole('tab', { name: 'Availability' }).click();
    expect(new URL(page.url()).searchParams.get('section')).toBe('availability');
    for (const day of ['Saturday', 'Sunday']) await area.getByText(day, { exact: true }).click();
    await area.getByLabel('Friday to hour').selectOption('15');
    await area.getByLabel('Friday to minute').selectOption('30');
    await noViolations(page, 'category, availability tab');
    await area.getByRole('button', { name: 'Save availability' }).click();
    await toast(page, 'Category update successful');

    // Upsell: Add is disabled until a product is chosen; a product is offered once
    await area.getByRole('tab', { name: 'Upsell' }).click();
    const add = area.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await area.getByLabel('Upsell product').selectOption({ label: 'Chai Latte' });
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await area.getByTestId('upsell-row').filter({ hasText: 'Chai Latte' }).waitFor();
    expect(await area.getByLabel('Upsell product').locator('option', { hasText: 'Chai Latte' }).count()).toBe(0);
    expect(await add.isDisabled()).toBe(true);
    await noViolations(page, 'category, upsell tab');

    // The product page: price in dollars (cents stored), its options (Oat and Soy, Oat the default), a hero image
    await area.getByRole('tab', { name: 'Products' }).click();
    await area.getByRole('link', { name: 'Flat White' }).click();
    await page.waitForURL(/\/products\//);
    const productId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await area.getByLabel('Price').fill('5.20');
    await area.getByLabel('Description').fill('Double shot, silky milk');
    await area.getByLabel('Excerpt').fill('Our classic');
    await noViolations(page, 'product, details tab');
    await area.getByRole('button', { name: 'Save details' }).click();
    await toast(page, 'Product update successful');

    await area.getByRole('tab', { name: 'Options' }).click();
    await area.getByText('Oat (NZ$0.80)', { exact: true }).click();
    await area.getByText('Soy (NZ$0.60)', { exact: true }).click();
    await area.getByText('Default for Oat in Milk').click();
    await noViolations(page, 'product, options tab');
    await area.getByRole('button', { name: 'Save options' }).click();
    await toast(page, 'Product update successful');

    await area.getByRole('tab', { name: 'Presentation' }).click();
    const hero = area.getByTestId('image-upload');
    await hero
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'flat-white.png', mimeType: 'image/png', buffer: gradientPng(500, 400) });
    const editor = hero.getByTestId('image-editor');
    const upload = editor.getByRole('button', { name: 'Upload image', disabled: false });
    await upload.waitFor();
    await editor.getByRole('button', { name: 'Rotate right 15°' }).click();
    await editor.getByText('Rotation: 15°').waitFor();
    await noViolations(page, 'product, presentation tab, image editor');
    const [uploaded, saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/images' && r.request().method() === 'POST'),
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/products/${productId}` && r.request().method() === 'PUT'),
      upload.click(),
    ]);
    expect(uploaded.status()).toBe(201);
    expect(saved.status()).toBe(200);
    const { secure_url: heroUrl } = (await uploaded.json()) as { secure_url: string };
    // origin-relative (our storage stores no host name): fetched from the page's own origin
    const served = await fetch(new URL(heroUrl, page.url()));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // The 15° turn is in the pixels: the crop's corner now lies outside the turned 500 × 400 picture, so it is the
    // white JPEG fill, not the gradient's dark blue (≈ 0, 0, 160) an unturned crop starts with. Decoded by the browser.
    expect(jpegSize(bytes)).not.toBeNull();
    const corner = await decodedPixel(page, bytes, 'image/jpeg', 4, 4);
    for (const channel of corner) expect(channel).toBeGreaterThan(230);
    await hero.getByRole('img', { name: 'Current hero image' }).waitFor();
    await noViolations(page, 'product, presentation tab');

    // A product deleted from the page's Actions dropdown: the modal opened from the menu item stays open (it used to
    // close at once as the menu handed focus back to its trigger), it is in the URL, and deleting returns to the category
    await area.getByRole('link', { name: /Back to Coffee/ }).click();
    await area.getByLabel('New product name').fill('Cortado');
    await area.getByRole('button', { name: 'Create product' }).click();
    await area.getByRole('link', { name: 'Cortado' }).click();
    await page.waitForURL(/\/products\//);
    await area.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Delete' });
    await remove.getByText('Are you sure you want to delete the record "Cortado"').waitFor();
    await page.waitForTimeout(500);
    expect(await remove.isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('dialog')).toBe('delete');
    await noViolations(page, 'delete product confirmation');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Product delete successful');
    await page.waitForURL(new RegExp(`/shop/menu/${categoryId}$`));
    await area.getByTestId('product-row').filter({ hasText: 'Mocha' }).waitFor();
    expect(await area.getByTestId('product-row').filter({ hasText: 'Cortado' }).count()).toBe(0);

    // What the API now holds
    const coffee = (await menuOf(shops.first.id)).find((c) => c._id === categoryId);
    expect(productsIn(coffee).map((p) => p.name)).toEqual(['Flat White', 'Mocha']);
    const milk = setsIn(coffee)[0];
    expect(milk).toMatchObject({ name: 'Milk', type: 'multi', minSelection: 1, maxSelection: 2 });
    expect(milk?.values.map((v) => [v.name, v.price])).toEqual([
      ['Oat', 80],
      ['Soy', 60],
      ['Almond', 70],
    ]);
    expect(coffee?.availability).toMatchObject({
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      fridayTo: { hour: 15, min: 30 },
    });
    expect(coffee?.upsell).toEqual([seeded.chai]);
    const flatWhite = (
      await must(
        api<{
          product: Product & { options: { _id: string; values: { _id: string; selected?: boolean; default?: boolean }[] }[] };
        }>(`/api/products/${productId}`, { token: merchant.token }),
        200,
      )
    ).product;
    expect(flatWhite.price).toBe(520);
    expect(flatWhite.images?.hero).toBe(heroUrl);
    const oat = milk?.values[0]?._id;
    const soy = milk?.values[1]?._id;
    expect(flatWhite.options).toEqual([
      expect.objectContaining({
        _id: milk?._id,
        values: [
          expect.objectContaining({ _id: oat, selected: true, default: true }),
          expect.objectContaining({ _id: soy, selected: true }),
        ],
      }),
    ]);
  }, 240_000);

  it('copies the menu into the merchant’s second shop after the confirmation and shows it there', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: /switch shop/i }).click();
    await page.getByRole('dialog', { name: 'Select a venue' }).getByRole('button', { name: shops.second.name }).click();
    await visit(page, '/shop/menu');
    const area = page.getByTestId('area-menu');
    await area.getByTestId('current-shop-name').filter({ hasText: shops.second.name }).waitFor();
    await area.getByText('No categories yet. Create the first one above.').waitFor();
    await noViolations(page, 'menu, empty');

    await area.getByLabel('Copy menu from').selectOption({ label: shops.first.name });
    await area.getByRole('button', { name: 'Copy menu' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Copy menu' });
    await confirm
      .getByText(`Copy every category, product and option of "${shops.first.name}" into this shop?`, { exact: false })
      .waitFor();
    await noViolations(page, 'copy menu confirmation');
    expect(await menuOf(shops.second.id)).toEqual([]);
    await confirm.getByRole('button', { name: 'Copy menu' }).click();
    await toast(page, 'Menu copy successful');
    await confirm.waitFor({ state: 'detached' });
    await area.getByTestId('category-row').filter({ hasText: 'Tea' }).waitFor();
    await area.getByTestId('category-row').filter({ hasText: 'Bakery' }).waitFor();

    const copied = await menuOf(shops.second.id);
    const source = await menuOf(shops.first.id);
    expect(copied.map((c) => c.name)).toEqual(source.map((c) => c.name));
    const tea = copied.find((c) => c.name === 'Tea');
    expect(tea?._id).not.toBe(seeded.teaCategory);
    expect(productsIn(tea).map((p) => [p.name, p.price])).toEqual([
      ['Green Tea', 450],
      ['Chai Latte', 550],
    ]);
    expect(productsIn(tea).some((p) => p._id === seeded.greenTea)).toBe(false);

    // and the copy is what the second shop's category page shows
    await area.getByRole('link', { name: 'Tea' }).click();
    await area
      .getByTestId('product-row')
      .filter({ hasText: 'Green Tea' })
      .filter({ hasText: formatMoney(450) })
      .waitFor();
    await noViolations(page, 'copied category');
  }, 180_000);
});

describe('reorder categories', () => {
  it('moves a category by drag and by keyboard: each move is one call, every displayOrder distinct, the order kept after a reload', async () => {
    await createCategory(shops.first.id, 'Salads');
    await createCategory(shops.first.id, 'Soups');
    const page = await signedIn();
    await visit(page, '/shop/menu');
    const area = page.getByTestId('area-menu');
    const rows = area.getByTestId('category-row');
    const row = (name: string) => rows.filter({ has: page.getByRole('link', { name, exact: true }) });
    await row('Soups').waitFor();

    const reorderCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/categories/display-order')) reorderCalls.push(request.url());
    });
    /** The names in the order the API keeps them; after a move their displayOrders are exactly 0, 1, 2, … */
    const saved = async () => {
      const menu = await menuOf(shops.first.id);
      expect(menu.map((c) => c.displayOrder)).toEqual(menu.map((_, i) => i));
      return menu.map((c) => c.name);
    };
    const shown = () => rows.getByRole('link').allTextContents();
    const expectShown = async (names: string[]) => {
      await page.waitForFunction(
        (want) =>
          [...document.querySelectorAll('[data-testid="area-menu"] [data-testid="category-row"] a')]
            .map((a) => a.textContent)
            .join('|') === want,
        names.join('|'),
      );
      expect(await shown()).toEqual(names);
    };
    const saving = () =>
      page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/categories/display-order'));

    // before any move: in order, never two alike (a delete may have left a gap)
    const before = await menuOf(shops.first.id);
    const orders = before.map((c) => c.displayOrder);
    expect(orders).toEqual([...new Set(orders)].sort((a, b) => a - b));
    const start = before.map((c) => c.name);
    expect(start.slice(-2)).toEqual(['Salads', 'Soups']);
    await expectShown(start);

    // drag: Soups (last) dropped on the first row moves to the top
    let answer = saving();
    await row('Soups').dragTo(row(start[0] ?? ''));
    expect((await answer).status()).toBe(200);
    const dragged = ['Soups', ...start.slice(0, -1)];
    await expectShown(dragged);
    expect(await saved()).toEqual(dragged);
    expect(reorderCalls).toHaveLength(1);

    // keyboard: Enter on "Move Soups down", then Space on the same button (focus stays on it after the move)
    answer = saving();
    await area.getByRole('button', { name: 'Move Soups down' }).focus();
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    const once = [dragged[1] ?? '', 'Soups', ...dragged.slice(2)];
    await expectShown(once);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Move Soups down');
    answer = saving();
    await page.keyboard.press('Space');
    expect((await answer).status()).toBe(200);
    const twice = [once[0] ?? '', once[2] ?? '', 'Soups', ...once.slice(3)];
    await expectShown(twice);
    expect(await saved()).toEqual(twice);
    expect(reorderCalls).toHaveLength(3);
    await noViolations(page, 'menu, reordered');

    // what was saved is what a fresh load shows
    await page.reload();
    await page.getByTestId('area-menu').getByTestId('category-row').first().waitFor();
    await expectShown(twice);
  }, 180_000);
});

describe('Voucher Manager', () => {
  it('creates one voucher of each type through the six steps; each shows in the table with its Details and Restrictions', async () => {
    const page = await signedIn();
    await visit(page, '/shop/promo-codes');
    const area = page.getByTestId('area-menu');
    await area.getByText('No available promo codes').waitFor();
    await noViolations(page, 'voucher manager, empty');

    const editor = page.getByTestId('promo-editor');
    const step = (n: number) => editor.getByText(new RegExp(`^Step ${n} of 6:`)).waitFor();
    const next = () => editor.getByRole('button', { name: 'Next' }).click();
    const choose = (label: string) => editor.getByText(label, { exact: true }).click();

    // 1) A discount, fixed cost, whole order: the defaults with its own code, NZ$2.50 off, usage limit 3
    const openedAt = apiNow();
    await area.getByRole('button', { name: 'Generate Code' }).click();
    await step(1);
    expect(new URL(page.url()).searchParams.get('editor')).toBe('new');
    expect(await editor.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await noViolations(page, 'promo editor, step 1');
    await editor.getByLabel('Code name').fill('FLAT250');
    await next();
    await step(2);
    await editor.getByLabel('Discount (NZ$)').fill('2.5');
    await next();
    await step(3);
    await next();
    await step(4);
    await noViolations(page, 'promo editor, step 4');
    await next();
    await step(5);
    await editor.getByLabel('Usage limit').fill('3');
    await next();
    await step(6);
    expect(await editor.getByRole('button', { name: 'Confirm' }).count()).toBe(1);
    expect(await editor.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await noViolations(page, 'promo editor, step 6');
    await editor.getByRole('button', { name: 'Edit details' }).click();
    await step(3);
    await next();
    await next();
    await step(5);
    await next();
    await editor.getByRole('button', { name: 'Edit users' }).click();
    await step(5);
    await next();
    await step(6);
    await editor.getByRole('button', { name: 'Confirm' }).click();
    await editor.waitFor({ state: 'detached' });
    await toast(page, 'Promo code creation successful');
    expect(new URL(page.url()).searchParams.get('editor')).toBeNull();

    // 2) A discount, percentage, selected products: 20 % off Green Tea, no minimum spend, unlimited, fixed expiry
    await area.getByRole('button', { name: 'Generate Code' }).click();
    await step(1);
    await editor.getByLabel('Code name').fill('TEA20');
    await next();
    await choose('Percentage (%)');
    await editor.getByLabel('Discount (%)').fill('20');
    await next();
    await choose('Selected products');
    await editor.getByRole('group', { name: 'Products' }).getByText('Green Tea', { exact: true }).click();
    await noViolations(page, 'promo editor, step 3 with products');
    await next();
    await editor.getByLabel('Expiry (NZ time)').fill('2026-12-24T18:30');
    await editor.getByLabel('Minimum spend (NZ$)').fill('0');
    await next();
    await next();
    await editor.getByTestId('summary-Details').filter({ hasText: '20% off Green Tea' }).waitFor();
    await editor.getByRole('button', { name: 'Confirm' }).click();
    await editor.waitFor({ state: 'detached' });

    // 3) A free product: no code name (one is generated), whole order disabled, the Cheese Scone, minimum spend 15
    await area.getByRole('button', { name: 'Generate Code' }).click();
    await step(1);
    await choose('Free product');
    await next();
    await editor.getByText('A free-product code gives the chosen products free; there is no amount to set.').waitFor();
    await next();
    expect(await editor.getByRole('radio', { name: 'Whole order' }).isDisabled()).toBe(true);
    await editor.getByRole('group', { name: 'Products' }).getByText('Cheese Scone', { exact: true }).click();
    await next();
    await editor.getByLabel('Minimum spend (NZ$)').fill('15');
    await next();
    await next();
    await editor.getByTestId('summary-Code').filter({ hasText: 'Generated when saved' }).waitFor();
    await editor.getByRole('button', { name: 'Confirm' }).click();
    await editor.waitFor({ state: 'detached' });

    // The table: Code, Status, Expiry, Type, Details, Restrictions, Users (+ actions)
    const table = area.getByRole('table', { name: 'Promo codes' });
    await table.getByRole('row').nth(3).waitFor();
    const cells = async (text: string) =>
      (await table.getByRole('row').filter({ hasText: text }).getByRole('cell').allTextContents()).map((t) => t.trim());
    const possibleExpiry = new Set(
      [openedAt, apiNow()].map((at) => formatVenueDateTime(new Date(at + 86_400_000).toISOString())),
    );
    const flat = await cells('FLAT250');
    expect(flat.slice(0, 7)).toEqual([
      'FLAT250',
      'active',
      expect.any(String),
      'Discount',
      'NZ$2.50 off the whole order',
      'Minimum spend NZ$10.00; up to 3 uses',
      'All customers',
    ]);
    expect(possibleExpiry).toContain(flat[2]);
    expect((await cells('TEA20')).slice(0, 7)).toEqual([
      'TEA20',
      'active',
      '24/12/2026 at 18:30',
      'Discount',
      '20% off Green Tea',
      'No minimum spend; unlimited uses',
      'All customers',
    ]);
    const free = await cells('Free product: Cheese Scone');
    expect(free[0]).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(free.slice(1, 7)).toEqual([
      'active',
      expect.any(String),
      'Free product',
      'Free product: Cheese Scone',
      'Minimum spend NZ$15.00; unlimited uses',
      'All customers',
    ]);
    await noViolations(page, 'voucher manager with three codes');

    const stored = await must(
      api<{ promoCodes: { code: string; type: string; rewardConfig: Record<string, unknown> }[] }>(
        `/api/shops/${shops.first.id}/promo-codes`,
        { token: merchant.token },
      ),
      200,
    );
    expect(stored.promoCodes.map((p) => p.type).sort()).toEqual(['discount', 'discount', 'free-product']);
    expect(stored.promoCodes.find((p) => p.code === 'TEA20')?.rewardConfig).toMatchObject({
      discountType: 'percentage',
      discount: 20,
      discountTargetType: 'products',
      rewardTargetProducts: [seeded.greenTea],
      minimumSpent: 0,
    });
  }, 240_000);
});

describe('Voucher Manager on every screen width', () => {
  it('no Edit or Delete is ever off screen or clipped from 360 to 1440 px; below 1280 px the codes are cards; Used counts', async () => {
    // a code whose Details run long (several products), the kind that pushed the Actions column out at 1366 px
    await must(
      api(`/api/shops/${shops.first.id}/promo-code`, {
        method: 'POST',
        token: merchant.token,
        body: {
          code: 'WIDEDETAILS2026',
          discountType: 'percentage',
          discount: 15,
          discountTargetType: 'products',
          rewardTargetProducts: [seeded.greenTea, seeded.chai, seeded.scone],
          minimumSpent: 12.5,
          usageLimit: 40,
        },
      }),
      201,
    );
    const page = await signedIn();
    await visit(page, '/shop/promo-codes');
    const area = page.getByTestId('area-menu');
    await area.getByRole('button', { name: 'Edit WIDEDETAILS2026' }).waitFor();
    for (const width of [360, 390, 599, 600, 768, 1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const cards = width < 1280;
      await (cards ? area.getByTestId('voucher-card').first() : area.getByRole('table', { name: 'Promo codes' })).waitFor();
      expect(await area.getByRole('table').count()).toBe(cards ? 0 : 1);
      // the table needs no sideways scrolling to reach its Actions column
      if (!cards) {
        const overflow = await area
          .getByRole('table', { name: 'Promo codes' })
          .evaluate((table) => (table.parentElement ? table.parentElement.scrollWidth - table.parentElement.clientWidth : 0));
        expect({ width, overflow }).toEqual({ width, overflow: 0 });
      }
      // every action: inside the viewport, and what is at its ends is the button itself (not clipped by a scroller)
      const actions = area.getByRole('button', { name: /^(Edit|Delete) / });
      const count = await actions.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < count; i += 1) {
        const action = actions.nth(i);
        // scrolled to vertically only: a sideways scroll would hide the very clipping this looks for
        await action.evaluate((button) => window.scrollTo(0, button.getBoundingClientRect().top + window.scrollY - 200));
        const box = await action.boundingBox();
        const label = `${width} px: ${await action.getAttribute('aria-label')}`;
        expect({ label, inside: box !== null && box.x >= 0 && box.x + box.width <= width }).toEqual({ label, inside: true });
        const hit = await action.evaluate((button) => {
          const rect = button.getBoundingClientRect();
          // both ends of the button: a clipped "Delet" hides its right end
          return [rect.left + 2, rect.right - 2].every((x) => {
            const at = document.elementFromPoint(x, rect.top + rect.height / 2);
            return at !== null && (at === button || button.contains(at));
          });
        });
        expect({ label, hit }).toEqual({ label, hit: true });
      }
    }
    // the Used column (times redeemed): none yet for a new code
    await page.setViewportSize({ width: 1366, height: 900 });
    const table = area.getByRole('table', { name: 'Promo codes' });
    const headers = await table.getByRole('columnheader').allTextContents();
    const used = headers.indexOf('Used');
    expect(used).toBeGreaterThan(0);
    expect(
      await table
        .getByRole('row', { name: /WIDEDETAILS2026/ })
        .getByRole('cell')
        .nth(used)
        .textContent(),
    ).toBe('0');
    await noViolations(page, 'voucher manager at 1366 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await area.getByTestId('voucher-card').first().waitFor();
    await noViolations(page, 'voucher manager as cards at 390 px');
  }, 180_000);

  it('the editor keeps a discount of 0 and a past expiry on their steps; the API refuses a past expiry (400, nothing stored)', async () => {
    const page = await signedIn();
    await visit(page, '/shop/promo-codes?editor=new');
    const editor = page.getByTestId('promo-editor');
    await editor.waitFor();
    await editor.getByRole('button', { name: 'Next' }).click();
    await editor.getByLabel('Discount (NZ$)').fill('0');
    await editor.getByRole('button', { name: 'Next' }).click();
    await editor.getByText('Discount must be more than 0').waitFor();
    expect(await editor.getByText(/Step 2 of 6/).count()).toBe(1);
    await editor.getByLabel('Discount (NZ$)').fill('2');
    await editor.getByRole('button', { name: 'Next' }).click();
    await editor.getByRole('button', { name: 'Next' }).click();
    await editor.getByText(/Step 4 of 6/).waitFor();
    // yesterday, NZ time, on the pinned clock
    const yesterday = new Date(apiNow() - 24 * 3_600_000).toLocaleString('sv-SE', { timeZone: 'Pacific/Auckland' });
    await editor.getByLabel('Expiry (NZ time)').fill(yesterday.slice(0, 16).replace(' ', 'T'));
    await editor.getByRole('button', { name: 'Next' }).click();
    await editor.getByText('Expiry must be in the future').waitFor();
    expect(await editor.getByText(/Step 4 of 6/).count()).toBe(1);

    const before = await must(api<{ count: number }>(`/api/shops/${shops.first.id}/promo-codes`, { token: merchant.token }), 200);
    const refused = await api<{ message: string }>(`/api/shops/${shops.first.id}/promo-code`, {
      method: 'POST',
      token: merchant.token,
      body: { code: 'ALREADYOVER', expiry: new Date(apiNow() - 60_000).toISOString() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Expiry must be in the future');
    const after = await must(api<{ count: number }>(`/api/shops/${shops.first.id}/promo-codes`, { token: merchant.token }), 200);
    expect(after.count).toBe(before.count);
  }, 120_000);
});

describe('sold out until…', () => {
  it('marks a product sold out for the rest of today; the intake refuses it meanwhile and takes it again once back on sale', async () => {
    const before = await placeOrder(seeded.scone);
    expect(before.status).toBe(201);

    const page = await signedIn();
    await visit(page, `/shop/menu/${seeded.bakeryCategory}?section=products`);
    const area = page.getByTestId('area-menu');
    const row = area.getByTestId('product-row').filter({ hasText: 'Cheese Scone' });
    await row.waitFor();
    await noViolations(page, 'bakery category');
    const clickedAt = apiNow();
    await row.getByRole('button', { name: 'Sold out until… Cheese Scone' }).click();
    let dialog = page.getByRole('dialog', { name: 'Sold out: Cheese Scone' });
    await dialog.getByText('For the rest of today').waitFor();
    // the open dialog is in the URL: a reload opens it again
    const opened = new URL(page.url()).searchParams;
    expect([opened.get('dialog'), opened.get('record'), opened.get('section')]).toEqual(['sold-out', seeded.scone, 'products']);
    await page.reload();
    dialog = page.getByRole('dialog', { name: 'Sold out: Cheese Scone' });
    await dialog.getByText('For the rest of today').waitFor();
    await noViolations(page, 'sold out dialog');
    await dialog.getByRole('button', { name: 'Mark sold out' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('dialog')).toBeNull();
    const until = endOfVenueDay(new Date(clickedAt));
    await row
      .getByTestId('sold-out')
      .filter({ hasText: `Sold out until ${formatVenueDateTime(until)}` })
      .waitFor();
    const scone = productsIn((await menuOf(shops.first.id)).find((c) => c._id === seeded.bakeryCategory))[0];
    expect(scone?.soldOutUntil && Date.parse(scone.soldOutUntil)).toBe(Date.parse(until));

    const refused = await placeOrder(seeded.scone);
    expect(refused).toEqual({ status: 422, body: { message: 'Cheese Scone is sold out' } });
    await noViolations(page, 'bakery category with a sold-out product');

    await row.getByRole('button', { name: 'Back on sale: Cheese Scone' }).click();
    await row.getByRole('button', { name: 'Sold out until… Cheese Scone' }).waitFor();
    expect((await placeOrder(seeded.scone)).status).toBe(201);
  }, 180_000);
});

describe('menu spreadsheet', () => {
  it('exports the menu, and imports the file with two prices changed and a product added: preview first, then the change', async () => {
    const page = await signedIn();
    await visit(page, '/shop/menu');
    const area = page.getByTestId('area-menu');
    const sheet = area.getByTestId('menu-spreadsheet');
    await sheet.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('button', { name: 'Export menu (CSV)' }).click(),
    ]);
    const exported = await (await import('node:fs/promises')).readFile((await download.path()) as string, 'utf8');
    const lines = exported.trim().split(/\r?\n/);
    const header = (lines[0] ?? '').split(',');
    const col = (name: string) => header.indexOf(name);
    expect(col('product_id')).toBeGreaterThan(-1);
    expect(col('price')).toBeGreaterThan(-1);
    // Our test rows hold no quotes or commas, so a plain split is exact for them.
    const edit = (product: string, price: string) => {
      const at = lines.findIndex((line) => line.split(',')[col('product')] === product);
      expect(at).toBeGreaterThan(0);
      const cells = (lines[at] ?? '').split(',');
      expect(cells[col('price')]).toMatch(/^\d+\.\d\d$/);
      cells[col('price')] = price;
      lines[at] = cells.join(',');
    };
    edit('Green Tea', '4.90');
    edit('Chai Latte', '6.10');
    const added = header.map(
      (name) =>
        ({
          category: 'Tea',
          product: 'Earl Grey',
          price: '4.20',
          description: 'Bergamot',
          excerpt: 'Classic',
          stock: '-1',
          enabled: 'yes',
        })[name] ?? '',
    );
    lines.push(added.join(','));
    const edited = `${lines.join('\n')}\n`;

    await sheet
      .getByLabel('Import menu (CSV)')
      .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    const summary = sheet.getByTestId('import-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/^1 to create, 2 to change, \d+ unchanged, 0 refused$/);
    const previewRow = (product: string) => sheet.getByTestId('import-row').filter({ hasText: product });
    await previewRow('Green Tea').filter({ hasText: 'change' }).filter({ hasText: 'price: 4.50 → 4.90' }).waitFor();
    await previewRow('Chai Latte').filter({ hasText: 'change' }).filter({ hasText: 'price: 5.50 → 6.10' }).waitFor();
    await previewRow('Earl Grey').filter({ hasText: 'create' }).waitFor();
    await noViolations(page, 'import preview');
    // nothing has changed before Apply
    const teaBefore = productsIn((await menuOf(shops.first.id)).find((c) => c._id === seeded.teaCategory));
    expect(teaBefore.find((p) => p._id === seeded.greenTea)?.price).toBe(450);
    expect(teaBefore.some((p) => p.name === 'Earl Grey')).toBe(false);

    await sheet.getByRole('button', { name: 'Apply import' }).click();
    await toast(page, 'Menu import successful');
    await summary.waitFor({ state: 'detached' });
    const tea = productsIn((await menuOf(shops.first.id)).find((c) => c._id === seeded.teaCategory));
    expect(tea.find((p) => p._id === seeded.greenTea)?.price).toBe(490);
    expect(tea.find((p) => p._id === seeded.chai)?.price).toBe(610);
    expect(tea.find((p) => p.name === 'Earl Grey')?.price).toBe(420);

    await area.getByRole('link', { name: 'Tea' }).click();
    const products = area.getByTestId('product-row');
    await products
      .filter({ hasText: 'Earl Grey' })
      .filter({ hasText: formatMoney(420) })
      .waitFor();
    await products
      .filter({ hasText: 'Green Tea' })
      .filter({ hasText: formatMoney(490) })
      .waitFor();
    await products
      .filter({ hasText: 'Chai Latte' })
      .filter({ hasText: formatMoney(610) })
      .waitFor();
  }, 180_000);
});
