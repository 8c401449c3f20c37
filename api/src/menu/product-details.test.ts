import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Category, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, type Product } from '@backoffice/contracts';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import type { ShopSettings } from '../shops/settings';
import {
  bearer,
  createShop,
  createTestContext,
  createUser,
  message,
  type TestContext,
  type TestUser,
  withOptions,
} from '../test/app';
import { intakePayments } from '../test/orders';
import { createMenuFixture, type MenuFixture } from './fixtures';

/**
 * Product page Details and Presentation, end to end through the API the page calls: each Details field
 * (stock with −1 = unlimited, SKU, enabled, availableFrom) is saved by PUT /api/products/:id, read back by the
 * categories read, and — for what customers see — applied by the order intake; the hero image goes up as a JPEG,
 * is saved on the product, and what the product's hero URL serves is a JPEG (its magic bytes), never the PNG sent.
 */

const nz = (local: string) => DateTime.fromISO(local, { zone: 'Pacific/Auckland' }).toJSDate();
const NOW = nz('2026-03-02T10:00');
const imagesDir = mkdtempSync(path.join(tmpdir(), 'backoffice-menu-images-'));

let ctx: TestContext;
let owner: TestUser;
let customer: TestUser;
let shopId: string;
let fixture: MenuFixture;

beforeAll(async () => {
  ctx = await createTestContext({
    now: () => NOW,
    config: { images: { dir: imagesDir, uploadUrl: null, uploadPreset: null } },
    payments: intakePayments({ chargeOrder: async () => ({ id: 'ch_details' }), refundCharge: async () => undefined }),
  });
  owner = await createUser(ctx.db, { roles: ['merchant'] });
  customer = await createUser(ctx.db, { roles: ['consumer'] });
  shopId = await createShop(ctx.db, owner.id, 'Details Café', {
    address: { formatted_address: '12 Queens Wharf, Wellington', location: { lat: -41.2847, lng: 174.7781 } },
    openingHours: { twentyFourSeven: true, openingDays: [] },
    pickup: { enabled: true, allowASAP: true, type: 'hybrid', futureSettings: { daysSpan: 7 } },
  } as ShopSettings);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  fixture = await createMenuFixture(ctx.app, owner.token, shopId);
});
afterAll(async () => {
  await ctx.close();
});

async function storedProduct(): Promise<Product> {
  const response = await ctx.app.inject({
    url: withOptions(`/api/shops/${shopId}/categories`, { populate: ['products'] }),
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  const [category] = (response.json() as { categories: Category[] }).categories;
  const product = ((category?.products ?? []) as Product[]).find((p) => p._id === fixture.productId);
  if (!product) throw new Error('the product is not in its category');
  return product;
}

async function saveDetails(patch: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/products/${fixture.productId}`,
    headers: bearer(owner.token),
    payload: patch,
  });
  expect(response.statusCode).toBe(200);
}

/** A customer's pickup order of `quantity` of the product: "201" or "status message". */
async function order(quantity = 1): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/orders`,
    headers: bearer(customer.token),
    payload: {
      orderType: 'pickup',
      origin: 'mobile-app',
      pickupType: 'dynamic',
      // Milk (min 1) is on the product (it got the category option sets when created): Oat chosen
      lineItems: [
        { product: fixture.productId, quantity, options: [{ option: fixture.optionId, values: [fixture.valueIds[0]] }] },
      ],
      payment: { method: 'card' },
    },
  });
  return response.statusCode === 201 ? '201' : `${response.statusCode} ${message(response)}`;
}

describe('product Details, saved, shown and applied where customers order', () => {
  test('SKU and stock are saved and read back; clearing the SKU stores none', async () => {
    await saveDetails({ SKU: 'FW-1', stock: 12 });
    expect(await storedProduct()).toMatchObject({ SKU: 'FW-1', stock: 12 });
    await saveDetails({ SKU: null, stock: -1 });
    const product = await storedProduct();
    expect(product.stock).toBe(-1);
    expect(product.SKU ?? null).toBeNull();
  });

  test('stock −1 is unlimited (never counted down); a number is counted down and 0 is refused as sold out', async () => {
    await saveDetails({ stock: -1 });
    expect(await order(40)).toBe('201');
    expect((await storedProduct()).stock).toBe(-1);
    await saveDetails({ stock: 2 });
    expect(await order(2)).toBe('201');
    expect((await storedProduct()).stock).toBe(0);
    expect(await order(1)).toBe('422 Coffee flat white is sold out');
    await saveDetails({ stock: -1 });
    expect(await order(1)).toBe('201');
  });

  test('enabled = visible to customers: a disabled product is refused to a customer, enabling it takes orders again', async () => {
    await saveDetails({ enabled: false });
    expect((await storedProduct()).enabled).toBe(false);
    expect(await order()).toBe('422 Coffee flat white is not available');
    await saveDetails({ enabled: true });
    expect((await storedProduct()).enabled).toBe(true);
    expect(await order()).toBe('201');
  });

  test('availableFrom: saved and read back; before it the product is refused, from it ordered', async () => {
    const tomorrow = nz('2026-03-03T00:00').toISOString();
    await saveDetails({ availableFrom: tomorrow });
    expect((await storedProduct()).availableFrom).toBe(tomorrow);
    expect(await order()).toBe('422 Coffee flat white is not available yet');
    const yesterday = nz('2026-03-01T00:00').toISOString();
    await saveDetails({ availableFrom: yesterday });
    expect(await order()).toBe('201');
    await saveDetails({ availableFrom: null });
    expect((await storedProduct()).availableFrom ?? null).toBeNull();
    expect(await order()).toBe('201');
  });
});

