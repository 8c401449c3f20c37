import { DEFAULT_FEE_PERCENT, DEFAULT_PREPARATION_TIME_MINUTES, ORDER_FEE_LABEL, type Shop } from '@backoffice/contracts';
import { CUSTOMER_PLATFORMS, Fieldset, PlatformCheckboxes } from '@backoffice/ui';
import { useState } from 'react';
import { NumberField, numberOrUndefined, numberText, SectionForm, SelectField, SwitchField, TextAreaField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import { ORDER_TYPE_OPTIONS, type SectionProps } from './types';

type OrderType = NonNullable<NonNullable<Shop['orderingPreferences']>['defaultOrderType']>;
type Platform = (typeof CUSTOMER_PLATFORMS)[number];

/** The API's own rule for an admin's save (order fee % required) names the field: it goes under it. */
const API_LABELS = { 'orderingPreferences.feePercent': ORDER_FEE_LABEL };

/** Ordering (spec 000 §2): the merchant's preferences; order fee %, legacy flag and surcharge for admins only. */
export function OrderingSection({ shop, isAdmin }: SectionProps) {
  const prefs = shop.orderingPreferences ?? {};
  const [preparationTime, setPreparationTime] = useState(numberText(prefs.preparationTime ?? DEFAULT_PREPARATION_TIME_MINUTES));
  const [displayPreparationTime, setDisplay] = useState(prefs.displayPreparationTime ?? false);
  const [disablePromoCodes, setDisablePromo] = useState(prefs.disablePromoCodes ?? false);
  const [autoAccept, setAutoAccept] = useState(prefs.autoAccept ?? false);
  const [autoComplete, setAutoComplete] = useState(prefs.autoComplete ?? false);
  const [defaultOrderType, setDefaultOrderType] = useState<OrderType | ''>(prefs.defaultOrderType ?? '');
  const [instructions, setInstructions] = useState(prefs.instructions ?? '');
  const [feePercent, setFeePercent] = useState(numberText(prefs.feePercent ?? DEFAULT_FEE_PERCENT));
  const [legacy, setLegacy] = useState(prefs.legacyUnderSubscription ?? false);
  const [surchargeEnabled, setSurchargeEnabled] = useState(shop.customerSurcharge?.enabled ?? false);
  const [surchargePercent, setSurchargePercent] = useState(numberText(shop.customerSurcharge?.percent ?? 0));
  const [surchargePlatforms, setSurchargePlatforms] = useState<Platform[]>(shop.customerSurcharge?.platforms ?? []);
  const { save, busy, formRef, errors } = useSectionSave(API_LABELS);

  const submit = () =>
    // an admin's save carries the admin fields, so it is checked with order fee % required (here and by the API)
    void save(
      'ordering',
      {
        orderingPreferences: {
          preparationTime: numberOrUndefined(preparationTime),
          displayPreparationTime,
          disablePromoCodes,
          autoAccept,
          autoComplete,
          ...(defaultOrderType ? { defaultOrderType } : {}),
          instructions,
          // admin-only fields are sent by admins only: a merchant's save never touches them
          ...(isAdmin ? { feePercent: numberOrUndefined(feePercent), legacyUnderSubscription: legacy } : {}),
        },
        ...(isAdmin
          ? {
              customerSurcharge: {
                enabled: surchargeEnabled,
                percent: numberOrUndefined(surchargePercent),
                platforms: surchargePlatforms,
              },
            }
          : {}),
      },
      { isAdmin },
    );

  return (
    <SectionForm formRef={formRef} label="Ordering" busy={busy} onSubmit={submit}>
      <NumberField
        label="Preparation time (minutes)"
        required
        min={0}
        value={preparationTime}
        onChange={setPreparationTime}
        error={errors['orderingPreferences.preparationTime']}
      />
      <SwitchField label="Display preparation time" checked={displayPreparationTime} onChange={setDisplay} />
      <SwitchField label="Disable promo codes" checked={disablePromoCodes} onChange={setDisablePromo} />
      <SwitchField label="Auto accept" checked={autoAccept} onChange={setAutoAccept} />
      <SwitchField label="Auto complete" checked={autoComplete} onChange={setAutoComplete} />
      <SelectField
        label="Default order type"
        value={defaultOrderType}
        options={ORDER_TYPE_OPTIONS}
        onChange={setDefaultOrderType}
      />
      <TextAreaField label="Instructions" value={instructions} onChange={setInstructions} />
      {isAdmin && (
        <Fieldset.Root data-testid="admin-ordering-fields">
          <Fieldset.Legend>Admin only</Fieldset.Legend>
          <NumberField
            label="Order fee %"
            required
            step={0.1}
            min={0}
            value={feePercent}
            onChange={setFeePercent}
            error={errors['orderingPreferences.feePercent']}
          />
          <SwitchField label="Legacy under subscription" checked={legacy} onChange={setLegacy} />
          <SwitchField label="Customer Surcharge" checked={surchargeEnabled} onChange={setSurchargeEnabled} />
          <NumberField
            label="Customer Surcharge %"
            step={0.1}
            min={0}
            value={surchargePercent}
            onChange={setSurchargePercent}
            error={errors['customerSurcharge.percent']}
          />
          <PlatformCheckboxes
            label="Customer Surcharge platforms"
            platforms={CUSTOMER_PLATFORMS}
            value={surchargePlatforms}
            onChange={setSurchargePlatforms}
          />
        </Fieldset.Root>
      )}
    </SectionForm>
  );
}
