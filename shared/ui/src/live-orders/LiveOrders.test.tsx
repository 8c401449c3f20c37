import type { OrderEventsHandlers } from '@backoffice/api-client';
import { primeBus, testShop } from '@backoffice/api-client/testing';
import type { Order } from '@backoffice/contracts';
import { type LiveOrdersState, type OrderAlertsState, resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { resetAudioForTests } from './chime';
import { ARMED_KEY } from './device-alerts';
import { LiveOrders } from './LiveOrders';
import type { LiveOrdersDeps } from './live-orders';
import { titleWithCount } from './title-count';

/**
 * The live piece the host mounts once after sign-in (the rule: no missed order anywhere in the back-office): on any
 * page a new pending order brings a toast naming it, the Orders badge count and the title count, and — when this
 * device's sound is on — the chime; the device's choice survives a reload, and after one the browser's need for a
 * click is a banner with one button.
 */

function order(id: string, extra: Partial<Order> = {}): Order {
  return {
    _id: id,
    shop: 's1',
    status: 'pending',
    orderType: 'pickup',
    origin: 'web',
    isPOSOrder: false,
    createdAt: '2026-04-13T22:00:00.000Z',
    total: 2080,
    totalPayment: 2080,
    promoCode: null,
    seen: false,
    lineItems: [],
    ...extra,
  } as Order;
}

/**
 * Web Audio as a browser has it (autoplay policy): a context starts suspended, and resume() starts it only once the
 * page has had a click, a tap or a key (sticky user activation; a touch's activation is its click, not its
 * pointerdown) — before that its promise waits, as Chromium's does. Each tone started is heard.
 */
const tones: number[] = [];
let startsRunning = false;
let activated = false;
const ACTIVATING = ['keydown', 'mousedown', 'click', 'pointerdown'] as const;
const activate = (event: Event) => {
  if (event.type !== 'pointerdown' || (event as PointerEvent).pointerType === 'mouse') activated = true;
};
class FakeAudioContext {
  state: AudioContextState = startsRunning ? 'running' : 'suspended';
  readonly currentTime = 0;
  readonly destination = {};
  private waiting: (() => void)[] = [];
  resume() {
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      if (!activated) return;
      this.state = 'running';
      for (const started of this.waiting.splice(0)) started();
    });
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
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: <T,>(n: T) => n };
  }
}
const chimes = () => tones.length / 2;

/** The stream and the pending list as the server has them; the test writes frames. */
let pending: Order[];
let handlers: OrderEventsHandlers | null;
const deps: LiveOrdersDeps = {
  watch: (_shopId, given) => {
    handlers = given;
    given.onConnection(true);
    return () => {
      handlers = null;
    };
  },
  pending: async () => pending,
};
const created = (orderId: string) =>
  act(async () => {
    handlers?.onEvent({ id: '9', type: 'order.created', orderId, status: 'pending', createdAt: '' });
  });

let toasts: ToastMessage[];
beforeEach(() => {
  pending = [];
  handlers = null;
  toasts = [];
  tones.length = 0;
  startsRunning = false;
  activated = false;
  for (const type of ACTIVATING) window.addEventListener(type, activate, true);
  resetAudioForTests();
  localStorage.clear();
  document.title = 'Menu';
  Object.assign(globalThis, { AudioContext: FakeAudioContext });
  primeBus({ token: 'token-1', userId: 'u1', shop: testShop('s1', 'Harbour Cafe') });
  topics.toast.on((toast) => toasts.push(toast));
});
afterEach(() => {
  for (const type of ACTIVATING) window.removeEventListener(type, activate, true);
  resetBus();
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
});

const mount = () =>
  render(
    <BackofficeProvider>
      <LiveOrders deps={deps} />
    </BackofficeProvider>,
  );
const alerts = () => topics.orderAlerts.current() as OrderAlertsState;
const live = () => topics.liveOrders.current() as LiveOrdersState;

