import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { App } from './App';

const harbour = testShop('s1', 'Harbour Cafe', {
  orderingPreferences: { preparationTime: 20 },
  dineIn: {
    tables: [
      { _id: 't1', number: '1', capacity: 4 },
      { _id: 't2', number: '2', capacity: 2 },
    ],
  },
  integrations: [{ type: 'dnero', enabled: true, apiKeyLast4: null }],
});
// A shop that never set a preparation time gets the spec's default of 5 minutes.
const dockside = testShop('s2', 'Dockside Deli');

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1': { shop: harbour, stripeAccount: null },
    'GET /api/shops/s2': { shop: dockside, stripeAccount: null },
    'GET /api/shops/s1/integrations': { integrations: [{ type: 'dnero', enabled: true, apiKeyLast4: null }] },
  });
  primeBus({ token: 'token-1', shop: harbour });
});
afterEach(() => {
  api.restore();
  resetBus();
});

it('shows Settings for the current shop with its preparation time, and follows a shop switch', async () => {
  renderArea(<App />, { path: '/shop/settings?section=ordering' });
  expect(screen.getByTestId('area-settings')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Harbour Cafe');
  expect(await screen.findByLabelText(/Preparation time/)).toHaveValue(20);
  expect(api.calls('GET /api/shops/s1')[0]?.headers.Authorization).toBe('Bearer token-1');

  act(() => topics.shop.publish({ shopId: 's2', shop: dockside }));
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Dockside Deli');
  // a shop that never set it gets the spec's default of 5 minutes
  await waitFor(() => expect(screen.getByLabelText(/Preparation time/)).toHaveValue(5));
});

it('routes /shop/table-ordering to the Table Ordering page, its tab from ?section=', async () => {
  renderArea(<App />, { path: '/shop/table-ordering?section=tables' });
  expect(screen.getByRole('heading', { level: 1, name: 'Table Ordering' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2));
});

it('routes /shop/integrations to the Integrations page', async () => {
  renderArea(<App />, { path: '/shop/integrations' });
  expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
  expect(await screen.findByTestId('integration-dnero')).toBeInTheDocument();
});

it('shows the main page for an unknown sub-path', async () => {
  renderArea(<App />, { path: '/shop/settings/zzz' });
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Details' })).toBeInTheDocument();
});

it('asks the merchant to choose a shop, and calls nothing, when none is selected', () => {
  topics.shop.publish(null);
  renderArea(<App />, { path: '/shop/settings' });
  expect(screen.getByRole('heading', { name: 'Choose a shop' })).toBeInTheDocument();
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('No shop selected');
  expect(api.requests).toHaveLength(0);
});
