import { apiFetch } from '@backoffice/api-client';
import { type FakeApi, fakeApi, primeBus } from '@backoffice/api-client/testing';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { errorToastTitles, expectErrorUnderField } from '../testing';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import {
  FormCheckboxField,
  FormMoneyField,
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextareaField,
  FormTextField,
} from './form-fields';
import { SchemaForm, useSchemaError } from './SchemaForm';
import { initialValues } from './schema-shape';
import { useSchemaForm } from './useSchemaForm';

// A pickup-like settings schema: what the API route would take (trimmed text, cents, a default, an enum).
const Pickup = z.object({
  name: z.string().trim().min(1, 'Pickup name is required'),
  note: z.string().max(20, 'Note must be at most 20 characters').optional(),
  minutes: z.number({ error: 'Ready in must be a number' }).int().min(5, 'Ready in must be at least 5 minutes'),
  feeCents: z.number({ error: 'Fee is required' }).int(),
  enabled: z.boolean().default(true),
  terms: z.boolean().refine((accepted) => accepted, 'Accept the terms to save'),
  area: z.enum(['counter', 'window'], { error: 'Pick-up point is required' }),
});
type PickupOut = z.output<typeof Pickup>;

let api: FakeApi;
let toasts: ToastMessage[];
let off: () => void;
beforeEach(() => {
  primeBus({ token: 'token-1' });
  toasts = [];
  off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
});
afterEach(() => {
  off();
  api?.restore();
  resetBus();
});

function PickupForm({ onSave, defaults }: { onSave: (out: PickupOut) => unknown; defaults?: Partial<z.input<typeof Pickup>> }) {
  const form = useSchemaForm(Pickup, { defaultValues: defaults, onSubmit: onSave });
  return (
    <SchemaForm form={form} aria-label="Pickup">
      <FormTextField path="name" label="Pickup name" required help="Shown to customers" />
      <FormTextareaField path="note" label="Note" />
      <FormNumberField path="minutes" label="Ready in" />
      <FormMoneyField path="feeCents" label="Fee" />
      <FormSwitchField path="enabled" label="Pickup on" />
      <FormCheckboxField path="terms" label="I accept the terms" />
      <FormSelectField
        path="area"
        label="Pick-up point"
        options={[
          { value: 'counter', label: 'Counter' },
          { value: 'window', label: 'Window' },
        ]}
      />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.show({ note: 'That note is taken' })}>
        Check note
      </button>
    </SchemaForm>
  );
}

const renderForm = (props: Parameters<typeof PickupForm>[0]) =>
  render(
    <BackofficeProvider>
      <PickupForm {...props} />
    </BackofficeProvider>,
  );
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('initialValues', () => {
  it('reads defaults and empty values from the schema', () => {
    expect(initialValues(Pickup)).toEqual({
      name: '',
      note: undefined,
      minutes: undefined,
      feeCents: undefined,
      enabled: true,
      terms: false,
      area: undefined,
    });
  });
});

