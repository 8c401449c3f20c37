import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';

const harbour = testShop('s1', 'Harbour Cafe');
let api: FakeApi;
let toasts: unknown[];
let unsubscribe: () => void;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1': { shop: harbour, stripeAccount: null },
    'GET /api/shops/s1/integrations': { integrations: [{ type: 'dnero', enabled: false, apiKeyLast4: 'c0de' }] },
    'PUT /api/shops/s1/integrations/dnero': (request) => {
      const info = (request.body as { integrationInfo: { enabled: boolean; apiKey?: string } }).integrationInfo;
      return { body: { integration: { type: 'dnero', enabled: info.enabled, apiKeyLast4: info.apiKey?.slice(-4) ?? 'c0de' } } };
    },
  });
  primeBus({ token: 'token-1', shop: harbour });
  toasts = [];
  unsubscribe = topics.toast.on((toast) => toasts.push(toast));
});
afterEach(() => {
  unsubscribe();
  api.restore();
  resetBus();
});

it('shows the dnero card with the key as its last 4 characters; Edit saves enabled and a new key', async () => {
  renderArea(<App />, { path: '/shop/integrations' });
  const card = await screen.findByTestId('integration-dnero');
  expect(within(card).getByTestId('api-key-last4')).toHaveTextContent('•••• c0de');
  expect(within(card).getByText('Disabled')).toBeInTheDocument();

  fireEvent.click(within(card).getByRole('button', { name: 'Edit Dnero' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Dnero' });
  // the stored key is never put back in the field
  expect(within(dialog).getByLabelText('API key')).toHaveValue('');
  fireEvent.change(within(dialog).getByLabelText('API key'), { target: { value: 'ab' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('API key must be at least 4 characters')).toBeInTheDocument();
  expect(api.calls('PUT /api/shops/s1/integrations/dnero')).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
  fireEvent.change(within(dialog).getByLabelText('API key'), { target: { value: 'sk-live-9876' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1/integrations/dnero')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1/integrations/dnero')[0]?.body).toEqual({
    integrationInfo: { enabled: true, apiKey: 'sk-live-9876' },
  });
  await waitFor(() => expect(within(card).getByTestId('api-key-last4')).toHaveTextContent('•••• 9876'));
  expect(within(card).getByText('Enabled')).toBeInTheDocument();
  expect(toasts).toContainEqual({ status: 'success', title: 'Shop update successful', duration: 2000 });
});

it('an empty key field keeps the stored key (no apiKey sent)', async () => {
  renderArea(<App />, { path: '/shop/integrations?dialog=edit&type=dnero' });
  const dialog = await screen.findByRole('dialog', { name: 'Edit Dnero' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1/integrations/dnero')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1/integrations/dnero')[0]?.body).toEqual({ integrationInfo: { enabled: false } });
});

it('Enabled switched and Save pressed at once: the PUT has the new value (zag reports the switch a microtask late)', async () => {
  renderArea(<App />, { path: '/shop/integrations' });
  const card = await screen.findByTestId('integration-dnero');
  fireEvent.click(within(card).getByRole('button', { name: 'Edit Dnero' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Dnero' });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1/integrations/dnero')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1/integrations/dnero')[0]?.body).toEqual({ integrationInfo: { enabled: true } });
});
