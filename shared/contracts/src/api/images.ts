import { z } from 'zod';

import { IMAGE_FORMATS, LOCAL_IMAGE_PATH } from '../rules/images';

/** POST /api/images multipart fields besides `file`: the shop it belongs to, and an optional output format. */
export const imageUploadFields = z.strictObject({
  shopId: z.string().min(1).max(64),
  format: z.enum(IMAGE_FORMATS).optional(),
});

/**
 * The answer, shaped as the spec's image host answers ("returns secure_url"): the outside host's https link, or our
 * own storage's origin-relative path (`LOCAL_IMAGE_PATH`).
 */
export const imageUploadResponse = z.object({
  secure_url: z.union([z.url({ protocol: /^https$/ }), z.string().regex(LOCAL_IMAGE_PATH)]),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;
