import { type DesignVersion, defaultLayoutConfig, type LayoutTarget, layoutSections } from '@backoffice/contracts';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  Flex,
  Heading,
  HStack,
  RadioGroup,
  SchemaForm,
  Stack,
  Text,
  useSchemaForm,
  useUrlState,
  useWatch,
} from '@backoffice/ui';
import { type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { fieldLabel, LAYOUT_SECTION_PARAM } from './fields';
import { group, type Layout } from './resolve';
import { SectionFields } from './SectionFields';
import { StarterThemes } from './StarterThemes';
import { type Device, type PreviewPage, StorePreview } from './StorePreview';
import { type LayoutSaveScope, layoutFormSchema, sectionFieldLabels } from './section-check';
import { useLeaveGuard } from './useLeaveGuard';

export interface LayoutEditorProps {
  target: LayoutTarget;
  /** The design version being edited (the draft's, for the embed store). */
  version: DesignVersion;
  /** The stored layout of that version. */
  stored: Layout;
  /** Changes whenever the stored layout is replaced wholesale (version switch, restore): the form starts again. */
  resetKey: string;
  onVersionChange: (version: DesignVersion) => Promise<unknown>;
  /** Saves one section; resolves to the stored layout afterwards ("saves refresh from stored values"). */
  onSaveSection: (section: string, values: unknown) => Promise<Layout>;
  /** The publish bar (PublishedLayoutEditor). Gets the values being edited and a way to open a section. */
  toolbar?: (edited: Layout, openSection: (section: string) => void) => ReactNode;
  /** A published version shown in the preview instead of the values being edited. */
  previewOverride?: { layout: Layout; version: DesignVersion; caption: string } | null;
}

/** The open section in the URL (`?layout=theme`), so a reload or a shared link opens the same one. */
const LayoutQuery = z.object({ [LAYOUT_SECTION_PARAM]: z.string().optional() });

/**
 * The layout editor of the embed store and of a kiosk (spec 001 §2): design version 1 or 2, its sections each with
 * its own Save, and a live preview beside the form that reads the values being edited (not yet saved). The view
 * owns the URL; the values are a screen-kit form whose save checks the open section with the route's rules
 * (section-check's layoutFormSchema), each refusal under its field; the pieces render.
 */
export function LayoutEditor({
  target,
  version,
  stored,
  resetKey,
  onVersionChange,
  onSaveSection,
  toolbar,
  previewOverride,
}: LayoutEditorProps) {
  const idPrefix = useId();
  const sections = layoutSections(target, version);
  const [query, setQuery] = useUrlState(LayoutQuery);
  const requested = query[LAYOUT_SECTION_PARAM];
  const open = requested && sections.includes(requested) ? requested : (sections[0] ?? 'theme');
  // what a save is checked against, read when it runs (the section open then, the stored layout then)
  const scope = useRef<LayoutSaveScope>({ target, version, stored, section: open });
  scope.current = { target, version, stored, section: open };
  const [schema] = useState(() => layoutFormSchema(() => scope.current));
  const form = useSchemaForm(schema, {
    defaultValues: stored,
    labels: useMemo(() => sectionFieldLabels(version, open, stored[open]), [version, open, stored]),
    // the endpoint is called before the first await: a refusal naming a field of the section comes back under it
    onSubmit: (edited: Layout): Promise<void> => {
      const section = scope.current.section;
      return onSaveSection(section, edited[section]).then((after) => {
        form.setValue(section, after[section]);
      });
    },
  });
  const { control, reset, setValue } = form;
  const values = useWatch({ control }) as Layout;
  const saving = form.formState.isSubmitting;
  const [confirmReset, setConfirmReset] = useState(false);
  const [page, setPage] = useState<PreviewPage>(target === 'kiosk' && version === 2 ? 'landing' : 'menu');
  const [device, setDevice] = useState<Device>(target === 'kiosk' ? 'kiosk' : 'desktop');

  // A layout effect, not a passive one: the form's values live outside React, so a passive reset could run after
  // the merchant's first keystroke following a publish or restore and throw that edit away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a wholesale replacement (resetKey) restarts the form
  useLayoutEffect(() => {
    reset(stored);
  }, [resetKey]);

  const dirty = useMemo(
    () => sections.filter((s) => JSON.stringify(values[s]) !== JSON.stringify(stored[s])),
    [sections, values, stored],
  );

  // Unsaved changes warn before leaving: the browser tab, another page, another tab, another design version.
  // Moving between the editor's own sections keeps every edit (each section shows "unsaved"), so it does not ask.
  const leave = useLeaveGuard(dirty.length > 0);

  const openSection = (section: string) => setQuery({ [LAYOUT_SECTION_PARAM]: section }, { replace: true });

  const preview = previewOverride ?? { layout: values, version, caption: dirty.length > 0 ? 'Unsaved changes' : 'Draft' };

  return (
    <SchemaForm form={form} as="none">
      <Stack gap="4">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <RadioGroup.Root
            value={String(version)}
            onValueChange={(e) => {
              // the radio group also reports the value it was given; only a real change is a save
              const next = Number(e.value) as DesignVersion;
              if (next !== version) leave.confirmThen(() => onVersionChange(next));
            }}
            aria-label="Design version"
          >
            <HStack gap="4">
              <Text fontWeight="medium">Design version</Text>
              {[1, 2].map((v) => (
                <RadioGroup.Item key={v} value={String(v)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>Version {v}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {toolbar?.(values, openSection)}
        </HStack>
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Stack flex="1" minW="0" gap="3" width="100%">
            <Flex as="nav" aria-label="Layout sections" gap="2" wrap="wrap">
              {sections.map((section) => (
                <Button
                  key={section}
                  size="xs"
                  variant={section === open ? 'solid' : 'outline'}
                  aria-current={section === open ? 'true' : undefined}
                  onClick={() => openSection(section)}
                >
                  {fieldLabel(section)}
                  {dirty.includes(section) && (
                    <Badge size="xs" colorPalette="orange" ml="1">
                      unsaved
                    </Badge>
                  )}
                </Button>
              ))}
            </Flex>
            <Box
              as="section"
              ref={form.formRef}
              aria-labelledby={`${idPrefix}-heading`}
              borderWidth="1px"
              borderRadius="md"
              p="4"
            >
              <HStack justify="space-between" mb="3" flexWrap="wrap">
                <Heading as="h3" size="md" id={`${idPrefix}-heading`}>
                  {fieldLabel(open)}
                </Heading>
                {open === 'theme' && version === 2 && (
                  <Button size="sm" variant="outline" onClick={() => setConfirmReset(true)}>
                    Reset to default
                  </Button>
                )}
              </HStack>
              {open === 'theme' && version === 2 && (
                <StarterThemes
                  onPick={(starter) =>
                    setValue(
                      'theme',
                      { ...group(values.theme), colors: { ...starter.colors }, pageBackgroundColor: starter.pageBackgroundColor },
                      { shouldDirty: true },
                    )
                  }
                />
              )}
              <SectionFields version={version} layout={values} section={open} idPrefix={idPrefix} />
              <HStack mt="4" gap="3">
                <Button onClick={() => void form.submit()} loading={saving} disabled={saving}>
                  Save {fieldLabel(open)}
                </Button>
                {dirty.includes(open) && (
                  <Button variant="ghost" onClick={() => setValue(open, stored[open])}>
                    Discard changes
                  </Button>
                )}
              </HStack>
            </Box>
          </Stack>
          <Box flex="1" minW="0" width="100%" position={{ lg: 'sticky' }} top="4">
            <StorePreview
              target={target}
              version={preview.version}
              layout={preview.layout}
              page={page}
              device={device}
              onPageChange={setPage}
              onDeviceChange={setDevice}
              caption={preview.caption}
            />
          </Box>
        </Flex>
        {leave.dialog}
        <ConfirmDialog
          open={confirmReset}
          title="Reset the theme to default?"
          description="The ten colours, ten fonts, font imports and page background go back to their defaults."
          confirmLabel="Reset to default"
          destructive
          onClose={() => setConfirmReset(false)}
          onConfirm={async () => {
            const defaults = group(defaultLayoutConfig(target, 2).theme);
            setValue('theme', defaults);
            await form.submit();
            setConfirmReset(false);
          }}
        />
      </Stack>
    </SchemaForm>
  );
}
