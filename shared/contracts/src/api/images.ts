import { z } from 'zod';

/** Spec 001 §5/§9: hero images max 9 MB. One limit for every image upload, checked by the widget and the API. */
export const MAX_IMAGE_BYTES = 9 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 9 MB. Please choose a smaller one.';
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded.';
/** Spec 001 §7: product image upload times out after 60 s. */
export const IMAGE_UPLOAD_TIMEOUT_MS = 60_000;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** POST /api/images multipart fields besides `file`: the shop it belongs to, and an optional output format. */
export const imageUploadFields = z.strictObject({
  shopId: z.string().min(1).max(64),
  format: z.enum(IMAGE_FORMATS).optional(),
});

/** The answer, shaped as the spec's image host answers ("returns secure_url"). */
export const imageUploadResponse = z.object({ secure_url: z.string().url() });
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;