describe('useSchemaForm + fields', () => {
  it('starts from the schema and the given values; submits exactly the schema output', async () => {
    const onSave = jest.fn();
    renderForm({ onSave, defaults: { name: '  Front ', minutes: 10, feeCents: 250, terms: true, area: 'window' } });
    expect(screen.getByLabelText(/^Pickup name/)).toHaveValue('  Front ');
    expect(screen.getByLabelText('Fee')).toHaveValue('2.50');
    expect(screen.getByLabelText('Pickup on')).toBeChecked();
    expect(screen.getByLabelText(/^Pick-up point/)).toHaveValue('window');
    fireEvent.change(screen.getByLabelText('Ready in'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Fee'), { target: { value: '3.05' } });
    fireEvent.click(screen.getByLabelText('Pickup on'));
    save();
    // trimmed name (the schema's output, not the typed text), cents, the switch turned off
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        name: 'Front',
        minutes: 15,
        feeCents: 305,
        enabled: false,
        terms: true,
        area: 'window',
      }),
    );
  });

  it("shows each schema message once under its field, focuses the first, sends nothing; an edit drops the field's message", async () => {
    const onSave = jest.fn();
    renderForm({ onSave });
    fireEvent.change(screen.getByLabelText('Ready in'), { target: { value: '2' } });
    save();
    const name = screen.getByLabelText(/^Pickup name/);
    await expectErrorUnderField(name, 'Pickup name is required');
    await expectErrorUnderField(screen.getByLabelText('Ready in'), 'Ready in must be at least 5 minutes');
    await expectErrorUnderField(screen.getByLabelText('Fee'), 'Fee is required');
    await expectErrorUnderField(screen.getByLabelText('I accept the terms'), 'Accept the terms to save');
    await expectErrorUnderField(screen.getByLabelText(/^Pick-up point/), 'Pick-up point is required');
    await waitFor(() => expect(name).toHaveFocus());
    // accessible: the error describes the field, beside its help
    const described = (name.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(expect.arrayContaining(['Shown to customers', 'Pickup name is required']));
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'F' } });
    await waitFor(() => expect(screen.queryByText('Pickup name is required')).toBeNull());
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fee is required')).toBeInTheDocument();
  });

  it('a server refusal opening with a field label shows under that field, not toasted; another refusal is one toast', async () => {
    const refusal = 'Ready in must be at most 120 minutes';
    let answer = refusal;
    api = fakeApi({ 'PUT /api/pickup': () => ({ status: 400, body: { message: answer } }) });
    renderForm({
      onSave: (out) => apiFetch('/api/pickup', { method: 'PUT', body: out }),
      defaults: { name: 'Front', minutes: 500, feeCents: 0, terms: true, area: 'counter' },
    });
    save();
    await expectErrorUnderField(screen.getByLabelText('Ready in'), refusal);
    await waitFor(() => expect(screen.getByLabelText('Ready in')).toHaveFocus());
    expect(api.calls('PUT /api/pickup')[0]?.body).toEqual({
      name: 'Front',
      minutes: 500,
      feeCents: 0,
      enabled: true,
      terms: true,
      area: 'counter',
    });
    expect(errorToastTitles(toasts)).toEqual([]);

    answer = 'This shop is being moved to another owner.';
    save();
    await waitFor(() => expect(errorToastTitles(toasts)).toEqual([answer]));
    expect(screen.queryByText(answer)).toBeNull();
  });
});

// A list checked as a whole (price-table rows) and a rule on a value no field shows.
const Table = z.object({
  rows: z
    .array(z.object({ upTo: z.number({ error: 'Up to is required' }) }))
    .refine((rows) => rows.length > 0, 'Add a price row'),
  code: z.string().min(1, 'Venue code is missing'),
});

function TableForm({ onSave }: { onSave: () => void }) {
  const form = useSchemaForm(Table, { onSubmit: onSave });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  return (
    <SchemaForm form={form} aria-label="Table">
      {rows.fields.map((row, index) => (
        <FormNumberField key={row.id} path={`rows.${index}.upTo`} label={`Up to (row ${index + 1})`} />
      ))}
      <RowsError />
      <button type="button" onClick={() => rows.append({ upTo: Number.NaN })}>
        Add row
      </button>
      <button type="submit">Save</button>
    </SchemaForm>
  );
}
function RowsError() {
  const message = useSchemaError('rows');
  return message ? <p role="alert">{message}</p> : null;
}

it("show: a screen's own message goes under its field, focused", async () => {
  renderForm({ onSave: jest.fn() });
  fireEvent.click(screen.getByRole('button', { name: 'Check note' }));
  await expectErrorUnderField(screen.getByLabelText('Note'), 'That note is taken');
  await waitFor(() => expect(screen.getByLabelText('Note')).toHaveFocus());
});

