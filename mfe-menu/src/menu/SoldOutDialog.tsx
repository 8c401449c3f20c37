import { type Product, type SoldOutChoice, soldOutForm, soldOutUntilOf } from '@backoffice/contracts';
import {
  ConfirmDialog,
  Field,
  Input,
  RadioGroup,
  SchemaForm,
  Stack,
  Text,
  useSchemaError,
  useSchemaField,
  useSchemaForm,
  useWatch,
} from '@backoffice/ui';
import { useEffect, useMemo } from 'react';

export interface SoldOutDialogProps {
  product: Product | null;
  /** The pinned "now" (tests) or the clock. */
  now: () => Date;
  onClose: () => void;
  /** Gets the ISO instant the product comes back. */
  onSave: (until: string) => Promise<unknown>;
}

/**
 * The API names the field 'Sold out until' (contracts fieldLabel), and its "in the future" refusal is the rule's own
 * sentence (SOLD_OUT_FUTURE_MESSAGE, "Choose a date and time …"): either goes under the field, not in a toast.
 */
const API_LABELS = { soldOutUntil: ['Sold out until', 'Choose a date and time'] } as const;

const START = { choice: 'today', soldOutUntil: '' } as const;

/** The choice as a radio group (the kit has no radio field): the form's value at `choice`. */
function ChoiceField() {
  const field = useSchemaField<SoldOutChoice>('choice', 'Sold out for');
  return (
    <RadioGroup.Root value={field.value} onValueChange={(details) => field.onChange(details.value as SoldOutChoice)}>
      <RadioGroup.Label srOnly>Sold out for</RadioGroup.Label>
      <Stack gap="2">
        <RadioGroup.Item value="today">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>For the rest of today</RadioGroup.ItemText>
        </RadioGroup.Item>
        <RadioGroup.Item value="until">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>Until a date and time</RadioGroup.ItemText>
        </RadioGroup.Item>
      </Stack>
    </RadioGroup.Root>
  );
}

/** The venue-local date and time (the kit's text field has no datetime type); its message under it. */
function UntilField() {
  const field = useSchemaField<string>('soldOutUntil', 'Sold out until');
  return (
    <Field.Root invalid={field.error !== undefined} required>
      <Field.Label>Sold out until (NZ time)</Field.Label>
      <Input
        ref={field.ref}
        name={field.name}
        type="datetime-local"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
      <Field.ErrorText>{field.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** "For the rest of today" has no field: a refusal of it (the API's) shows under the choice. */
function TodayProblem() {
  const problem = useSchemaError('soldOutUntil');
  return problem ? <Text color="fg.error">{problem}</Text> : null;
}

/**
 * "Sold out until…" ("86"): for the rest of the venue's day, or until a venue-local date and time — which must be to
 * come (contracts `soldOutForm`, the rule PUT /api/products/{id} applies to what it is sent).
 */
export function SoldOutDialog({ product, now, onClose, onSave }: SoldOutDialogProps) {
  const schema = useMemo(() => soldOutForm(now), [now]);
  const form = useSchemaForm(schema, {
    defaultValues: START,
    labels: API_LABELS,
    onSubmit: (values) => {
      // the schema passed the instant these values mean, on the same clock
      const until = soldOutUntilOf(values, now());
      return until === null ? undefined : onSave(until);
    },
  });
  const { reset } = form;
  const choice = useWatch({ control: form.control, name: 'choice' });
  useEffect(() => {
    if (product) reset(START);
  }, [product, reset]);

  return (
    <ConfirmDialog
      open={product !== null}
      title={`Sold out: ${product?.name ?? ''}`}
      description="The product is hidden from ordering until then and comes back by itself."
      confirmLabel="Mark sold out"
      purpose="form"
      onClose={onClose}
      onConfirm={() => form.submit()}
    >
      <SchemaForm form={form} as="none">
        <Stack gap="3">
          <ChoiceField />
          {choice === 'until' ? <UntilField /> : <TodayProblem />}
        </Stack>
      </SchemaForm>
    </ConfirmDialog>
  );
}
