import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** A real PNG file (RGB gradient, so the encoders have something to chew on), written by pngjs. */
export function gradientPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height, colorType: 2 });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      png.data[at] = Math.round((x / width) * 255);
      png.data[at + 1] = Math.round((y / height) * 255);
      png.data[at + 2] = 160;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

/** Width and height from a JPEG's start-of-frame marker (baseline or progressive), or null if there is none. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (marker >= 0xc0 && marker <= 0xc3) {
      const height = ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number);
      const width = ((bytes[at + 7] as number) << 8) | (bytes[at + 8] as number);
      return { width, height };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * One pixel [r, g, b] of an encoded image as the browser decodes it (createImageBitmap onto an OffscreenCanvas in
 * the page): proves what a picture holds, e.g. that an editor's rotation is in the uploaded pixels.
 */
export async function decodedPixel(page: Page, bytes: Uint8Array, type: string, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ base64, type, x, y }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
    },
    { base64: Buffer.from(bytes).toString('base64'), type, x, y },
  );
}
