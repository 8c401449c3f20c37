import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { cspStyleNonce } from '../theme/style-nonce';
import type { PixelArea } from './crop-image';

export interface ImageCropperProps {
  image: string;
  aspect: number;
  rotation: number;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  onAreaChange: (area: PixelArea) => void;
  /** id of the text that tells keyboard users how to move the crop. */
  describedBy: string;
}

/**
 * react-easy-crop behind our props. Its own module so ImageUpload can load it lazily: the cropper (and its
 * wheel/gesture code) is fetched only when a merchant picks a file, not by every page that loads @backoffice/ui.
 */
export default function ImageCropper({
  image,
  aspect,
  rotation,
  zoom,
  onZoomChange,
  onAreaChange,
  describedBy,
}: ImageCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  return (
    <Cropper
      image={image}
      aspect={aspect}
      rotation={rotation}
      zoom={zoom}
      crop={crop}
      minZoom={1}
      maxZoom={4}
      onCropChange={setCrop}
      onZoomChange={onZoomChange}
      onCropComplete={(_, pixels) => onAreaChange(pixels)}
      // The crop frame is focusable (arrow keys move the image under it); name it for screen readers.
      cropperProps={{ role: 'group', 'aria-label': 'Crop frame', 'aria-describedby': describedBy }}
      mediaProps={{ alt: '' }}
      // react-easy-crop inserts its stylesheet as a <style> tag: it needs the page's CSP nonce.
      nonce={cspStyleNonce()}
    />
  );
}
