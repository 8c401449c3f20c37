import type { Kiosk, LayoutVersionSummary } from '@backoffice/contracts';
import { PROMPT_REFUSAL_CASES } from '@backoffice/contracts/testing';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let shopId: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-05-04T01:00:00.000Z') });
  owner = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
  shopId = await createShop(ctx.db, owner.id);
});
afterAll(async () => {
  await ctx.close();
});

async function create(kioskInfo: unknown, token = admin.token) {
  return ctx.app.inject({ method: 'POST', url: '/api/kiosks', headers: bearer(token), payload: { kioskInfo } });
}
async function update(id: string, kioskInfo: unknown) {
  return ctx.app.inject({ method: 'PUT', url: `/api/kiosks/${id}`, headers: bearer(owner.token), payload: { kioskInfo } });
}

test('an admin creates a kiosk: the server makes an unguessable kioskKey and the spec defaults', async () => {
  const keys = new Set<string>();
  for (const name of ['Front', 'Back']) {
    const response = await create(JSON.stringify({ name: `  ${name}  `, shop: shopId }));
    expect(response.statusCode).toBe(201);
    const kiosk = (response.json() as { kiosk: Kiosk }).kiosk;
    expect(kiosk).toMatchObject({
      name,
      shop: shopId,
      type: 'kiosk',
      EFTPOSProvider: 'none',
      allowPayInCash: false,
      embedVersion: 2,
    });
    expect(kiosk.kioskKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    keys.add(kiosk.kioskKey);
  }
  expect(keys.size).toBe(2);
  const list = await ctx.app.inject({ url: `/api/shops/${shopId}/kiosks`, headers: bearer(owner.token) });
  expect((list.json() as { count: number }).count).toBe(2);
});

test.each([
  ['an empty name', { name: '   ', shop: 'x' }, 'Please enter a valid kiosk name'],
  ['a kioskKey chosen by the caller', { name: 'K', shop: 'x', kioskKey: 'mine' }, 'Unknown field: kioskKey'],
])('creation refuses %s', async (_label, info, expected) => {
  const response = await create({ ...info, shop: shopId });
  expect(response.statusCode).toBe(400);
  expect(message(response)).toBe(expected);
});

// Rules once: the Add Kiosk prompt (mfe-embed-editor, form-errors.test.tsx) refuses each of these in the same words.
test.each(PROMPT_REFUSAL_CASES.filter((refusal) => refusal.prompt === 'kiosk name'))(
  'the Add Kiosk prompt refuses $name → 400 "$message", no kiosk made',
  async ({ typed, sent, message: expected }) => {
    const count = async () =>
      ((await ctx.app.inject({ url: `/api/shops/${shopId}/kiosks`, headers: bearer(owner.token) })).json() as { count: number })
        .count;
    const before = await count();
    const response = await create({ name: sent ?? typed, shop: shopId });
    expect({ status: response.statusCode, message: message(response) }).toEqual({ status: 400, message: expected });
    expect(await count()).toBe(before);
  },
);

test('a merchant cannot create a kiosk, even for their own shop', async () => {
  const response = await create({ name: 'Mine', shop: shopId }, owner.token);
  expect(response.statusCode).toBe(403);
  expect(message(response)).toBe('Only an admin can do that.');
});

test('the owner updates the details; hidePrices and kioskKey are not saved; the layout is validated', async () => {
  const kiosk = ((await create({ name: 'Counter', shop: shopId })).json() as { kiosk: Kiosk }).kiosk;
  const details = await update(kiosk._id, {
    name: 'Counter 2',
    type: 'POS',
    EFTPOSProvider: 'verifone',
    allowPayInCash: true,
    allowRegisteredUsersSignIn: true,
  });
  expect((details.json() as { kiosk: Kiosk }).kiosk).toMatchObject({
    name: 'Counter 2',
    type: 'POS',
    EFTPOSProvider: 'verifone',
    allowPayInCash: true,
    allowRegisteredUsersSignIn: true,
    kioskKey: kiosk.kioskKey,
  });
  for (const [info, expected] of [
    [{ hidePrices: true }, 'Unknown field: hidePrices'],
    [{ kioskKey: 'x' }, 'Unknown field: kioskKey'],
    [{ EFTPOSProvider: 'paypal' }, 'EFTPOS provider must be one of'],
    [{ layoutConfig: { footer: { enabled: true } } }, 'Unknown field: footer'],
    [{ layoutConfig: { landing: { textSize: 'lg' } } }, 'Unknown field: textSize'],
  ] as const) {
    const response = await update(kiosk._id, info);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
  }
  const landing = await update(kiosk._id, {
    layoutConfig: { landing: { welcomeMessage: 'Kia ora', startOrderTextSize: '4xl' } },
  });
  const layout = (landing.json() as { kiosk: Kiosk }).kiosk.draft.layoutConfig as { landing: Record<string, unknown> };
  expect(layout.landing).toMatchObject({ welcomeMessage: 'Kia ora', startOrderTextSize: '4xl', startButtonText: 'Start order' });
  const v1 = (await update(kiosk._id, { embedVersion: 1, layoutConfig: { landing: { textColor: '#ffffff' } } })).json() as {
    kiosk: Kiosk;
  };
  expect(v1.kiosk.draft.embedVersion).toBe(1);
  expect((v1.kiosk.draft.layoutConfig.landing as { textColor: string }).textColor).toBe('#ffffff');
});

test('kiosk layouts: saves stay in the draft until Publish; every publish is a version; restore brings one back', async () => {
  const kiosk = ((await create({ name: 'Lobby', shop: shopId })).json() as { kiosk: Kiosk }).kiosk;
  expect(kiosk).toMatchObject({ publishedVersion: 0, hasUnpublishedChanges: false, embedVersion: 2 });
  const publish = (id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/kiosks/${id}/publish`, headers: bearer(owner.token) });
  const welcome = (layout: Record<string, unknown>) => (layout.landing as { welcomeMessage: string }).welcomeMessage;
  // nothing to publish yet
  const nothing = await publish(kiosk._id);
  expect(nothing.statusCode).toBe(409);
  expect(message(nothing)).toBe('There are no unpublished changes.');

  const saved = (
    (await update(kiosk._id, { layoutConfig: { landing: { welcomeMessage: 'Kia ora' } } })).json() as { kiosk: Kiosk }
  ).kiosk;
  // the kiosk still shows the live (default) layout; the draft has the change
  expect(welcome(saved.layoutConfig)).not.toBe('Kia ora');
  expect(welcome(saved.draft.layoutConfig)).toBe('Kia ora');
  expect(saved.hasUnpublishedChanges).toBe(true);
  // details saves do not touch the draft
  const renamed = ((await update(kiosk._id, { name: 'Lobby 2' })).json() as { kiosk: Kiosk }).kiosk;
  expect(welcome(renamed.draft.layoutConfig)).toBe('Kia ora');

  const first = ((await publish(kiosk._id)).json() as { kiosk: Kiosk }).kiosk;
  expect(welcome(first.layoutConfig)).toBe('Kia ora');
  expect(first).toMatchObject({ publishedVersion: 1, hasUnpublishedChanges: false });

  await update(kiosk._id, { layoutConfig: { landing: { welcomeMessage: 'Welcome' }, menu: { productsColumns: 2 } } });
  expect(((await publish(kiosk._id)).json() as { kiosk: Kiosk }).kiosk.publishedVersion).toBe(2);

  const list = await ctx.app.inject({ url: `/api/kiosks/${kiosk._id}/versions`, headers: bearer(owner.token) });
  const versions = (list.json() as { versions: LayoutVersionSummary[] }).versions;
  expect(versions.map((v) => v.version)).toEqual([2, 1]);
  expect(versions[0]).toMatchObject({
    publishedAt: '2026-05-04T01:00:00.000Z',
    publishedBy: { _id: owner.id, name: 'Test Person' },
    embedVersion: 2,
    changes: ['menu', 'landing'],
    restoredFrom: null,
  });
  const one = await ctx.app.inject({ url: `/api/kiosks/${kiosk._id}/versions/1`, headers: bearer(owner.token) });
  expect(welcome((one.json() as { version: { layoutConfig: Record<string, unknown> } }).version.layoutConfig)).toBe('Kia ora');

  const restore = (version: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/kiosks/${kiosk._id}/versions/${version}/restore`, headers: bearer(owner.token) });
  const restored = ((await restore(1)).json() as { kiosk: Kiosk }).kiosk;
  expect(welcome(restored.layoutConfig)).toBe('Kia ora');
  expect(welcome(restored.draft.layoutConfig)).toBe('Kia ora');
  expect((restored.layoutConfig.menu as { productsColumns: number }).productsColumns).toBe(3);
  expect(restored).toMatchObject({ publishedVersion: 3, hasUnpublishedChanges: false });
  const after = await ctx.app.inject({ url: `/api/kiosks/${kiosk._id}/versions`, headers: bearer(owner.token) });
  expect((after.json() as { versions: LayoutVersionSummary[] }).versions[0]).toMatchObject({ version: 3, restoredFrom: 1 });
  expect((await restore(9)).statusCode).toBe(404);

  // a design version switch alone is a change to publish
  const switched = ((await update(kiosk._id, { embedVersion: 1 })).json() as { kiosk: Kiosk }).kiosk;
  expect(switched).toMatchObject({ embedVersion: 2, hasUnpublishedChanges: true, draft: { embedVersion: 1 } });
  const v1 = ((await publish(kiosk._id)).json() as { kiosk: Kiosk }).kiosk;
  expect(v1.embedVersion).toBe(1);
});

test('delete removes the kiosk', async () => {
  const kiosk = ((await create({ name: 'Temp', shop: shopId })).json() as { kiosk: Kiosk }).kiosk;
  const response = await ctx.app.inject({ method: 'DELETE', url: `/api/kiosks/${kiosk._id}`, headers: bearer(owner.token) });
  expect(response.statusCode).toBe(200);
  expect((await update(kiosk._id, { name: 'Again' })).statusCode).toBe(404);
});
