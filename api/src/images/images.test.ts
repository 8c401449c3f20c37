import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, imageUploadResponse, MAX_IMAGE_BYTES } from '@backoffice/contracts';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { NOT_YOUR_SHOP } from '../shops/access';
import {
  bearer,
  createShop,
  createTestContext,
  createUser,
  message,
  TEST_CONFIG,
  type TestContext,
  type TestUser,
} from '../test/app';
import { detectImageFormat } from './magic';
import { MAX_IMAGE_DIMENSION } from './reencode';
import { createImageStorage, imageHostStorage } from './storage';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let shopId: string;
const imagesDir = mkdtempSync(path.join(tmpdir(), 'backoffice-images-test-'));

beforeAll(async () => {
  ctx = await createTestContext({ config: { images: { dir: imagesDir, uploadUrl: null, uploadPreset: null } } });
  owner = await createUser(ctx.db);
  other = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
  shopId = await createShop(ctx.db, owner.id, 'Harbour Cafe');
});
afterAll(async () => {
  await ctx.close();
});

function png(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A multipart body as a browser's FormData makes it. */
async function multipart(parts: { file?: { data: Uint8Array; name: string; type: string }; fields?: Record<string, string> }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts.fields ?? {})) form.append(key, value);
  if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file.data)], { type: parts.file.type }), parts.file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}

