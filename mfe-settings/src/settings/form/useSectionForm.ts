import type { FieldLabels } from '@backoffice/api-client';
import {
  adminOrderingSection,
  type SavedSettingsSection,
  SETTINGS_SECTION_SCHEMAS,
  type ShopUpdate,
} from '@backoffice/contracts';
import { type FormInput, type FormOutput, useSchemaForm } from '@backoffice/ui';
import { useShopSave } from './useShopSave';

type SectionSchema<S extends SavedSettingsSection> = (typeof SETTINGS_SECTION_SCHEMAS)[S];
/**
 * What the form opens on: the stored values, any of them missing (a required field left empty shows its message) or
 * null (an empty field: the kit reads it as absent).
 */
type StoredValues<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: StoredValues<T[K]> | undefined | null }
    : T;

/**
 * A settings section's form on the screen kit (spec 000 §2, §7): the section's contracts schema — the one the API
 * checks a save naming this section with — drives the fields, their defaults and every refusal, under its field by
 * path. Only the fields on screen are checked and sent (a hidden fee type's amount, future pickup settings of a
 * same-day shop). Save PUTs the schema's output naming the section, says 'Shop update successful' for 2 s and
 * replaces the page's copy of the shop; a refusal of the API's own rules lands under the field it names.
 */
export function useSectionForm<S extends SavedSettingsSection>(
  section: S,
  defaultValues: StoredValues<FormInput<SectionSchema<S>>>,
  {
    isAdmin = false,
    labels,
  }: {
    /** An admin's ordering form carries the admin fields: order fee % is required (contracts' settingsSectionSchema). */
    isAdmin?: boolean;
    /** Labels of the API's own rules (no client twin), so their refusals land under the field. */
    labels?: FieldLabels;
  } = {},
) {
  const { save, busy } = useShopSave();
  // the same choice as contracts' settingsSectionSchema, kept as an object schema for the kit
  const schema = (
    section === 'ordering' && isAdmin ? adminOrderingSection : SETTINGS_SECTION_SCHEMAS[section]
  ) as SectionSchema<S>;
  const form = useSchemaForm(schema, {
    labels,
    defaultValues: defaultValues as Partial<FormInput<SectionSchema<S>>>,
    onlyShownFields: true,
    // the endpoint is called before the first await: a refusal naming a field comes back to this form
    onSubmit: (output: FormOutput<SectionSchema<S>>) => save(output as ShopUpdate, { section }),
  });
  return { form, busy };
}
