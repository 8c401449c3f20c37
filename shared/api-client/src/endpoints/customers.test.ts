import { resetBus } from '@backoffice/event-bus';
import { type FakeApi, fakeApi, testUser } from '../testing';
import { assignLoyaltyPoint, getCustomerOrders, getCustomers, getLoyaltyCard } from './customers';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  resetBus();
});

it('getCustomers asks for 1000 sorted by first name and passes the search', async () => {
  api = fakeApi({ 'GET /api/shops/s1/customers': { users: [testUser('u1')], count: 1 } });
  const list = await getCustomers('s1', ' ana ');
  expect(list.users[0]?._id).toBe('u1');
  expect(JSON.parse(api.requests[0]?.query.get('options') ?? '')).toEqual({ sort: 'name.given', limit: 1000 });
  expect(api.requests[0]?.query.get('search')).toBe('ana');
});

it('getCustomerOrders pages by 10, newest first', async () => {
  api = fakeApi({ 'GET /api/shops/s1/customers/u1/orders': { orders: [], count: 12 } });
  await expect(getCustomerOrders('s1', 'u1', 1)).resolves.toEqual({ orders: [], count: 12 });
  expect(JSON.parse(api.requests[0]?.query.get('options') ?? '')).toEqual({ limit: 10, skip: 10, sort: '-createdAt' });
});

it('the loyalty card: null before the first write; assign posts the stamp', async () => {
  const card = { _id: 'c1', shop: 's1', user: 'u1', rewardNumber: '1234567890', points: 4, rewardsClaimed: 0 };
  api = fakeApi({
    'GET /api/shops/s1/customers/u1/loyalty-card': { loyaltyCard: null },
    'POST /api/shops/s1/customers/u1/assign-loyalty-point': { loyaltyCard: card },
  });
  await expect(getLoyaltyCard('s1', 'u1')).resolves.toBeNull();
  await expect(assignLoyaltyPoint('s1', 'u1', 4)).resolves.toMatchObject({ points: 4 });
  expect(api.requests[1]?.body).toEqual({ points: 4 });
});
