import {
  type Category,
  MENU_CSV_COLUMNS,
  MENU_CSV_PRICE_MESSAGE,
  type MenuImportResponse,
  type Product,
} from '@backoffice/contracts';
import Papa from 'papaparse';
import { bearer, createShop, createTestContext, createUser, type TestContext, type TestUser, withOptions } from '../test/app';
import { createMenuFixture, type MenuFixture } from './fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let shopId: string;
let fixture: MenuFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db);
  stranger = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id);
  fixture = await createMenuFixture(ctx.app, owner.token, shopId);
});
afterAll(async () => {
  await ctx.close();
});

async function menu(): Promise<Category[]> {
  const response = await ctx.app.inject({
    url: withOptions(`/api/shops/${shopId}/categories`, { populate: ['options', 'products'] }),
    headers: bearer(owner.token),
  });
  return (response.json() as { categories: Category[] }).categories;
}
const allProducts = async () => (await menu()).flatMap((c) => c.products as Product[]);

async function exportCsv(token = owner.token) {
  return ctx.app.inject({ url: `/api/shops/${shopId}/menu-export`, headers: bearer(token) });
}
async function importCsv(csv: string, apply: boolean, token = owner.token) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/menu-import`,
    headers: bearer(token),
    payload: { csv, apply },
  });
}
const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe('menu spreadsheet', () => {
  test('export: one row per product with prices in dollars, option sets and availability', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    const { csv, fileName } = response.json() as { csv: string; fileName: string };
    expect(fileName).toMatch(/^menu-.+\.csv$/);
    expect(csv.split(/\r?\n/)[0]).toBe(MENU_CSV_COLUMNS.join(','));
    const rows = parse(csv);
    const row = rows.find((r) => r.product_id === fixture.productId);
    expect(row).toMatchObject({ price: '5.50', stock: '-1', enabled: 'yes' });
    expect(row?.option_sets).toContain('(multi');
    expect(row?.availability).toContain('monday 00:00-23:59');
  });

  test('preview lists create / change / refuse with reasons and changes nothing; apply changes all in one go', async () => {
    const before = await allProducts();
    const rows = parse((await exportCsv()).json().csv as string);
    const target = rows.find((r) => r.product_id === fixture.productId);
    if (!target) throw new Error('fixture product missing');
    target.price = '6.25';
    const edited = [
      ...rows,
      { ...target, product_id: '', product: 'Iced latte', price: '7.00', sku: 'ICE-1' },
      { ...target, product_id: '', product: 'Scone', category: 'Bakery', price: '4' },
    ];
    const csv = Papa.unparse(edited, { columns: [...MENU_CSV_COLUMNS] });

    const preview = await importCsv(csv, false);
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as MenuImportResponse;
    expect(body.applied).toBe(false);
    expect(body.summary).toMatchObject({ create: 2, change: 1, refuse: 0 });
    expect(body.rows.find((r) => r.action === 'change')?.changes).toEqual([{ field: 'price', from: '5.50', to: '6.25' }]);
    expect(body.rows.find((r) => r.product === 'Scone')?.reason).toBe('New product in a new category');
    expect(await allProducts()).toEqual(before);

    const applied = await importCsv(csv, true);
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as MenuImportResponse).applied).toBe(true);
    const after = await allProducts();
    expect(after.find((p) => p._id === fixture.productId)?.price).toBe(625);
    expect(after.find((p) => p.name === 'Iced latte')).toMatchObject({ price: 700, SKU: 'ICE-1', stock: -1, enabled: true });
    expect((await menu()).find((c) => c.name === 'Bakery')?.products).toHaveLength(1);
  });

  test('one refused row: 422, every reason listed, nothing written', async () => {
    const before = await menu();
    const rows = parse((await exportCsv()).json().csv as string);
    const target = rows.find((r) => r.product_id === fixture.productId);
    if (!target) throw new Error('fixture product missing');
    const csv = Papa.unparse(
      [
        { ...target, price: '9.99' },
        { ...target, product_id: '', product: 'Negative', price: '-1' },
        { ...target, product_id: '', product: 'Fraction', price: '1.234' },
        { ...target, product_id: 'not-ours', product: 'Ghost', price: '1' },
        { ...target, product_id: '', product: 'Bad stock', price: '1', stock: '-2' },
        { ...target, product_id: '', product: '', category: '' },
        { ...target, product_id: fixture.productId, product: 'Twice', price: '1' },
      ],
      { columns: [...MENU_CSV_COLUMNS] },
    );
    const response = await importCsv(csv, true);
    expect(response.statusCode).toBe(422);
    const body = response.json() as MenuImportResponse & { message: string };
    expect(body.message).toMatch(/Nothing was imported/);
    expect(body.rows.map((r) => [r.action, r.reason ?? ''])).toEqual([
      ['change', ''],
      ['refuse', MENU_CSV_PRICE_MESSAGE],
      ['refuse', MENU_CSV_PRICE_MESSAGE],
      ['refuse', 'No product with this product_id on this menu'],
      ['refuse', 'Stock must be a whole number, -1 for unlimited'],
      ['refuse', 'Category is required'],
      ['refuse', 'This product_id is on an earlier line too'],
    ]);
    expect(await menu()).toEqual(before);
  });

  test('a line whose quote is never closed is refused and says so, not imported with the quote in its cell', async () => {
    const csv = 'category,product,price\r\nSheet,Scone,4\r\nSheet,"Muffin,5';
    const body = (await importCsv(csv, false)).json() as MenuImportResponse;
    expect(body.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'create'],
      [3, 'refuse'],
    ]);
    expect(body.rows[1]?.reason).toBe('A quote in this line is not closed; put a quote inside a cell as two quotes ("")');
  });

  test('a file without the needed columns is 400; a stranger is 403; no token is 401', async () => {
    const bad = await importCsv('name,cost\nTea,1\n', false);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/category, product/);
    expect((await exportCsv(stranger.token)).statusCode).toBe(403);
    expect((await importCsv('category,product\nA,B\n', true, stranger.token)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ url: `/api/shops/${shopId}/menu-export` });
    expect(anonymous.statusCode).toBe(401);
  });

  test('cells that a spreadsheet would run as a formula are escaped on export and read back as typed', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(owner.token),
      payload: { productInfo: { category: fixture.categoryId, name: '=SUM(A1)', price: 100 } },
    });
    expect(created.statusCode).toBe(201);
    const csv = (await exportCsv()).json().csv as string;
    expect(csv).toContain("'=SUM(A1)");
    const preview = (await importCsv(csv, false)).json() as MenuImportResponse;
    expect(preview.summary.refuse).toBe(0);
    expect(preview.summary.change).toBe(0);
  });
});
