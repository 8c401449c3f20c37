import { isApiError, uploadImage, useCurrentShop } from '@backoffice/api-client';
import {
  ERROR_FALLBACK_MESSAGE,
  IMAGE_MIME_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from '@backoffice/contracts';
import { useEffect, useRef, useState } from 'react';
import { type CropOutput, cropImage, type PixelArea } from './crop-image';

export const NO_SHOP_MESSAGE = 'Choose a venue before uploading an image.';
export const IMAGE_UPLOADED = 'Image uploaded.';

type Phase = 'idle' | 'editing' | 'uploading';

/**
 * ImageUpload's behaviour: a picked file is checked (type, size) before anything is sent, edited (crop, rotation,
 * zoom) as an object URL, then cropped on a canvas and uploaded with progress; Cancel or leaving aborts the upload.
 */
export function useImageUpload({
  shopId,
  output,
  disabled,
  onChange,
}: {
  shopId: string | undefined;
  output: CropOutput;
  disabled: boolean;
  onChange: (secureUrl: string) => void;
}) {
  const current = useCurrentShop();
  const targetShop = shopId ?? current?.shopId;
  const editorRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [source, setSource] = useState<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);

  // The picked file lives as an object URL while it is edited; free it when it is replaced or the field goes.
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );
  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (phase === 'editing') editorRef.current?.focus();
  }, [phase]);

  const pick = (file: File | undefined) => {
    if (!file || disabled) return;
    setStatus('');
    // Refused here, before any request: the API would refuse too, but only after the merchant waited for 9 MB.
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return setError(IMAGE_TYPE_MESSAGE);
    if (file.size > MAX_IMAGE_BYTES) return setError(IMAGE_TOO_LARGE_MESSAGE);
    setError(null);
    setSource(URL.createObjectURL(file));
    setRotation(0);
    setZoom(1);
    setArea(null);
    setPhase('editing');
  };

  const close = () => {
    abortRef.current?.abort();
    setSource(null);
    setArea(null);
    setPhase('idle');
  };

  const upload = async () => {
    if (!source || !area) return;
    if (!targetShop) return setError(NO_SHOP_MESSAGE);
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setProgress(0);
    setPhase('uploading');
    try {
      const blob = await cropImage({ src: source, area, rotation, output });
      const url = await uploadImage({
        shopId: targetShop,
        file: blob,
        fileName: output === 'jpeg' ? 'image.jpg' : 'image.png',
        format: output,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      onChange(url);
      setStatus(IMAGE_UPLOADED);
      setSource(null);
      setArea(null);
      setPhase('idle');
    } catch (failure) {
      if (controller.signal.aborted) return;
      // uploadImage's messages are already the merchant's words (413 size, 422 type, 60 s time-out, …).
      setError(isApiError(failure) ? failure.message : ERROR_FALLBACK_MESSAGE);
      setPhase('editing');
    }
  };

  return {
    phase,
    busy: phase === 'uploading',
    source,
    rotation,
    setRotation,
    zoom,
    setZoom,
    area,
    setArea,
    progress,
    error,
    status,
    dragging,
    setDragging,
    editorRef,
    pick,
    close,
    upload,
  };
}

export type ImageUploadState = ReturnType<typeof useImageUpload>;
