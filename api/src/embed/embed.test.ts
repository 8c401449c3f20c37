import type { EmbedKey, LayoutVersionSummary } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';

const NOW = new Date('2026-05-04T01:00:00.000Z');
let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, config: { storeDomainSuffix: 'store.example.test' } });
  owner = await createUser(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

async function shopWithKey(name = 'Test Shop'): Promise<string> {
  const shopId = await createShop(ctx.db, owner.id, name);
  const response = await ctx.app.inject({ method: 'POST', url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
  expect(response.statusCode).toBe(201);
  return shopId;
}

async function put(shopId: string, keyInfo: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}/embed-key`,
    headers: bearer(owner.token),
    payload: { keyInfo },
  });
}

async function putOk(shopId: string, keyInfo: unknown): Promise<EmbedKey> {
  const response = await put(shopId, keyInfo);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 200 });
  return (response.json() as { key: EmbedKey }).key;
}

async function post(url: string) {
  return ctx.app.inject({ method: 'POST', url, headers: bearer(owner.token) });
}

describe('enable (POST) and read (GET)', () => {
  test('no key: GET is 404 with a message; POST creates it with the default domain; a second POST is 409', async () => {
    const shopId = await createShop(ctx.db, owner.id, "Joe's  Café & Bar!");
    const missing = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toMatch(/no embed key/);

    const created = await post(`/api/shops/${shopId}/embed-key`);
    expect(created.statusCode).toBe(201);
    const key = (created.json() as { key: EmbedKey }).key;
    expect(key).toMatchObject({
      shop: shopId,
      origins: ['joes-cafe-bar.store.example.test'],
      embedType: 'custom',
      embedVersion: 2,
      general: { hideZeroCostPricing: false },
      publishedVersion: 0,
    });
    // spec 001 §3 defaults: theme colours #000000, fonts matterregular
    const theme = key.layoutConfig.theme as { colors: Record<string, string>; fonts: Record<string, string> };
    expect(Object.values(theme.colors)).toEqual(Array(10).fill('#000000'));
    expect(Object.values(theme.fonts)).toEqual(Array(10).fill('matterregular'));

    expect((await post(`/api/shops/${shopId}/embed-key`)).statusCode).toBe(409);
    const read = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
    expect((read.json() as { key: EmbedKey }).key._id).toBe(key._id);
  });
});

describe('layoutConfig validation (PUT keyInfo.layoutConfig)', () => {
  let shopId: string;
  beforeAll(async () => {
    shopId = await shopWithKey();
  });

  test.each([
    ['an unknown section', { bogus: {} }, 'Unknown field: bogus'],
    ['an unknown field in a section', { navbar: { sparkle: true } }, 'Unknown field: sparkle'],
    ['a bad colour', { theme: { colors: { first: 'red' } } }, 'First must be a colour like #1a2b3c'],
    [
      'a style field holding a raw colour',
      { navbar: { menu: { textColor: '#ffffff' } } },
      'Text color is not one of the choices',
    ],
    ['footer padding 101', { footer: { padding: 101 } }, 'Padding must be 0 to 100'],
    ['footer padding -1', { footer: { padding: -1 } }, 'Padding must be 0 to 100'],
    ['footer padding 10.5', { footer: { padding: 10.5 } }, 'Padding must be a whole number'],
    ['products per row 5', { menu: { productsColumns: 5 } }, 'Products columns is not valid'],
    ['a text size outside xs…9xl', { menu: { productName: { textSize: '10xl' } } }, 'Text size is not one of the choices'],
    [
      'a shape not in the list',
      { cart: { removeButton: { shape: 'oval' } } },
      'Shape must be one of: square, rounded, full-rounded',
    ],
    [
      'a border style not in the list',
      { checkout: { inputs: { borderStyle: 'dashed' } } },
      'Border style must be one of: bottom-only, full-bordered',
    ],
    ['a kiosk-only section on the store', { landing: {} }, 'Unknown field: landing'],
    [
      'a logo that is not an http(s) URL',
      { navbar: { logo: 'javascript:alert(1)' } },
      'Logo must be a web address (https://…) or an uploaded image',
    ],
  ])('refuses %s with a message naming the field', async (_label, layoutConfig, expected) => {
    const response = await put(shopId, { layoutConfig });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
  });

  test('v1 font weight must be 100 to 900 in steps of 100', async () => {
    await putOk(shopId, { embedVersion: 1 });
    for (const [weight, ok] of [
      [100, true],
      [900, true],
      [450, false],
      [1000, false],
      [0, false],
    ] as const) {
      const response = await put(shopId, { layoutConfig: { navbar: { fontWeight: weight } } });
      expect({ weight, status: response.statusCode }).toEqual({ weight, status: ok ? 200 : 400 });
    }
    const bad = await put(shopId, { layoutConfig: { inputs: { displayStyle: 'oval' } } });
    expect(message(bad)).toContain('Display style must be one of: rounded, full-rounded, square');
    await putOk(shopId, { embedVersion: 2 });
  });

  test('nothing is stored when a save is refused', async () => {
    const before = await putOk(shopId, { layoutConfig: { footer: { padding: 40 } } });
    expect((await put(shopId, { layoutConfig: { footer: { padding: 101 } } })).statusCode).toBe(400);
    const after = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
    expect((after.json() as { key: EmbedKey }).key.draft).toEqual(before.draft);
  });
});

describe('section saves', () => {
  test('each section save merges into the draft; keyInfo may be JSON text', async () => {
    const shopId = await shopWithKey();
    await putOk(shopId, JSON.stringify({ layoutConfig: { theme: { colors: { first: '#112233' } } } }));
    const key = await putOk(shopId, { layoutConfig: { menu: { productsColumns: 4, categoryMenuPosition: 'left' } } });
    const draft = key.draft.layoutConfig as {
      theme: { colors: Record<string, string> };
      menu: { productsColumns: number; categoryMenuPosition: string; productName: { font: string } };
    };
    expect(draft.theme.colors.first).toBe('#112233');
    expect(draft.theme.colors.second).toBe('#000000');
    expect(draft.menu).toMatchObject({ productsColumns: 4, categoryMenuPosition: 'left', productName: { font: 'first' } });
  });

  test('design versions keep their own layouts', async () => {
    const shopId = await shopWithKey();
    await putOk(shopId, { layoutConfig: { footer: { enabled: true } } });
    await putOk(shopId, { embedVersion: 1, layoutConfig: { link: { textColor: '#ff0000' } } });
    const back = await putOk(shopId, { embedVersion: 2 });
    expect(back.draft.embedVersion).toBe(2);
    expect((back.draft.layoutConfig.footer as { enabled: boolean }).enabled).toBe(true);
    const v1 = await putOk(shopId, { embedVersion: 1 });
    expect((v1.draft.layoutConfig.link as { textColor: string }).textColor).toBe('#ff0000');
  });

  test('footer content is stored without script, event handlers or javascript: URLs', async () => {
    const shopId = await shopWithKey();
    const content =
      '<p onclick="steal()">Open <b>daily</b></p><script>alert(1)</script><img src="https://img.example/x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><a href="https://example.com" target="_blank">good</a>';
    const key = await putOk(shopId, { layoutConfig: { footer: { enabled: true, content } } });
    const stored = (key.draft.layoutConfig.footer as { content: string }).content;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    expect(stored).toContain('<b>daily</b>');
    expect(stored).toContain('<img src="https://img.example/x.png" />');
    expect(stored).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
  });

  test.each([
    ['@import url("https://fonts.googleapis.com/css2?family=Inter&display=swap");', true],
    ['<link rel="stylesheet" href="https://fonts.bunny.net/css?family=inter">', true],
    ['@import url("https://evil.example/font.css");', false],
    ['<link rel="stylesheet" href="http://fonts.googleapis.com/css2?family=Inter">', false],
    ['<script src="https://fonts.googleapis.com/x.js"></script>', false],
    ['body { background: url(javascript:alert(1)) }', false],
    ['<link rel="stylesheet" href="https://fonts.googleapis.com/css" onload="alert(1)">', false],
  ])('font imports: %s → %s', async (importFonts, ok) => {
    const shopId = await shopWithKey();
    const response = await put(shopId, { layoutConfig: { theme: { importFonts } } });
    expect(response.statusCode).toBe(ok ? 200 : 400);
    if (!ok) expect(message(response)).toMatch(/^Font import: /);
  });
});

describe('domains, landing restriction, general', () => {
  test('origins: index 0 stays the default domain; the custom domain is checked and IDN-normalised', async () => {
    const shopId = await shopWithKey('Corner Deli');
    const key = await putOk(shopId, { origins: ['ignored.example', 'Order.Café.example.com'] });
    expect(key.origins).toEqual(['corner-deli.store.example.test', 'order.xn--caf-dma.example.com']);
    for (const [bad, why] of [
      ['https://order.example.com', 'Enter the domain name without http:// or https://.'],
      ['order.example.com/menu', 'Enter the domain name without a path (nothing after a /).'],
      ['order', 'That is not a valid domain name.'],
      ['order.example.com:8080', 'Enter only the domain name, without spaces, port or user name.'],
      ['a b.com', 'Enter only the domain name, without spaces, port or user name.'],
    ]) {
      const response = await put(shopId, { origins: [key.origins[0], bad] });
      expect({ bad, status: response.statusCode, message: message(response) }).toEqual({
        bad,
        status: 400,
        // opened by the field's label, so the Domain Settings form shows it under Custom domain
        message: `Custom domain is not valid. ${why}`,
      });
    }
    // nothing was stored by the refused saves
    const stored = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
    expect((stored.json() as { key: EmbedKey }).key.origins).toEqual(key.origins);
    expect((await putOk(shopId, { origins: [key.origins[0], ''] })).origins).toEqual(['corner-deli.store.example.test']);
  });

  test('landing restriction: the form needs title, question and rejection text; the toggle alone keeps them', async () => {
    const shopId = await shopWithKey();
    const missing = await put(shopId, {
      landingRestriction: { enabled: true, title: 'Age check', question: '', cancellationText: 'Sorry' },
    });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe('Question is required');
    const full = {
      enabled: false,
      title: 'Age check',
      question: 'Are you over 18?',
      okText: 'Yes',
      cancelText: 'No',
      cancellationDescription: 'You must be 18.',
      cancellationText: 'Sorry, you cannot enter.',
      confirmOnAllVisits: true,
    };
    await putOk(shopId, { landingRestriction: full });
    const toggled = await putOk(shopId, { landingRestriction: { enabled: true } });
    expect(toggled.landingRestriction).toEqual({ ...full, enabled: true });
  });

  test('general.hideZeroCostPricing is saved; an unknown keyInfo field is refused', async () => {
    const shopId = await shopWithKey();
    expect((await putOk(shopId, { general: { hideZeroCostPricing: true } })).general).toEqual({ hideZeroCostPricing: true });
    const unknown = await put(shopId, { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toContain('Unknown field: colour');
  });
});

describe('draft → publish → restore', () => {
  test('saves stay in the draft until Publish; every publish is a version; restore brings one back live', async () => {
    const shopId = await shopWithKey();
    const initial = await putOk(shopId, { layoutConfig: { theme: { colors: { first: '#ff0000' } } } });
    // the live store still sees the defaults
    expect((initial.layoutConfig.theme as { colors: { first: string } }).colors.first).toBe('#000000');
    expect(initial.hasUnpublishedChanges).toBe(true);

    const first = (await post(`/api/shops/${shopId}/embed-key/publish`)).json() as { key: EmbedKey };
    expect((first.key.layoutConfig.theme as { colors: { first: string } }).colors.first).toBe('#ff0000');
    expect(first.key).toMatchObject({ publishedVersion: 1, hasUnpublishedChanges: false });
    expect((await post(`/api/shops/${shopId}/embed-key/publish`)).statusCode).toBe(409);

    await putOk(shopId, { layoutConfig: { theme: { colors: { first: '#00ff00' } }, menu: { productsColumns: 2 } } });
    await post(`/api/shops/${shopId}/embed-key/publish`);

    const list = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key/versions`, headers: bearer(owner.token) });
    const versions = (list.json() as { versions: LayoutVersionSummary[] }).versions;
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({
      publishedAt: NOW.toISOString(),
      publishedBy: { _id: owner.id, name: 'Test Person' },
      changes: ['theme', 'menu'],
      restoredFrom: null,
    });

    const detail = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key/versions/1`, headers: bearer(owner.token) });
    const one = (detail.json() as { version: { layoutConfig: { theme: { colors: { first: string } } } } }).version;
    expect(one.layoutConfig.theme.colors.first).toBe('#ff0000');

    const restored = (await post(`/api/shops/${shopId}/embed-key/versions/1/restore`)).json() as { key: EmbedKey };
    expect((restored.key.layoutConfig.theme as { colors: { first: string } }).colors.first).toBe('#ff0000');
    expect((restored.key.layoutConfig.menu as { productsColumns: number }).productsColumns).toBe(3);
    expect((restored.key.draft.layoutConfig.theme as { colors: { first: string } }).colors.first).toBe('#ff0000');
    expect(restored.key.publishedVersion).toBe(3);
    const after = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key/versions`, headers: bearer(owner.token) });
    expect((after.json() as { versions: LayoutVersionSummary[] }).versions[0]).toMatchObject({
      version: 3,
      restoredFrom: 1,
      changes: ['theme', 'menu'],
    });
    expect((await post(`/api/shops/${shopId}/embed-key/versions/9/restore`)).statusCode).toBe(404);
  });
});