describe('lists and messages without a field', () => {
  it("a list's own rule shows where the form puts it; a message no field shows is one toast, nothing sent", async () => {
    const onSave = jest.fn();
    render(
      <BackofficeProvider>
        <TableForm onSave={onSave} />
      </BackofficeProvider>,
    );
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a price row');
    await waitFor(() => expect(errorToastTitles(toasts)).toEqual(['Venue code is missing']));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    save();
    await expectErrorUnderField(await screen.findByLabelText('Up to (row 1)'), 'Up to is required');
    expect(onSave).not.toHaveBeenCalled();
  });
});

// Optional values a merchant may empty (spec 000 §4, Loyalty's "Points needed for a reward"): emptied is "none".
const Reward = z.object({
  limit: z.number({ error: 'Points must be a number' }).int().min(1, 'Points must be at least 1').optional(),
  discount: z.number().int().optional(),
  kind: z.enum(['item', 'order']).optional(),
  note: z.string().nullable(),
  icon: z.object({ url: z.string().optional() }).optional(),
  // contracts' zod messages in merchant words name their field with a placeholder
  stamps: z.number().max(10, '{field} must be at most 10').optional(),
});

function RewardForm({ onSave }: { onSave: (out: z.output<typeof Reward>) => unknown }) {
  const form = useSchemaForm(Reward, {
    defaultValues: { limit: 5, discount: 250, kind: 'item', note: null, icon: { url: 'https://x.example/i.png' } },
    onSubmit: onSave,
  });
  const [shown, setShown] = useState(true);
  return (
    <SchemaForm form={form} aria-label="Reward">
      {shown && <FormNumberField path="limit" label="Points" />}
      <FormTextField path="icon.url" label="Icon URL" absentWhenEmpty />
      <FormNumberField path="stamps" label="Stamps on a card" />
      <button type="button" onClick={() => setShown((now) => !now)}>
        Points on or off
      </button>
      <FormMoneyField path="discount" label="Discount" />
      <FormSelectField
        path="kind"
        label="Kind"
        options={[
          { value: 'item', label: 'Item' },
          { value: 'order', label: 'Order' },
        ]}
      />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

it('an emptied field stays empty (not the saved value again) and is sent as absent (its group too when all emptied); a nullable one keeps null', async () => {
  const onSave = jest.fn();
  render(
    <BackofficeProvider>
      <RewardForm onSave={onSave} />
    </BackofficeProvider>,
  );
  fireEvent.change(screen.getByLabelText('Points'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '' } });
  fireEvent.blur(screen.getByLabelText('Discount'));
  // blank (spaces only) is absent too, and shows as typed
  fireEvent.change(screen.getByLabelText('Icon URL'), { target: { value: '  ' } });
  expect(screen.getByLabelText('Icon URL')).toHaveValue('  ');
  // hidden and shown again (a reveal rule), the emptied field is still empty
  fireEvent.click(screen.getByRole('button', { name: 'Points on or off' }));
  fireEvent.click(screen.getByRole('button', { name: 'Points on or off' }));
  expect(screen.getByLabelText('Points')).toHaveValue(null);
  expect(screen.getByLabelText('Discount')).toHaveValue('');
  save();
  await waitFor(() => expect(onSave).toHaveBeenCalledWith({ kind: 'item', note: null }));
  expect(screen.getByLabelText('Points')).toHaveValue(null);
  expect(screen.getByLabelText('Discount')).toHaveValue('');
});

it("a message's {field} placeholder is the field's label", async () => {
  const onSave = jest.fn();
  render(
    <BackofficeProvider>
      <RewardForm onSave={onSave} />
    </BackofficeProvider>,
  );
  fireEvent.change(screen.getByLabelText('Stamps on a card'), { target: { value: '11' } });
  save();
  await expectErrorUnderField(screen.getByLabelText('Stamps on a card'), 'Stamps on a card must be at most 10');
  expect(onSave).not.toHaveBeenCalled();
});
