import { MENU_CSV_COLUMNS, type MenuCsvColumn, type MenuImportResponse } from '@backoffice/contracts';
import Papa from 'papaparse';
import type { z } from 'zod';
import type { RegisteredRoute } from '../app';
import { badBodies, type JsonSchema } from '../test/fuzz-payloads';
import { createRouteWorld, injectRoute, type RouteWorld, routeKey } from '../test/route-world';
import { toJsonSchema } from './openapi';

/**
 * Messages in the merchant's words: every write route that declares a body schema (enumerated from fastify's route
 * table) gets bodies that break each of its fields — a wrong type, a missing required field, a string over its limit,
 * unknown keys — from a caller it admits, so they reach validation. Each 400's message must read as words: no field
 * path ("productInfo.price: …"), no storage unit ("cents"), none of zod's own wording ("Invalid input: expected …").
 */
const PER_ROUTE = 24;
const SEED = 20261127;
const NOW = new Date('2026-03-10T22:30:00Z');

/**
 * A name joined by a dot to another name or an index, as a field path reads ("images.hero", "lineItems.0.quantity",
 * "origins.1"); not "NZ$9,999.99". A host name in an example ("like order.example.com") is words, not a path.
 */
const DOTTED_PATH = /[A-Za-z_]\w*\.(?:\d+\.)*(?:[A-Za-z_]\w*|\d+\b)/;
const HOST_NAME = /\b(?:[a-z0-9-]+\.)+(?:com|nz|net|org|io|example|test)\b/gi;
/** A key opening the message ("options: …", "ids: …") or a camelCase name anywhere ("landingRestriction"). */
const INTERNAL_NAME = [/^[a-z]\w*:/, /\b[a-z]+[A-Z]\w*/];
const INTERNAL_WORDS = [/\bcents\b/i, /Invalid input/, /expected \w+, received/];

/** Why a message is not in the merchant's words, or null. */
export function wordingProblem(message: string): string | null {
  if (DOTTED_PATH.test(message.replace(HOST_NAME, 'a host'))) return 'a field path';
  if (INTERNAL_NAME.some((pattern) => pattern.test(message))) return 'an internal name';
  const internal = INTERNAL_WORDS.find((pattern) => pattern.test(message));
  return internal ? `internal wording (${internal.source})` : null;
}

let world: RouteWorld;

beforeAll(async () => {
  world = await createRouteWorld(NOW);
}, 120_000);

afterAll(async () => {
  await world?.ctx.close();
});

test('the wording rule itself: paths and units are caught, plain sentences and money pass', () => {
  expect(wordingProblem('Price must be a number of cents')).toBe('internal wording (\\bcents\\b)');
  expect(wordingProblem('images.hero: must be an image URL')).toBe('a field path');
  expect(wordingProblem('lineItems.0.quantity is required')).toBe('a field path');
  expect(wordingProblem('origins.1: Enter a domain name')).toBe('a field path');
  expect(wordingProblem('options: An option set is listed twice')).toBe('an internal name');
  expect(wordingProblem('Title is required for landingRestriction')).toBe('an internal name');
  expect(wordingProblem('Custom domain is not valid. Enter a domain name, like order.example.com.')).toBeNull();
  expect(wordingProblem('Invalid input: expected number, received string')).not.toBeNull();
  expect(wordingProblem('Price must be between NZ$0.00 and NZ$9,999.99')).toBeNull();
  expect(wordingProblem('Email must be an e-mail address')).toBeNull();
});

