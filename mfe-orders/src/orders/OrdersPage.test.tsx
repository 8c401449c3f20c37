import { type FakeApi, type FakeRoute, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { MESSAGES, type Order } from '@backoffice/contracts';
import { PROMPT_REFUSAL_CASES } from '@backoffice/contracts/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { CHIME_REPEAT_MS, LiveOrders, MOBILE_LAYOUT_QUERY } from '@backoffice/ui';
import { useLocation, useNavigate } from '@backoffice/ui/router';
import { expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';

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
  // the host titles area pages ("Orders · {venue}"); here, without the host, the bare area name stands in
  document.title = 'Orders';
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask'] });
  pending = [
    order('aaaa-0001'),
    order('aaaa-0002', { status: 'accepted', seen: true, pickupTime: new Date(NOW + 2 * 60_000).toISOString() }),
  ];
  done = [];
  shopStatus = 'accepting orders';
  routes = {
    'GET /api/shops/s1/orders': ({ query }) => {
      // the host's live piece counts the pending orders nobody opened yet (shared/ui LiveOrders)
      if (query.get('status') === 'pending') {
        const waiting = pending.filter((o) => o.status === 'pending');
        return { body: { orders: waiting, count: waiting.length } };
      }
      return {
        body:
          query.get('status') === 'pending,accepted'
            ? { orders: pending, count: pending.length }
            : { orders: done, count: done.length },
      };
    },
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
  localStorage.clear(); // this device's sound and screen switch
});

/** The live order connection the host mounts beside the remote (its own root, as in the shell): chime, title count. */
const mountHostLivePiece = () => renderArea(<LiveOrders />);

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('OrdersPage', () => {
  it('lists every open order whatever its day (dateRange all) with the spec options, marks unseen orders, counts them in the title, and blinks a pickup due soon', async () => {
    mountHostLivePiece();
    renderArea(<App />, { path: '/shop/orders' });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const call = api.calls('GET /api/shops/s1/orders').find((c) => c.query.get('status') === 'pending,accepted');
    expect(call?.query.get('dateRange')).toBe('all');
    expect(JSON.parse(call?.query.get('options') ?? '{}')).toEqual({
      sort: 'pickupTime',
      limit: 1000,
      populate: ['promoCode', 'owner'],
    });
    expect(within(rows[0] as HTMLElement).getByTestId('unseen-marker')).toHaveTextContent('New');
    expect(within(rows[1] as HTMLElement).queryByTestId('unseen-marker')).toBeNull();
    expect(rows[1]).toHaveClass('order-due-soon');
    expect(within(rows[1] as HTMLElement).getByTestId('pickup-due')).toHaveTextContent('Due soon');
    expect(rows[0]).not.toHaveClass('order-due-soon');
    await waitFor(() => expect(document.title).toBe('(1) Orders'));
  });

  it('opening an order marks it seen on the server and shows its detail', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    const [first] = await screen.findAllByTestId('order-row');
    await user().click(first as HTMLElement);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByText('2 × Flat White')).toBeInTheDocument();
    expect(within(detail).getByText('Milk: Oat +NZ$0.80')).toBeInTheDocument();
    expect(within(detail).getByText('Note: Warm')).toBeInTheDocument();
    expect(within(detail).getByText('Phone: +6421555')).toBeInTheDocument();
    expect(within(detail).getByRole('row', { name: 'Total paid NZ$15.95' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0001/seen')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('unseen-marker')).toBeNull());
  });

  it('refuses item status on a pending order with the spec message for 4 s; Complete only once accepted', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByRole('button', { name: 'Complete' })).toBeDisabled();
    await user().click(within(detail).getByRole('button', { name: /^Done Flat White/, pressed: false }));
    expect(screen.getByTestId('accept-first')).toHaveTextContent(MESSAGES.acceptOrderFirst);
    expect(api.requests.some((r) => r.path.includes('/line-items/'))).toBe(false);
    // the literal 4 s of spec 001 §4, not the shared constant, so a changed constant fails here
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByTestId('accept-first')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('accept-first')).toBeNull();
  });

  it('accept with the A key keeps the order selected and reloads every open order with the limit 9999', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    await screen.findByTestId('order-detail');
    await user().keyboard('a');
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0001/accepted')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Accepted'));
    const last = api.calls('GET /api/shops/s1/orders').at(-1);
    expect(last?.query.get('dateRange')).toBe('all');
    expect(JSON.parse(last?.query.get('options') ?? '{}').limit).toBe(9999);
  });

  it('a pickup whose time has passed says how late it is ("Overdue 6 min"), not "Due soon"', async () => {
    pending = [
      order('aaaa-0003', { status: 'accepted', seen: true, pickupTime: new Date(NOW - 6 * 60_000 - 30_000).toISOString() }),
    ];
    renderArea(<App />, { path: '/shop/orders' });
    const [late] = await screen.findAllByTestId('order-row');
    expect(within(late as HTMLElement).getByTestId('pickup-due')).toHaveTextContent('Overdue 6 min');
    expect(late).toHaveClass('order-due-soon');
    expect(within(late as HTMLElement).queryByText('Due soon')).toBeNull();
  });

  it('COMPLETED asks for today by default; the picker asks for the week, a chosen day, and a search 700 ms after typing', async () => {
    done = [order('bbbb-0001', { status: 'completed', seen: true })];
    renderArea(<App />, { path: '/shop/orders?tab=COMPLETED' });
    await screen.findAllByTestId('order-row');
    const completedCalls = () =>
      api.calls('GET /api/shops/s1/orders').filter((c) => c.query.get('status') === 'completed,rejected');
    expect(completedCalls().at(-1)?.query.get('dateRange')).toBe('day');
    expect(completedCalls().at(-1)?.query.has('date')).toBe(false);
    const show = screen.getByRole('combobox', { name: 'Show' });
    await user().selectOptions(show, 'This week');
    await waitFor(() => expect(completedCalls().at(-1)?.query.get('dateRange')).toBe('week'));
    await user().selectOptions(show, 'A chosen day');
    expect(screen.getByText('Choose a day to see its orders.')).toBeInTheDocument();
    const asked = completedCalls().length;
    const day = screen.getByLabelText('Day');
    expect(day).toHaveAttribute('max', '2026-04-14');
    await user().type(day, '2026-04-10');
    await waitFor(() => expect(completedCalls().at(-1)?.query.get('date')).toBe('2026-04-10'));
    expect(completedCalls().length).toBeGreaterThan(asked);
    expect(completedCalls().at(-1)?.query.get('dateRange')).toBe('day');
    // the search: nothing asked while typing, once 700 ms after the last key
    const before = completedCalls().length;
    await user().type(screen.getByRole('searchbox', { name: 'Search' }), '#BBBB');
    act(() => jest.advanceTimersByTime(600));
    expect(completedCalls().length).toBe(before);
    act(() => jest.advanceTimersByTime(150));
    await waitFor(() => expect(completedCalls().at(-1)?.query.get('search')).toBe('#BBBB'));
    expect(completedCalls().at(-1)?.query.get('date')).toBe('2026-04-10');
    // the PENDING list is unaffected by the picker
    expect(
      api
        .calls('GET /api/shops/s1/orders')
        .filter((c) => c.query.get('status') === 'pending,accepted')
        .every((c) => c.query.get('dateRange') === 'all' && !c.query.has('search')),
    ).toBe(true);
  });

  it('the COMPLETED view lives in the URL: a bad link reads as today, a day goes with the chosen range only', async () => {
    done = [order('bbbb-0001', { status: 'completed', seen: true })];
    renderArea(
      <>
        <App />
        <LocationProbe />
      </>,
      { path: '/shop/orders?tab=COMPLETED&range=fortnight&day=10-04-2026' },
    );
    await screen.findAllByTestId('order-row');
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show).toHaveValue('day');
    const completedCall = () =>
      api
        .calls('GET /api/shops/s1/orders')
        .filter((c) => c.query.get('status') === 'completed,rejected')
        .at(-1);
    expect(completedCall()?.query.get('dateRange')).toBe('day');
    expect(completedCall()?.query.has('date')).toBe(false);
    await user().selectOptions(show, 'A chosen day');
    await user().type(screen.getByLabelText('Day'), '2026-04-10');
    const location = () => screen.getByTestId('location').textContent;
    await waitFor(() => expect(location()).toBe('/shop/orders?tab=COMPLETED&range=chosen&day=2026-04-10'));
    await user().selectOptions(show, 'This month');
    await waitFor(() => expect(location()).toBe('/shop/orders?tab=COMPLETED&range=month'));
    await user().selectOptions(show, 'Today');
    await waitFor(() => expect(location()).toBe('/shop/orders?tab=COMPLETED'));
  });

  it('completing clears the selection; line items of an accepted order can be marked done', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0002' });
    const detail = await screen.findByTestId('order-detail');
    await user().click(within(detail).getByRole('button', { name: /^Done Flat White/, pressed: false }));
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
    // back up to the first (pending) order: if ArrowUp did nothing, Enter would reopen the accepted one
    await user().keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Pending'));
    expect(document.activeElement).toBe(screen.getAllByTestId('order-row')[0]);
    await user().keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('pause until: 30 min shows "Paused — resumes at 10:30"; when that time comes the screen reads again and takes orders', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await user().click(await screen.findByRole('button', { name: 'Pause for 30 min' }));
    expect(await screen.findByTestId('pause-label')).toHaveTextContent('Paused — resumes at 10:30');
    expect(screen.getByRole('switch', { name: /accepting orders/i })).toHaveTextContent('Not accepting orders');
    expect(api.calls('PUT /api/shops/s1/pause-orders')[0]?.body).toEqual({ until: '30m' });
    // the server ends the pause at 10:30; the screen asks again then, without waiting for the 30 s poll
    pauseState = { accepting: true, pausedUntil: null };
    const before = api.calls('GET /api/shops/s1/orders-pause').length;
    await act(async () => {
      jest.advanceTimersByTime(30 * 60_000 + 1000);
    });
    await waitFor(() => expect(api.calls('GET /api/shops/s1/orders-pause').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('pause-label')).toBeNull());
    expect(screen.getByRole('switch', { name: /accepting orders/i })).toHaveTextContent('Accepting orders');
  });

  it('send receipt: asks for the address (the customer’s by default) and says "Receipt send successfully to …" for 2 s', async () => {
    const toasts: { title: string; duration: number | undefined }[] = [];
    const stop = topics.toast.on((toast) => toasts.push({ title: String(toast.title), duration: toast.duration }));
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    const detail = await screen.findByTestId('order-detail');
    await user().click(within(detail).getByRole('button', { name: 'Send receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send receipt by email' });
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('aroha@example.test');
    await user().click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    await waitFor(() => expect(api.calls('POST /api/orders/aaaa-0001/resend-receipt')).toHaveLength(1));
    expect(api.calls('POST /api/orders/aaaa-0001/resend-receipt')[0]?.body).toEqual({ email: 'aroha@example.test' });
    // a success toast lasts 2 s (spec 001 §8); the literal, so a changed SUCCESS_TOAST_MS fails here
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Receipt send successfully to aroha@example.test', duration: 2000 }),
    );
    stop();
  }, 15_000);

  it('send receipt: an address the API would refuse (contracts resendReceiptRequest) is refused under the field, nothing sent', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001&section=receipt' });
    const dialog = await screen.findByRole('dialog', { name: 'Send receipt by email' });
    const field = within(dialog).getByLabelText('Email address');
    await user().clear(field);
    // two dots in a row: a loose "x@y.z" pattern lets it through, the API's schema does not
    await user().type(field, 'aroha..ngata@example.test');
    await user().click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    await expectErrorUnderField(field, 'Please enter a valid e-mail address');
    expect(api.calls('POST /api/orders/aaaa-0001/resend-receipt')).toHaveLength(0);
  });

  // Rules once: the prompt holds the route's schema (contracts resendReceiptRequest); the route refuses each of these
  // in the same words (api orders/receipt.test.ts).
  it.each(PROMPT_REFUSAL_CASES.filter((refusal) => refusal.prompt === 'receipt address'))(
    'send receipt refuses $name: "$message" under the field, nothing sent',
    async ({ typed, message }) => {
      renderArea(<App />, { path: '/shop/orders?order=aaaa-0001&section=receipt' });
      const dialog = await screen.findByRole('dialog', { name: 'Send receipt by email' });
      const field = within(dialog).getByLabelText('Email address');
      await user().clear(field);
      if (typed) await user().type(field, typed);
      await user().click(within(dialog).getByRole('button', { name: 'Send receipt' }));
      await expectErrorUnderField(field, message);
      expect(api.calls('POST /api/orders/aaaa-0001/resend-receipt')).toHaveLength(0);
    },
  );

  it('an accept refused with 409 (another device accepted first) shows the message, reloads the orders and keeps the order open as it now is', async () => {
    const toasts: string[] = [];
    const stop = topics.toast.on((toast) => toasts.push(String(toast.title)));
    // already seen: no mark-seen reload on opening, so the only list fetch after the click is the one the 409 causes
    pending = pending.map((o) => (o._id === 'aaaa-0001' ? { ...o, seen: true } : o));
    routes['PUT /api/orders/aaaa-0001/accepted'] = () => {
      // the other device's accept landed first: the server has it accepted and refuses this one
      pending = pending.map((o) => (o._id === 'aaaa-0001' ? { ...o, status: 'accepted' } : o));
      return { status: 409, body: { message: 'This order was already accepted' } };
    };
    // a first status update (completing the other order) widens the list to the year range: from then on the list's
    // address no longer changes, so a fetch after the 409 can only come from the reload itself
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0002' });
    await user().click(within(await screen.findByTestId('order-detail')).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    await user().click(screen.getByTestId('order-row'));
    const detail = await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Pending');
    const listed = api.calls('GET /api/shops/s1/orders').length;
    await user().click(within(detail).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toasts).toContain('This order was already accepted'));
    await waitFor(() => expect(api.calls('GET /api/shops/s1/orders').length).toBeGreaterThan(listed));
    // the reload is the answer to the refusal: it comes after the refused PUT
    const refusedAt = api.requests.findIndex((r) => r.method === 'PUT' && r.path === '/api/orders/aaaa-0001/accepted');
    const reloadedAt = api.requests.findLastIndex((r) => r.method === 'GET' && r.path === '/api/shops/s1/orders');
    expect(refusedAt).toBeGreaterThanOrEqual(0);
    expect(reloadedAt).toBeGreaterThan(refusedAt);
    // still selected (only a status other than accepted clears it, and this one changed nothing), now shown as it is
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Accepted'));
    const now = screen.getByTestId('order-detail');
    expect(within(now).getByRole('button', { name: 'Complete' })).toBeEnabled();
    expect(within(now).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(api.calls('PUT /api/orders/aaaa-0001/accepted')).toHaveLength(1);
    stop();
  });
});

