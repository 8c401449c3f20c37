import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_TIMEOUT_MS, type ImageFormat, imageUploadResponse, LOCAL_IMAGE_PATH_PREFIX } from '@backoffice/contracts';
import { CONTENT_TYPES, EXTENSIONS } from './reencode';

export interface StoredImage {
  secure_url: string;
}

/** Where uploaded images go: the local folder (default) or an image host (IMAGE_UPLOAD_URL + IMAGE_UPLOAD_PRESET). */
export interface ImageStorage {
  name: 'local' | 'image-host';
  save(image: { data: Buffer; format: ImageFormat; shopId: string }): Promise<StoredImage>;
}

export interface ImagesConfig {
  /** Local adapter's folder; default `<DATA_DIR>/../images`. */
  dir: string;
  /** A Cloudinary-compatible unsigned upload endpoint and its upload preset (spec 001 §7). */
  uploadUrl: string | null;
  uploadPreset: string | null;
}

/** Shop ids and file names we wrote: nothing else may reach the file system (no `..`, no slashes). */
export const SHOP_DIR_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const FILE_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * Stores under `dir/<shopId>/<uuid>.<ext>` (a name the server chooses) and serves it from GET /api/images/…. The link
 * handed back is origin-relative (`LOCAL_IMAGE_PATH`): the same stored data then shows at whatever host name the
 * back-office is opened (localhost, 127.0.0.1, a real domain), and the page's CSP (`img-src 'self'`) allows it.
 */
export function localImageStorage(dir: string): ImageStorage {
  return {
    name: 'local',
    async save({ data, format, shopId }) {
      if (!SHOP_DIR_PATTERN.test(shopId)) throw new Error('unexpected shop id');
      const file = `${randomUUID()}.${EXTENSIONS[format]}`;
      await mkdir(path.join(dir, shopId), { recursive: true });
      await writeFile(path.join(dir, shopId, file), data, { flag: 'wx' });
      return { secure_url: `${LOCAL_IMAGE_PATH_PREFIX}${shopId}/${file}` };
    },
  };
}

export class ImageHostError extends Error {}

/**
 * A Cloudinary-compatible unsigned upload: POST multipart `file` + `upload_preset` (+ `folder` = the shop) to the
 * upload URL; the host answers `{ secure_url }`. What we send is already re-encoded, so the host never sees the
 * original bytes. 60 s time-out (spec 001 §7).
 */
export function imageHostStorage(uploadUrl: string, uploadPreset: string, fetchImpl: typeof fetch = fetch): ImageStorage {
  return {
    name: 'image-host',
    async save({ data, format, shopId }) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: CONTENT_TYPES[format] }), `upload.${EXTENSIONS[format]}`);
      form.append('upload_preset', uploadPreset);
      form.append('folder', shopId);
      let response: Response;
      try {
        response = await fetchImpl(uploadUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(IMAGE_UPLOAD_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ImageHostError(`image host unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) throw new ImageHostError(`image host answered ${response.status}`);
      const parsed = imageUploadResponse.safeParse(await response.json().catch(() => null));
      if (!parsed.success || !parsed.data.secure_url.startsWith('https://'))
        throw new ImageHostError('image host answered without an https secure_url');
      return { secure_url: parsed.data.secure_url };
    },
  };
}

export function createImageStorage(config: ImagesConfig): ImageStorage {
  if (config.uploadUrl && config.uploadPreset) return imageHostStorage(config.uploadUrl, config.uploadPreset);
  return localImageStorage(config.dir);
}
