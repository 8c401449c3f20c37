import { type Shop, TAB_DEFAULT_LIFESPAN_MINUTES } from '@backoffice/contracts';
import { MoneyInput } from '@backoffice/ui';
import { useState } from 'react';
import { NumberField, numberOrUndefined, numberText, SelectField, SwitchField, TextAreaField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import { ToggledSectionForm } from './ImmediateToggle';
import type { SectionProps } from './types';

type Tab = NonNullable<Shop['tabSettings']>;
const PERIODS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;

/** Tab (spec 001 §3, §5): enabled saves at once; life span (default 90), maximum amount and per-user maximum required. */
export function TabSection({ shop }: SectionProps) {
  const stored = shop.tabSettings ?? {};
  const [tabOrders, setTabOrders] = useState(stored.tabOrders ?? false);
  const [tabAccounts, setTabAccounts] = useState(stored.tabAccounts ?? false);
  const [orderLifeSpan, setLifeSpan] = useState(numberText(stored.orderLifeSpan ?? TAB_DEFAULT_LIFESPAN_MINUTES));
  // integer cents, as stored and as MoneyInput holds it
  const [maximumAmount, setMaximumAmount] = useState<number | null>(stored.maximumAmount ?? null);
  const [maximumPerUser, setMaximumPerUser] = useState(numberText(stored.maximumPerUserPerPeriod));
  const [collectionPeriod, setPeriod] = useState<NonNullable<Tab['collectionPeriod']>>(stored.collectionPeriod ?? 'weekly');
  const [disclaimer, setDisclaimer] = useState(stored.disclaimer ?? '');
  const { save, busy, formRef, errors } = useSectionSave();
  return (
    <ToggledSectionForm
      formRef={formRef}
      toggle={{ name: 'Tab', group: 'tabSettings', enabled: stored.enabled }}
      label="Tab"
      busy={busy}
      onSubmit={() =>
        void save('tab', {
          tabSettings: {
            tabOrders,
            tabAccounts,
            orderLifeSpan: numberOrUndefined(orderLifeSpan),
            maximumAmount: maximumAmount ?? undefined,
            maximumPerUserPerPeriod: numberOrUndefined(maximumPerUser),
            collectionPeriod,
            disclaimer,
          },
        })
      }
    >
      <SwitchField label="Tab orders" checked={tabOrders} onChange={setTabOrders} />
      <SwitchField label="Tab accounts" checked={tabAccounts} onChange={setTabAccounts} />
      <NumberField
        label="Order life span (minutes)"
        required
        min={1}
        value={orderLifeSpan}
        onChange={setLifeSpan}
        error={errors['tabSettings.orderLifeSpan']}
      />
      <MoneyInput
        label="Maximum amount"
        required
        value={maximumAmount}
        onChange={setMaximumAmount}
        error={errors['tabSettings.maximumAmount']}
      />
      <NumberField
        label="Maximum per user per period"
        required
        min={0}
        value={maximumPerUser}
        onChange={setMaximumPerUser}
        error={errors['tabSettings.maximumPerUserPerPeriod']}
      />
      <SelectField label="Collection period" value={collectionPeriod} options={PERIODS} onChange={setPeriod} />
      <TextAreaField label="Disclaimer" value={disclaimer} onChange={setDisclaimer} />
    </ToggledSectionForm>
  );
}
