import { DEFAULT_PREPARATION_TIME_MINUTES, type Shop } from '@backoffice/contracts';
import { DISPLAY_PLATFORMS, PlatformCheckboxes } from '@backoffice/ui';
import { useState } from 'react';
import { NumberField, numberOrUndefined, numberText, SelectField, SwitchField, TextField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import { ToggledSectionForm } from './ImmediateToggle';
import type { SectionProps } from './types';

type DineIn = NonNullable<Shop['dineIn']>;
type DisplayPlatform = NonNullable<DineIn['displayPlatforms']>[number];
const IDENTIFIERS = [
  { value: 'table-number', label: 'Table number' },
  { value: 'pin-number', label: 'Pin number' },
  { value: 'name', label: 'Name' },
] as const;

/** Table ordering, Settings (spec 001 §2): dine-in enabled saves at once; preparation time required (placeholder 5). */
export function TableOrderingSettings({ shop, isAdmin }: SectionProps) {
  const stored = shop.dineIn ?? {};
  const [servingOrderEnabled, setServing] = useState(stored.servingOrderEnabled ?? false);
  const [servingIdentifier, setIdentifier] = useState<NonNullable<DineIn['servingIdentifier']>>(
    stored.servingIdentifier ?? 'table-number',
  );
  const [tableSelectionText, setSelectionText] = useState(stored.tableSelectionText ?? '');
  const [preparationTime, setPreparationTime] = useState(numberText(stored.preparationTime));
  const [displayPlatforms, setDisplayPlatforms] = useState<DisplayPlatform[]>(stored.displayPlatforms ?? []);
  const { save, busy, formRef, errors } = useSectionSave();
  return (
    <ToggledSectionForm
      formRef={formRef}
      toggle={{ name: 'Dine-in', group: 'dineIn', enabled: stored.enabled }}
      label="Table ordering"
      busy={busy}
      onSubmit={() =>
        void save('table-ordering', {
          dineIn: {
            servingOrderEnabled,
            servingIdentifier,
            tableSelectionText,
            preparationTime: numberOrUndefined(preparationTime),
            ...(isAdmin ? { displayPlatforms } : {}),
          },
        })
      }
    >
      <SwitchField label="Serving order enabled" checked={servingOrderEnabled} onChange={setServing} />
      <SelectField label="Serving identifier" value={servingIdentifier} options={IDENTIFIERS} onChange={setIdentifier} />
      <TextField label="Table selection text" value={tableSelectionText} onChange={setSelectionText} />
      <NumberField
        label="Preparation time (minutes)"
        required
        min={0}
        placeholder={String(DEFAULT_PREPARATION_TIME_MINUTES)}
        value={preparationTime}
        onChange={setPreparationTime}
        error={errors['dineIn.preparationTime']}
      />
      {isAdmin && (
        <PlatformCheckboxes
          label="Display dine-in on platforms"
          platforms={DISPLAY_PLATFORMS}
          value={displayPlatforms}
          onChange={setDisplayPlatforms}
        />
      )}
    </ToggledSectionForm>
  );
}
