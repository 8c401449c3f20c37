import { centsToDollarText, parseMoneyInput } from '@backoffice/contracts';
import { Field, Input, InputGroup } from '@backoffice/ui/chakra';
import { type KeyboardEvent, useEffect, useState } from 'react';

export interface MoneyInputProps {
  label: string;
  /** Integer cents; null while the field is empty (or holds something that is not an amount). */
  value: number | null;
  /** Always integer cents (never a float), or null when empty or refused; the field shows why it refused. */
  onChange: (cents: number | null) => void;
  /** Dollars: 0.01 (prices, spec 001 §5) or 0.05 (pricing-table fee, spec 000 §9). Arrow keys move by it. */
  step?: 0.01 | 0.05;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** A message from the form (e.g. "Price is required"); the field's own refusal wins while there is one. */
  error?: string;
  helperText?: string;
  name?: string;
  placeholder?: string;
}

const STEP_CENTS = { 0.01: 1, 0.05: 5 } as const;

/**
 * A dollar amount typed by a person, held as integer cents (money is cents everywhere — ARCHITECTURE). The text is
 * parsed as digits by contracts' `parseMoneyInput`, never through a float, so "12.35" reports 1235 exactly.
 * Negative amounts, a third decimal and amounts off the step are refused with a message; on blur the text is
 * tidied to two decimals.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  step = 0.01,
  required,
  disabled,
  readOnly,
  error,
  helperText,
  name,
  placeholder = '0.00',
}: MoneyInputProps) {
  const stepCents = STEP_CENTS[step];
  const [text, setText] = useState(() => (value === null ? '' : centsToDollarText(value)));
  const [refusal, setRefusal] = useState<string | undefined>();

  // Follow a value set from outside (a form reset, a loaded record) unless it is what the text already says.
  useEffect(() => {
    setText((current) => {
      const parsed = parseMoneyInput(current, { stepCents });
      if (parsed.ok && parsed.cents === value) return current;
      if (!parsed.ok && value === null) return current;
      setRefusal(undefined);
      return value === null ? '' : centsToDollarText(value);
    });
  }, [value, stepCents]);

  function update(next: string) {
    setText(next);
    const parsed = parseMoneyInput(next, { stepCents });
    setRefusal(parsed.ok ? undefined : parsed.message);
    const cents = parsed.ok ? parsed.cents : null;
    if (cents !== value) onChange(cents);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (readOnly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const parsed = parseMoneyInput(text, { stepCents });
    const base = parsed.ok ? (parsed.cents ?? 0) : (value ?? 0);
    // Snap to the step grid, then move one step; never below zero.
    const snapped = Math.round(base / stepCents) * stepCents;
    const next = Math.max(0, event.key === 'ArrowUp' ? snapped + stepCents : snapped - stepCents);
    update(centsToDollarText(next));
  }

  const message = refusal ?? error;
  return (
    <Field.Root invalid={message !== undefined} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup startAddon="NZ$">
        <Input
          name={name}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          data-step={step}
          onChange={(event) => update(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            const parsed = parseMoneyInput(text, { stepCents });
            if (parsed.ok && parsed.cents !== null) setText(centsToDollarText(parsed.cents));
          }}
        />
      </InputGroup>
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