/**
 * After a reject the selection is cleared (spec 001 §4), not merely hidden: the rejected order is listed under
 * COMPLETED, and a selection still in the URL would open it there.
 */
/** The reject dialog (refunds/RejectDialog): a reason, then confirm. */
async function rejectInDialog() {
  const dialog = within(await screen.findByTestId('reject-dialog'));
  await user().selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Out of stock');
  await user().click(dialog.getByRole('button', { name: 'Reject and refund' }));
}

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

  it('R opens the reject dialog; with a reason it rejects the open pending order and clears the selection', async () => {
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    await screen.findByTestId('order-detail');
    await user().keyboard('R');
    await rejectInDialog();
    await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0001/rejected')).toHaveLength(1));
    expect(api.calls('PUT /api/orders/aaaa-0001/rejected')[0]?.body).toEqual({ reason: 'Out of stock' });
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
    const dialog = await screen.findByRole('dialog', { name: 'Send receipt by email' });
    const field = within(dialog).getByLabelText('Email address');
    await user().clear(field);
    await user().type(field, 'rac@example.test');
    expect(field).toHaveValue('rac@example.test');
    expect(api.requests.filter((r) => r.method === 'PUT' && !r.path.endsWith('/seen'))).toEqual([]);
  });
});

/** One order-events connection the test drives: what the server writes, and the end of the response. */
interface LiveStream {
  headers: Record<string, string>;
  write(text: string): void;
  end(): void;
}

