import type { EmbedKey } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';
import { STORE_HOST_TAKEN_MESSAGE } from './store-hosts';

// Every store host is unique across shops: default domains by a suffix, custom domains by a 409 (security review).
let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ config: { storeDomainSuffix: 'store.example.test' } });
  alice = await createUser(ctx.db);
  bob = await createUser(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

async function shopWithKey(owner: TestUser, name: string): Promise<{ shopId: string; key: EmbedKey }> {
  const shopId = await createShop(ctx.db, owner.id, name);
  const response = await ctx.app.inject({ method: 'POST', url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
  expect(response.statusCode).toBe(201);
  return { shopId, key: (response.json() as { key: EmbedKey }).key };
}

function putOrigins(owner: TestUser, shopId: string, origins: string[]) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}/embed-key`,
    headers: bearer(owner.token),
    payload: { keyInfo: { origins } },
  });
}

async function storedOrigins(shopId: string): Promise<string[]> {
  const [row] = await ctx.db.query<{ origins: string[] }>('select origins from embed_keys where shop_id = $1', [shopId]);
  return row?.origins ?? [];
}

test('a second shop with the same name gets its own default domain, transliterated and suffixed', async () => {
  const first = await shopWithKey(alice, 'Kōwhai Café & Bar');
  const second = await shopWithKey(bob, 'Kowhai Cafe Bar');
  const third = await shopWithKey(bob, 'KŌWHAI CAFÉ — BAR');
  expect(first.key.origins).toEqual(['kowhai-cafe-bar.store.example.test']);
  expect(second.key.origins).toEqual(['kowhai-cafe-bar-2.store.example.test']);
  expect(third.key.origins).toEqual(['kowhai-cafe-bar-3.store.example.test']);
  // saving origins again keeps each shop's own default (no shop moves onto another's host)
  expect((await putOrigins(bob, second.shopId, ['', ''])).json().key.origins).toEqual(['kowhai-cafe-bar-2.store.example.test']);
});

test("claiming another store's host as a custom domain → 409 with a message, nothing changed", async () => {
  const mine = await shopWithKey(alice, 'Harbour Deli');
  const theirs = await shopWithKey(bob, 'Dockside Deli');
  expect((await putOrigins(bob, theirs.shopId, ['', 'order.dockside.nz'])).statusCode).toBe(200);

  for (const taken of ['order.dockside.nz', 'ORDER.Dockside.NZ.', 'dockside-deli.store.example.test']) {
    const response = await putOrigins(alice, mine.shopId, ['', taken]);
    expect({ status: response.statusCode, message: message(response) }).toEqual({
      status: 409,
      message: STORE_HOST_TAKEN_MESSAGE,
    });
    expect(await storedOrigins(mine.shopId)).toEqual(['harbour-deli.store.example.test']);
  }
  expect(await storedOrigins(theirs.shopId)).toEqual(['dockside-deli.store.example.test', 'order.dockside.nz']);

  // once released, the host can be claimed
  expect((await putOrigins(bob, theirs.shopId, ['', ''])).statusCode).toBe(200);
  expect((await putOrigins(alice, mine.shopId, ['', 'order.dockside.nz'])).json().key.origins).toEqual([
    'harbour-deli.store.example.test',
    'order.dockside.nz',
  ]);
});

test('the database holds each host once, whichever origin it is', async () => {
  const { shopId } = await shopWithKey(alice, 'Unique Index Cafe');
  const other = await createShop(ctx.db, bob.id, 'Someone Else');
  await expect(
    ctx.db.query('insert into store_hosts (host, shop_id) values ($1, $2)', ['unique-index-cafe.store.example.test', other]),
  ).rejects.toThrow();
  expect(await storedOrigins(shopId)).toEqual(['unique-index-cafe.store.example.test']);
});
