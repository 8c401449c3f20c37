import type { Shop } from '@backoffice/contracts';
import { BUZZER_PLATFORMS, PlatformCheckboxes, SchemaForm, useSchemaField } from '@backoffice/ui';
import { CheckboxListField } from '../form/fields';
import { useSectionForm } from '../form/useSectionForm';
import { ToggledSectionForm } from './ImmediateToggle';
import { ORDER_TYPE_OPTIONS, type SectionProps } from './types';

type Buzzer = NonNullable<Shop['buzzerOrTag']>;

/**
 * Buzzer (spec 001 §3 buzzerOrTag): enabled saves at once; platforms and order types, open to every shop user
 * (contracts' `buzzerSection`).
 */
export function BuzzerSection({ shop }: SectionProps) {
  const stored = shop.buzzerOrTag ?? {};
  const { form, busy } = useSectionForm('buzzer', {
    buzzerOrTag: { platforms: stored.platforms ?? [], orderTypes: stored.orderTypes ?? [] },
  });
  return (
    <SchemaForm form={form} as="none">
      <ToggledSectionForm
        formRef={form.formRef}
        toggle={{ name: 'Buzzer', group: 'buzzerOrTag', enabled: stored.enabled }}
        label="Buzzer"
        busy={busy}
        onSubmit={() => void form.submit()}
      >
        <BuzzerChoices />
      </ToggledSectionForm>
    </SchemaForm>
  );
}

function BuzzerChoices() {
  const platforms = useSchemaField<NonNullable<Buzzer['platforms']>>('buzzerOrTag.platforms', 'Buzzer platforms');
  const orderTypes = useSchemaField<NonNullable<Buzzer['orderTypes']>>('buzzerOrTag.orderTypes', 'Buzzer order types');
  return (
    <>
      <PlatformCheckboxes
        label="Buzzer platforms"
        platforms={BUZZER_PLATFORMS}
        value={platforms.value ?? []}
        onChange={platforms.onChange}
      />
      <CheckboxListField
        label="Buzzer order types"
        options={ORDER_TYPE_OPTIONS}
        value={orderTypes.value ?? []}
        onChange={orderTypes.onChange}
        error={orderTypes.error}
      />
    </>
  );
}
