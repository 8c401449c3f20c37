import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { DEVICE_LOCATION_MESSAGES, DEVICE_LOCATION_MIN_INTERVAL_MS, type Shop } from '@backoffice/contracts';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';

/**
 * A dynamic shop follows its owner's device (spec 000 §2). `navigator.geolocation` is a fake the tests drive: they
 * hand out fixes and errors as a browser would, so every state of the panel is checked without a real device.
 */
type Watcher = { success: PositionCallback; error: PositionErrorCallback | null | undefined };

function installGeolocation() {
  const watchers = new Map<number, Watcher>();
  let next = 1;
  const geolocation = {
    watchPosition: jest.fn((success: PositionCallback, error?: PositionErrorCallback | null) => {
      const id = next++;
      watchers.set(id, { success, error });
      return id;
    }),
    clearWatch: jest.fn((id: number) => void watchers.delete(id)),
    getCurrentPosition: jest.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const active = () => [...watchers.values()];
  return {
    geolocation,
    watching: () => watchers.size,
    fix(latitude: number, longitude: number, accuracy = 12) {
      const position = { coords: { latitude, longitude, accuracy }, timestamp: 0 } as unknown as GeolocationPosition;
      act(() => {
        for (const watcher of active()) watcher.success(position);
      });
    },
    fail(code: 1 | 2 | 3) {
      const error = { code, message: 'fake' } as GeolocationPositionError;
      act(() => {
        for (const watcher of active()) watcher.error?.(error);
      });
    },
  };
}

const truck = (extra: Partial<Shop> = {}) =>
  testShop('s1', 'Taco Truck', { type: 'dynamic', hideFromMap: false, owner: 'u1', ...extra });

let api: FakeApi;
let clock = 1_000_000;
let geo: ReturnType<typeof installGeolocation>;
const shared: unknown[] = [];

function serve(shop: Shop, answer?: (body: unknown) => { status?: number; body: unknown }) {
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'PUT /api/shops/s1': (request) => ({
      body: { shop: { ...shop, ...(request.body as { shopInfo: object }).shopInfo } },
    }),
    'PUT /api/shops/s1/device-location': (request) => {
      shared.push(request.body);
      if (answer) return answer(request.body);
      // the API stamps its own time: a fixed instant here (11:30 NZDT on 11 March 2026)
      return { body: { deviceLocation: { accuracy: null, ...(request.body as object), updatedAt: '2026-03-10T22:30:00.000Z' } } };
    },
  });
}

beforeEach(() => {
  shared.length = 0;
  clock = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  geo = installGeolocation();
});
afterEach(() => {
  api.restore();
  resetBus();
  jest.restoreAllMocks();
});

let unmount: () => void = () => {};
async function openLocation(shop: Shop, userId = 'u1') {
  primeBus({ token: 'token-1', userId, shop });
  ({ unmount } = renderArea(<App />, { path: '/shop/settings?section=location' }));
  await screen.findByRole('form', { name: 'Location' });
  return screen.queryByTestId('device-location');
}

const SHARE = 'Share this device’s location';

it('reads nothing before the owner presses Share; then sends each fix and shows when it was last updated', async () => {
  serve(truck());
  const panel = await openLocation(truck());
  if (!panel) throw new Error('no device-location panel');
  expect(within(panel).getByText('No device location shared yet.')).toBeInTheDocument();
  expect(geo.geolocation.watchPosition).not.toHaveBeenCalled();
  expect(geo.geolocation.getCurrentPosition).not.toHaveBeenCalled();

  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  expect(geo.geolocation.watchPosition).toHaveBeenCalledTimes(1);
  expect(within(panel).getByRole('status')).toHaveTextContent('Finding this device’s location…');

  geo.fix(-36.8485, 174.7633, 12);
  await waitFor(() => expect(shared).toEqual([{ latitude: -36.8485, longitude: 174.7633, accuracy: 12 }]));
  expect(await within(panel).findByText('Last updated 11/03/2026 at 11:30 at -36.84850, 174.76330 (± 12 m)')).toBeInTheDocument();
  expect(within(panel).getByRole('status')).toHaveTextContent('Sharing this device’s location.');
});

