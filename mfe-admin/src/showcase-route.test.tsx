// first: App reads the flag once, as it loads
import './testing/showcase-on';
import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, screen } from '@testing-library/react';
import { App } from './App';
import { ADMINS_ONLY_TITLE } from './access/AdminOnly';

/**
 * The widget showcase is a development page: the admin area routes /admin/ui-kit to it only in builds made with the
 * showcase (webpack defines __BACKOFFICE_SHOWCASE__; App.test.tsx covers a build without it). The page itself is
 * tested beside it, in shared/ui/src/showcase.
 */

const SHOP = testShop('s1', 'Harbour Cafe');
let api: FakeApi;

beforeEach(() => {
  api = fakeApi({ 'GET /api/admin-shops': { shops: [SHOP], count: 1 } });
  primeBus({ shop: SHOP });
  topics.auth.publish({ token: 'admin-token', userId: 'admin1' });
  topics.user.publish(testUser('admin1', { roles: ['admin'] }));
});
afterEach(() => {
  api.restore();
  resetBus();
});

it('an admin gets the kit at /admin/ui-kit', async () => {
  renderArea(<App />, { path: '/admin/ui-kit' });
  expect(await screen.findByRole('heading', { level: 1, name: 'UI kit' }, { timeout: 10_000 })).toBeInTheDocument();
}, 30_000);

it('a merchant gets the admins-only page, not the kit', async () => {
  topics.user.publish(testUser('u1', { roles: ['merchant'] }));
  renderArea(<App />, { path: '/admin/ui-kit' });
  expect(screen.getByRole('heading', { level: 1, name: ADMINS_ONLY_TITLE })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('heading', { name: 'UI kit' })).not.toBeInTheDocument();
});
