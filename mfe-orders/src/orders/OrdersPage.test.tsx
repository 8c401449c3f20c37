import { type FakeApi, type FakeRoute, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { MESSAGES, type Order } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { ACCEPT_FIRST_MS } from './OrderDetail';

const NOW = Date.parse('2026-04-13T22:00:00.000Z'); // Tue 14 Apr 10:00 NZST

function order(id: string, extra: Partial<Order> = {}): Order {
  return {
    _id: id,
    shop: 's1',
    status: 'pending',
    orderType: 'pickup',
    origin: 'web',
    isPOSOrder: false,
    createdAt: new Date(NOW - 5 * 60_000).toISOString(),
    total: 1595,
    totalPayment: 1595,
    promoCode: null,
    owner: { _id: 'u9', name: { given: 'Aroha', family: 'Ngata' }, profile: { email: 'aroha@example.test', phone: '+6421555' } },
    seen: false,
    lineItems: [
      {
        _id: `${id}-l1`,
        quantity: 2,
        status: 'pending',
        product: { _id: 'p1', name: 'Flat White', price: 550 },
        config: [{ option: { _id: 'o1', name: 'Milk' }, value: { name: 'Oat', price: 80 } }],
      },
      { _id: `${id}-l2`, quantity: 1, status: 'pending', product: { _id: 'p2', name: 'Muffin', price: 495 }, notes: 'Warm' },
    ],
    ...extra,
  };
}

let api: FakeApi;
let pending: Order[];
/** What the COMPLETED tab lists (completed and rejected orders). */
let done: Order[];
let pauseState: { accepting: boolean; pausedUntil: string | null };
let shopStatus: 'accepting orders' | 'Active';
/** The fake API's table: a test may change a route before it is called. */
let routes: Record<string, FakeRoute>;

/** The shop's status switch as the API answers it (PUT …/accepting-orders/:status, spec 001 §7). */
function acceptingRoute(status: 'accepting' | 'stopped'): FakeRoute {
  return () => {
    shopStatus = status === 'accepting' ? 'accepting orders' : 'Active';
    pauseState = { accepting: status === 'accepting', pausedUntil: null };
    return { body: { shop: testShop('s1', 'Harbour Cafe', { status: shopStatus }) } };
  };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask'] });
  pending = [
    order('aaaa-0001'),
    order('aaaa-0002', { status: 'accepted', seen: true, pickupTime: new Date(NOW + 2 * 60_000).toISOString() }),
  ];
  done = [];
  shopStatus = 'accepting orders';
  routes = {
    'GET /api/shops/s1/orders': ({ query }) => ({
      body:
        query.get('status') === 'pending,accepted'
          ? { orders: pending, count: pending.length }
          : { orders: done, count: done.length },
    }),
    'GET /api/shops/s1': () => ({ body: { shop: testShop('s1', 'Harbour Cafe', { status: shopStatus }), stripeAccount: null } }),
    'PUT /api/shops/s1/accepting-orders/stopped': acceptingRoute('stopped'),
    'PUT /api/shops/s1/accepting-orders/accepting': acceptingRoute('accepting'),
    'PUT /api/orders/aaaa-0001/rejected': () => {
      const rejected = { ...(pending[0] as Order), status: 'rejected' as const };
      pending = pending.filter((o) => o._id !== 'aaaa-0001');
      done = [rejected];
      return { body: { order: rejected } };
    },
    'PUT /api/orders/aaaa-0001/seen': () => {
      pending = pending.map((o) => (o._id === 'aaaa-0001' ? { ...o, seen: true } : o));
      return { body: { order: pending[0] } };
    },
    'PUT /api/orders/aaaa-0001/accepted': () => {
      pending = pending.map((o) => (o._id === 'aaaa-0001' ? { ...o, status: 'accepted', seen: true } : o));
      return { body: { order: pending[0] } };
    },
    'PUT /api/orders/aaaa-0002/completed': () => {
      pending = pending.filter((o) => o._id !== 'aaaa-0002');
      return { body: { order: order('aaaa-0002', { status: 'completed' }) } };
    },
    'PUT /api/orders/aaaa-0002/line-items/aaaa-0002-l1/completed': { body: { order: pending[1] } },
    'GET /api/shops/s1/orders-pause': () => ({ body: pauseState }),
    'PUT /api/shops/s1/pause-orders': () => {
      // the server decides: 30 min from its (here: the pinned) clock
      pauseState = { accepting: false, pausedUntil: new Date(NOW + 30 * 60_000).toISOString() };
      return { body: pauseState };
    },
    'POST /api/orders/aaaa-0001/resend-receipt': { body: { ok: true } },
  };
  api = fakeApi(routes);
  pauseState = { accepting: true, pausedUntil: null };
  primeBus({ token: 'token-1', shop: testShop('s1', 'Harbour Cafe') });
});

