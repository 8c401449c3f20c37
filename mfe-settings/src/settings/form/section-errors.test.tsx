import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { errorToastTitles, expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';

/**
 * A settings form's error shows once, under its field; toasts are for what has no field (every section saves
 * through the screen kit's useSchemaForm).
 */
const shop = testShop('s1', 'Harbour Cafe');
let api: FakeApi;
let toasts: ToastMessage[];
let off: () => void;

function serve(routes: Parameters<typeof fakeApi>[0]) {
  api = fakeApi({ 'GET /api/shops/s1': { shop, stripeAccount: null }, ...routes });
}
beforeEach(() => {
  primeBus({ token: 'token-1', shop });
  toasts = [];
  off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
});
afterEach(() => {
  off();
  api.restore();
  resetBus();
});

it('bank details: the API refusing a part names it → its message once, under that part, no toast', async () => {
  const refusal = 'Account must be at most 7 digits';
  serve({ 'PUT /api/shops/s1/payment': () => ({ status: 400, body: { message: refusal } }) });
  renderArea(<App />, { path: '/shop/settings?section=verification' });
  const form = await screen.findByRole('form', { name: 'Bank details' });
  for (const [label, value] of [
    ['Bank', '12'],
    ['Branch', '3456'],
    ['Account', '7654321'],
    ['Suffix', '00'],
  ] as const)
    fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await expectErrorUnderField(within(form).getByLabelText(/^Account/), refusal);
  await waitFor(() => expect(within(form).getByLabelText(/^Account/)).toHaveFocus());
  expect(errorToastTitles(toasts)).toEqual([]);
});

it('details: a refusal that names no field is one toast, and no field is marked', async () => {
  const refusal = 'This shop is being moved to another owner. Try again in a minute.';
  serve({ 'PUT /api/shops/s1': () => ({ status: 400, body: { message: refusal } }) });
  renderArea(<App />, { path: '/shop/settings?section=details' });
  const form = await screen.findByRole('form', { name: 'Details' });
  fireEvent.change(within(form).getByLabelText(/^Contact Email/), { target: { value: 'kia.ora@harbour.example' } });
  fireEvent.change(within(form).getByLabelText(/^Contact Phone/), { target: { value: '021 555 0101' } });
  fireEvent.change(within(form).getByLabelText(/^GST number/), { target: { value: '123-456-789' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
  expect(screen.queryByText(refusal)).toBeNull();
  expect(form.querySelector('[aria-invalid="true"]')).toBeNull();
});

it('details: a field the schema refuses → its message once, under it, focused, nothing sent', async () => {
  serve({});
  renderArea(<App />, { path: '/shop/settings?section=details' });
  const form = await screen.findByRole('form', { name: 'Details' });
  fireEvent.change(within(form).getByLabelText(/^Store Title/), { target: { value: ' ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await expectErrorUnderField(within(form).getByLabelText(/^Store Title/), 'Store Title is required');
  await waitFor(() => expect(within(form).getByLabelText(/^Store Title/)).toHaveFocus());
  expect(api.calls('PUT /api/shops/s1')).toHaveLength(0);
  expect(errorToastTitles(toasts)).toEqual([]);
});
