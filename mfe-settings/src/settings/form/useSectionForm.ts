import { type FieldLabels, updateShop, useCurrentShop, useShopDetails } from '@backoffice/api-client';
import {
  adminOrderingSection,
  MESSAGES,
  type SavedSettingsSection,
  SETTINGS_SECTION_SCHEMAS,
  type ShopUpdate,
  SUCCESS_TOAST_MS,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { type FormInput, type FormOutput, useSchemaForm } from '@backoffice/ui';
import { useState } from 'react';

type SectionSchema<S extends SavedSettingsSection> = (typeof SETTINGS_SECTION_SCHEMAS)[S];
/** What the form opens on: the stored values, any of them missing (a required field left empty shows its message). */
type StoredValues<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: StoredValues<T[K]> | undefined }
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
  const shopId = useCurrentShop()?.shopId;
  const { mutate } = useShopDetails();
  const [busy, setBusy] = useState(false);
  // the same choice as contracts' settingsSectionSchema, kept as an object schema for the kit
  const schema = (
    section === 'ordering' && isAdmin ? adminOrderingSection : SETTINGS_SECTION_SCHEMAS[section]
  ) as SectionSchema<S>;
  const form = useSchemaForm(schema, {
    labels,
    defaultValues: defaultValues as Partial<FormInput<SectionSchema<S>>>,
    onlyShownFields: true,
    onSubmit: (output: FormOutput<SectionSchema<S>>) => {
      if (!shopId) return;
      setBusy(true);
      // the endpoint is called before the first await: a refusal naming a field comes back to this form
      return updateShop(shopId, output as ShopUpdate, { section })
        .then(async (shop) => {
          topics.toast.emit({ status: 'success', title: MESSAGES.shopUpdateSuccessful, duration: SUCCESS_TOAST_MS });
          await mutate((current) => (current ? { ...current, shop } : current), { revalidate: false });
          // the host reloads its copy too (its shop switcher shows the name)
          topics.shopChanged.emit({ shopId });
        })
        .finally(() => setBusy(false));
    },
  });
  return { form, busy };
}
