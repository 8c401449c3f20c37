import { IMAGE_ROTATE_STEP_DEGREES } from '@backoffice/contracts';

/** A rectangle in image pixels, as react-easy-crop reports the crop (`croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type CropOutput = 'jpeg' | 'png';

/** Output is capped at this width: a hero or logo never needs more, and the upload stays small and fast. */
export const MAX_OUTPUT_WIDTH = 2000;
/** JPEG quality of the canvas encode (the API re-encodes again; this keeps the upload small). */
export const JPEG_QUALITY = 0.9;

/** The next rotation one 15° step left (-1) or right (+1), kept in 0…345 so the value stays readable. */
export function rotateStep(current: number, direction: -1 | 1): number {
  return (((current + direction * IMAGE_ROTATE_STEP_DEGREES) % 360) + 360) % 360;
}

/** The bounding box of a width × height image turned by `degrees`: react-easy-crop's crop is relative to it. */
export function rotatedBounds(width: number, height: number, degrees: number): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/**
 * Draws the chosen crop of the (rotated) image on a canvas and encodes it: JPEG for hero images (spec 001 §9,
 * "hero saved as jpeg"; transparent parts become white instead of black) or PNG (a logo keeping transparency).
 */
export async function cropImage({
  src,
  area,
  rotation,
  output,
}: {
  src: string;
  area: PixelArea;
  rotation: number;
  output: CropOutput;
}): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, MAX_OUTPUT_WIDTH / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot edit images.');
  if (output === 'jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  const bounds = rotatedBounds(image.naturalWidth, image.naturalHeight, rotation);
  context.imageSmoothingQuality = 'high';
  context.scale(scale, scale);
  // Move the crop's corner to the origin, then turn the image about the centre of its rotated bounding box.
  context.translate(-area.x + bounds.width / 2, -area.y + bounds.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      output === 'jpeg' ? 'image/jpeg' : 'image/png',
      JPEG_QUALITY,
    );
  });
}
