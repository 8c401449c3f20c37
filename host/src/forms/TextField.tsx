import { Field, Input, type InputProps } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { FieldError } from './error-text';

interface TextFieldProps extends Omit<InputProps, 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
}

/**
 * A labelled input with its error and helper text wired to it (aria-invalid, aria-describedby) through Chakra's
 * Field. Required fields are marked for assistive technology by `required`; the label carries a visible "*".
 */
export function TextField({ label, value, onValueChange, error, helperText, required = false, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}
