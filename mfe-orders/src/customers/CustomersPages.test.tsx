import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import type { Order } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { errorToastTitles, expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { customerSections } from './CustomerDetailPage';

const ana = testUser('c1', {
  name: { given: 'Ana', family: 'Zeta' },
  profile: { email: 'ana@example.test' },
  roles: ['consumer'],
});
const bob = testUser('c2', {
  name: { given: 'Bob', family: 'Alpha' },
  profile: { email: 'bob@example.test' },
  roles: ['consumer'],
});
const stats = { visits: 1, totalSpend: 550, lastOrderAt: '2026-04-13T22:00:00.000Z' };
/** A guest who ordered twice (no account): listed and marked Guest. */
const aroha = {
  ...testUser('g1', { name: { given: 'Aroha', family: 'Ngata' }, profile: { email: '', phone: '021 555 0101' }, roles: [] }),
  isGuest: true,
  visits: 2,
  totalSpend: 1700,
  lastOrderAt: '2026-04-12T22:00:00.000Z',
};

function historyOrder(index: number): Order {
  return {
    _id: `order-${String(index).padStart(4, '0')}`,
    shop: 's1',
    status: 'completed',
    orderType: 'pickup',
    origin: 'web',
    isPOSOrder: false,
    createdAt: new Date(Date.UTC(2026, 3, 13, 22 - index)).toISOString(),
    total: 550,
    totalPayment: 550,
    owner: 'c1',
    seen: true,
    lineItems: [],
  };
}

let api: FakeApi | undefined;
let points: number;
let rewardNumber: string;
let rewardsClaimed: number;
/** When set, the next claim / set-the-card answers 409 with this message and changes nothing. */
let refusal: string | null;
const card = () => ({ _id: 'card1', shop: 's1', user: 'c1', rewardNumber, points, rewardsClaimed });
const loyalShop = testShop('s1', 'Harbour Cafe', { loyalty: { enabled: true, limit: 5 } });

function start({ admin = false, shop = loyalShop, held = 2 } = {}) {
  points = held;
  rewardNumber = '1234567890';
  rewardsClaimed = 0;
  refusal = null;
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'GET /api/shops/s1/customers': ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const users = [{ ...ana, ...stats }, { ...bob, ...stats }, aroha].filter((user) =>
        `${user.name.given} ${user.name.family} ${user.profile.email} ${user.profile.phone ?? ''}`.toLowerCase().includes(search),
      );
      return { body: { users, count: users.length } };
    },
    'GET /api/shops/s1/customers/c1/orders': ({ query }) => {
      const { skip = 0 } = JSON.parse(query.get('options') ?? '{}') as { skip?: number };
      const all = Array.from({ length: 12 }, (_, index) => historyOrder(index));
      return { body: { orders: all.slice(skip, skip + 10), count: all.length } };
    },
    'GET /api/shops/s1/customers/g1/orders': () => ({ body: { orders: [{ ...historyOrder(1), owner: undefined }], count: 1 } }),
    'GET /api/shops/s1/customers/c1/loyalty-card': () => ({ body: { loyaltyCard: card() } }),
    'POST /api/shops/s1/customers/c1/assign-loyalty-point': ({ body }) => {
      points = (body as { points: number }).points;
      return { body: { loyaltyCard: card() } };
    },
    'POST /api/shops/s1/customers/c1/claim-loyalty-points': () => {
      if (refusal) return { status: 409, body: { message: refusal } };
      points -= 5;
      rewardsClaimed += 1;
      return { body: { loyaltyCard: card() } };
    },
    'POST /api/shops/s1/customers/c1/set-loyalty-card': ({ body }) => {
      if (refusal) return { status: 409, body: { message: refusal } };
      const change = body as { rewardNumber?: string; points?: number };
      rewardNumber = change.rewardNumber ?? rewardNumber;
      points = change.points ?? points;
      return { body: { loyaltyCard: card() } };
    },
  });
  primeBus({ token: 'token-1', shop });
  if (admin) topics.user.publish(testUser('u1', { roles: ['admin'] }));
}

afterEach(() => {
  api?.restore();
  resetBus();
});

test('which tabs a person sees: Loyalty only with loyalty on, Contact Details only for an admin', () => {
  expect(customerSections({ loyaltyEnabled: false, isAdmin: false })).toEqual(['orders']);
  expect(customerSections({ loyaltyEnabled: true, isAdmin: false })).toEqual(['orders', 'loyalty']);
  expect(customerSections({ loyaltyEnabled: true, isAdmin: true })).toEqual(['orders', 'loyalty', 'contact']);
});

test('the customer list is searchable by name and opens a customer', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers' });
  const table = await screen.findByRole('table', { name: 'Customers' });
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(3));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers by name, e-mail or phone' }), 'zeta');
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(1), { timeout: 3000 });
  expect(within(table).getByRole('link', { name: 'Ana Zeta' })).toHaveAttribute('href', '/shop/customers/c1');
  expect(api?.requests.at(-1)?.query.get('search')).toBe('zeta');
});

