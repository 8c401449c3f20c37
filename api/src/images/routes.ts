import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  type ImageFormat,
  imageUploadFields,
  MAX_IMAGE_BYTES,
} from '@backoffice/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/types';
import { badRequest, HttpError, notFound } from '../http/errors';
import { paramsOf } from '../http/validate';
import { loadShopWithAccess } from '../shops/shop-guard';
import { detectImageFormat } from './magic';
import { CONTENT_TYPES, reencodeImage, UnreadableImageError } from './reencode';
import { FILE_NAME_PATTERN, ImageHostError, type ImageStorage, SHOP_DIR_PATTERN } from './storage';

export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read. Please choose another file.';
export const NO_FILE_MESSAGE = 'Choose an image to upload (multipart field "file").';
export const IMAGE_HOST_MESSAGE = 'The image could not be stored right now. Please try again.';

const tooLarge = () => new HttpError(413, IMAGE_TOO_LARGE_MESSAGE);

/**
 * POST /api/images (bearer, multipart: `file`, `shopId`, optional `format`) → `{ secure_url }`. The caller must own
 * the shop or be an admin. The bytes must be JPEG, PNG or WebP by their magic numbers and at most 9 MB; the image
 * is re-encoded (metadata stripped, size capped) and stored under a name the server chooses.
 */
export async function imageUploadRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: ImageStorage }) {
  await app.register(multipart, {
    // One file of at most 9 MB and a few small fields; anything else is refused while streaming.
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  // the shop is a field of the upload: checked once the form is read
  app.post('/images', { config: { shopPermission: 'menu.edit' } }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(NO_FILE_MESSAGE);
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            part.file.resume();
            throw badRequest(NO_FILE_MESSAGE);
          }
          file = await part.toBuffer();
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if (error instanceof HttpError) throw error;
      if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest('The upload could not be read.');
      throw error;
    }
    const { shopId, format } = imageUploadFields.parse(fields);
    await loadShopWithAccess(db, request, shopId);
    if (!file || file.length === 0) throw badRequest(NO_FILE_MESSAGE);
    if (file.length > MAX_IMAGE_BYTES) throw tooLarge();
    const detected = detectImageFormat(file);
    if (!detected) throw new HttpError(422, IMAGE_TYPE_MESSAGE);
    const output: ImageFormat = format ?? detected;
    let data: Buffer;
    try {
      data = await reencodeImage(file, output);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new HttpError(422, UNREADABLE_IMAGE_MESSAGE);
      throw error;
    }
    try {
      const stored = await storage.save({ data, format: output, shopId });
      return reply.status(201).send(stored);
    } catch (error) {
      if (error instanceof ImageHostError) {
        request.log.error({ err: error }, 'image host upload failed');
        throw new HttpError(502, IMAGE_HOST_MESSAGE);
      }
      throw error;
    }
  });
}

const EXTENSION_FORMATS: Record<string, ImageFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * GET /api/images/:shopId/:file — public (embed store, kiosks and the app show these images without a token).
 * Names are never reused, so the answer can be cached for a year; `nosniff` keeps browsers from reading the bytes
 * as anything but the image type we wrote.
 */
/** Any text: a name that is not one we wrote is a 404 (the patterns below), never a 400 that describes our names. */
const imageFileParams = z.strictObject({ shopId: z.string(), file: z.string() });

export async function imageFileRoutes(app: FastifyInstance, { dir }: { dir: string }) {
  app.get('/images/:shopId/:file', { schema: { params: imageFileParams } }, async (request, reply) => {
    const { shopId, file } = paramsOf(request);
    if (!SHOP_DIR_PATTERN.test(shopId) || !FILE_NAME_PATTERN.test(file)) throw notFound('Image not found');
    const full = path.join(dir, shopId, file);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) throw notFound('Image not found');
    const format = EXTENSION_FORMATS[file.split('.').pop() as string] as ImageFormat;
    return reply
      .header('Content-Type', CONTENT_TYPES[format])
      .header('Content-Length', info.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(createReadStream(full));
  });
}
