import { MONEY_MESSAGES } from '@backoffice/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';

function Controlled(props: Partial<MoneyInputProps> & { initial?: number | null; seen: (number | null)[] }) {
  const { initial = null, seen, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <BackofficeProvider>
      <MoneyInput
        label="Price"
        {...rest}
        value={value}
        onChange={(cents) => {
          seen.push(cents);
          setValue(cents);
        }}
      />
      <output data-testid="cents">{String(value)}</output>
    </BackofficeProvider>
  );
}

function setup(props: Partial<MoneyInputProps> & { initial?: number | null } = {}) {
  const seen: (number | null)[] = [];
  render(<Controlled {...props} seen={seen} />);
  return {
    seen,
    field: screen.getByLabelText('Price') as HTMLInputElement,
    cents: () => screen.getByTestId('cents').textContent,
  };
}

it('shows dollars with the NZ$ prefix and reports integer cents: 12.35 → 1235', async () => {
  const { field, seen, cents } = setup();
  expect(screen.getByText('NZ$')).toBeInTheDocument();
  await userEvent.type(field, '12.35');
  expect(cents()).toBe('1235');
  // Every value reported on the way was a whole number of cents (or null), never a float.
  expect(seen.every((v) => v === null || Number.isInteger(v))).toBe(true);
  expect(seen.at(-1)).toBe(1235);
});

it.each([
  ['0.1', 10],
  ['0.2', 20],
  ['0.3', 30],
  ['1.15', 115],
  ['19.99', 1999],
  ['4.35', 435],
])('%s dollars is exactly %i cents', (typed, expected) => {
  const { field, cents } = setup();
  fireEvent.change(field, { target: { value: typed } });
  expect(cents()).toBe(String(expected));
});

it('shows a value from outside in dollars and tidies typed text to two decimals on blur', () => {
  const { field } = setup({ initial: 1230 });
  expect(field).toHaveValue('12.30');
  fireEvent.change(field, { target: { value: '7.5' } });
  fireEvent.blur(field);
  expect(field).toHaveValue('7.50');
});

it('refuses a negative amount with a message and reports no amount', () => {
  const { field, cents } = setup({ initial: 500 });
  fireEvent.change(field, { target: { value: '-5' } });
  expect(screen.getByText(MONEY_MESSAGES.negative)).toBeInTheDocument();
  expect(cents()).toBe('null');
  expect(field).toHaveAttribute('aria-invalid', 'true');
});

it('refuses a third decimal', () => {
  const { field, cents } = setup();
  fireEvent.change(field, { target: { value: '1.005' } });
  expect(screen.getByText(MONEY_MESSAGES.tooManyDecimals)).toBeInTheDocument();
  expect(cents()).toBe('null');
});

it('steps by 0.01 with the arrow keys, never below zero', async () => {
  const { field, cents } = setup({ initial: 1 });
  field.focus();
  await userEvent.keyboard('{ArrowUp}');
  expect(cents()).toBe('2');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(cents()).toBe('0');
  expect(field).toHaveValue('0.00');
});

it('with step 0.05 refuses amounts off the step and steps by 5 cents (10.00 → 10.05, adds without float drift)', async () => {
  const { field, cents } = setup({ step: 0.05, initial: 1000 });
  fireEvent.change(field, { target: { value: '10.03' } });
  expect(screen.getByText(MONEY_MESSAGES.step(5))).toBeInTheDocument();
  expect(cents()).toBe('null');
  fireEvent.change(field, { target: { value: '0.1' } });
  field.focus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
  // 0.10 + 4 × 0.05 = 0.30 exactly (0.1 + 0.2 in floats is 0.30000000000000004)
  expect(cents()).toBe('30');
  expect(field).toHaveValue('0.30');
});

it('shows the form error when the field itself has nothing to refuse', () => {
  setup({ error: 'Price is required' });
  expect(screen.getByText('Price is required')).toBeInTheDocument();
});