test('guests who ordered are listed, marked Guest, with visits, total spend and last order; found by phone', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers' });
  const table = await screen.findByRole('table', { name: 'Customers' });
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(3));
  const row = within(table)
    .getAllByTestId('table-row')
    .find((candidate) => candidate.textContent?.includes('Aroha Ngata'));
  expect(row).toBeDefined();
  expect(within(row as HTMLElement).getByText('Guest')).toBeInTheDocument();
  expect(row).toHaveTextContent('NZ$17.00');
  expect(row).toHaveTextContent('13/04/2026');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['Visits', 'Total spend', 'Last order']));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers by name, e-mail or phone' }), '555 0101');
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(1), { timeout: 3000 });
  expect(api?.requests.at(-1)?.query.get('search')).toBe('555 0101');
});

test('a guest’s page: only Order History, and each order opens on the Orders screen', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers/g1' });
  expect(await screen.findByRole('heading', { name: 'Aroha Ngata' })).toBeInTheDocument();
  expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Order History']);
  const table = await screen.findByRole('table', { name: 'Order history' });
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(1));
  expect(within(table).getAllByRole('link')[0]).toHaveAttribute('href', '/shop/orders?order=order-0001');
});

test('a merchant: Order History 10 a page newest first and Loyalty; no Contact Details, no admin note', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers/c1' });
  expect(await screen.findByRole('heading', { name: 'Ana Zeta' })).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Order History', 'Loyalty']);
  expect(screen.queryByTestId('admin-shop-note')).not.toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Order history' });
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(10));
  // the API's order (newest first) is kept: the newest order was placed 14/04/2026 10:00 venue time
  expect(within(table).getAllByTestId('table-row')[0]).toHaveTextContent('14/04/2026, 10:00');
  expect(JSON.parse(api?.requests.find((r) => r.path.endsWith('/orders'))?.query.get('options') ?? '')).toMatchObject({
    limit: 10,
    sort: '-createdAt',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(2));
  expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
});

test('Loyalty: stamps at or below the points are not offered; a higher stamp is assigned', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
  expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('2 of 5 points');
  expect(screen.getByRole('button', { name: 'Stamp 2 (stamped)' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Claim a reward' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Stamp 4' }));
  await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent('4 of 5 points'));
  expect(api?.requests.find((request) => request.method === 'POST')?.body).toEqual({ points: 4 });
});

test('staff read the loyalty card but cannot stamp, claim or set it (customers.edit)', async () => {
  start({ shop: { ...loyalShop, owner: 'u1', role: 'staff' } });
  topics.auth.publish({ token: 'token-1', userId: 'u2' });
  topics.user.publish(testUser('u2'));
  renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
  expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('2 of 5 points');
  expect(screen.getByTestId('loyalty-card-number')).toHaveTextContent('Reward number 1234567890');
  expect(within(screen.getByTestId('loyalty-tab')).queryAllByRole('button')).toHaveLength(0);
  expect(screen.queryByRole('form', { name: 'Set the card' })).not.toBeInTheDocument();
});