/**
 * The order-events stream as a live connection (fakeApi answers with whole bodies, never a stream). Wraps the fake
 * fetch: `down` answers 503 (the API is away); every other call goes to fakeApi. Call after `fakeApi`.
 */
function liveOrderEvents() {
  const behind = globalThis.fetch;
  const state = { down: false, attempts: 0, streams: [] as LiveStream[] };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (!String(input).endsWith('/order-events')) return behind(input, init);
    state.attempts += 1;
    if (state.down) return { ok: false, status: 503, body: null } as Response;
    const queue: ReadableStreamReadResult<Uint8Array>[] = [];
    let waiting: ((result: ReadableStreamReadResult<Uint8Array>) => void) | null = null;
    const deliver = (result: ReadableStreamReadResult<Uint8Array>) => {
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(result);
      } else queue.push(result);
    };
    state.streams.push({
      headers: { ...(init.headers as Record<string, string>) },
      write: (text) => deliver({ done: false, value: new TextEncoder().encode(text) }),
      end: () => deliver({ done: true, value: undefined }),
    });
    const reader = {
      read: () =>
        new Promise<ReadableStreamReadResult<Uint8Array>>((resolve) => {
          const next = queue.shift();
          if (next) resolve(next);
          else waiting = resolve;
        }),
    };
    return { ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response;
  }) as typeof fetch;
  return state;
}

