import type { ImageFormat } from '@backoffice/contracts';
import sharp from 'sharp';

/** Longest side we keep: a hero image on a 2x screen; bigger uploads are scaled down (never up). */
export const MAX_IMAGE_DIMENSION = 2400;
/** Refuse decompression bombs: a tiny file that unpacks to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

export const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export class UnreadableImageError extends Error {}

/**
 * Decodes and encodes the image again, so what we store is an image we wrote: metadata (EXIF with GPS, camera,
 * comments) dropped — sharp writes none unless asked —, the EXIF orientation applied to the pixels, the size capped,
 * and anything hidden after the image data gone. JPEG output has no alpha, so transparency becomes white.
 */
export async function reencodeImage(input: Buffer, format: ImageFormat): Promise<Buffer> {
  try {
    let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: 'inside', withoutEnlargement: true });
    if (format === 'jpeg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
    else if (format === 'png') image = image.png({ compressionLevel: 9 });
    else image = image.webp({ quality: 85 });
    return await image.toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : 'unreadable image');
  }
}
