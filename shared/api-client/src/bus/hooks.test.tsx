import { resetBus, topics } from '@backoffice/event-bus';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useShopSummary } from '../endpoints/get-shop-summary';
import { ApiSWRProvider } from '../swr/ApiSWRProvider';
import { type FakeApi, fakeApi, primeBus, testShop } from '../testing';
import { useAuth, useCurrentShop } from './hooks';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  resetBus();
});

const summary = (ordersToday: number) => ({
  orders: 1,
  ordersToday,
  customers: 1,
  categories: 1,
  products: 1,
  promoCodes: 1,
  kiosks: 1,
});
const wrapper = ({ children }: { children: React.ReactNode }) => (
  <ApiSWRProvider provider={() => new Map()}>{children}</ApiSWRProvider>
);

it('useAuth and useCurrentShop follow the bus, null before anything is published', () => {
  const { result } = renderHook(() => ({ auth: useAuth(), shop: useCurrentShop() }));
  expect(result.current).toEqual({ auth: null, shop: null });
  act(() => primeBus({ shop: testShop('s1', 'Harbour Cafe') }));
  expect(result.current.auth?.token).toBe('token-1');
  expect(result.current.shop?.shop?.name.normal).toBe('Harbour Cafe');
});

function OrdersToday() {
  const { data } = useShopSummary();
  return <p>{data ? `Orders today ${data.ordersToday}` : 'none'}</p>;
}

it('useShopSummary fetches nothing without a token or a shop, and refetches when the shop changes', async () => {
  api = fakeApi({ 'GET /api/shops/s1/summary': summary(3), 'GET /api/shops/s2/summary': summary(8) });
  render(<OrdersToday />, { wrapper });
  expect(api.requests).toHaveLength(0);

  act(() => topics.auth.publish({ token: 't', userId: 'u1' }));
  expect(api.requests).toHaveLength(0);

  act(() => topics.shop.publish({ shopId: 's1', shop: testShop('s1', 'Harbour Cafe') }));
  expect(await screen.findByText('Orders today 3')).toBeInTheDocument();

  act(() => topics.shop.publish({ shopId: 's2', shop: testShop('s2', 'Dockside Deli') }));
  expect(await screen.findByText('Orders today 8')).toBeInTheDocument();
  await waitFor(() => expect(api?.calls('GET /api/shops/s2/summary')).toHaveLength(1));
  expect(api.requests[0]?.headers.Authorization).toBe('Bearer t');
});