test('a new pending order toasts "New order #6EFCD4 · NZ$20.80" linking to it, and counts in the badge state and the title', async () => {
  mount();
  await waitFor(() => expect(live()).toEqual({ shopId: 's1', connection: 'connected', unseen: 0 }));
  expect(document.title).toBe('Menu');

  pending = [order('9a1c0d2e-0000-4000-8000-0000006efcd4')];
  await created('9a1c0d2e-0000-4000-8000-0000006efcd4');
  await waitFor(() => expect(live().unseen).toBe(1));
  expect(toasts).toEqual([
    {
      status: 'info',
      title: 'New order #6EFCD4 · NZ$20.80',
      link: { label: 'Open order', path: '/shop/orders?order=9a1c0d2e-0000-4000-8000-0000006efcd4' },
      duration: 10_000,
    },
  ]);
  expect(document.title).toBe('(1) Menu');

  // another page titles itself: the count stays in front
  await act(async () => {
    document.title = 'Reports';
  });
  await waitFor(() => expect(document.title).toBe('(1) Reports'));

  // a second order, and one opened on another device (an order.updated frame): the count follows the server
  pending = [order('aaaa-0001'), order('9a1c0d2e-0000-4000-8000-0000006efcd4', { seen: true })];
  await created('aaaa-0001');
  await waitFor(() => expect(toasts).toHaveLength(2));
  expect(live().unseen).toBe(1);
  pending = [order('aaaa-0001', { seen: true })];
  await act(async () =>
    handlers?.onEvent({ id: '11', type: 'order.updated', orderId: 'aaaa-0001', status: 'pending', createdAt: '' }),
  );
  await waitFor(() => expect(live().unseen).toBe(0));
  expect(document.title).toBe('Reports');
  expect(toasts).toHaveLength(2); // an update is no new order
});

test('an order already accepted by the time its data is read is not announced', async () => {
  mount();
  pending = [];
  await created('aaaa-0009');
  await waitFor(() => expect(live().connection).toBe('connected'));
  await act(async () => {});
  expect(toasts).toEqual([]);
});

test('"Sound and screen on this device" from a click: remembered per device; a new order then chimes', async () => {
  const first = mount();
  expect(alerts()).toMatchObject({ armed: false, soundOn: false, soundBlocked: false });
  // never armed: no banner, click or none
  expect(screen.queryByTestId('sound-banner')).toBeNull();
  // the switch asks from its click
  await userEvent.click(document.body);
  await act(async () => topics.orderAlertsRequest.emit({ action: 'arm' }));
  await waitFor(() => expect(alerts()).toMatchObject({ armed: true, soundOn: true, soundBlocked: false }));
  expect(localStorage.getItem(ARMED_KEY)).toBe('true');
  expect(chimes()).toBe(1); // the test chime

  pending = [order('aaaa-0001')];
  await created('aaaa-0001');
  await waitFor(() => expect(chimes()).toBe(2));

  // another page of the same tab, or the same device later: still on
  first.unmount();
  resetAudioForTests();
  tones.length = 0;
  startsRunning = true; // this browser allows sound without a click
  mount();
  await waitFor(() => expect(alerts()).toMatchObject({ armed: true, soundOn: true, soundBlocked: false }));
  expect(screen.queryByTestId('sound-banner')).toBeNull();

  // off: forgotten, and no chime for the order still waiting
  await act(async () => topics.orderAlertsRequest.emit({ action: 'disarm' }));
  expect(localStorage.getItem(ARMED_KEY)).toBeNull();
  expect(alerts()).toMatchObject({ armed: false, soundOn: false });
});

test('after a reload where the browser wants a click first, a banner says so; its one button turns sound back on', async () => {
  localStorage.setItem(ARMED_KEY, 'true'); // armed before the reload
  mount();
  const banner = await screen.findByTestId('sound-banner');
  expect(banner).toHaveTextContent('New orders cannot chime on this device yet');
  expect(
    within(banner)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Turn sound back on']);
  expect(alerts()).toMatchObject({ armed: true, soundOn: false, soundBlocked: true });

  await userEvent.click(screen.getByRole('button', { name: 'Turn sound back on' }));
  await waitFor(() => expect(screen.queryByTestId('sound-banner')).toBeNull());
  expect(alerts()).toMatchObject({ armed: true, soundOn: true, soundBlocked: false });
  expect(chimes()).toBe(1); // the test chime
});

test('after a reload, a tap anywhere on a touch screen turns sound back on too (its click is the gesture)', async () => {
  localStorage.setItem(ARMED_KEY, 'true');
  mount();
  await screen.findByTestId('sound-banner');
  // a finger's pointerdown comes before the browser counts the tap as a gesture: sound stays off
  await act(async () => {
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
  });
  expect(alerts()).toMatchObject({ soundOn: false, soundBlocked: true });
  await act(async () => {
    fireEvent.click(document.body);
  });
  await waitFor(() => expect(screen.queryByTestId('sound-banner')).toBeNull());
  expect(alerts()).toMatchObject({ armed: true, soundOn: true, soundBlocked: false });
});

test('titleWithCount replaces an old count and drops it at zero', () => {
  expect(titleWithCount('Orders', 3)).toBe('(3) Orders');
  expect(titleWithCount('(3) Orders', 4)).toBe('(4) Orders');
  expect(titleWithCount('(4) Orders', 0)).toBe('Orders');
});