const orderFrame = (id: number, orderId: string, type = 'order.created') =>
  `id: ${id}\nevent: order\ndata: ${JSON.stringify({ id: String(id), type, orderId, status: 'pending', createdAt: new Date(NOW).toISOString() })}\n\n`;

/** The screen's own list reads (not the host's live piece counting unseen orders). */
const listReads = () => api.calls('GET /api/shops/s1/orders').filter((call) => call.query.get('status') !== 'pending').length;

/** Lets fake time pass, settling promises between timers (a retry or a refresh schedules the next one when its fetch settles). */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('OrdersPage: live list', () => {
  it('while the stream is connected a pushed order is on screen at once, and the list still refreshes every 60 s', async () => {
    const live = liveOrderEvents();
    mountHostLivePiece();
    renderArea(<App />, { path: '/shop/orders' });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('badge-connected')).toHaveTextContent('Connected'));
    expect(screen.queryByTestId('connection-banner')).toBeNull();
    const stream = live.streams[0] as LiveStream;
    expect(stream.headers.Authorization).toBe('Bearer token-1');
    stream.write('retry: 2000\n\nid: 7\nevent: ready\ndata: {}\n\n');

    // the intake answered: its event reloads the list now, not at the next refresh
    pending = [...pending, order('aaaa-0003')];
    const beforePush = listReads();
    stream.write(orderFrame(8, 'aaaa-0003'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(listReads()).toBe(beforePush + 1);

    // nothing pushed for a while: the 60 s refresh (spec 001 §9) still reads the list, and only then
    const before = listReads();
    await pass(50_000);
    expect(listReads()).toBe(before);
    await pass(11_000);
    expect(listReads()).toBe(before + 1);
    await pass(60_000);
    expect(listReads()).toBe(before + 2);
    expect(screen.getByTestId('badge-connected')).toHaveTextContent('Connected');
  });

  it('while the stream is down: the banner shows, the 60 s refresh carries on, and it reconnects from the last event id', async () => {
    const live = liveOrderEvents();
    mountHostLivePiece();
    renderArea(<App />, { path: '/shop/orders' });
    await screen.findAllByTestId('order-row');
    await waitFor(() => expect(screen.getByTestId('badge-connected')).toHaveTextContent('Connected'));
    const first = live.streams[0] as LiveStream;
    first.write('id: 7\nevent: ready\ndata: {}\n\n');
    first.write(orderFrame(8, 'aaaa-0001', 'order.updated'));
    await waitFor(() => expect(listReads()).toBe(2));

    // the API goes away: the response ends and every reconnect is refused
    live.down = true;
    first.end();
    expect(await screen.findByTestId('connection-banner')).toHaveTextContent('Connection lost — retrying');
    expect(screen.getByTestId('badge-connected')).toHaveTextContent('Disconnected');
    const before = listReads();
    const attempts = live.attempts;
    await pass(50_000);
    expect(listReads()).toBe(before);
    await pass(11_000);
    expect(listReads()).toBe(before + 1);
    await pass(60_000);
    expect(listReads()).toBe(before + 2);
    // it kept trying all along (1 s, 2 s … at most 10 s apart), and a refused try reads nothing by itself
    expect(live.attempts - attempts).toBeGreaterThanOrEqual(12);
    expect(screen.getByTestId('connection-banner')).toBeInTheDocument();

    // the API is back: the next try connects, resumes after the last event it saw, and reads the list once
    live.down = false;
    const beforeBack = listReads();
    await pass(10_000);
    await waitFor(() => expect(screen.queryByTestId('connection-banner')).toBeNull());
    expect(screen.getByTestId('badge-connected')).toHaveTextContent('Connected');
    expect(live.streams).toHaveLength(2);
    expect(live.streams[1]?.headers['Last-Event-ID']).toBe('8');
    await waitFor(() => expect(listReads()).toBe(beforeBack + 1));
  });
});

