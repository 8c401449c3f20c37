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
/** What the image field says when the 60 s upload time-out fires (a slow line, not the merchant's mistake). */
export const IMAGE_UPLOAD_TIMEOUT_MESSAGE =
  'The upload took longer than 60 seconds and was stopped. Please check your connection and try again.';
/** Spec 001 §9: the image editor rotates in steps of 15 degrees. */
export const IMAGE_ROTATE_STEP_DEGREES = 15;
/** Spec 001 §7: the image editor's default crop aspect ratio (width / height). */
export const IMAGE_EDITOR_ASPECT = 1.25;
/** Spec 001 §5: the embed navbar logo's crop aspect ratio. */
export const LOGO_ASPECT = 4;
/** MIME types the picker accepts (the API checks magic bytes; this only spares a pointless upload). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Where our own image storage serves an upload: an origin-relative path, so the same stored data shows whatever host
 * name the page was opened at (localhost, 127.0.0.1, a real domain). Never stored with a host.
 */
export const LOCAL_IMAGE_PATH_PREFIX = '/api/images/';
export const LOCAL_IMAGE_PATH = /^\/api\/images\/[A-Za-z0-9_-]{1,64}\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** An absolute link to our own image path (stored before paths were origin-relative) → the origin-relative path. */
export function originRelativeImage(url: string): string {
  const match = /^https?:\/\/[^/\\]+(\/api\/images\/.*)$/.exec(url);
  return match?.[1] ?? url;
}