test('every write route: a body that breaks any field is refused in the merchant’s words', async () => {
  const writes = world.ctx.app.registeredRoutes.filter(
    (route: RegisteredRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.schema?.body,
  );
  expect(writes.length).toBeGreaterThan(30);
  const wrong: string[] = [];
  let refused = 0;
  for (const route of writes) {
    const schema = toJsonSchema(route.schema?.body as z.ZodType, 'input') as JsonSchema;
    for (const body of badBodies(schema, PER_ROUTE, SEED)) {
      const response = await injectRoute(world, route.method, route.url, { body });
      if (response.statusCode !== 400) continue;
      refused += 1;
      const message = (response.json() as { message?: unknown }).message;
      const problem = typeof message === 'string' ? wordingProblem(message) : 'no message';
      if (problem) wrong.push(`${routeKey(route)}: ${problem} in "${String(message)}" for ${body.slice(0, 100)}`);
    }
  }
  expect(refused).toBeGreaterThan(writes.length * 5);
  // one line per route and kind of problem is enough to read
  expect([...new Set(wrong.map((line) => line.replace(/ for .*$/, '')))]).toEqual([]);
}, 600_000);

/**
 * The refusals a route builds itself, after its schema passed (a rule that needs the database: the shop's own menu,
 * a stored landing text, the siblings of a reorder). Random bodies rarely reach them, so each has a body here. A
 * refusal about one field opens with that field's on-screen label and a space: the form's useFieldErrors shows it
 * under that field (shared field-refusal); `null`: no field (a toast), only the words are checked.
 */
test('refusals a route builds after its schema: in the merchant’s words, opened by the field’s label', async () => {
  const { shopId, categoryId, productId, optionId } = world;
  // a shop with a fresh embed key: its landing texts are empty, so turning the restriction on is refused
  const embedShop = world.secondShopId;
  await world.ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${embedShop}/embed-key`,
    headers: { authorization: `Bearer ${world.owner.token}` },
  });
  const option = (
    await world.ctx.app.inject({ url: `/api/options/${optionId}`, headers: { authorization: `Bearer ${world.owner.token}` } })
  ).json() as { option: { values: { _id: string; name: string; price: number }[] } };
  const [value] = option.option.values;
  if (!value) throw new Error('the demo option set has no value');
  const loyalty = (body: object) => ({ shopInfo: { loyalty: body } });
  const cases: { what: string; method?: 'POST'; url: string; body: object; label: string | null }[] = [
    {
      what: 'a custom domain with a scheme',
      url: `/api/shops/${embedShop}/embed-key`,
      body: { keyInfo: { origins: ['', 'https://order.example.com'] } },
      label: 'Custom domain',
    },
    {
      what: 'the landing restriction turned on with its texts missing',
      url: `/api/shops/${embedShop}/embed-key`,
      body: { keyInfo: { landingRestriction: { enabled: true } } },
      label: 'Title',
    },
    {
      what: 'an item category twice',
      url: `/api/shops/${shopId}`,
      body: loyalty({ itemCategories: [categoryId, categoryId] }),
      label: 'Item categories',
    },
    {
      what: 'a reward category not on the menu',
      url: `/api/shops/${shopId}`,
      body: loyalty({ reward: { type: 'free-item-on-category', categories: ['no-such-category'] } }),
      label: 'Reward categories',
    },
    {
      what: 'a free item not on the menu',
      url: `/api/shops/${shopId}`,
      body: loyalty({ reward: { type: 'free-item', item: 'no-such-product' } }),
      label: 'Free item',
    },
    {
      what: 'an option set twice on a product',
      url: `/api/products/${productId}`,
      body: {
        options: [
          { _id: optionId, values: [] },
          { _id: optionId, values: [] },
        ],
      },
      label: null,
    },
    {
      what: 'a value the option set does not have',
      url: `/api/products/${productId}`,
      body: { options: [{ _id: optionId, values: [{ _id: 'no-such-value', selected: true }] }] },
      label: null,
    },
    {
      what: 'a default value not selected',
      url: `/api/products/${productId}`,
      body: { options: [{ _id: optionId, values: [{ _id: value._id, selected: false, default: true }] }] },
      label: null,
    },
    {
      what: 'an option set of no category of the product',
      url: `/api/products/${productId}`,
      body: { options: [{ _id: 'no-such-option', values: [] }] },
      label: null,
    },
    {
      what: 'the same value twice in an option set',
      url: `/api/options/${optionId}`,
      body: { values: [value, value] },
      label: 'Values',
    },
    {
      what: 'a voucher for a product of no menu of the shop',
      method: 'POST',
      url: `/api/shops/${shopId}/promo-code`,
      body: { code: 'WORDS1', discountTargetType: 'products', rewardTargetProducts: ['no-such-product'] },
      label: 'Products',
    },
    {
      what: 'a voucher for a customer of no order of the shop',
      method: 'POST',
      url: `/api/shops/${shopId}/promo-code`,
      body: { code: 'WORDS2', isStoreWide: false, users: ['no-such-customer'] },
      label: 'Customers',
    },
    {
      what: 'a loyalty card set with nothing to set',
      method: 'POST',
      url: `/api/shops/${shopId}/customers/${world.customerId}/set-loyalty-card`,
      body: {},
      label: null,
    },
    {
      what: 'an upsell product not on the menu',
      url: `/api/categories/${categoryId}`,
      body: { upsell: ['no-such-product'] },
      label: 'Upsell product',
    },
    {
      what: 'a merchant changing an admin-only field',
      url: `/api/shops/${shopId}`,
      body: { shopInfo: { orderingPreferences: { feePercent: 1 } } },
      label: null,
    },
    {
      what: 'a reorder naming a category twice',
      url: `/api/shops/${shopId}/categories/display-order`,
      body: { ids: [categoryId, categoryId] },
      label: null,
    },
    {
      what: 'a reorder leaving a category out',
      url: `/api/shops/${shopId}/categories/display-order`,
      body: { ids: [categoryId] },
      label: null,
    },
  ];
  const wrong: string[] = [];
  for (const { what, method = 'PUT', url, body, label } of cases) {
    const response = await world.ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${world.owner.token}` },
      payload: body,
    });
    const message = String((response.json() as { message?: unknown }).message);
    if (![400, 403, 404, 409].includes(response.statusCode)) wrong.push(`${what}: ${response.statusCode} "${message}"`);
    const problem = wordingProblem(message);
    if (problem) wrong.push(`${what}: ${problem} in "${message}"`);
    if (label && !message.startsWith(`${label} `)) wrong.push(`${what}: "${message}" does not open with "${label} "`);
  }
  expect(wrong).toEqual([]);
});

