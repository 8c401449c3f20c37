import { DEFAULT_FEE_PERCENT, DEFAULT_PREPARATION_TIME_MINUTES, ORDER_FEE_LABEL } from '@backoffice/contracts';
import {
  CUSTOMER_PLATFORMS,
  Fieldset,
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextareaField,
  PlatformCheckboxes,
  SchemaForm,
  useSchemaField,
} from '@backoffice/ui';
import { SectionForm } from '../form/fields';
import { useSectionForm } from '../form/useSectionForm';
import { ORDER_TYPE_OPTIONS, type SectionProps } from './types';

type Platform = (typeof CUSTOMER_PLATFORMS)[number];

/** The API's own rule for an admin's save (order fee % required) names the field: it goes under it. */
const API_LABELS = { 'orderingPreferences.feePercent': ORDER_FEE_LABEL };

/**
 * Ordering (spec 000 §2): the merchant's preferences; order fee %, legacy flag and surcharge for admins only — shown
 * to admins only, so a merchant's save never carries them. Contracts' `orderingSection` (an admin's: order fee %
 * required), the API's check of this save.
 */
export function OrderingSection({ shop, isAdmin }: SectionProps) {
  const prefs = shop.orderingPreferences ?? {};
  const { form, busy } = useSectionForm(
    'ordering',
    {
      orderingPreferences: {
        preparationTime: prefs.preparationTime ?? DEFAULT_PREPARATION_TIME_MINUTES,
        displayPreparationTime: prefs.displayPreparationTime ?? false,
        disablePromoCodes: prefs.disablePromoCodes ?? false,
        autoAccept: prefs.autoAccept ?? false,
        autoComplete: prefs.autoComplete ?? false,
        defaultOrderType: prefs.defaultOrderType,
        instructions: prefs.instructions ?? '',
        feePercent: prefs.feePercent ?? DEFAULT_FEE_PERCENT,
        legacyUnderSubscription: prefs.legacyUnderSubscription ?? false,
      },
      customerSurcharge: {
        enabled: shop.customerSurcharge?.enabled ?? false,
        percent: shop.customerSurcharge?.percent ?? 0,
        platforms: shop.customerSurcharge?.platforms ?? [],
      },
    },
    { isAdmin, labels: API_LABELS },
  );
  return (
    <SchemaForm form={form} as="none">
      <SectionForm formRef={form.formRef} label="Ordering" busy={busy} onSubmit={() => void form.submit()}>
        <FormNumberField path="orderingPreferences.preparationTime" label="Preparation time (minutes)" required min={0} />
        <FormSwitchField path="orderingPreferences.displayPreparationTime" label="Display preparation time" />
        <FormSwitchField path="orderingPreferences.disablePromoCodes" label="Disable promo codes" />
        <FormSwitchField path="orderingPreferences.autoAccept" label="Auto accept" />
        <FormSwitchField path="orderingPreferences.autoComplete" label="Auto complete" />
        <FormSelectField path="orderingPreferences.defaultOrderType" label="Default order type" options={ORDER_TYPE_OPTIONS} />
        <FormTextareaField path="orderingPreferences.instructions" label="Instructions" />
        {isAdmin && (
          <Fieldset.Root data-testid="admin-ordering-fields">
            <Fieldset.Legend>Admin only</Fieldset.Legend>
            <FormNumberField path="orderingPreferences.feePercent" label={ORDER_FEE_LABEL} required step={0.1} min={0} />
            <FormSwitchField path="orderingPreferences.legacyUnderSubscription" label="Legacy under subscription" />
            <FormSwitchField path="customerSurcharge.enabled" label="Customer Surcharge" />
            <FormNumberField path="customerSurcharge.percent" label="Customer Surcharge %" step={0.1} min={0} />
            <SurchargePlatforms />
          </Fieldset.Root>
        )}
      </SectionForm>
    </SchemaForm>
  );
}

function SurchargePlatforms() {
  const field = useSchemaField<Platform[] | undefined>('customerSurcharge.platforms', 'Customer Surcharge platforms');
  return (
    <PlatformCheckboxes
      label="Customer Surcharge platforms"
      platforms={CUSTOMER_PLATFORMS}
      value={field.value ?? []}
      onChange={field.onChange}
    />
  );
}
