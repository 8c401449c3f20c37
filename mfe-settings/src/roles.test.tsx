import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { screen } from '@testing-library/react';
import { App } from './App';

// The permission table: staff have no settings at all; a manager changes settings but not the bank details or the plan.
const asRole = (role: 'manager' | 'staff') => testShop('s1', 'Harbour Cafe', { owner: 'u1', role });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'GET /api/shops/s1': { shop: asRole('manager'), stripeAccount: null } });
});
afterEach(() => {
  api.restore();
  resetBus();
});

it.each([
  ['/shop/settings', 'Settings'],
  ['/shop/table-ordering', 'Table Ordering'],
  ['/shop/integrations', 'Integrations'],
])('a direct URL to %s shows staff the no-access screen and calls nothing', (path, area) => {
  primeBus({ userId: 'u2', shop: asRole('staff') });
  renderArea(<App />, { path });
  expect(screen.getByRole('heading', { level: 1, name: area })).toBeInTheDocument();
  expect(screen.getByTestId('no-access')).toHaveTextContent(`Your role (Staff) can't open ${area}. Ask the shop owner.`);
  expect(api.requests).toHaveLength(0);
});

it('shows a manager the settings without the bank details and subscription sections', async () => {
  primeBus({ userId: 'u2', shop: asRole('manager') });
  renderArea(<App />, { path: '/shop/settings' });
  expect(await screen.findByRole('button', { name: 'Details' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Loyalty' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Verification and bank details' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Subscription' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('no-access')).not.toBeInTheDocument();
});
