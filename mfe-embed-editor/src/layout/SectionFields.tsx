import { type DesignVersion, FONT_CATALOGUE_URL, IMAGE_EDITOR_ASPECT, LOGO_ASPECT, passesWcagAa } from '@backoffice/contracts';
import {
  Box,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  ImageUpload,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@backoffice/ui';
import { fieldKind, fieldLabel, groupFieldWord, THEME_KEY_OPTIONS } from './fields';
import { group, type Layout, resolver } from './resolve';

export interface SectionFieldsProps {
  version: DesignVersion;
  /** The whole layout being edited (theme keys resolve through it). */
  layout: Layout;
  section: string;
  /** Path below the section: [] for its top level. */
  path?: string[];
  onChange: (path: string[], value: unknown) => void;
  /** Field errors by dotted path (from the server's message). */
  idPrefix: string;
  /** A word every field of this group adds, unseen, to its name (see groupFieldWord). */
  fieldWord?: string;
}

/**
 * The form of one layout section, built from its values: each leaf gets the control its name calls for (theme key
 * pickers, size / shape / border lists, colour inputs, padding 0–100 …) and each nested group a fieldset.
 */
export function SectionFields({ version, layout, section, path = [], onChange, idPrefix, fieldWord }: SectionFieldsProps) {
  const values = path.reduce((current, key) => group(current[key]), group(layout[section]));
  const r = resolver(version, layout);
  const hideWhenFooterOff = section === 'footer' && path.length === 0 && values.enabled !== true;
  const entries = Object.entries(values).filter(([name]) => !hideWhenFooterOff || name === 'enabled');
  const textColor = values.textColor;
  const contrastFails =
    textColor !== undefined &&
    !passesWcagAa(r.color(textColor), values.backgroundColor !== undefined ? r.color(values.backgroundColor) : r.pageBackground);

  return (
    <Stack gap="3">
      {contrastFails && (
        <Text role="status" color="fg.error" fontSize="sm" data-testid="contrast-warning">
          Text colour {r.color(textColor)} on{' '}
          {values.backgroundColor !== undefined ? r.color(values.backgroundColor) : r.pageBackground} is below the WCAG AA
          contrast of 4.5:1; some customers will not be able to read it.
        </Text>
      )}
      {entries.map(([name, value]) => {
        const id = `${idPrefix}-${[section, ...path, name].join('-')}`;
        if (typeof value === 'object' && value !== null) {
          return (
            <Fieldset.Root key={name} borderWidth="1px" borderRadius="md" p="3">
              <Fieldset.Legend>{fieldLabel(name)}</Fieldset.Legend>
              <SectionFields
                version={version}
                layout={layout}
                section={section}
                path={[...path, name]}
                onChange={onChange}
                idPrefix={idPrefix}
                fieldWord={groupFieldWord(name)}
              />
            </Fieldset.Root>
          );
        }
        const kind = fieldKind(name, value, version);
        const set = (next: unknown) => onChange([...path, name], next);
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
              <Checkbox.Root key={name} checked={value === true} onCheckedChange={(e) => set(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label}</Checkbox.Label>
              </Checkbox.Root>
            );
          case 'select':
          case 'themeKey': {
            const options = kind.kind === 'select' ? kind.options : THEME_KEY_OPTIONS;
            return (
              <Field.Root key={name}>
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
              </Field.Root>
            );
          }
          case 'color':
            return (
              <Field.Root key={name}>
                <Field.Label htmlFor={id}>{label}</Field.Label>
                <HStack>
                  <Input
                    id={id}
                    size="sm"
                    value={String(value)}
                    maxW="32"
                    onChange={(e) => set(e.target.value)}
                    spellCheck={false}
                  />
                  <input
                    type="color"
                    aria-label={`${accessibleName} picker`}
                    value={/^#[0-9a-f]{6}$/i.test(String(value)) ? String(value) : '#000000'}
                    onChange={(e) => set(e.target.value)}
                  />
                </HStack>
              </Field.Root>
            );
          case 'number':
            return (
              <Field.Root key={name}>
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
              </Field.Root>
            );
          case 'textarea':
            return (
              <Field.Root key={name}>
                <Field.Label htmlFor={id}>{label}</Field.Label>
                <Textarea
                  id={id}
                  size="sm"
                  rows={4}
                  value={String(value)}
                  onChange={(e) => set(e.target.value)}
                  spellCheck={false}
                />
                {(name === 'importFonts' || name === 'import') && (
                  <Field.HelperText>
                    One @import or &lt;link&gt; per line, from a font host such as{' '}
                    <Link href={FONT_CATALOGUE_URL} target="_blank" rel="noopener noreferrer">
                      Google Fonts
                    </Link>
                    .
                  </Field.HelperText>
                )}
              </Field.Root>
            );
          case 'image': {
            // spec 001 §2: the image's URL with Upload (the shared ImageUpload: crop, rotate, upload); logos crop to 4:1
            const isLogo = name === 'logo';
            return (
              <Stack key={name} gap="2">
                <Field.Root>
                  <Field.Label htmlFor={id}>{label}</Field.Label>
                  <Input id={id} size="sm" type="url" value={String(value)} onChange={(e) => set(e.target.value)} />
                </Field.Root>
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
              <Field.Root key={name}>
                <Field.Label htmlFor={id}>{label}</Field.Label>
                <Input id={id} size="sm" type="text" value={String(value)} onChange={(e) => set(e.target.value)} />
              </Field.Root>
            );
        }
      })}
    </Stack>
  );
}
