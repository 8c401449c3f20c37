import type { ImageFormat } from '@backoffice/contracts';

/**
 * The image type by its first bytes — never by the file name or the client's Content-Type, which anyone can
 * set. Only JPEG, PNG and WebP pass: SVG (script inside an "image"), GIF, HEIC and everything else are refused.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const b = (i: number) => bytes[i];
  if (bytes.length >= 3 && b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((v, i) => b(i) === v)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}
