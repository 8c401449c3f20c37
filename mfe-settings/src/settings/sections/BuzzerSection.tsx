import { buzzerSection, type Shop } from '@backoffice/contracts';
import { BUZZER_PLATFORMS, PlatformCheckboxes, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { CheckboxListField, SectionForm } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import { ImmediateToggle } from './ImmediateToggle';
import { ORDER_TYPE_OPTIONS, type SectionProps } from './types';

type Buzzer = NonNullable<Shop['buzzerOrTag']>;

/** Buzzer (spec 001 §3 buzzerOrTag): enabled saves at once; platforms and order types, open to every shop user. */
export function BuzzerSection({ shop }: SectionProps) {
  const stored = shop.buzzerOrTag ?? {};
  const [platforms, setPlatforms] = useState<NonNullable<Buzzer['platforms']>>(stored.platforms ?? []);
  const [orderTypes, setOrderTypes] = useState<NonNullable<Buzzer['orderTypes']>>(stored.orderTypes ?? []);
  const { save, busy } = useSectionSave();
  return (
    <Stack gap="4">
      <ImmediateToggle
        enabled={stored.enabled === true}
        enableLabel="Enable Buzzer"
        disableLabel="Disable Buzzer"
        shopInfo={(enabled) => ({ buzzerOrTag: { enabled } })}
      />
      <SectionForm
        label="Buzzer"
        busy={busy}
        onSubmit={() => void save(buzzerSection, { buzzerOrTag: { platforms, orderTypes } })}
      >
        <PlatformCheckboxes label="Buzzer platforms" platforms={BUZZER_PLATFORMS} value={platforms} onChange={setPlatforms} />
        <CheckboxListField label="Buzzer order types" options={ORDER_TYPE_OPTIONS} value={orderTypes} onChange={setOrderTypes} />
      </SectionForm>
    </Stack>
  );
}
