import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { errorToastTitles, expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from './App';
import { testEmbedKey, testKiosk } from './testing';

/**
 * The embed store's and kiosks' forms: a refusal of the API that names a field shows once, under it, and is not
 * toasted; a refusal that names no field is the one toast.
 */
const harbour = testShop('s1', 'Harbour Cafe');
let api: FakeApi;
let toasts: ToastMessage[];
let off: () => void;
beforeEach(() => {
  primeBus({ shop: harbour });
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

it('custom domain another store holds (409): under Custom domain, once, no toast', async () => {
  const taken = 'That domain is already used by another store. Choose a different domain.';
  api = fakeApi({
    'GET /api/shops/s1/embed-key': { key: testEmbedKey() },
    'PUT /api/shops/s1/embed-key': () => ({ status: 409, body: { message: taken } }),
  });
  renderArea(<App />, { path: '/shop/embed-store?section=domain' });
  const input = await screen.findByLabelText('Custom domain');
  fireEvent.change(input, { target: { value: 'order.example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save domain' }));
  await expectErrorUnderField(input, taken);
  expect(errorToastTitles(toasts)).toEqual([]);
});

it('kiosk details: the API refusing the name → under Name, once, no toast; a refusal naming no field → one toast', async () => {
  let refusal = 'Name must be at most 100 characters';
  api = fakeApi({
    'GET /api/shops/s1/kiosks': { kiosks: [testKiosk('k1', 'Front counter')], count: 1 },
    'PUT /api/kiosks/k1': () => ({ status: 400, body: { message: refusal } }),
  });
  renderArea(<App />, { path: '/shop/kiosks/k1' });
  const name = await screen.findByLabelText(/^Name/);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expectErrorUnderField(name, refusal);
  expect(errorToastTitles(toasts)).toEqual([]);

  refusal = 'This kiosk was removed. Go back to the kiosks.';
  fireEvent.change(name, { target: { value: 'Front' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
  expect(screen.queryByText(refusal)).toBeNull();
  expect(name).not.toHaveAttribute('aria-invalid');
});

it('Add Kiosk prompt: the API refusing the name → under Kiosk name, once, no toast; no field → one toast', async () => {
  let refusal = 'Name must be at most 100 characters';
  api = fakeApi({
    'GET /api/shops/s1/kiosks': { kiosks: [], count: 0 },
    'POST /api/kiosks': () => ({ status: 400, body: { message: refusal } }),
  });
  act(() => topics.user.publish(testUser('u1', { roles: ['admin', 'merchant'] })));
  renderArea(<App />, { path: '/shop/kiosks' });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Kiosk' }));
  const name = await screen.findByLabelText('Kiosk name');
  fireEvent.change(name, { target: { value: 'Front counter' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Kiosk' }));
  await expectErrorUnderField(name, refusal);
  expect(errorToastTitles(toasts)).toEqual([]);

  refusal = 'This shop has reached its number of kiosks.';
  fireEvent.change(name, { target: { value: 'Front' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Kiosk' }));
  await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
  expect(screen.queryByText(refusal)).toBeNull();
  expect(name).not.toHaveAttribute('aria-invalid');
});
