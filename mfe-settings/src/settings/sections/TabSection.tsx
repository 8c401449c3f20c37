import { TAB_DEFAULT_LIFESPAN_MINUTES } from '@backoffice/contracts';
import { FormMoneyField, FormNumberField, FormSelectField, FormSwitchField, FormTextareaField, SchemaForm } from '@backoffice/ui';
import { useSectionForm } from '../form/useSectionForm';
import { ToggledSectionForm } from './ImmediateToggle';
import type { SectionProps } from './types';

const PERIODS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

/**
 * Tab (spec 001 §3, §5): enabled saves at once; life span (default 90), maximum amount (integer cents) and per-user
 * maximum required — contracts' `tabSection`, the API's check of this save.
 */
export function TabSection({ shop }: SectionProps) {
  const stored = shop.tabSettings ?? {};
  const { form, busy } = useSectionForm('tab', {
    tabSettings: {
      tabOrders: stored.tabOrders ?? false,
      tabAccounts: stored.tabAccounts ?? false,
      orderLifeSpan: stored.orderLifeSpan ?? TAB_DEFAULT_LIFESPAN_MINUTES,
      maximumAmount: stored.maximumAmount,
      maximumPerUserPerPeriod: stored.maximumPerUserPerPeriod,
      collectionPeriod: stored.collectionPeriod ?? 'weekly',
      disclaimer: stored.disclaimer ?? '',
    },
  });
  return (
    <SchemaForm form={form} as="none">
      <ToggledSectionForm
        formRef={form.formRef}
        toggle={{ name: 'Tab', group: 'tabSettings', enabled: stored.enabled }}
        label="Tab"
        busy={busy}
        onSubmit={() => void form.submit()}
      >
        <FormSwitchField path="tabSettings.tabOrders" label="Tab orders" />
        <FormSwitchField path="tabSettings.tabAccounts" label="Tab accounts" />
        <FormNumberField path="tabSettings.orderLifeSpan" label="Order life span (minutes)" required min={1} />
        <FormMoneyField path="tabSettings.maximumAmount" label="Maximum amount" required />
        <FormNumberField path="tabSettings.maximumPerUserPerPeriod" label="Maximum per user per period" required min={0} />
        <FormSelectField path="tabSettings.collectionPeriod" label="Collection period" options={PERIODS} />
        <FormTextareaField path="tabSettings.disclaimer" label="Disclaimer" />
      </ToggledSectionForm>
    </SchemaForm>
  );
}
