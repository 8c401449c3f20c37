import { fieldLabel as apiFieldLabel, type DesignVersion, passesWcagAa } from '@backoffice/contracts';
import { Box, Fieldset, Stack, Text, useSchemaField } from '@backoffice/ui';
import { fieldLabel, groupFieldWord } from './fields';
import { LayoutField, type LayoutFieldProps } from './LayoutField';
import { group, type Layout, resolver } from './resolve';
import { fieldKey } from './section-check';

export interface SectionFieldsProps {
  version: DesignVersion;
  /** The whole layout being edited (theme keys resolve through it). */
  layout: Layout;
  section: string;
  /** Path below the section: [] for its top level. */
  path?: string[];
  idPrefix: string;
  /** A word every field of this group adds, unseen, to its name (see groupFieldWord). */
  fieldWord?: string;
}

/**
 * One leaf on the screen kit: its value, its message (the contracts check or the API's refusal naming it) and the
 * focus a refusal moves to, at its path in the layout form ('theme.colors.first').
 */
function KitLayoutField({ path, label, ...props }: Omit<LayoutFieldProps, 'set' | 'error'> & { path: string; label: string }) {
  const field = useSchemaField(path, label);
  return (
    <Box
      ref={(element: HTMLDivElement | null) =>
        field.ref(element && { focus: () => element.querySelector<HTMLElement>('input, select, textarea')?.focus() })
      }
    >
      <LayoutField {...props} value={field.value} error={field.error} set={field.onChange} />
    </Box>
  );
}

/**
 * The form of one layout section, built from its values: each leaf gets the control its name calls for
 * (LayoutField) and each nested group a fieldset.
 */
export function SectionFields({ version, layout, section, path = [], idPrefix, fieldWord }: SectionFieldsProps) {
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
        if (typeof value === 'object' && value !== null) {
          return (
            <Fieldset.Root key={name} borderWidth="1px" borderRadius="md" p="3">
              <Fieldset.Legend>{fieldLabel(name)}</Fieldset.Legend>
              <SectionFields
                version={version}
                layout={layout}
                section={section}
                path={[...path, name]}
                idPrefix={idPrefix}
                fieldWord={groupFieldWord(name)}
              />
            </Fieldset.Root>
          );
        }
        return (
          <KitLayoutField
            key={name}
            path={fieldKey(section, [...path, name])}
            label={apiFieldLabel([...path, name])}
            version={version}
            name={name}
            group={path.at(-1)}
            value={value}
            id={`${idPrefix}-${[section, ...path, name].join('-')}`}
            fieldWord={fieldWord}
            r={r}
          />
        );
      })}
    </Stack>
  );
}
