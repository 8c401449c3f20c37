import { integrationResponse, integrationsResponse } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, message, type TestContext } from '../test/app';
import { readIntegrationKey } from './repo';
import { createSecretBox, DEV_INTEGRATIONS_KEY, parseEncryptionKey } from './secret-box';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const KEY = 'dnero_live_5f2a9c1e7b3d4410';

function save(shopId: string, integrationInfo: unknown, token: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}/integrations/dnero`,
    headers: bearer(token),
    payload: { integrationInfo },
  });
}

describe('integrations (dnero)', () => {
  test('a shop starts with dnero disabled and no key', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id);
    const response = await ctx.app.inject({ url: `/api/shops/${shopId}/integrations`, headers: bearer(owner.token) });
    expect(integrationsResponse.parse(response.json())).toEqual({
      integrations: [{ type: 'dnero', enabled: false, apiKeyLast4: null }],
    });
  });

  test('the key is stored encrypted, answered as its last 4 characters only, and kept when not resent', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id);
    const saved = await save(shopId, { enabled: true, apiKey: KEY }, owner.token);
    expect(saved.statusCode).toBe(200);
    expect(integrationResponse.parse(saved.json())).toEqual({
      integration: { type: 'dnero', enabled: true, apiKeyLast4: '4410' },
    });
    expect(saved.body).not.toContain(KEY.slice(0, -4));

    const [row] = await ctx.db.query<{ api_key_ciphertext: string }>(
      'select api_key_ciphertext from shop_integrations where shop_id = $1',
      [shopId],
    );
    expect(row?.api_key_ciphertext).toMatch(/^v1\./);
    expect(row?.api_key_ciphertext).not.toContain(KEY);
    expect(await readIntegrationKey(ctx.db, createSecretBox(DEV_INTEGRATIONS_KEY), shopId, 'dnero')).toBe(KEY);

    // JSON text body, no apiKey: the flag changes, the key stays
    const off = await save(shopId, JSON.stringify({ enabled: false }), owner.token);
    expect(integrationResponse.parse(off.json()).integration).toEqual({ type: 'dnero', enabled: false, apiKeyLast4: '4410' });
    expect(await readIntegrationKey(ctx.db, createSecretBox(DEV_INTEGRATIONS_KEY), shopId, 'dnero')).toBe(KEY);

    // neither GET /integrations nor GET /shops/:id ever carries the key
    for (const url of [`/api/shops/${shopId}/integrations`, `/api/shops/${shopId}`]) {
      const body = (await ctx.app.inject({ url, headers: bearer(owner.token) })).body;
      expect(body).not.toContain(KEY);
      expect(body).not.toContain(row?.api_key_ciphertext ?? 'never');
    }
  });

  test('only the owner or an admin may read or change it', async () => {
    const owner = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { roles: ['admin'] });
    const shopId = await createShop(ctx.db, owner.id);
    const refused = await save(shopId, { enabled: true, apiKey: 'stolen-key' }, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/shops/${shopId}/integrations`, headers: bearer(stranger.token) })).statusCode).toBe(
      403,
    );
    expect((await save(shopId, { enabled: true, apiKey: 'admin-set-key' }, admin.token)).statusCode).toBe(200);
    expect(await readIntegrationKey(ctx.db, createSecretBox(DEV_INTEGRATIONS_KEY), shopId, 'dnero')).toBe('admin-set-key');
  });

  test('bad input is 400 naming the field; unknown types are refused', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id);
    expect(message(await save(shopId, { enabled: 'yes' }, owner.token))).toBe('Enabled must be yes or no');
    expect(message(await save(shopId, { enabled: true, apiKey: 'abc' }, owner.token))).toBe(
      'API key must be at least 4 characters',
    );
    expect(message(await save(shopId, { enabled: true, secret: 'x' }, owner.token))).toBe('Unknown field: secret');
    const other = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/integrations/zapier`,
      headers: bearer(owner.token),
      payload: { integrationInfo: { enabled: true } },
    });
    expect(other.statusCode).toBe(400);
    expect(message(other)).toBe('Type must be one of: dnero');
  });
});

describe('secret box', () => {
  test('seals differently each time, opens with the same key only, refuses tampering', () => {
    const box = createSecretBox(parseEncryptionKey('ab'.repeat(32)));
    const a = box.seal('secret');
    expect(box.seal('secret')).not.toBe(a);
    expect(box.open(a)).toBe('secret');
    expect(() => createSecretBox(DEV_INTEGRATIONS_KEY).open(a)).toThrow();
    const parts = a.split('.');
    const tampered = [...parts.slice(0, 3), `${parts[3]?.startsWith('A') ? 'B' : 'A'}${parts[3]?.slice(1)}`].join('.');
    expect(() => box.open(tampered)).toThrow();
    expect(() => parseEncryptionKey('too-short')).toThrow(/32 bytes/);
  });
});
