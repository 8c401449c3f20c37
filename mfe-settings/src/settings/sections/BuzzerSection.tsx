import type { Shop } from '@backoffice/contracts';
import { BUZZER_PLATFORMS, PlatformCheckboxes } from '@backoffice/ui';
import { useState } from 'react';
import { CheckboxListField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import { ToggledSectionForm } from './ImmediateToggle';
import { ORDER_TYPE_OPTIONS, type SectionProps } from './types';

type Buzzer = NonNullable<Shop['buzzerOrTag']>;

/** Buzzer (spec 001 §3 buzzerOrTag): enabled saves at once; platforms and order types, open to every shop user. */
export function BuzzerSection({ shop }: SectionProps) {
  const stored = shop.buzzerOrTag ?? {};
  const [platforms, setPlatforms] = useState<NonNullable<Buzzer['platforms']>>(stored.platforms ?? []);
  const [orderTypes, setOrderTypes] = useState<NonNullable<Buzzer['orderTypes']>>(stored.orderTypes ?? []);
  const { save, busy, formRef } = useSectionSave();
  return (
    <ToggledSectionForm
      formRef={formRef}
      toggle={{ name: 'Buzzer', group: 'buzzerOrTag', enabled: stored.enabled }}
      label="Buzzer"
      busy={busy}
      onSubmit={() => void save('buzzer', { buzzerOrTag: { platforms, orderTypes } })}
    >
      <PlatformCheckboxes label="Buzzer platforms" platforms={BUZZER_PLATFORMS} value={platforms} onChange={setPlatforms} />
      <CheckboxListField label="Buzzer order types" options={ORDER_TYPE_OPTIONS} value={orderTypes} onChange={setOrderTypes} />
    </ToggledSectionForm>
  );
}
