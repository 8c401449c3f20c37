import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { expectLiveFigure, renderArea } from '@backoffice/ui/testing';
import { act, screen } from '@testing-library/react';
import { App } from './App';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/users': { users: [testUser('u1'), testUser('u2')], count: 1342 },
    'GET /api/admin-shops': { shops: [testShop('s1', 'Harbour Cafe')], count: 87 },
  });
  primeBus({ token: 'admin-token', shop: testShop('s1', 'Harbour Cafe') });
});
afterEach(() => {
  api.restore();
  resetBus();
});

const expectFigure = expectLiveFigure;

it('shows All Users with the user count, fetched with the bus token, and follows a shop switch', async () => {
  renderArea(<App />, { path: '/admin/users' });
  expect(screen.getByTestId('area-admin')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Harbour Cafe');
  await expectFigure('Users1,342');
  const request = api.calls('GET /api/users')[0];
  expect(request?.headers.Authorization).toBe('Bearer admin-token');
  // Spec 001 §9: admin lists show 15 a page.
  expect(request?.query.get('limit')).toBe('15');

  act(() => topics.shop.publish({ shopId: 's2', shop: testShop('s2', 'Dockside Deli') }));
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Dockside Deli');
  await expectFigure('Users1,342');
});

it.each([
  ['/admin/shops', 'All Shops', 'Shops87'],
  ['/admin/users/u2', 'All Users', 'Users1,342'],
])('routes %s to the %s page', async (path, title, figure) => {
  renderArea(<App />, { path });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await expectFigure(figure);
});

it('shows the main page for an unknown sub-path', async () => {
  renderArea(<App />, { path: '/admin/zzz' });
  expect(screen.getByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
  expect(await screen.findByTestId('live-figure')).toBeInTheDocument();
});

it('shows the error with Retry when the API refuses', async () => {
  api.restore();
  api = fakeApi({ 'GET /api/users': () => ({ status: 403, body: { message: 'Admins only' } }) });
  renderArea(<App />, { path: '/admin/users' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
