import { deliveryFieldVisibility } from '@backoffice/contracts';
import { FormMoneyField, FormNumberField, FormSelectField, FormTextareaField, SchemaForm } from '@backoffice/ui';
import { useEffect } from 'react';
import { FormDisplayPlatformsField } from '../form/kit-fields';
import { useSectionForm } from '../form/useSectionForm';
import { DeliveryPriceTable } from './DeliveryPriceTable';
import { ToggledSectionForm } from './ImmediateToggle';
import type { SectionProps } from './types';

const DELIVERY_TYPES = [
  { value: 'self-delivery', label: 'Self-delivery' },
  { value: 'retail', label: 'Retail' },
];
const FEE_TYPE_LABELS = { fixed: 'Fixed', 'price-table': 'Price table', 'cost-per-kilometers': 'Cost per kilometre' } as const;

/**
 * Delivery (spec 000 §2): the immediate Enable/Disable Self-Delivery button, then the fields by type and fee type. The
 * form is contracts' `deliverySection` (the API's check of this save); money in integer cents, dollars on screen.
 */
export function DeliverySection({ shop, isAdmin }: SectionProps) {
  const stored = shop.delivery ?? {};
  const { form, busy } = useSectionForm('delivery', {
    delivery: {
      deliveryType: stored.deliveryType ?? 'self-delivery',
      feeType: stored.feeType ?? 'fixed',
      radius: stored.radius,
      orderMinimum: stored.orderMinimum,
      costPerKilometers: stored.costPerKilometers,
      fixedCost: stored.fixedCost,
      freeDeliveryMinSpend: stored.freeDeliveryMinSpend ?? 0,
      priceTable: stored.priceTable ?? [],
      deliveryInfo: stored.deliveryInfo ?? '',
      displayPlatforms: stored.displayPlatforms ?? [],
    },
  });
  const [deliveryType, feeType, priceTable] = form.watch(['delivery.deliveryType', 'delivery.feeType', 'delivery.priceTable']);
  const visible = deliveryFieldVisibility({ deliveryType, feeType });
  const offered = feeType === undefined || visible.feeTypes.includes(feeType as never);
  const { setValue } = form;
  // per km is for self-delivery only: switched to retail, the fee type falls back to fixed (shown and saved)
  useEffect(() => {
    if (!offered) setValue('delivery.feeType', 'fixed');
  }, [offered, setValue]);
  const rowErrors = form.formState.errors.delivery?.priceTable;

  return (
    <SchemaForm form={form} as="none">
      <ToggledSectionForm
        formRef={form.formRef}
        toggle={{ name: 'Self-Delivery', group: 'delivery', enabled: stored.enabled }}
        label="Delivery"
        busy={busy}
        onSubmit={() => void form.submit()}
        saveDisabled={visible.priceTable && (priceTable?.length ?? 0) === 0}
      >
        <FormSelectField path="delivery.deliveryType" label="Delivery type" options={DELIVERY_TYPES} />
        {visible.radius && <FormNumberField path="delivery.radius" label="Radius (km)" min={0} />}
        <FormMoneyField path="delivery.orderMinimum" label="Order minimum" />
        <FormSelectField
          path="delivery.feeType"
          label="Fee type"
          options={visible.feeTypes.map((value) => ({ value, label: FEE_TYPE_LABELS[value] }))}
        />
        {visible.costPerKilometers && <FormMoneyField path="delivery.costPerKilometers" label="Cost per kilometre" />}
        {visible.fixedCost && <FormMoneyField path="delivery.fixedCost" label="Fixed cost" />}
        {visible.priceTable && (
          <DeliveryPriceTable feeError={(index) => (Array.isArray(rowErrors) ? rowErrors[index]?.fee?.message : undefined)} />
        )}
        <FormMoneyField
          path="delivery.freeDeliveryMinSpend"
          label="Free delivery minimum spend"
          help="0 means no free delivery"
        />
        <FormTextareaField path="delivery.deliveryInfo" label="Delivery information" />
        {isAdmin && (
          // Spec 000 §6 names this admin setting "Display Pickup on platforms for both delivery and pickup": the same
          // label in both sections, to the letter (each sits inside its own section's form, which names it)
          <FormDisplayPlatformsField path="delivery.displayPlatforms" label="Display Pickup on platforms" />
        )}
      </ToggledSectionForm>
    </SchemaForm>
  );
}
