import { REFUND_REASON_MAX_LENGTH, REFUND_REASON_PRESETS, type RefundReasonPreset } from '@backoffice/contracts';
import { Field, NativeSelect, Stack, Textarea } from '@backoffice/ui';

export interface RefundReasonValue {
  preset: RefundReasonPreset | '';
  details: string;
}

export const EMPTY_REASON: RefundReasonValue = { preset: '', details: '' };

/**
 * The refund's fields by the words the API refuses them with (contracts REFUND_MESSAGES, fieldLabel): such a refusal
 * shows under its field, not in a toast. The provider refusing, or an order changed meanwhile, names no field.
 */
export const REFUND_API_LABELS = {
  reason: ['Reason', 'Please give a reason', 'Please keep the reason'],
  amount: ['Amount', 'Please enter an amount', 'The refund must be', 'You can refund at most'],
} as const;

/**
 * Why money goes back: a short list of the usual reasons plus the merchant's own words (required for "Other"). The
 * stored reason is contracts' `refundReason(preset, details)`; the customer reads it in their e-mail.
 */
export function RefundReasonFields({
  value,
  onChange,
  error,
}: {
  value: RefundReasonValue;
  onChange: (value: RefundReasonValue) => void;
  error?: string | undefined;
}) {
  return (
    <Stack gap="3">
      <Field.Root invalid={error !== undefined}>
        <Field.Label>Reason</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.preset}
            onChange={(event) => onChange({ ...value, preset: event.target.value as RefundReasonPreset | '' })}
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
      </Field.Root>
      <Field.Root invalid={error !== undefined}>
        <Field.Label>{value.preset === 'Other' ? 'Reason in your words' : 'More for the customer (optional)'}</Field.Label>
        <Textarea
          value={value.details}
          maxLength={REFUND_REASON_MAX_LENGTH}
          rows={2}
          onChange={(event) => onChange({ ...value, details: event.target.value })}
        />
        <Field.ErrorText role="alert">{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
