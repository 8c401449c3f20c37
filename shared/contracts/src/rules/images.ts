/**
 * Image upload constants, apart from the zod schemas (api/images.ts) so the browser's upload call carries no zod.
 */

/** Spec 001 §5/§9: hero images max 9 MB. One limit for every image upload, checked by the widget and the API. */
export const MAX_IMAGE_BYTES = 9 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 9 MB. Please choose a smaller one.';
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded.';
/** Spec 001 §7: product image upload times out after 60 s. */
export const IMAGE_UPLOAD_TIMEOUT_MS = 60_000;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
