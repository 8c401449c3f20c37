import { isApiError, uploadImage, useCurrentShop } from '@backoffice/api-client';
import {
  ERROR_FALLBACK_MESSAGE,
  IMAGE_EDITOR_ASPECT,
  IMAGE_MIME_TYPES,
  IMAGE_ROTATE_STEP_DEGREES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from '@backoffice/contracts';
import { Box, Button, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LoadingSpinner } from '../loading/LoadingSpinner';
import { type CropOutput, cropImage, type PixelArea, rotateStep } from './crop-image';

// react-easy-crop is fetched when a merchant picks a file, never with the page (see ImageCropper.tsx).
const ImageCropper = lazy(() => import(/* webpackChunkName: "image-crop" */ './ImageCropper'));

export const NO_SHOP_MESSAGE = 'Choose a venue before uploading an image.';
export const IMAGE_UPLOADED = 'Image uploaded.';

export interface ImageUploadProps {
  /** The field's name, e.g. "Hero image" or "Logo". */
  label: string;
  /** The current image URL (shown as the preview), or null/undefined for none. */
  value?: string | null;
  /** Called with the uploaded image's `secure_url`. */
  onChange: (secureUrl: string) => void;
  /** Offers "Remove image" while there is a value. */
  onRemove?: () => void;
  /** Crop aspect ratio, width / height: 4 for logos (LOGO_ASPECT), 1.25 the editor default (spec 001 §7). */
  aspect?: number;
  /** 'jpeg' (hero images, spec 001 §9) or 'png' (a logo that keeps transparency). */
  output?: CropOutput;
  /** The shop the image belongs to; the current shop on the bus when omitted. */
  shopId?: string;
  /** A line under the field, e.g. the size it is shown at. */
  helperText?: string;
  disabled?: boolean;
}

type Phase = 'idle' | 'editing' | 'uploading';

/**
 * Pick or drop an image, crop it to `aspect`, rotate it in 15° steps, and upload the result (a canvas-encoded
 * JPEG by default) to POST /api/images; `onChange` gets the `secure_url`. A file over 9 MB, or not JPEG/PNG/WebP,
 * is refused before anything is sent. Progress while the bytes go up; 60 s time-out (api-client's uploadImage).
 */
export function ImageUpload({
  label,
  value,
  onChange,
  onRemove,
  aspect = IMAGE_EDITOR_ASPECT,
  output = 'jpeg',
  shopId,
  helperText,
  disabled = false,
}: ImageUploadProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const cropHelpId = `${id}-crop-help`;
  const current = useCurrentShop();
  const targetShop = shopId ?? current?.shopId;
  const inputRef = useRef<HTMLInputElement>(null);
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

  const busy = phase === 'uploading';
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId} aria-describedby={helpId} data-testid="image-upload" maxW="lg" w="full">
      <Text id={labelId} fontWeight="medium">
        {label}
      </Text>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : undefined}
        rounded="md"
        p="3"
        data-testid="image-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!busy) pick(event.dataTransfer.files[0]);
        }}
      >
        <Stack gap="3" align="flex-start">
          {value ? (
            <Image
              src={value}
              alt={`Current ${label.toLowerCase()}`}
              aspectRatio={aspect}
              objectFit="cover"
              w="full"
              maxW="xs"
              rounded="sm"
              data-testid="image-upload-preview"
            />
          ) : (
            <Text color="fg.muted">No image yet.</Text>
          )}
          <Text id={helpId} color="fg.muted" fontSize="sm">
            {helperText ? `${helperText} ` : ''}Drop a JPEG, PNG or WebP image here (up to 9 MB), or choose one.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              size="sm"
              disabled={disabled || busy}
              onClick={() => inputRef.current?.click()}
              aria-describedby={helpId}
            >
              {value ? 'Replace image' : 'Choose image'}
            </Button>
            {value && onRemove && (
              <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={onRemove}>
                Remove image
              </Button>
            )}
          </HStack>
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={IMAGE_MIME_TYPES.join(',')}
            aria-labelledby={labelId}
            data-testid="image-file-input"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              // Choosing the same file again after a refusal must fire onChange again.
              event.target.value = '';
            }}
          />
        </Stack>
      </Box>

      {phase !== 'idle' && source && (
        <Stack
          gap="3"
          ref={editorRef}
          tabIndex={-1}
          role="group"
          aria-label={`Edit ${label.toLowerCase()}`}
          data-testid="image-editor"
          outline="none"
        >
          <Box position="relative" w="full" h={{ base: '56', md: '72' }} bg="bg.muted" rounded="md" overflow="hidden">
            <Suspense
              fallback={
                <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
                  <LoadingSpinner label="Loading the image editor" />
                </Box>
              }
            >
              <ImageCropper
                image={source}
                aspect={aspect}
                rotation={rotation}
                zoom={zoom}
                onZoomChange={setZoom}
                onAreaChange={setArea}
                describedBy={cropHelpId}
              />
            </Suspense>
          </Box>
          <Text id={cropHelpId} color="fg.muted" fontSize="sm">
            Drag the image, or focus the crop frame and use the arrow keys, to choose what is kept.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setRotation((r) => rotateStep(r, -1))}>
              Rotate left {IMAGE_ROTATE_STEP_DEGREES}°
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setRotation((r) => rotateStep(r, 1))}>
              Rotate right {IMAGE_ROTATE_STEP_DEGREES}°
            </Button>
            <Text fontSize="sm" aria-live="polite" data-testid="image-rotation">
              Rotation: {rotation}°
            </Text>
          </HStack>
          <HStack gap="2">
            <label htmlFor={`${id}-zoom`}>
              <Text as="span" fontSize="sm">
                Zoom
              </Text>
            </label>
            <input
              id={`${id}-zoom`}
              type="range"
              min={1}
              max={4}
              step={0.1}
              value={zoom}
              disabled={busy}
              onChange={(event) => setZoom(Number(event.target.value))}
              style={{ flex: 1, accentColor: 'var(--chakra-colors-brand-solid)' }}
            />
          </HStack>
          {busy && (
            <Progress.Root value={progress} size="sm" maxW="full">
              <HStack justify="space-between">
                <Progress.Label fontSize="sm">Uploading image</Progress.Label>
                <Progress.ValueText fontSize="sm" />
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          <HStack gap="2" wrap="wrap">
            <Button size="sm" onClick={upload} disabled={!area} loading={busy} loadingText="Uploading…">
              Upload image
            </Button>
            <Button size="sm" variant="ghost" onClick={close}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      )}

      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" data-testid="image-upload-error">
          {error}
        </Text>
      )}
      <Text role="status" fontSize="sm" color="fg.muted">
        {status}
      </Text>
    </Stack>
  );
}