afterEach(() => {
  api.restore();
  resetBus();
  jest.useRealTimers();
  localStorage.clear(); // the per-device mute
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('OrdersPage', () => {
  it('lists the PENDING tab with the spec options, marks unseen orders, counts them in the title, and blinks a pickup due soon', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const call = api.calls('GET /api/shops/s1/orders')[0];
    expect(call?.query.get('dateRange')).toBe('day');
    expect(JSON.parse(call?.query.get('options') ?? '{}')).toEqual({
      sort: 'pickupTime',
      limit: 1000,
      populate: ['promoCode', 'owner'],
    });
    expect(within(rows[0] as HTMLElement).getByTestId('unseen-marker')).toHaveTextContent('New');
    expect(within(rows[1] as HTMLElement).queryByTestId('unseen-marker')).toBeNull();
    expect(rows[1]).toHaveClass('order-due-soon');
    expect(rows[0]).not.toHaveClass('order-due-soon');
    await waitFor(() => expect(document.title).toBe('(1) Orders'));
  });

  it('opening an order marks it seen on the server and shows its detail', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    const [first] = await screen.findAllByTestId('order-row');
    await user().click(first as HTMLElement);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByText('2 × Flat White')).toBeInTheDocument();
    expect(within(detail).getByText('Milk: Oat (+NZ$0.80)')).toBeInTheDocument();
    expect(within(detail).getByText('Note: Warm')).toBeInTheDocument();
    expect(within(detail).getByText('Phone: +6421555')).toBeInTheDocument();
    expect(within(detail).getByText('Total paid: NZ$15.95')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0001/seen')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('unseen-marker')).toBeNull());
  });

  it('refuses item status on a pending order with the spec message for 4 s; Complete only once accepted', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByRole('button', { name: 'Complete' })).toBeDisabled();
    await user().click(within(detail).getByRole('button', { name: /Mark done Flat White/ }));
    expect(screen.getByTestId('accept-first')).toHaveTextContent(MESSAGES.acceptOrderFirst);
    expect(api.requests.some((r) => r.path.includes('/line-items/'))).toBe(false);
    act(() => jest.advanceTimersByTime(ACCEPT_FIRST_MS - 100));
    expect(screen.getByTestId('accept-first')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('accept-first')).toBeNull();
  });

  it('accept with the A key keeps the order selected and reloads with the year range and 9999', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    await screen.findByTestId('order-detail');
    await user().keyboard('a');
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0001/accepted')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Accepted'));
    const last = api.calls('GET /api/shops/s1/orders').at(-1);
    expect(last?.query.get('dateRange')).toBe('year');
    expect(JSON.parse(last?.query.get('options') ?? '{}').limit).toBe(9999);
  });

  it('completing clears the selection; line items of an accepted order can be marked done', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0002' });
    const detail = await screen.findByTestId('order-detail');
    await user().click(within(detail).getByRole('button', { name: /Mark done Flat White/ }));
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0002/line-items/aaaa-0002-l1/completed')).toHaveLength(1));
    await waitFor(() => expect(within(detail).getByRole('button', { name: 'Complete' })).toBeEnabled());
    await user().click(within(detail).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0002/completed')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    expect(screen.getByText('Select an order to see its details.')).toBeInTheDocument();
  });

  it('moves with the arrow keys and opens with Enter; ? opens the shortcut help', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    const rows = await screen.findAllByTestId('order-row');
    (rows[0] as HTMLElement).focus();
    await user().keyboard('{ArrowDown}{Enter}');
    expect((await screen.findByTestId('order-detail')).textContent).toContain('Accepted');
    await user().keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('shows the sound badge failing until the screen is armed', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await screen.findAllByTestId('order-row');
    expect(screen.getByTestId('badge-sound')).toHaveTextContent('Sound off');
    expect(screen.getByTestId('arm-banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start taking orders' })).toBeInTheDocument();
  });

  it('a badge that fails after arming turns into a banner (no audio, no Wake Lock in this browser)', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await user().click(await screen.findByRole('button', { name: 'Start taking orders' }));
    expect(await screen.findByTestId('wake-banner')).toHaveTextContent('This browser cannot keep the screen awake');
    expect(screen.getByTestId('badge-awake')).toHaveTextContent('Screen may sleep');
    expect(screen.getByText(/Sound is blocked by the browser/)).toBeInTheDocument();
    expect(screen.queryByTestId('arm-banner')).toBeNull();
  });

  it('pause until: 30 min shows "Paused — resumes at 10:30"; when that time comes the screen reads again and takes orders', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await user().click(await screen.findByRole('button', { name: 'Pause for 30 min' }));
    expect(await screen.findByTestId('pause-label')).toHaveTextContent('Paused — resumes at 10:30');
    expect(screen.getByRole('switch')).toHaveTextContent('Not accepting orders');
    expect(api.calls('PUT /api/shops/s1/pause-orders')[0]?.body).toEqual({ until: '30m' });
    // the server ends the pause at 10:30; the screen asks again then, without waiting for the 30 s poll
    pauseState = { accepting: true, pausedUntil: null };
    const before = api.calls('GET /api/shops/s1/orders-pause').length;
    await act(async () => {
      jest.advanceTimersByTime(30 * 60_000 + 1000);
    });
    await waitFor(() => expect(api.calls('GET /api/shops/s1/orders-pause').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('pause-label')).toBeNull());
    expect(screen.getByRole('switch')).toHaveTextContent('Accepting orders');
  });

  it('send receipt: asks for the address (the customer’s by default) and says "Receipt send successfully to …"', async () => {
    const toasts: string[] = [];
    const stop = topics.toast.on((toast) => toasts.push(String(toast.title)));
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    const detail = await screen.findByTestId('order-detail');
    await user().click(within(detail).getByRole('button', { name: 'Send receipt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send receipt by email' });
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('aroha@example.test');
    await user().click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    await waitFor(() => expect(api.calls('POST /api/orders/aaaa-0001/resend-receipt')).toHaveLength(1));
    expect(api.calls('POST /api/orders/aaaa-0001/resend-receipt')[0]?.body).toEqual({ email: 'aroha@example.test' });
    await waitFor(() => expect(toasts).toContain('Receipt send successfully to aroha@example.test'));
    stop();
  }, 15_000);
});