/** A multipart body as the browser's FormData makes it (ImageUpload → uploadImage). */
async function uploadImage(data: Uint8Array, type: string, format: 'jpeg' | 'png') {
  const form = new FormData();
  form.append('shopId', shopId);
  form.append('format', format);
  form.append('file', new Blob([new Uint8Array(data)], { type }), format === 'jpeg' ? 'image.jpg' : 'image.png');
  const encoded = new Response(form);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string, ...bearer(owner.token) },
  });
}

describe('the save’s answer', () => {
  test('is the product exactly as GET /api/products/:id then serves it, its category’s option sets populated', async () => {
    // the save returns the row as written and reads the option sets beside it (menu/routes.ts): no read after
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${fixture.productId}`,
      headers: bearer(owner.token),
      payload: {
        productInfo: {
          price: 610,
          SKU: 'FW-ANSWER',
          excerpt: 'Double shot',
          options: [{ _id: fixture.optionId, values: [{ _id: fixture.valueIds[1], selected: true, default: true }] }],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const saved = (response.json() as { product: Product }).product;
    expect(saved).toMatchObject({ price: 610, SKU: 'FW-ANSWER', excerpt: 'Double shot' });
    const read = await ctx.app.inject({ url: `/api/products/${fixture.productId}`, headers: bearer(owner.token) });
    expect(saved).toEqual((read.json() as { product: Product }).product);
    expect(JSON.stringify(saved)).toContain('Soy');
  });
});

describe('product Presentation: the hero image', () => {
  test('sent as a PNG with format jpeg, saved on the product, and what the hero URL serves is a JPEG', async () => {
    const png = await sharp({ create: { width: 500, height: 400, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
      .png()
      .toBuffer();
    const uploaded = await uploadImage(png, 'image/png', 'jpeg');
    expect(uploaded.statusCode).toBe(201);
    const { secure_url: hero } = uploaded.json() as { secure_url: string };
    await saveDetails({ images: { hero } });

    const stored = (await storedProduct()).images?.hero;
    expect(stored).toBe(hero);
    // stored origin-relative, so the same data serves at any host name
    expect(stored).toMatch(/^\/api\/images\//);
    const served = await ctx.app.inject({ url: stored as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // JPEG's SOI marker and the first segment marker: FF D8 FF (a PNG would start 89 50 4E 47)
    expect([...served.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 500, 400]);
  });

  test('9 MB + 1 byte is refused with the message, and the product keeps its hero', async () => {
    const before = (await storedProduct()).images?.hero;
    const tooBig = new Uint8Array(MAX_IMAGE_BYTES + 1);
    tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
    const refused = await uploadImage(tooBig, 'image/jpeg', 'jpeg');
    expect(refused.statusCode).toBe(413);
    expect(message(refused)).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect((await storedProduct()).images?.hero).toBe(before);
  });
});

describe('after a migration adds a column to products (last: it alters the table)', () => {
  test('a product save keeps answering in the same shape (its statements are prepared per connection)', async () => {
    // PostgreSQL refuses a prepared statement whose result columns changed: the save's statements name their columns
    const save = async (price: number) => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/products/${fixture.productId}`,
        headers: bearer(owner.token),
        payload: { productInfo: { price } },
      });
      expect(response.statusCode).toBe(200);
      return Object.keys((response.json() as { product: object }).product).sort();
    };
    // sequential calls reuse the pool's last idle connection, so the statements below are the ones prepared here
    const before = [await save(700), await save(710)];
    await ctx.db.exec('alter table products add column added_by_a_later_migration text');
    const after = [await save(720), await save(730)];
    expect(after).toEqual(before);
    expect((await storedProduct()).price).toBe(730);
  });
});
