import { isoToVenueLocal, type PromoCodeDraft, venueLocalToIso } from '@backoffice/contracts';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  RadioGroup,
  Stack,
  Text,
  textToNumber,
  useSchemaField,
} from '@backoffice/ui';
import type { ReactNode } from 'react';

/**
 * The editor's fields: each is a field of the editor's schema form (the kit's `useSchemaField`, by the draft's
 * key), its message under it as an alert — a step's Next says at once what holds it back.
 */
type DraftKey = keyof PromoCodeDraft;

/** One choice of the editor as a radio group, named by its own label. */
export function Choice<T extends string>({
  label,
  value,
  onChange,
  items,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: string; disabled?: boolean }[];
}) {
  return (
    // named by its own label part (the library points the group's aria-labelledby at it; an aria-label would lose)
    <RadioGroup.Root value={value} onValueChange={(details) => onChange(details.value as T)}>
      <RadioGroup.Label display="block" fontWeight="semibold" mb="2">
        {label}
      </RadioGroup.Label>
      <Stack gap="2">
        {items.map((item) => (
          <RadioGroup.Item key={item.value} value={item.value} disabled={item.disabled}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{item.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** A choice held at `path` of the editor's form; `onChosen` for what a choice brings along. */
export function ChoiceField<T extends string>({
  path,
  label,
  items,
  onChosen,
}: {
  path: DraftKey;
  label: string;
  items: { value: T; label: string; disabled?: boolean }[];
  onChosen?: (value: T) => void;
}) {
  const field = useSchemaField<T>(path, label);
  return (
    <Choice<T>
      label={label}
      value={field.value}
      items={items}
      onChange={(value) => {
        field.onChange(value);
        onChosen?.(value);
      }}
    />
  );
}

/** A message under a group (a radio group or a list of boxes has no Field of its own). */
export function GroupError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}

/** The message of a field shown by a group (the target choice's rule): registered, so it is not also toasted. */
export function useGroupMessage(path: DraftKey, label: string): string | undefined {
  return useSchemaField(path, label).error;
}

/** A list of boxes (products, customers) whose ticked ids are the value; its message under the list. */
export function ChecksField({
  path,
  label,
  items,
  empty,
}: {
  path: 'rewardTargetProducts' | 'users';
  label: string;
  items: { id: string; label: string }[];
  empty: string;
}) {
  const field = useSchemaField<string[]>(path, label);
  const ticked = field.value ?? [];
  return (
    <>
      <Stack gap="1" role="group" aria-label={label} maxH="60" overflowY="auto">
        {items.length === 0 && <Text>{empty}</Text>}
        {items.map((item) => (
          <Checkbox.Root
            key={item.id}
            checked={ticked.includes(item.id)}
            onCheckedChange={(d) =>
              field.onChange(d.checked === true ? [...new Set([...ticked, item.id])] : ticked.filter((x) => x !== item.id))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{item.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <GroupError message={field.error} />
    </>
  );
}

/** A labelled input of the editor; `read`/`show` turn the input's text into the draft's value and back. */
function StepInput<V>({
  path,
  label,
  help,
  required,
  read,
  show,
  input,
  keepUnreadable = false,
}: {
  path: DraftKey;
  label: string;
  help?: string;
  required?: boolean;
  read: (text: string) => V | undefined;
  /** Text `read` cannot make a value of leaves the value as it was (a half-typed date and time). */
  keepUnreadable?: boolean;
  show: (value: V | undefined) => string;
  input?: { type?: string; min?: string; max?: string; step?: string; maxLength?: number };
}) {
  const field = useSchemaField<V | undefined>(path, label);
  return (
    <Field.Root required={required} invalid={field.error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...input}
        ref={field.ref}
        name={field.name}
        value={show(field.value)}
        onChange={(event) => {
          const value = read(event.target.value);
          if (value !== undefined || !keepUnreadable) field.onChange(value);
        }}
        onBlur={field.onBlur}
      />
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {field.error !== undefined && <Field.ErrorText role="alert">{field.error}</Field.ErrorText>}
    </Field.Root>
  );
}

const numberText = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value));

/** The code name: typed as is, its ends trimmed by the schema (empty: generated when saved). */
export function CodeField() {
  return (
    <StepInput<string>
      path="code"
      label="Code name"
      help="Leave empty to generate a code."
      read={(text) => text.trim()}
      show={(value) => value ?? ''}
      input={{ maxLength: 40 }}
    />
  );
}

/** An amount in the editor's units (dollars or percent); an empty box is no amount. */
export function AmountField({
  path,
  label,
  min,
  max,
  step,
}: {
  path: 'discount' | 'minimumSpent';
  label: string;
  min: string;
  max?: string | undefined;
  step: string;
}) {
  return (
    <StepInput<number>
      path={path}
      label={label}
      required
      read={textToNumber}
      show={numberText}
      input={{ type: 'number', min, ...(max !== undefined ? { max } : {}), step }}
    />
  );
}

/** Spec 001 §5: 0 or less is unlimited; whole uses (a fraction is cut, an empty box is 0). */
export function UsageLimitField() {
  return (
    <StepInput<number>
      path="usageLimit"
      label="Usage limit"
      help="0 or less means unlimited. Each customer may use a code once."
      read={(text) => Math.trunc(Number(text))}
      show={numberText}
      input={{ type: 'number', step: '1' }}
    />
  );
}

/** The expiry, typed in venue (NZ) time and held as the ISO instant. */
export function ExpiryField() {
  return (
    <StepInput<string>
      path="expiry"
      label="Expiry (NZ time)"
      required
      read={(text) => venueLocalToIso(text) ?? undefined}
      keepUnreadable
      show={(iso) => (iso ? isoToVenueLocal(iso) : '')}
      input={{ type: 'datetime-local' }}
    />
  );
}

/** One line of the Confirm step: what the code will be, with an Edit that goes back to its step. */
export function Summary({ label, value, onEdit }: { label: string; value: ReactNode; onEdit?: () => void }) {
  return (
    <HStack justify="space-between" align="start" borderBottomWidth="1px" py="2" gap="3">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text data-testid={`summary-${label}`}>{value}</Text>
      </Box>
      {onEdit && (
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${label.toLowerCase()}`}>
          Edit
        </Button>
      )}
    </HStack>
  );
}
