import { type DesignVersion, passesWcagAa } from '@backoffice/contracts';
import { Fieldset, Stack, Text } from '@backoffice/ui';
import { fieldLabel, groupFieldWord } from './fields';
import { LayoutField } from './LayoutField';
import { group, type Layout, resolver } from './resolve';
import { fieldKey, type SectionErrors } from './section-check';

export interface SectionFieldsProps {
  version: DesignVersion;
  /** The whole layout being edited (theme keys resolve through it). */
  layout: Layout;
  section: string;
  /** Path below the section: [] for its top level. */
  path?: string[];
  onChange: (path: string[], value: unknown) => void;
  /** Field errors keyed by the field's path from the layout's top ('theme.colors.first'), each shown under its field. */
  errors?: SectionErrors;
  idPrefix: string;
  /** A word every field of this group adds, unseen, to its name (see groupFieldWord). */
  fieldWord?: string;
}

const NO_ERRORS: SectionErrors = {};

/**
 * The form of one layout section, built from its values: each leaf gets the control its name calls for
 * (LayoutField) and each nested group a fieldset.
 */
export function SectionFields({
  version,
  layout,
  section,
  path = [],
  onChange,
  errors = NO_ERRORS,
  idPrefix,
  fieldWord,
}: SectionFieldsProps) {
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
                onChange={onChange}
                errors={errors}
                idPrefix={idPrefix}
                fieldWord={groupFieldWord(name)}
              />
            </Fieldset.Root>
          );
        }
        return (
          <LayoutField
            key={name}
            version={version}
            name={name}
            group={path.at(-1)}
            value={value}
            id={`${idPrefix}-${[section, ...path, name].join('-')}`}
            fieldWord={fieldWord}
            r={r}
            error={errors[fieldKey(section, [...path, name])]}
            set={(next) => onChange([...path, name], next)}
          />
        );
      })}
    </Stack>
  );
}
