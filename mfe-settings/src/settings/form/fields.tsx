import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Textarea,
  useChoiceToggle,
  VisuallyHidden,
} from '@backoffice/ui';
import type { ReactNode, Ref } from 'react';

/**
 * Labelled inputs of the settings forms (every input has a label; an error shows under its field). Thin wrappers on
 * the Chakra parts @backoffice/ui re-exports, so each section reads as a list of fields.
 */
interface BaseProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  helperText?: ReactNode;
}

/** The one frame of every labelled field: label (+ required mark), the control, helper text and the error under it. */
function LabelledField({ label, error, required, helperText, children }: BaseProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface InputFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  maxLength?: number;
  name?: string;
  step?: number;
  min?: number;
  max?: number;
}

export function TextField({ label, error, required, helperText, value, onChange, type = 'text', ...input }: InputFieldProps) {
  return (
    <LabelledField label={label} error={error} required={required} helperText={helperText}>
      <Input type={type} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </LabelledField>
  );
}

/** A number typed as text: the form keeps the text, the schema says whether it is a number. */
export function NumberField(props: Omit<InputFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField {...props} type="number" />;
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
}: BaseProps & { value: string; onChange: (value: string) => void }) {
  return (
    <LabelledField label={label} error={error}>
      <Textarea value={value} onChange={(event) => onChange(event.target.value)} />
    </LabelledField>
  );
}

export function SwitchField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    // The native box's change, in the click's turn (useChoiceToggle: zag's onCheckedChange comes a microtask late)
    <Switch.Root checked={checked} disabled={disabled}>
      <Switch.HiddenInput onChange={(event) => onChange(event.currentTarget.checked)} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
  required,
  helperText,
}: BaseProps & {
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <LabelledField label={label} error={error} required={required} helperText={helperText}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as V)}>
          {value === '' && <option value="">Choose…</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}

/** Text → number for the schema: '' stays undefined (so "required" says so), anything else is Number(text). */
export function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

export const numberText = (value: number | undefined | null): string =>
  value === undefined || value === null ? '' : String(value);

/**
 * A labelled group of checkboxes over a list of choices (order types, the shop's categories); the value keeps the
 * order of `options`.
 *
 * The tick reaches `onChange` from the native box's own change event, in the click's turn (useChoiceToggle says why).
 * The group is still given the value, so its boxes show it.
 *
 * `nameEachBox`: where two groups of the same choices can be on screen together (loyalty's item and reward
 * categories), each box adds its group's label, unseen, to its name ("Coffee (Item categories)"), so a screen
 * reader's list of form controls can tell the two "Coffee" boxes apart.
 */
export function CheckboxListField<V extends string>({
  label,
  options,
  value,
  onChange,
  nameEachBox = false,
  error,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  nameEachBox?: boolean;
  error?: string | undefined;
}) {
  const toggle = useChoiceToggle(
    options.map((o) => o.value),
    value,
    onChange,
  );
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <CheckboxGroup value={[...value]}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" wrap="wrap">
          {options.map((option) => (
            <Checkbox.Root key={option.value} value={option.value}>
              <Checkbox.HiddenInput onChange={(event) => toggle(option.value, event.currentTarget.checked)} />
              <Checkbox.Control />
              <Checkbox.Label>
                <span>{option.label}</span>
                {nameEachBox && <VisuallyHidden>{` (${label})`}</VisuallyHidden>}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

export function SectionForm({
  onSubmit,
  busy,
  children,
  saveDisabled,
  label,
  formRef,
}: {
  onSubmit: () => void;
  busy: boolean;
  children: ReactNode;
  saveDisabled?: boolean;
  label: string;
  /** The section form's (useSchemaForm `formRef`): after a refused save, focus moves to the first field in error. */
  formRef?: Ref<HTMLFormElement>;
}) {
  return (
    <form
      ref={formRef}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A disabled Save means the section cannot be saved (an empty price table), however the form is submitted.
        if (saveDisabled) return;
        onSubmit();
      }}
    >
      <Stack gap="4" maxW="2xl">
        {children}
        <Box>
          <Button type="submit" loading={busy} disabled={saveDisabled}>
            Save
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
