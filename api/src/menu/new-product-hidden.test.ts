import { PRODUCT_SHOW_REFUSED, type Product } from '@backoffice/contracts';
import type { ShopSettings } from '../shops/settings';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';

/**
 * A product created by its name alone (spec 001 §5) starts hidden with no price of its own: the intake, which refuses
 * a disabled product, cannot sell it for an implicit NZ$0.00. It is shown only once a price is typed (0 included) and
 * it has a description.
 */
let ctx: TestContext;
let owner: TestUser;
let customer: TestUser;
let shopId: string;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db, { roles: ['merchant'] });
  customer = await createUser(ctx.db, { roles: ['consumer'] });
  shopId = await createShop(ctx.db, owner.id, 'Hidden Cafe', {
    openingHours: { twentyFourSeven: true },
    pickup: { enabled: true, allowASAP: true, type: 'hybrid', futureSettings: { daysSpan: 7 } },
  } as ShopSettings);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(owner.token),
    payload: { categoryInfo: { shop: shopId, name: 'Snacks' } },
  });
  categoryId = (created.json() as { category: { _id: string } }).category._id;
});

afterAll(async () => {
  await ctx.close();
});

const save = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: bearer(owner.token), payload });

const order = (productId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/orders`,
    headers: bearer(customer.token),
    payload: {
      orderType: 'pickup',
      origin: 'web',
      pickupType: 'dynamic',
      lineItems: [{ product: productId, quantity: 3 }],
      payment: { method: 'card' },
    },
  });

async function createByName(name: string): Promise<Product> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(owner.token),
    payload: { productInfo: { category: categoryId, name } },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { product: Product }).product;
}

test('created by name: hidden, not priced, and the intake will not sell it', async () => {
  const product = await createByName('Kumara chips');
  expect(product).toMatchObject({ enabled: false, priced: false, price: 0 });
  const refused = await order(product._id);
  expect(refused.statusCode).toBe(422);
  expect(message(refused)).toContain('Kumara chips');
  const [count] = await ctx.db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [shopId]);
  expect(count?.n).toBe(0);
});

test('switching it on needs a typed price and a description; then it sells', async () => {
  const product = await createByName('Cheese scone');
  // on, with neither
  const bare = await save(product._id, { enabled: true });
  expect(bare.statusCode).toBe(400);
  expect(message(bare)).toBe(PRODUCT_SHOW_REFUSED);
  // a description alone: the 0 it was created with is no price anybody typed
  const described = await save(product._id, { description: 'Baked this morning', enabled: true });
  expect(described.statusCode).toBe(400);
  expect(message(described)).toBe(PRODUCT_SHOW_REFUSED);
  const [stored] = await ctx.db.query<{ enabled: boolean }>('select enabled from products where id = $1', [product._id]);
  expect(stored?.enabled).toBe(false);
  // a price of 0, typed, is a price
  const shown = await save(product._id, { description: 'Baked this morning', price: 0, enabled: true });
  expect(shown.statusCode).toBe(200);
  const saved = (shown.json() as { product: Product }).product;
  expect(saved.enabled).toBe(true);
  expect(saved.priced).toBeUndefined();
  expect((await order(product._id)).statusCode).toBe(201);
});

test('created with a price and a description, it may start shown; created shown without them is refused', async () => {
  const ready = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(owner.token),
    payload: { productInfo: { category: categoryId, name: 'Flat white', price: 550, description: 'Double shot', enabled: true } },
  });
  expect(ready.statusCode).toBe(201);
  expect((ready.json() as { product: Product }).product).toMatchObject({ enabled: true, price: 550 });
  const unready = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(owner.token),
    payload: { productInfo: { category: categoryId, name: 'Mystery', enabled: true } },
  });
  expect(unready.statusCode).toBe(400);
  expect(message(unready)).toBe(PRODUCT_SHOW_REFUSED);
});