describe('Loyalty: claim a reward and set the card', () => {
  let toasts: ToastMessage[];
  let stopToasts: () => void;
  beforeEach(() => {
    toasts = [];
    stopToasts = topics.toast.on((toast: ToastMessage) => toasts.push(toast));
  });
  afterEach(() => stopToasts());
  const posts = () => api?.requests.filter((request) => request.method === 'POST') ?? [];

  test('a full card: Claim a reward posts the claim and the card shows the points left and the reward claimed', async () => {
    start({ held: 5 });
    renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
    expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('5 of 5 points');
    await userEvent.click(screen.getByRole('button', { name: 'Claim a reward' }));
    await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent('0 of 5 points · 1 rewards claimed'));
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      ['/api/shops/s1/customers/c1/claim-loyalty-points', {}],
    ]);
    expect(toasts).toContainEqual(expect.objectContaining({ status: 'success', title: 'Reward claimed' }));
    expect(screen.getByRole('button', { name: 'Claim a reward' })).toBeDisabled();
  });

  test('a refused claim shows the API’s message and leaves the card as it was', async () => {
    start({ held: 5 });
    refusal = 'This card has 0 points; a reward needs 5.';
    renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
    expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('5 of 5 points');
    await userEvent.click(screen.getByRole('button', { name: 'Claim a reward' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ status: 'error', title: 'This card has 0 points; a reward needs 5.' }),
      ),
    );
    expect(posts()).toHaveLength(1);
    expect(screen.getByTestId('loyalty-points')).toHaveTextContent(/^5 of 5 points$/);
    expect(toasts.some((toast) => toast.status === 'success')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim a reward' })).toBeEnabled());
  });

  test('a claim refused because another device claimed first: the card is read again and shows what is left', async () => {
    start({ held: 5 });
    renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
    expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('5 of 5 points');
    // the other till claimed the reward: the server's card changed, this screen still shows 5
    points = 0;
    rewardsClaimed = 1;
    refusal = 'This card has 0 points; a reward needs 5.';
    await userEvent.click(screen.getByRole('button', { name: 'Claim a reward' }));
    await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent('0 of 5 points · 1 rewards claimed'));
    expect(toasts).toContainEqual(
      expect.objectContaining({ status: 'error', title: 'This card has 0 points; a reward needs 5.' }),
    );
    expect(screen.getByRole('button', { name: 'Claim a reward' })).toBeDisabled();
  });

  test('Set the card: Save card posts the reward number and points, the card shows them and the fields empty', async () => {
    start();
    renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
    expect(await screen.findByTestId('loyalty-card-number')).toHaveTextContent('Reward number 1234567890');
    const form = screen.getByRole('form', { name: 'Set the card' });
    expect(within(form).getByRole('button', { name: 'Save card' })).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Reward number'), '9876543210');
    await userEvent.type(within(form).getByLabelText('Points'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.getByTestId('loyalty-card-number')).toHaveTextContent('Reward number 9876543210'));
    expect(screen.getByTestId('loyalty-points')).toHaveTextContent('3 of 5 points');
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      ['/api/shops/s1/customers/c1/set-loyalty-card', { rewardNumber: '9876543210', points: 3 }],
    ]);
    expect(toasts).toContainEqual(expect.objectContaining({ status: 'success', title: 'Loyalty card saved' }));
    expect(within(form).getByLabelText('Reward number')).toHaveValue('');
    expect(within(form).getByLabelText('Points')).toHaveValue(null);
  });

  test('a refused Save card (the number is another card’s): under Reward number, once, no toast; the card and what was typed stay', async () => {
    start();
    refusal = 'Another loyalty card already has this number.';
    renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
    expect(await screen.findByTestId('loyalty-card-number')).toHaveTextContent('Reward number 1234567890');
    const form = screen.getByRole('form', { name: 'Set the card' });
    await userEvent.type(within(form).getByLabelText('Reward number'), '5555555555');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await expectErrorUnderField(within(form).getByLabelText('Reward number'), refusal);
    expect(errorToastTitles(toasts)).toEqual([]);
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      ['/api/shops/s1/customers/c1/set-loyalty-card', { rewardNumber: '5555555555' }],
    ]);
    expect(screen.getByTestId('loyalty-card-number')).toHaveTextContent('Reward number 1234567890');
    expect(screen.getByTestId('loyalty-points')).toHaveTextContent('2 of 5 points');
    expect(toasts.some((toast) => toast.status === 'success')).toBe(false);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save card' })).toBeEnabled());
    expect(within(form).getByLabelText('Reward number')).toHaveValue('5555555555');
  });

  test('Set the card checks the route’s schema first: too many points are refused under Points, nothing sent', async () => {
    start();
    renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
    const form = await screen.findByRole('form', { name: 'Set the card' });
    await userEvent.type(within(form).getByLabelText('Points'), '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await expectErrorUnderField(within(form).getByLabelText('Points'), 'Points must be at most 1000');
    expect(posts()).toEqual([]);
  });

  test('a refusal of the points: under Points, once, no toast; one naming no field is the one toast', async () => {
    start();
    refusal = 'Points must be at most 1000';
    renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
    const form = await screen.findByRole('form', { name: 'Set the card' });
    // a value the form's schema (the route's) takes, refused by the server
    await userEvent.type(within(form).getByLabelText('Points'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await expectErrorUnderField(within(form).getByLabelText('Points'), refusal);
    expect(errorToastTitles(toasts)).toEqual([]);

    refusal = 'Loyalty is not enabled for this shop.';
    await userEvent.clear(within(form).getByLabelText('Points'));
    await userEvent.type(within(form).getByLabelText('Points'), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
    expect(within(form).getByLabelText('Points')).not.toHaveAttribute('aria-invalid');
  });
});

test('an admin sees Contact Details (roles editor included) and the selected-shop note', async () => {
  start({ admin: true });
  renderArea(<App />, { path: '/shop/customers/c1?section=contact' });
  expect(await screen.findByRole('form', { name: 'Contact details' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Roles' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Order History' }));
  expect(await screen.findByTestId('admin-shop-note')).toHaveTextContent('Order history is for the selected shop only.');
});

test('loyalty off: no Loyalty tab, and ?section=loyalty falls back to Order History', async () => {
  start({ shop: testShop('s1', 'Harbour Cafe') });
  renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
  await screen.findByRole('heading', { name: 'Ana Zeta' });
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Order History']);
  expect(await screen.findByRole('table', { name: 'Order history' })).toBeInTheDocument();
});