it('while sharing, a fix is sent at most once per interval', async () => {
  serve(truck());
  const panel = await openLocation(truck());
  fireEvent.click(within(panel as HTMLElement).getByRole('button', { name: SHARE }));
  geo.fix(-36.8485, 174.7633);
  await waitFor(() => expect(shared).toHaveLength(1));
  clock += DEVICE_LOCATION_MIN_INTERVAL_MS - 1;
  geo.fix(-36.86, 174.77);
  await act(async () => {});
  expect(shared).toHaveLength(1);
  clock += 1;
  geo.fix(-36.87, 174.78);
  await waitFor(() => expect(shared).toHaveLength(2));
  expect(shared[1]).toEqual({ latitude: -36.87, longitude: 174.78, accuracy: 12 });
});

it('Stop sharing ends the watch, and leaving the screen does too', async () => {
  serve(truck());
  const panel = (await openLocation(truck())) as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  expect(geo.watching()).toBe(1);
  fireEvent.click(within(panel).getByRole('button', { name: 'Stop sharing' }));
  expect(geo.geolocation.clearWatch).toHaveBeenCalledWith(1);
  expect(geo.watching()).toBe(0);
  geo.fix(-36.8485, 174.7633);
  await act(async () => {});
  expect(shared).toEqual([]);

  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  expect(geo.watching()).toBe(1);
  unmount();
  expect(geo.watching()).toBe(0);
});

it.each([
  [1, DEVICE_LOCATION_MESSAGES.denied],
  [2, DEVICE_LOCATION_MESSAGES.unavailable],
  [3, DEVICE_LOCATION_MESSAGES.timeout],
] as const)('a geolocation error %s is shown in place, the watch ends, and Try again asks again', async (code, text) => {
  serve(truck());
  const panel = (await openLocation(truck())) as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  geo.fail(code);
  expect(within(panel).getByRole('alert')).toHaveTextContent(text);
  expect(geo.watching()).toBe(0);
  expect(shared).toEqual([]);
  fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(geo.geolocation.watchPosition).toHaveBeenCalledTimes(2);
  expect(within(panel).queryByRole('alert')).toBeNull();
});

it('a browser without geolocation says so', async () => {
  serve(truck());
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  const panel = (await openLocation(truck())) as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  expect(within(panel).getByRole('alert')).toHaveTextContent(DEVICE_LOCATION_MESSAGES.unsupported);
});

it('a refusal by the API is shown in place and the watch ends', async () => {
  serve(truck(), () => ({ status: 409, body: { message: DEVICE_LOCATION_MESSAGES.fixedShop } }));
  const panel = (await openLocation(truck())) as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  geo.fix(-36.8485, 174.7633);
  expect(await within(panel).findByRole('alert')).toHaveTextContent(DEVICE_LOCATION_MESSAGES.fixedShop);
  expect(geo.watching()).toBe(0);
});

it('shows the last saved position on load; someone other than the owner cannot share', async () => {
  const shop = truck({
    deviceLocation: { latitude: -41.2865, longitude: 174.7762, accuracy: null, updatedAt: '2026-03-09T01:05:00.000Z' },
  });
  serve(shop);
  const panel = (await openLocation(shop, 'admin-1')) as HTMLElement;
  expect(within(panel).getByText('Last updated 09/03/2026 at 14:05 at -41.28650, 174.77620')).toBeInTheDocument();
  expect(within(panel).getByText(DEVICE_LOCATION_MESSAGES.ownerOnly)).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: SHARE })).toBeNull();
});

it('a fixed shop has no device panel; choosing Dynamic asks to save first, and the saved dynamic shop shows it', async () => {
  const fixed = truck({ type: 'fixed' });
  serve(fixed);
  expect(await openLocation(fixed)).toBeNull();
  const form = screen.getByRole('form', { name: 'Location' });
  fireEvent.change(within(form).getByLabelText('Shop type'), { target: { value: 'dynamic' } });
  expect(within(form).getByText('Save to start sharing this device’s location.')).toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('device-location')).toBeInTheDocument();
  expect(geo.geolocation.watchPosition).not.toHaveBeenCalled();
});