/**
 * After a reject the selection is cleared (spec 001 §4), not merely hidden: the rejected order is listed under
 * COMPLETED, and a selection still in the URL would open it there.
 */
async function expectSelectionCleared() {
  await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
  await user().click(screen.getByRole('tab', { name: 'COMPLETED' }));
  await waitFor(() =>
    expect(screen.getAllByTestId('order-row').map((row) => row.textContent)).toEqual([expect.stringContaining('Rejected')]),
  );
  expect(screen.queryByTestId('order-detail')).toBeNull();
  expect(screen.getByText('Select an order to see its details.')).toBeInTheDocument();
}

describe('OrdersPage: the ?order= link and the keyboard', () => {
  it('an order opened from the URL is marked seen on the server like a click (once), so the marker and title count go', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    expect(await screen.findByTestId('order-detail')).toHaveTextContent('2 × Flat White');
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0001/seen')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('unseen-marker')).toBeNull());
    expect(document.title).toBe('Orders');
    // the reloads after it (and the 60 s refresh) do not mark it again
    await act(async () => {
      jest.advanceTimersByTime(61_000);
    });
    expect(api.calls('PUT /api/orders/aaaa-0001/seen')).toHaveLength(1);
  });

  it('an order already seen is not marked again when opened from the URL', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0002' });
    await screen.findByTestId('order-detail');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(api.requests.filter((r) => r.path.endsWith('/seen'))).toEqual([]);
  });

  it('R rejects the open pending order and clears the selection', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    await screen.findByTestId('order-detail');
    await user().keyboard('R');
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0001/rejected')).toHaveLength(1));
    await expectSelectionCleared();
  });

  it('C completes the open accepted order; R, A on an accepted order and C on a pending one do nothing', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0002' });
    await screen.findByTestId('order-detail');
    await user().keyboard('ra');
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(api.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/api/orders/'))).toEqual([]);
    await user().keyboard('c');
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0002/completed')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
  });

  it('C on a pending order, and any key with no order open, change nothing', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await screen.findAllByTestId('order-row');
    await user().keyboard('arc');
    await user().click((await screen.findAllByTestId('order-row'))[0] as HTMLElement);
    await screen.findByTestId('order-detail');
    await user().keyboard('c');
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(api.requests.filter((r) => r.method === 'PUT' && !r.path.endsWith('/seen'))).toEqual([]);
  });

  it('letters typed into a field are text, not shortcuts (the receipt address)', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001&section=receipt' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Send receipt by email' });
    const field = within(dialog).getByLabelText('Email address');
    await user().clear(field);
    await user().type(field, 'rac@example.test');
    expect(field).toHaveValue('rac@example.test');
    expect(api.requests.filter((r) => r.method === 'PUT' && !r.path.endsWith('/seen'))).toEqual([]);
  });
});