/**
 * Web Audio as a browser has it once a person has clicked: the context starts suspended and runs after `resume()`.
 * Every oscillator started is a tone heard; the chime (alerting/chime.ts) is two tones. chime.ts keeps its context
 * for the page's life (here: this file's), so the tones go to one log that each test empties.
 */
const tones: number[] = [];
class FakeAudioContext {
  state: AudioContextState = 'suspended';
  readonly currentTime = 0;
  readonly destination = {};
  async resume() {
    this.state = 'running';
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: <T,>(node: T) => node,
      start: () => tones.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: <T,>(node: T) => node,
    };
  }
}
const chimesHeard = () => tones.length / 2;

/** The Screen Wake Lock API: each request gives a lock the browser may release (a hidden tab). */
function fakeWakeLock() {
  const locks: { released: boolean; release: jest.Mock; drop(): void }[] = [];
  const request = jest.fn(async (_type: 'screen') => {
    const listeners: (() => void)[] = [];
    const lock = {
      released: false,
      release: jest.fn(async () => {
        lock.released = true;
      }),
      addEventListener: (_event: 'release', listener: () => void) => listeners.push(listener),
      /** What the browser does when the tab is hidden. */
      drop: () => {
        lock.released = true;
        for (const listener of listeners) listener();
      },
    };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, locks };
}

describe('OrdersPage: this device’s sound and screen, the chime and the shop’s switch', () => {
  let live: ReturnType<typeof liveOrderEvents>;
  beforeEach(() => {
    tones.length = 0;
    Object.assign(globalThis, { AudioContext: FakeAudioContext });
    live = liveOrderEvents();
    mountHostLivePiece();
  });
  afterEach(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  /** What the server's stream says after an order changed (opened, accepted, rejected): the live piece counts again. */
  const changed = (orderId: string) => live.streams.at(-1)?.write(orderFrame(20 + tones.length, orderId, 'order.updated'));

  const deviceSwitch = () => screen.getByRole('switch', { name: 'Sound and screen on this device' });
  const arm = async () => {
    await user().click(await screen.findByRole('switch', { name: 'Sound and screen on this device' }));
    await waitFor(() => expect(screen.getByTestId('badge-sound')).toHaveTextContent('Sound on'));
  };

  it('shows the sound badge failing until this device’s sound is on; the two switches are named apart', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await screen.findAllByTestId('order-row');
    expect(screen.getByTestId('badge-sound')).toHaveTextContent('Sound off');
    expect(screen.getByTestId('arm-banner')).toBeInTheDocument();
    expect(deviceSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('group', { name: 'This device' })).toContainElement(deviceSwitch());
    expect(screen.getByRole('switch', { name: 'Allow notifications on this device' })).toBeDisabled(); // no Push API here
    expect(within(screen.getByRole('group', { name: 'This shop, on every device' })).getByRole('switch')).toHaveTextContent(
      'Accepting orders',
    );
  });

  it('"Sound and screen on this device" unlocks the audio and plays the test chime once; sound on, no banner', async () => {
    pending = [order('aaaa-0002', { status: 'accepted', seen: true })]; // nothing new: only the test chime
    renderArea(<App />, { path: '/shop/orders' });
    await screen.findAllByTestId('order-row');
    changed('aaaa-0001'); // the live piece counted before this test's list was set: it counts again
    await pass(0);
    expect(tones).toEqual([]);
    await arm();
    expect(tones).toEqual([880, 1318.5]);
    expect(screen.queryByTestId('arm-banner')).toBeNull();
    expect(deviceSwitch()).toHaveAttribute('aria-checked', 'true');
    await pass(30_000);
    expect(chimesHeard()).toBe(1);
  });

  it('a badge that fails after arming turns into a banner (no Wake Lock in this browser)', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await arm();
    expect(await screen.findByTestId('wake-banner')).toHaveTextContent('This browser cannot keep the screen awake');
    expect(screen.getByTestId('badge-awake')).toHaveTextContent('Screen may sleep');
    expect(screen.queryByTestId('arm-banner')).toBeNull();
  });

  it('with the Wake Lock API the screen is kept awake (badge), taken again when the tab is back, released when switched off', async () => {
    const wake = fakeWakeLock();
    renderArea(<App />, { path: '/shop/orders' });
    await arm();
    await waitFor(() => expect(screen.getByTestId('badge-awake')).toHaveTextContent('Screen awake'));
    expect(wake.request).toHaveBeenCalledWith('screen');
    expect(screen.queryByTestId('wake-banner')).toBeNull();
    // the browser lets go of the lock (the tab was hidden): the badge fails and turns into a banner
    act(() => wake.locks[0]?.drop());
    expect(screen.getByTestId('badge-awake')).toHaveTextContent('Screen not kept awake');
    expect(screen.getByTestId('wake-banner')).toHaveTextContent('The screen is not being kept awake');
    // the tab is visible again: the lock is asked for again without a click
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByTestId('badge-awake')).toHaveTextContent('Screen awake'));
    expect(wake.request).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('wake-banner')).toBeNull();
    await user().click(deviceSwitch());
    expect(wake.locks[1]?.release).toHaveBeenCalled();
  });

  it('a new order chimes every 5 s until it is opened', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await arm();
    await waitFor(() => expect(chimesHeard()).toBe(2)); // the test chime, then the unseen order's
    await pass(CHIME_REPEAT_MS);
    expect(chimesHeard()).toBe(3);
    await user().click((await screen.findAllByTestId('order-row'))[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('unseen-marker')).toBeNull());
    changed('aaaa-0001');
    await pass(0);
    const heard = chimesHeard();
    await pass(CHIME_REPEAT_MS * 4);
    expect(chimesHeard()).toBe(heard);
  });

  describe('when marking seen failed (the order still counts as new)', () => {
    beforeEach(() => {
      routes['PUT /api/orders/aaaa-0001/seen'] = { status: 503, body: { message: 'Try again' } };
      routes['PUT /api/orders/aaaa-0001/accepted'] = () => {
        pending = pending.map((o) => (o._id === 'aaaa-0001' ? { ...o, status: 'accepted' } : o));
        return { body: { order: pending[0] } };
      };
    });

    async function ringingWhileOpen() {
      renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
      await screen.findByTestId('order-detail');
      await arm();
      await waitFor(() => expect(chimesHeard()).toBe(2));
      await pass(CHIME_REPEAT_MS);
      expect(chimesHeard()).toBe(3);
      expect(screen.getByTestId('unseen-marker')).toBeInTheDocument();
      return within(screen.getByTestId('order-detail'));
    }

    it('accepting the order stops the chime', async () => {
      const detail = await ringingWhileOpen();
      await user().click(detail.getByRole('button', { name: 'Accept' }));
      await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Accepted'));
      changed('aaaa-0001');
      await pass(0);
      const heard = chimesHeard();
      await pass(CHIME_REPEAT_MS * 4);
      expect(chimesHeard()).toBe(heard);
    });

    it('rejecting the order stops the chime and clears the selection', async () => {
      const detail = await ringingWhileOpen();
      await user().click(detail.getByRole('button', { name: 'Reject' }));
      await rejectInDialog();
      await waitFor(() => expect(api.calls('PUT /api/orders/aaaa-0001/rejected')).toHaveLength(1));
      await waitFor(() => expect(screen.queryByTestId('unseen-marker')).toBeNull());
      changed('aaaa-0001');
      await pass(0);
      const heard = chimesHeard();
      await pass(CHIME_REPEAT_MS * 4);
      expect(chimesHeard()).toBe(heard);
      await expectSelectionCleared();
    });
  });

  it('switching this device’s sound off silences the chime; on again brings it back while the order is still new', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    await arm();
    await waitFor(() => expect(chimesHeard()).toBe(2));
    await user().click(deviceSwitch());
    expect(deviceSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('badge-sound')).toHaveTextContent('Sound off');
    await pass(CHIME_REPEAT_MS * 4);
    expect(chimesHeard()).toBe(2);
    await arm();
    expect(deviceSwitch()).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(chimesHeard()).toBeGreaterThanOrEqual(3));
  });

  it('the accepting-orders switch, clicked, sets the shop’s status through the API and shows what it answered', async () => {
    renderArea(<App />, { path: '/shop/orders' });
    const toggle = await screen.findByRole('switch', { name: /accepting orders/i });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('Accepting orders');
    await user().click(toggle);
    await waitFor(() => expect(api.calls('PUT /api/shops/s1/accepting-orders/stopped')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /accepting orders/i })).toHaveAttribute('aria-checked', 'false'),
    );
    expect(screen.getByRole('switch', { name: /accepting orders/i })).toHaveTextContent('Not accepting orders');
    expect(screen.queryByRole('group', { name: 'Pause until' })).toBeNull();
    await user().click(screen.getByRole('switch', { name: /accepting orders/i }));
    await waitFor(() => expect(api.calls('PUT /api/shops/s1/accepting-orders/accepting')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('switch', { name: /accepting orders/i })).toHaveTextContent('Accepting orders'));
    expect(screen.getByRole('switch', { name: /accepting orders/i })).toHaveAttribute('aria-checked', 'true');
  });

  it('a refused switch (the API says no) stays where the server says the shop is', async () => {
    routes['PUT /api/shops/s1/accepting-orders/stopped'] = { status: 409, body: { message: 'Not now' } };
    renderArea(<App />, { path: '/shop/orders' });
    const toggle = await screen.findByRole('switch', { name: /accepting orders/i });
    await waitFor(() => expect(toggle).toBeEnabled());
    const reads = api.calls('GET /api/shops/s1/orders-pause').length;
    await user().click(toggle);
    await waitFor(() => expect(api.calls('GET /api/shops/s1/orders-pause').length).toBeGreaterThan(reads));
    expect(screen.getByRole('switch', { name: /accepting orders/i })).toHaveTextContent('Accepting orders');
    expect(screen.getByRole('switch', { name: /accepting orders/i })).toHaveAttribute('aria-checked', 'true');
  });
});