async function upload(
  file: { data: Uint8Array; name: string; type: string } | undefined,
  fields: Record<string, string> = { shopId },
  token = owner.token,
  app = ctx.app,
) {
  const body = await multipart({ file, fields });
  return app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

function servedPath(secureUrl: string): string {
  return new URL(secureUrl, 'http://any-host.test').pathname;
}

describe('POST /api/images (local storage)', () => {
  it('stores a PNG under a server-chosen name and serves it back with long-lived cache headers and nosniff', async () => {
    const response = await upload({ data: await png(), name: '../../evil name.png', type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const { secure_url } = imageUploadResponse.parse(response.json());
    // origin-relative: no host name is stored, so the image shows at localhost, 127.0.0.1 or a real domain alike
    expect(secure_url).toMatch(new RegExp(`^/api/images/${shopId}/[0-9a-f-]{36}\\.png$`));

    const served = await ctx.app.inject({ url: servedPath(secure_url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
  });

  it('an uploaded hero is stored and read back as the same origin-relative path at any host name', async () => {
    const response = await upload({ data: await png(), name: 'hero.png', type: 'image/png' }, { shopId, format: 'jpeg' });
    const { secure_url } = imageUploadResponse.parse(response.json());
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}`,
      headers: bearer(owner.token),
      payload: { shopInfo: { images: { hero: secure_url } }, options: { section: 'presentation' } },
    });
    expect(saved.statusCode).toBe(200);
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'backoffice.example.nz']) {
      const shop = await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: { ...bearer(owner.token), host } });
      expect(shop.json().shop.images.hero).toBe(secure_url);
      expect((await ctx.app.inject({ url: secure_url, headers: { host } })).statusCode).toBe(200);
    }
    const [row] = await ctx.db.query<{ hero: string }>(`select settings->'images'->>'hero' as hero from shops where id = $1`, [
      shopId,
    ]);
    expect(row?.hero).toBe(secure_url);
  });

  it('the migration rewrites stored absolute links to our image path, and leaves outside image hosts alone', async () => {
    const file = '0f0f0f0f-1111-2222-3333-444455556666.jpg';
    const moved = await createShop(ctx.db, owner.id, 'Moved Cafe', {
      images: { hero: `http://localhost:3000/api/images/s1/${file}` },
      loyalty: { icon: { icon: 'https://res.example.test/demo/image/upload/v1/star.png' } },
    });
    await ctx.db.query(`update users set picture_url = $2 where id = $1`, [
      owner.id,
      `http://127.0.0.1:3000/api/images/s1/${file}`,
    ]);
    await ctx.db.exec(readFileSync(path.join(__dirname, '../db/migrations/131_print_relative_images.sql'), 'utf8'));
    const [row] = await ctx.db.query<{ settings: { images: { hero: string }; loyalty: { icon: { icon: string } } } }>(
      'select settings from shops where id = $1',
      [moved],
    );
    expect(row?.settings.images.hero).toBe(`/api/images/s1/${file}`);
    expect(row?.settings.loyalty.icon.icon).toBe('https://res.example.test/demo/image/upload/v1/star.png');
    const [user] = await ctx.db.query<{ picture_url: string }>('select picture_url from users where id = $1', [owner.id]);
    expect(user?.picture_url).toBe(`/api/images/s1/${file}`);
  });

  it('accepts a WebP (the third format the magic bytes allow) and serves it back as WebP', async () => {
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .webp()
      .toBuffer();
    const response = await upload({ data: webp, name: 'photo.webp', type: 'image/webp' });
    expect(response.statusCode).toBe(201);
    const served = await ctx.app.inject({ url: servedPath(imageUploadResponse.parse(response.json()).secure_url) });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 30]);
  });

  it('re-encodes to JPEG when asked (hero images): a PNG comes back as a JPEG', async () => {
    const response = await upload({ data: await png(), name: 'hero.png', type: 'image/png' }, { shopId, format: 'jpeg' });
    expect(response.statusCode).toBe(201);
    const { secure_url } = imageUploadResponse.parse(response.json());
    expect(secure_url).toMatch(/\.jpg$/);
    const served = await ctx.app.inject({ url: servedPath(secure_url) });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(detectImageFormat(served.rawPayload)).toBe('jpeg');
  });

  it('strips metadata (EXIF with GPS, comments) and caps the dimensions', async () => {
    const withExif = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload({ data: withExif, name: 'photo.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const served = await ctx.app.inject({ url: servedPath(imageUploadResponse.parse(response.json()).secure_url) });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([MAX_IMAGE_DIMENSION, 800]);
  });

  it('refuses by the magic bytes: SVG or text named .jpg with an image/jpeg type → 422', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const data of [svg, Buffer.from('GIF89a....'), Buffer.from('just text')]) {
      const response = await upload({ data, name: 'photo.jpg', type: 'image/jpeg' });
      expect(response.statusCode).toBe(422);
      expect(message(response)).toBe(IMAGE_TYPE_MESSAGE);
    }
  });

  it('refuses a file with JPEG magic bytes that is not an image (422, readable message)', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]);
    const response = await upload({ data: fake, name: 'photo.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe('The image could not be read. Please choose another file.');
  });

  it('refuses 9 MB + 1 byte with 413 and a message; exactly 9 MB is not refused for its size', async () => {
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const over = Buffer.concat([header, Buffer.alloc(MAX_IMAGE_BYTES + 1 - header.length)]);
    const response = await upload({ data: over, name: 'big.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(message(response)).toBe(IMAGE_TOO_LARGE_MESSAGE);

    const exact = Buffer.concat([header, Buffer.alloc(MAX_IMAGE_BYTES - header.length)]);
    const atLimit = await upload({ data: exact, name: 'big.jpg', type: 'image/jpeg' });
    expect(atLimit.statusCode).toBe(422); // read in full, then refused as not an image — not for its size
  });

  it('refuses a shop the caller does not own (403), an unknown shop (404), no token (401); an admin may upload', async () => {
    const file = { data: await png(), name: 'a.png', type: 'image/png' };
    const notMine = await upload(file, { shopId }, other.token);
    expect(notMine.statusCode).toBe(403);
    expect(message(notMine)).toBe(NOT_YOUR_SHOP);
    expect((await upload(file, { shopId: 'no-such-shop' })).statusCode).toBe(404);
    const body = await multipart({ file, fields: { shopId } });
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/images', payload: body.payload, headers: body.headers });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(file, { shopId }, admin.token)).statusCode).toBe(201);
  });

  it('refuses a request without a file or without a shop (400)', async () => {
    expect((await upload(undefined)).statusCode).toBe(400);
    expect((await upload({ data: await png(), name: 'a.png', type: 'image/png' }, {})).statusCode).toBe(400);
  });

  it('serves only names it wrote: traversal and unknown files are 404', async () => {
    for (const url of [
      `/api/images/${shopId}/..%2F..%2Fjwt-secret`,
      '/api/images/..%2F..%2Fetc/passwd',
      `/api/images/${shopId}/00000000-0000-0000-0000-000000000000.png`,
    ]) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('which storage the environment chooses', () => {
  const storageFor = (env: Record<string, string>) => {
    const config = loadConfig({ DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'images-env-')), 'pglite'), ...env });
    return createImageStorage(config.images).name;
  };
  it('the image host with IMAGE_UPLOAD_URL and IMAGE_UPLOAD_PRESET both set; local files otherwise', () => {
    const url = 'https://api.cloudinary.example/v1_1/demo/image/upload';
    expect(storageFor({ IMAGE_UPLOAD_URL: url, IMAGE_UPLOAD_PRESET: 'backoffice' })).toBe('image-host');
    expect(storageFor({ IMAGE_UPLOAD_URL: url })).toBe('local');
    expect(storageFor({ IMAGE_UPLOAD_PRESET: 'backoffice' })).toBe('local');
    expect(storageFor({})).toBe('local');
  });
});

describe('POST /api/images with the image host adapter (Cloudinary-compatible unsigned upload)', () => {
  let server: Server;
  let uploadUrl: string;
  let received: { preset: string | null; folder: string | null; bytes: Buffer } | null = null;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = await new Request('http://fake', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] as string },
        body: Buffer.concat(chunks),
      }).formData();
      const file = form.get('file') as Blob | null;
      received = {
        preset: form.get('upload_preset') as string | null,
        folder: form.get('folder') as string | null,
        bytes: Buffer.from(file ? await file.arrayBuffer() : new ArrayBuffer(0)),
      };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    uploadUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1_1/demo/image/upload`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function hostApp() {
    return buildApp({ db: ctx.db, config: TEST_CONFIG, images: imageHostStorage(uploadUrl, 'venue-preset') });
  }

  it('sends the re-encoded file with the upload preset and answers the secure_url the host gave', async () => {
    answer = { status: 200, body: { secure_url: 'https://res.example.test/demo/image/upload/v1/abc.jpg', public_id: 'abc' } };
    const app = await hostApp();
    try {
      const response = await upload(
        { data: await png(), name: 'hero.png', type: 'image/png' },
        { shopId, format: 'jpeg' },
        owner.token,
        app,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ secure_url: 'https://res.example.test/demo/image/upload/v1/abc.jpg' });
      expect(received?.preset).toBe('venue-preset');
      expect(received?.folder).toBe(shopId);
      expect(detectImageFormat(received?.bytes ?? Buffer.alloc(0))).toBe('jpeg');
      // local files are not served when an image host stores them
      expect((await app.inject({ url: `/api/images/${shopId}/00000000-0000-0000-0000-000000000000.png` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 502 with a message when the image host fails', async () => {
    answer = { status: 500, body: { error: { message: 'boom' } } };
    const app = await hostApp();
    try {
      const response = await upload({ data: await png(), name: 'a.png', type: 'image/png' }, { shopId }, owner.token, app);
      expect(response.statusCode).toBe(502);
      expect(message(response)).toBe('The image could not be stored right now. Please try again.');
    } finally {
      await app.close();
    }
  });
});
