import { REFUND_REASON_MAX_LENGTH, REFUND_REASON_PRESETS, type RefundReasonPreset } from '@backoffice/contracts';
import { Field, NativeSelect, Stack, Textarea, useSchemaField } from '@backoffice/ui';

export interface RefundReasonValue {
  preset: RefundReasonPreset | '';
  details: string;
}

export const EMPTY_REASON: RefundReasonValue = { preset: '', details: '' };

/**
 * The refund's fields by the words the API refuses them with (contracts REFUND_MESSAGES, fieldLabel): such a refusal
 * shows under its field, not in a toast. The provider refusing, or an order changed meanwhile, names no field.
 */
export const REFUND_API_LABELS: Record<string, readonly string[]> = {
  reason: ['Reason', 'Please give a reason', 'Please keep the reason'],
  amount: ['Amount', 'Please enter an amount', 'The refund must be', 'You can refund at most'],
};

/**
 * Why money goes back: a short list of the usual reasons plus the merchant's own words (required for "Other"). The
 * form's field at `reason` (contracts' refundReasonChoice): sent as `refundReason(preset, details)`, the text the
 * customer reads in their e-mail. Its message shows under the part that needs the merchant: the list while no
 * reason is chosen, the words once one is (an "Other" without words, words too long).
 */
export function RefundReasonFields() {
  const field = useSchemaField<RefundReasonValue>('reason', 'Reason');
  const value = field.value ?? EMPTY_REASON;
  const error = field.error;
  const onList = error !== undefined && value.preset === '';
  const onWords = error !== undefined && !onList;
  return (
    <Stack gap="3">
      <Field.Root invalid={onList}>
        <Field.Label>Reason</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            ref={field.ref}
            value={value.preset}
            onChange={(event) => field.onChange({ ...value, preset: event.target.value as RefundReasonPreset | '' })}
          >
            <option value="">Choose a reason…</option>
            {REFUND_REASON_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {preset}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {onList && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={onWords}>
        <Field.Label>{value.preset === 'Other' ? 'Reason in your words' : 'More for the customer (optional)'}</Field.Label>
        <Textarea
          value={value.details}
          maxLength={REFUND_REASON_MAX_LENGTH}
          rows={2}
          onChange={(event) => field.onChange({ ...value, details: event.target.value })}
        />
        {onWords && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