/** Where the area's router is, and the browser's own Back (history), beside the page under test. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

describe('OrdersPage on a phone (under 600 px)', () => {
  const original = window.matchMedia;
  let scrolled: [number, number][];
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === MOBILE_LAYOUT_QUERY,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    scrolled = [];
    window.scrollTo = ((x: number, y: number) => {
      scrolled.push([x, y]);
    }) as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    window.matchMedia = original;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const location = () => screen.getByTestId('location').textContent;

  it('choosing an order opens its detail alone (?order=ID); Back returns to the list where it was, on its tab', async () => {
    renderArea(
      <>
        <App />
        <LocationProbe />
      </>,
      { path: '/shop/orders' },
    );
    const rows = await screen.findAllByRole('option');
    // the list scrolled down before the choice
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    await user().click(rows[1] as HTMLElement);
    const detail = await screen.findByTestId('order-detail');
    expect(location()).toBe('/shop/orders?order=aaaa-0002');
    // its own view: the list and the tabs are gone from the page (and from what a screen reader reads)
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'COMPLETED' })).toBeNull();
    expect(detail.scrollIntoView).toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Back to orders' }));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    expect(location()).toBe('/shop/orders');
    expect(screen.getByRole('listbox', { name: 'PENDING orders' })).toBeInTheDocument();
    expect(scrolled.at(-1)).toEqual([0, 420]);
    expect(document.activeElement).toBe(screen.getAllByRole('option')[1]);
  });

  it("the browser's Back returns to the list too, and a reloaded ?order=ID opens alone with Back to the list of its tab", async () => {
    renderArea(
      <>
        <App />
        <LocationProbe />
      </>,
      { path: '/shop/orders?tab=PENDING&order=aaaa-0001' },
    );
    await screen.findByTestId('order-detail');
    expect(screen.queryByRole('listbox')).toBeNull();
    // nothing before it in this tab's history: Back stays on the orders screen, on the list
    await user().click(screen.getByRole('button', { name: 'Back to orders' }));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    expect(location()).toBe('/shop/orders?tab=PENDING');
    await user().click((await screen.findAllByRole('option'))[0] as HTMLElement);
    await screen.findByTestId('order-detail');
    await user().click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    expect(location()).toBe('/shop/orders?tab=PENDING');
    expect(screen.getByRole('listbox', { name: 'PENDING orders' })).toBeInTheDocument();
  });

  it('from 600 px the list and the detail stay side by side, with no Back button', async () => {
    window.matchMedia = original;
    renderArea(<App />, { path: '/shop/orders?order=aaaa-0001' });
    await screen.findByTestId('order-detail');
    expect(screen.getByRole('listbox', { name: 'PENDING orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to orders' })).toBeNull();
  });
});
