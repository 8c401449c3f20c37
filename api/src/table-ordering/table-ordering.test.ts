import { dineInLinksResponse, dineInPreviewLink } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, type TestContext } from '../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { storeDomainSuffix: 'store.example.nz' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/shops/:shopId/dine-in-links', () => {
  test('each table links to the store dine-in page: the dine-in preview link, on the LAST origin over https', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id, "Joe's Cafe", {
      dineIn: {
        tables: [
          { _id: 'tbl-1', number: '1', capacity: 4 },
          { _id: 'tbl 2', number: 'Patio', capacity: 2 },
        ],
      },
    });
    const read = async () =>
      dineInLinksResponse.parse(
        (await ctx.app.inject({ url: `/api/shops/${shopId}/dine-in-links`, headers: bearer(owner.token) })).json(),
      );
    expect(await read()).toEqual({
      storeDomain: 'joes-cafe.store.example.nz',
      links: [
        { tableId: 'tbl-1', number: '1', capacity: 4, url: 'https://joes-cafe.store.example.nz/?order-type=dine-in&table=tbl-1' },
        {
          tableId: 'tbl 2',
          number: 'Patio',
          capacity: 2,
          url: 'https://joes-cafe.store.example.nz/?order-type=dine-in&table=tbl+2',
        },
      ],
    });
    const created = await ctx.app.inject({ method: 'POST', url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
    expect(created.statusCode).toBe(201);
    // a custom domain (origins[1]) is the last origin: the preview and every printed code use it
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/embed-key`,
      headers: bearer(owner.token),
      payload: { keyInfo: { origins: ['', 'order.joes.nz'] } },
    });
    expect(saved.statusCode).toBe(200);
    const origins = saved.json().key.origins as string[];
    expect(origins).toEqual(['joes-cafe.store.example.nz', 'order.joes.nz']);
    const links = await read();
    expect(links.storeDomain).toBe('order.joes.nz');
    expect(links.links.map((link) => link.url)).toEqual(['tbl-1', 'tbl 2'].map((id) => dineInPreviewLink(origins, id)));
    expect(links.links[0]?.url).toBe('https://order.joes.nz/?order-type=dine-in&table=tbl-1');
  });

  test('owner or admin only', async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id);
    const response = await ctx.app.inject({ url: `/api/shops/${shopId}/dine-in-links`, headers: bearer(other.token) });
    expect(response.statusCode).toBe(403);
  });
});