describe('draft preview link (a phone opens the unpublished draft)', () => {
  test('the link is the last origin with a stable unguessable token; the public read shows the draft, not the live layout', async () => {
    const shopId = await shopWithKey('Preview Place');
    await putOk(shopId, { origins: ['', 'order.preview.example.com'] });
    const made = await post(`/api/shops/${shopId}/embed-key/preview-link`);
    expect(made.statusCode).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^https:\/\/order\.preview\.example\.com\/\?preview=[A-Za-z0-9_-]{24}$/);
    // the same link every time, so a printed or shared QR code keeps working
    expect(((await post(`/api/shops/${shopId}/embed-key/preview-link`)).json() as { url: string }).url).toBe(url);

    await putOk(shopId, { layoutConfig: { theme: { colors: { first: '#123456' } } } });
    const token = new URL(url).searchParams.get('preview') ?? '';
    // no bearer: the token is the permission
    const read = await ctx.app.inject({ url: `/api/embed-preview/${token}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const { preview } = read.json() as { preview: { shop: string; embedVersion: number; layoutConfig: Record<string, unknown> } };
    expect(preview).toMatchObject({ shop: shopId, embedVersion: 2 });
    expect((preview.layoutConfig.theme as { colors: { first: string } }).colors.first).toBe('#123456');
    // while the live store still has the default
    const live = await ctx.app.inject({ url: `/api/shops/${shopId}/embed-key`, headers: bearer(owner.token) });
    expect(((live.json() as { key: EmbedKey }).key.layoutConfig.theme as { colors: { first: string } }).colors.first).toBe(
      '#000000',
    );

    // another shop's link is another token
    const other = await shopWithKey('Other Place');
    const otherUrl = ((await post(`/api/shops/${other}/embed-key/preview-link`)).json() as { url: string }).url;
    expect(new URL(otherUrl).searchParams.get('preview')).not.toBe(token);
  });

  test('an unknown or malformed token is refused with a message', async () => {
    const unknown = await ctx.app.inject({ url: `/api/embed-preview/${'A'.repeat(24)}` });
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe('This preview link is not valid any more.');
    const malformed = await ctx.app.inject({ url: '/api/embed-preview/short' });
    expect(malformed.statusCode).toBe(400);
    expect(typeof message(malformed)).toBe('string');
  });
});
