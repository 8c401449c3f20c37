import { DEFAULT_PREPARATION_TIME_MINUTES } from '@backoffice/contracts';
import { FormNumberField, FormSelectField, FormSwitchField, FormTextField, SchemaForm } from '@backoffice/ui';
import { FormDisplayPlatformsField } from '../form/kit-fields';
import { useSectionForm } from '../form/useSectionForm';
import { ToggledSectionForm } from './ImmediateToggle';
import type { SectionProps } from './types';

const IDENTIFIERS = [
  { value: 'table-number', label: 'Table number' },
  { value: 'pin-number', label: 'Pin number' },
  { value: 'name', label: 'Name' },
];

/**
 * Table ordering, Settings (spec 001 §2): dine-in enabled saves at once; preparation time required (placeholder 5).
 * Contracts' `tableOrderingSection`, the API's check of this save.
 */
export function TableOrderingSettings({ shop, isAdmin }: SectionProps) {
  const stored = shop.dineIn ?? {};
  const { form, busy } = useSectionForm('table-ordering', {
    dineIn: {
      servingOrderEnabled: stored.servingOrderEnabled ?? false,
      servingIdentifier: stored.servingIdentifier ?? 'table-number',
      tableSelectionText: stored.tableSelectionText ?? '',
      preparationTime: stored.preparationTime,
      displayPlatforms: stored.displayPlatforms ?? [],
    },
  });
  return (
    <SchemaForm form={form} as="none">
      <ToggledSectionForm
        formRef={form.formRef}
        toggle={{ name: 'Dine-in', group: 'dineIn', enabled: stored.enabled }}
        label="Table ordering"
        busy={busy}
        onSubmit={() => void form.submit()}
      >
        <FormSwitchField path="dineIn.servingOrderEnabled" label="Serving order enabled" />
        <FormSelectField path="dineIn.servingIdentifier" label="Serving identifier" options={IDENTIFIERS} />
        <FormTextField path="dineIn.tableSelectionText" label="Table selection text" />
        <FormNumberField
          path="dineIn.preparationTime"
          label="Preparation time (minutes)"
          required
          min={0}
          placeholder={String(DEFAULT_PREPARATION_TIME_MINUTES)}
        />
        {isAdmin && <FormDisplayPlatformsField path="dineIn.displayPlatforms" label="Display dine-in on platforms" />}
      </ToggledSectionForm>
    </SchemaForm>
  );
}