/**
 * The menu spreadsheet import answers per line (`rows[].reason`), not in a 400's message, so the sweeps above never
 * read it: a line for each way a cell can be refused, each reason in the merchant's words and, where it is about one
 * cell, opened by that column's name as the preview shows it beside the line.
 */
test('the menu import’s refused lines: in the merchant’s words, opened by the column they are about', async () => {
  const { shopId, productId } = world;
  const lines: { cells: Partial<Record<MenuCsvColumn, string>>; opens: string | null }[] = [
    { cells: { category: 'Sheet', product: 'Negative', price: '-1' }, opens: 'Price' },
    { cells: { category: 'Sheet', product: 'Fraction', price: '1.234' }, opens: 'Price' },
    { cells: { category: 'Sheet', product: 'Words', price: 'twelve' }, opens: 'Price' },
    { cells: { category: 'Sheet', product: 'Dear', price: '20000' }, opens: 'Price' },
    { cells: { category: 'Sheet', product: 'Unpriced', price: '' }, opens: 'Price' },
    { cells: { category: 'Sheet', product: 'Stock below', price: '1', stock: '-2' }, opens: 'Stock' },
    { cells: { category: 'Sheet', product: 'Stock words', price: '1', stock: 'lots' }, opens: 'Stock' },
    { cells: { category: 'Sheet', product: 'Maybe', price: '1', enabled: 'maybe' }, opens: 'Enabled' },
    { cells: { category: 'Sheet', product: 'P'.repeat(201), price: '1' }, opens: 'Product name' },
    { cells: { category: 'C'.repeat(201), product: 'Long category', price: '1' }, opens: 'Category name' },
    { cells: { category: 'Sheet', product: 'Long SKU', price: '1', sku: 'S'.repeat(101) }, opens: 'SKU' },
    { cells: { category: 'Sheet', product: 'Long text', price: '1', description: 'D'.repeat(2001) }, opens: 'Description' },
    { cells: { category: 'Sheet', product: 'Long excerpt', price: '1', excerpt: 'E'.repeat(501) }, opens: 'Excerpt' },
    { cells: { category: '', product: 'Orphan', price: '1' }, opens: 'Category' },
    { cells: { category: 'Sheet', product_id: 'no-such-product', product: 'Ghost', price: '1' }, opens: null },
    { cells: { category: 'Sheet', product_id: productId, product: 'Moved', price: '1' }, opens: null },
    { cells: { category: 'Sheet', product_id: productId, product: 'Twice', price: '1' }, opens: null },
  ];
  const columns = [...MENU_CSV_COLUMNS];
  const csv = `${Papa.unparse({ fields: columns, data: lines.map(({ cells }) => columns.map((c) => cells[c] ?? '')) })}\r\nSheet,,Too many,a,b,1,,,,,,x,y\r\nSheet,,"Open quote,1`;
  const response = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/menu-import`,
    headers: { authorization: `Bearer ${world.owner.token}` },
    payload: { csv, apply: false },
  });
  expect(response.statusCode).toBe(200);
  const { rows } = response.json() as MenuImportResponse;
  const refused = rows.filter((row) => row.action === 'refuse');
  // every line of the table and the two unreadable ones
  expect(refused.map((row) => row.line)).toEqual([...lines.map((_, index) => index + 2), lines.length + 2, lines.length + 3]);
  const wrong: string[] = [];
  for (const row of refused) {
    const reason = row.reason ?? '';
    const problem = wordingProblem(reason);
    if (problem) wrong.push(`line ${row.line}: ${problem} in "${reason}"`);
    // the two lines the CSV reader cannot split say why in words of their own, not the reader's ("Too many fields: …")
    const unreadable = { [lines.length + 2]: 'This line has more cells', [lines.length + 3]: 'A quote in this line' };
    const opens = unreadable[row.line] ?? lines[row.line - 2]?.opens;
    if (opens && !reason.startsWith(`${opens} `)) wrong.push(`line ${row.line}: "${reason}" does not open with "${opens} "`);
  }
  expect(wrong).toEqual([]);
});
