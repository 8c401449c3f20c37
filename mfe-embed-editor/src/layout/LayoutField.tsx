import { type DesignVersion, FONT_CATALOGUE_URL, IMAGE_EDITOR_ASPECT, LOGO_ASPECT } from '@backoffice/contracts';
import {
  Box,
  Checkbox,
  Field,
  HStack,
  ImageUpload,
  Input,
  Link,
  NativeSelect,
  Stack,
  Textarea,
  VisuallyHidden,
} from '@backoffice/ui';
import type { ReactNode } from 'react';
import { fieldKind, fieldLabel, THEME_KEY_OPTIONS } from './fields';
import type { resolver } from './resolve';

export interface LayoutFieldProps {
  version: DesignVersion;
  /** The leaf's key in its group ("textColor"). */
  name: string;
  /** The key of the group it is in ('colors'), if any. */
  group?: string | undefined;
  value: unknown;
  /** The control's id (its label's `for`). */
  id: string;
  /** A word the group adds, unseen, to the field's name (see groupFieldWord). */
  fieldWord?: string | undefined;
  /** Resolves theme keys to the colours and fonts they stand for (the pickers show both). */
  r: ReturnType<typeof resolver>;
  /** The refusal of this field (the contracts check or the API), shown under it. */
  error?: string | undefined;
  set: (value: unknown) => void;
}

/** The error under a field, inside its Field.Root: Chakra marks the control aria-invalid and describes it by it. */
function Frame({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <Field.Root invalid={error !== undefined}>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * One leaf of a layout section with the control its name calls for (theme key pickers, size / shape / border lists,
 * colour inputs, padding 0–100, text areas, image upload …) and its error under it.
 */
export function LayoutField({ version, name, group, value, id, fieldWord, r, error, set }: LayoutFieldProps) {
  const kind = fieldKind(name, value, version, group);
  const visible = fieldLabel(name);
  // the visible label stays as the spec words it; the unseen group word makes the name unique in the section
  const label = (
    <>
      {visible}
      {fieldWord && <VisuallyHidden>{` ${fieldWord}`}</VisuallyHidden>}
    </>
  );
  const accessibleName = fieldWord ? `${visible} ${fieldWord}` : visible;
  switch (kind.kind) {
    case 'checkbox':
      return (
        <Frame error={error}>
          <Checkbox.Root checked={value === true} onCheckedChange={(e) => set(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        </Frame>
      );
    case 'select':
    case 'themeKey': {
      const options = kind.kind === 'select' ? kind.options : THEME_KEY_OPTIONS;
      return (
        <Frame error={error}>
          <Field.Label htmlFor={id}>{label}</Field.Label>
          <HStack>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                id={id}
                value={String(value)}
                onChange={(e) => set(kind.kind === 'select' && kind.numeric ? Number(e.target.value) : e.target.value)}
              >
                {options.map((option) => (
                  <option key={option} value={String(option)}>
                    {kind.kind === 'themeKey'
                      ? `${option} — ${kind.family === 'color' ? r.color(option) : r.font(option).split(',')[0]}`
                      : option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {kind.kind === 'themeKey' && kind.family === 'color' && (
              <Box
                aria-hidden
                w="6"
                h="6"
                flexShrink={0}
                borderWidth="1px"
                borderRadius="sm"
                style={{ background: r.color(value) }}
              />
            )}
          </HStack>
        </Frame>
      );
    }
    case 'color':
      return (
        <Frame error={error}>
          <Field.Label htmlFor={id}>{label}</Field.Label>
          <HStack>
            <Input id={id} size="sm" value={String(value)} maxW="32" onChange={(e) => set(e.target.value)} spellCheck={false} />
            <input
              type="color"
              aria-label={`${accessibleName} picker`}
              value={/^#[0-9a-f]{6}$/i.test(String(value)) ? String(value) : '#000000'}
              onChange={(e) => set(e.target.value)}
            />
          </HStack>
        </Frame>
      );
    case 'number':
      return (
        <Frame error={error}>
          <Field.Label htmlFor={id}>{label}</Field.Label>
          <Input
            id={id}
            size="sm"
            type="number"
            min={kind.min}
            max={kind.max}
            step={kind.step}
            maxW="32"
            value={String(value)}
            onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
          />
          <Field.HelperText>
            {kind.min} to {kind.max}
          </Field.HelperText>
        </Frame>
      );
    case 'textarea':
      return (
        <Frame error={error}>
          <Field.Label htmlFor={id}>{label}</Field.Label>
          <Textarea id={id} size="sm" rows={4} value={String(value)} onChange={(e) => set(e.target.value)} spellCheck={false} />
          {(name === 'importFonts' || name === 'import') && (
            <Field.HelperText>
              One @import or &lt;link&gt; per line, from a font host such as{' '}
              <Link href={FONT_CATALOGUE_URL} target="_blank" rel="noopener noreferrer">
                Google Fonts
              </Link>
              .
            </Field.HelperText>
          )}
        </Frame>
      );
    case 'image': {
      // spec 001 §2: the image's URL with Upload (the shared ImageUpload: crop, rotate, upload); logos crop to 4:1
      const isLogo = name === 'logo';
      return (
        <Stack gap="2">
          <Frame error={error}>
            <Field.Label htmlFor={id}>{label}</Field.Label>
            <Input id={id} size="sm" type="url" value={String(value)} onChange={(e) => set(e.target.value)} />
          </Frame>
          <ImageUpload
            label={isLogo ? 'Logo' : 'Background image'}
            value={typeof value === 'string' && value !== '' ? value : null}
            onChange={set}
            onRemove={() => set('')}
            aspect={isLogo ? LOGO_ASPECT : IMAGE_EDITOR_ASPECT}
            output={isLogo ? 'png' : 'jpeg'}
            helperText={isLogo ? `A wide logo: aspect ratio ${LOGO_ASPECT} (e.g. 400 × 100).` : undefined}
          />
        </Stack>
      );
    }
    default:
      return (
        <Frame error={error}>
          <Field.Label htmlFor={id}>{label}</Field.Label>
          <Input id={id} size="sm" type="text" value={String(value)} onChange={(e) => set(e.target.value)} />
        </Frame>
      );
  }
}
