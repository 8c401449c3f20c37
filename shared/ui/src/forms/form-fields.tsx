import { Box, Checkbox, Field, Input, NativeSelect, Switch, Textarea } from '@backoffice/ui/chakra';
import { type ReactNode, useId, useState } from 'react';
import { MoneyInput } from '../money/MoneyInput';
import { blankAsNull, numberText, textToNumber } from './field-text';
import { useSchemaField } from './SchemaForm';

export { textToNumber } from './field-text';

/**
 * The kit's fields: each takes the path of its value in the SchemaForm's schema and the label the spec gives it.
 * Every one is labelled (label for the control), marks itself invalid (aria-invalid) and describes itself by its
 * help and its error (aria-describedby), which shows under it — Chakra's Field wires the ids.
 */
export interface FormFieldProps {
  path: string;
  label: string;
  help?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The ids of a field's help and error, and the control's aria-describedby naming both (Ark's Field puts the error
 * only in aria-errormessage, which fewer screen readers announce).
 */
function useDescribedBy(help: ReactNode, error: string | undefined) {
  const id = useId();
  const ids = { helperText: `${id}-help`, errorText: `${id}-error` };
  const describedBy = [help ? ids.helperText : '', error ? ids.errorText : ''].filter(Boolean).join(' ') || undefined;
  return { ids, describedBy };
}

function Frame({
  label,
  help,
  required,
  disabled,
  error,
  children,
}: Omit<FormFieldProps, 'path'> & { error: string | undefined; children: (describedBy: string | undefined) => ReactNode }) {
  const { ids, describedBy } = useDescribedBy(help, error);
  return (
    <Field.Root ids={ids} invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children(describedBy)}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Switch and checkbox: the control carries its own label; help and error under it. */
function ToggleFrame({
  help,
  required,
  disabled,
  error,
  children,
}: Omit<FormFieldProps, 'path' | 'label'> & {
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { ids, describedBy } = useDescribedBy(help, error);
  return (
    <Field.Root ids={ids} invalid={error !== undefined} required={required} disabled={disabled}>
      {children(describedBy)}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface FormTextFieldProps extends FormFieldProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
  maxLength?: number;
  /**
   * An optional text left blank (empty or only spaces) is absent from the save — null in the form, not '' — and
   * the field still shows what was typed (a new API key field: blank keeps the stored key).
   */
  absentWhenEmpty?: boolean;
}

export function FormTextField({
  path,
  label,
  help,
  required,
  disabled,
  type = 'text',
  absentWhenEmpty = false,
  ...input
}: FormTextFieldProps) {
  const field = useSchemaField<string | null | undefined>(path, label);
  // The text as typed (blank is null in the form when absentWhenEmpty), unless the value changed from outside (a
  // reset) — read in the same render, so a reset shows at once.
  const [typed, setText] = useState(field.value ?? '');
  const text = blankAsNull(typed, absentWhenEmpty) === (field.value ?? null) ? typed : (field.value ?? '');
  return (
    <Frame label={label} help={help} required={required} disabled={disabled} error={field.error}>
      {(describedBy) => (
        <Input
          {...input}
          ref={field.ref}
          name={field.name}
          aria-describedby={describedBy}
          type={type}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(blankAsNull(event.target.value, absentWhenEmpty));
          }}
          onBlur={field.onBlur}
        />
      )}
    </Frame>
  );
}

export function FormTextareaField({
  path,
  label,
  help,
  required,
  disabled,
  rows,
  placeholder,
}: FormFieldProps & { rows?: number; placeholder?: string }) {
  const field = useSchemaField<string | null | undefined>(path, label);
  return (
    <Frame label={label} help={help} required={required} disabled={disabled} error={field.error}>
      {(describedBy) => (
        <Textarea
          ref={field.ref}
          name={field.name}
          aria-describedby={describedBy}
          rows={rows}
          placeholder={placeholder}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </Frame>
  );
}

export function FormNumberField({
  path,
  label,
  help,
  required,
  disabled,
  min,
  max,
  step,
  placeholder,
}: FormFieldProps & { min?: number; max?: number; step?: number; placeholder?: string }) {
  const field = useSchemaField<number | null | undefined>(path, label);
  // The text as typed ("1." mid-typing), unless the value changed from outside (a reset) — read in the same render.
  const [typed, setText] = useState(() => numberText(field.value));
  const text = Object.is(textToNumber(typed), field.value ?? undefined) ? typed : numberText(field.value);
  return (
    <Frame label={label} help={help} required={required} disabled={disabled} error={field.error}>
      {(describedBy) => (
        <Input
          ref={field.ref}
          name={field.name}
          aria-describedby={describedBy}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // emptied is null, not undefined: RHF would put the saved value back (schema-shape emptiedToAbsent)
            field.onChange(textToNumber(event.target.value) ?? null);
          }}
          onBlur={field.onBlur}
        />
      )}
    </Frame>
  );
}

/** A dollar amount held as integer cents (money is cents everywhere): MoneyInput, on the form's value. */
export function FormMoneyField({ path, label, help, required, disabled, step }: FormFieldProps & { step?: 0.01 | 0.05 }) {
  const field = useSchemaField<number | null | undefined>(path, label);
  return (
    // Focus on refusal goes to the amount's input inside MoneyInput.
    <Box ref={(element: HTMLDivElement | null) => field.ref(element && { focus: () => element.querySelector('input')?.focus() })}>
      <MoneyInput
        label={label}
        name={field.name}
        value={field.value ?? null}
        onChange={(cents) => field.onChange(cents)}
        step={step}
        required={required}
        disabled={disabled}
        error={field.error}
        helperText={typeof help === 'string' ? help : undefined}
      />
    </Box>
  );
}

export function FormSwitchField({ path, label, help, disabled }: Omit<FormFieldProps, 'required'>) {
  const field = useSchemaField<boolean | undefined>(path, label);
  return (
    <ToggleFrame help={help} disabled={disabled} error={field.error}>
      {(describedBy) => (
        <Switch.Root checked={field.value === true} disabled={disabled} name={field.name}>
          {/* The native box's change, in the click's turn (zag's onCheckedChange comes a microtask late). */}
          <Switch.HiddenInput
            ref={field.ref}
            aria-describedby={describedBy}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    </ToggleFrame>
  );
}

export function FormCheckboxField({ path, label, help, required, disabled }: FormFieldProps) {
  const field = useSchemaField<boolean | undefined>(path, label);
  return (
    <ToggleFrame help={help} required={required} disabled={disabled} error={field.error}>
      {(describedBy) => (
        <Checkbox.Root checked={field.value === true} disabled={disabled} name={field.name}>
          <Checkbox.HiddenInput
            ref={field.ref}
            aria-describedby={describedBy}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </ToggleFrame>
  );
}

export interface FormSelectOption {
  value: string;
  label: string;
}

export function FormSelectField({
  path,
  label,
  help,
  required,
  disabled,
  options,
  placeholder = 'Choose…',
}: FormFieldProps & { options: readonly FormSelectOption[]; placeholder?: string }) {
  const field = useSchemaField<string | null | undefined>(path, label);
  const value = field.value ?? '';
  return (
    <Frame label={label} help={help} required={required} disabled={disabled} error={field.error}>
      {(describedBy) => (
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field
            ref={field.ref}
            name={field.name}
            aria-describedby={describedBy}
            value={value}
            onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
            onBlur={field.onBlur}
          >
            {value === '' && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </Frame>
  );
}
