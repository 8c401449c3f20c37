import { IMAGE_EDITOR_ASPECT, IMAGE_MIME_TYPES } from '@backoffice/contracts';
import { Box, Button, HStack, Image, Stack, Text } from '@backoffice/ui/chakra';
import { useId, useRef } from 'react';
import type { CropOutput } from './crop-image';
import { ImageEditorPanel } from './ImageEditorPanel';
import { useImageUpload } from './use-image-upload';

export { IMAGE_UPLOADED, NO_SHOP_MESSAGE } from './use-image-upload';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useImageUpload({ shopId, output, disabled, onChange });
  const { busy, dragging, setDragging, pick, error, status } = state;
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

      <ImageEditorPanel id={id} label={label} aspect={aspect} state={state} />

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
