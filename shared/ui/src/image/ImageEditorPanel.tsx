import { IMAGE_ROTATE_STEP_DEGREES } from '@backoffice/contracts';
import { Box, Button, HStack, Progress, Stack, Text } from '@backoffice/ui/chakra';
import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../loading/LoadingSpinner';
import { rotateStep } from './crop-image';
import type { ImageUploadState } from './use-image-upload';

// react-easy-crop is fetched when a merchant picks a file, never with the page (see ImageCropper.tsx).
const ImageCropper = lazy(() => import(/* webpackChunkName: "image-crop" */ './ImageCropper'));

/** The picked image's editor: crop frame, rotate, zoom, upload progress, Upload / Cancel. */
export function ImageEditorPanel({
  id,
  label,
  aspect,
  state,
}: {
  id: string;
  label: string;
  aspect: number;
  state: ImageUploadState;
}) {
  const { phase, source, busy, rotation, setRotation, zoom, setZoom, setArea, area, progress, editorRef, upload, close } = state;
  const cropHelpId = `${id}-crop-help`;
  if (phase === 'idle' || !source) return null;
  return (
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
  );
}
