import { updateOption } from '@backoffice/api-client';
import {
  MESSAGES,
  OPTION_TYPE_LABELS,
  OPTION_TYPES,
  OPTION_VALUE_MESSAGE,
  type OptionSet,
  optionForm,
} from '@backoffice/contracts';
import {
  Box,
  Button,
  Field,
  Fieldset,
  FormMoneyField,
  FormNumberField,
  FormTextField,
  HStack,
  Input,
  NativeSelect,
  SchemaForm,
  SimpleGrid,
  Stack,
  Text,
  useFieldArray,
  useSchemaError,
  useSchemaField,
  useSchemaForm,
  useWatch,
} from '@backoffice/ui';
import { useId, useRef, useState } from 'react';
import { toastSuccess } from '../useMenu';

/**
 * The form's fields by the words the API names them with (contracts optionForm's sentences), beyond the labels its
 * fields show: a refusal about one shows under it, once, and is not toasted; any other refusal is the one toast.
 */
const API_LABELS = {
  name: ['Name', 'Title'],
  type: 'Type',
  minSelection: ['Min selection', 'Minimum selection'],
  maxSelection: ['Max selection', 'Maximum selection'],
  values: ['Values', 'Each value', 'A value'],
} as const;

type Selection = number | null | undefined;

/**
 * Type, always with "Choose a type" (spec 001 §5: type required). Spec 001 §5: min and max only for multi — leaving
 * multi sends none (null) and keeps what was typed for when multi is chosen again (an empty box is asked for).
 */
function TypeField() {
  const field = useSchemaField<string>('type', 'Type');
  const min = useSchemaField<Selection>('minSelection', '');
  const max = useSchemaField<Selection>('maxSelection', '');
  // an empty box is null (the kit's emptied number), asked for by the schema while the type is multi
  const kept = useRef<{ min: Selection; max: Selection }>({ min: null, max: null });
  return (
    <Field.Root required invalid={field.error !== undefined}>
      <Field.Label>
        Type
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = event.target.value;
            if (field.value === 'multi' && next !== 'multi') {
              kept.current = { min: min.value, max: max.value };
              min.onChange(null);
              max.onChange(null);
            } else if (field.value !== 'multi' && next === 'multi') {
              min.onChange(kept.current.min);
              max.onChange(kept.current.max);
            }
            field.onChange(next);
          }}
        >
          <option value="">Choose a type</option>
          {OPTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {OPTION_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{field.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A value's name: its problem is the group's one sentence below the values (said once, not per value). */
function ValueNameField({ index, groupErrorId }: { index: number; groupErrorId: string }) {
  const field = useSchemaField<string>(`values.${index}.name`, `Value ${index + 1} name`);
  return (
    <Field.Root required invalid={field.error !== undefined}>
      <Field.Label>
        Value {index + 1} name
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-errormessage={field.error !== undefined ? groupErrorId : undefined}
      />
    </Field.Root>
  );
}

/** The values: rows of name / price (cents) / SKU, the group's one sentence when any of them is refused. */
function ValuesFieldset({ anyValueRefused }: { anyValueRefused: boolean }) {
  const { fields, append, remove } = useFieldArray({ name: 'values' });
  const groupErrorId = useId();
  const message = useSchemaError('values') ?? (anyValueRefused ? OPTION_VALUE_MESSAGE : undefined);
  return (
    <Fieldset.Root invalid={message !== undefined}>
      <Fieldset.Legend>Values</Fieldset.Legend>
      <Stack gap="3">
        {fields.map((row, index) => (
          <SimpleGrid
            key={row.id}
            columns={{ base: 1, md: 4 }}
            gap="2"
            alignItems="end"
            borderWidth="1px"
            borderRadius="md"
            p="2"
            data-testid="option-value"
          >
            <ValueNameField index={index} groupErrorId={groupErrorId} />
            <FormMoneyField path={`values.${index}.price`} label={`Value ${index + 1} price`} required />
            <FormTextField path={`values.${index}.SKU`} label={`Value ${index + 1} SKU`} />
            <Button variant="outline" onClick={() => remove(index)}>
              Remove value {index + 1}
            </Button>
          </SimpleGrid>
        ))}
        {fields.length === 0 && <Text>No values yet.</Text>}
        {message && <Fieldset.ErrorText id={groupErrorId}>{message}</Fieldset.ErrorText>}
        <Box>
          <Button variant="outline" onClick={() => append({ name: '', price: 0, SKU: '' })}>
            Add value
          </Button>
        </Box>
      </Stack>
    </Fieldset.Root>
  );
}

/** Minimum and maximum selection, shown for multi only. */
function SelectionFields() {
  const type = useWatch({ name: 'type' });
  if (type !== 'multi') return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormNumberField path="minSelection" label="Minimum selection" min={0} step={1} required />
      <FormNumberField path="maxSelection" label="Maximum selection" min={1} step={1} required />
    </SimpleGrid>
  );
}

/**
 * The option form (spec 001 §5): title and type required, min/max for multi (min ≤ max), each value a name and a
 * price (cents), SKU optional. Driven by contracts `optionForm`, the rules of PUT /api/options/{id}: the form refuses
 * what the route refuses, in the same words, and sends the schema's output.
 */
export function OptionForm({ option, onSaved }: { option: OptionSet; onSaved: () => Promise<unknown> }) {
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm(optionForm, {
    defaultValues: {
      name: option.name,
      type: option.type,
      minSelection: option.minSelection ?? null,
      maxSelection: option.maxSelection ?? null,
      values: option.values.map((v) => ({ _id: v._id, name: v.name, price: v.price, SKU: v.SKU ?? '' })),
    },
    labels: API_LABELS,
    onSubmit: async (values) => {
      const saved = updateOption(option._id, values);
      // busy while the save is in flight (not while the form checks itself: Save stays pressable, as before)
      setSaving(true);
      try {
        await saved;
        toastSuccess(MESSAGES.recordChanged('Option', 'update'));
        await onSaved();
      } finally {
        setSaving(false);
      }
    },
  });
  const refusedValues = form.formState.errors.values;
  const anyValueRefused = Array.isArray(refusedValues) && refusedValues.some((row) => row !== undefined);
  return (
    <SchemaForm form={form}>
      <Stack gap="4" maxW="2xl">
        <FormTextField path="name" label="Title" required />
        <TypeField />
        <SelectionFields />
        <ValuesFieldset anyValueRefused={anyValueRefused} />
        <HStack>
          <Button type="submit" loading={saving}>
            Save option
          </Button>
        </HStack>
      </Stack>
    </SchemaForm>
  );
}
