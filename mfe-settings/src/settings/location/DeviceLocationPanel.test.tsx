import { useAuth, useCurrentShop } from '@backoffice/api-client';
import { type FakeApi, fakeApi, fakeGeolocation, primeBus, testShop } from '@backoffice/api-client/testing';
import { DEVICE_LOCATION_CONSENT, DEVICE_LOCATION_MESSAGES, followsOwnerDevice, type Shop } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { FollowDeviceLocation } from '@backoffice/ui';
import { renderArea } from '@backoffice/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { App } from '../../App';

/**
 * The Device location panel (spec 000 §2: a dynamic location follows the logged-in device). The following itself
 * runs in the host shell (shared/ui useFollowDeviceLocation, tested there and in host DeviceFollower.test); here a
 * stand-in for the host mounts the same shared follower beside the remote, as the shell does, and
 * `navigator.geolocation` is a fake the tests drive. The panel shows the follower's state and holds its controls.
 */
function HostFollower() {
  const shop = useCurrentShop()?.shop;
  const userId = useAuth()?.userId;
  return shop && followsOwnerDevice(shop, userId) ? <FollowDeviceLocation key={shop._id} shop={shop} /> : null;
}

const truck = (extra: Partial<Shop> = {}) =>
  testShop('s1', 'Taco Truck', { type: 'dynamic', hideFromMap: false, owner: 'u1', ...extra });

let api: FakeApi;
let geo: ReturnType<typeof fakeGeolocation>;
const shared: unknown[] = [];

function serve(shop: Shop, answer?: (body: unknown) => { status?: number; body: unknown }) {
  let current = shop;
  api = fakeApi({
    'GET /api/shops/s1': () => ({ body: { shop: current, stripeAccount: null } }),
    'PUT /api/shops/s1': (request) => {
      current = { ...current, ...(request.body as { shopInfo: object }).shopInfo };
      return { body: { shop: current } };
    },
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
  localStorage.clear();
  geo = fakeGeolocation();
});
afterEach(() => {
  api.restore();
  resetBus();
  jest.restoreAllMocks();
});

/** The host shell swaps areas under the follower: `leaveSettings()` unmounts the remote, the follower stays. */
let leaveSettings: () => void = () => {};
function Shell() {
  const [area, setArea] = useState(true);
  leaveSettings = () => act(() => setArea(false));
  return (
    <>
      <HostFollower />
      {area ? <App /> : <p>Orders</p>}
    </>
  );
}

async function openLocation(shop: Shop, userId = 'u1') {
  primeBus({ token: 'token-1', userId, shop });
  renderArea(<Shell />, { path: '/shop/settings?section=location' });
  await screen.findByRole('form', { name: 'Location' });
  return screen.queryByTestId('device-location');
}

const SHARE = 'Share this device’s location';

it('Share is this device’s consent: the follower starts, each fix is stored and the panel shows it', async () => {
  serve(truck());
  const panel = await openLocation(truck());
  if (!panel) throw new Error('no device-location panel');
  expect(within(panel).getByText('No device location shared yet.')).toBeInTheDocument();
  expect(geo.calls.watchPosition).toBe(0);

  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  expect(geo.calls.watchPosition).toBe(1);
  expect(within(panel).getByRole('status')).toHaveTextContent('Finding this device’s location…');
  // the host's one-time question is answered by the panel's button
  expect(screen.queryByRole('region', { name: DEVICE_LOCATION_CONSENT.title })).toBeNull();

  act(() => geo.fix(-36.8485, 174.7633, 12));
  await waitFor(() => expect(shared).toEqual([{ latitude: -36.8485, longitude: 174.7633, accuracy: 12 }]));
  expect(await within(panel).findByText('Last updated 11/03/2026 at 11:30 at -36.84850, 174.76330 (± 12 m)')).toBeInTheDocument();
  expect(within(panel).getByRole('status')).toHaveTextContent('Sharing this device’s location.');
});

it('Stop sharing ends the watch and is kept; leaving the settings screen does NOT end it', async () => {
  serve(truck());
  const panel = (await openLocation(truck())) as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  expect(geo.watching()).toBe(1);
  fireEvent.click(within(panel).getByRole('button', { name: 'Stop sharing' }));
  expect(geo.watching()).toBe(0);
  expect(within(panel).getByRole('status')).toHaveTextContent('Not shared from this device.');
  act(() => geo.fix(-36.8485, 174.7633));
  await act(async () => {});
  expect(shared).toEqual([]);

  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  expect(geo.watching()).toBe(1);
  // another area: the settings remote is gone, the host's follower keeps watching and sending
  leaveSettings();
  expect(screen.queryByTestId('device-location')).toBeNull();
  expect(geo.watching()).toBe(1);
  act(() => geo.fix(-36.8485, 174.7633));
  await waitFor(() => expect(shared).toHaveLength(1));
});

it('a geolocation error is shown in the panel; Try again asks again', async () => {
  serve(truck());
  const panel = (await openLocation(truck())) as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  act(() => geo.fail(1));
  expect(within(panel).getByRole('alert')).toHaveTextContent(DEVICE_LOCATION_MESSAGES.denied);
  expect(geo.watching()).toBe(0);
  fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(geo.calls.watchPosition).toBe(2);
  expect(within(panel).queryByRole('alert')).toBeNull();
});

it('a refusal by the API is shown in place and the watch ends', async () => {
  serve(truck(), () => ({ status: 409, body: { message: DEVICE_LOCATION_MESSAGES.fixedShop } }));
  const panel = (await openLocation(truck())) as HTMLElement;
  fireEvent.click(within(panel).getByRole('button', { name: SHARE }));
  act(() => geo.fix(-36.8485, 174.7633));
  expect(await within(panel).findByRole('alert')).toHaveTextContent(DEVICE_LOCATION_MESSAGES.fixedShop);
  expect(geo.watching()).toBe(0);
});

it('shows the last saved position on load; someone other than the owner cannot share', async () => {
  const shop = truck({
    deviceLocation: { latitude: -41.2865, longitude: 174.7762, accuracy: null, updatedAt: '2026-03-09T01:05:00.000Z' },
  });
  serve(shop);
  // a manager of the team opens Settings, but only the owner's device follows a dynamic shop
  const panel = (await openLocation({ ...shop, role: 'manager' }, 'manager-1')) as HTMLElement;
  expect(within(panel).getByText('Last updated 09/03/2026 at 14:05 at -41.28650, 174.77620')).toBeInTheDocument();
  expect(within(panel).getByText(DEVICE_LOCATION_MESSAGES.ownerOnly)).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: SHARE })).toBeNull();
});

it('without a host follower (an older host, the remote alone) the panel says so and offers nothing', async () => {
  serve(truck());
  primeBus({ token: 'token-1', userId: 'u1', shop: truck() });
  renderArea(<App />, { path: '/shop/settings?section=location' });
  const panel = await screen.findByTestId('device-location');
  expect(within(panel).getByText(DEVICE_LOCATION_MESSAGES.noFollower)).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: SHARE })).toBeNull();
});

it('a fixed shop has no device panel; saving it as Dynamic tells the host, whose follower then asks', async () => {
  const fixed = truck({ type: 'fixed' });
  serve(fixed);
  const changed: string[] = [];
  topics.shopChanged.on(({ shopId }) => changed.push(shopId));
  expect(await openLocation(fixed)).toBeNull();
  const form = screen.getByRole('form', { name: 'Location' });
  fireEvent.change(within(form).getByLabelText('Shop type'), { target: { value: 'dynamic' } });
  expect(within(form).getByText('Save to start sharing this device’s location.')).toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('device-location')).toBeInTheDocument();
  await waitFor(() => expect(changed).toEqual(['s1']));
  // the host reloads the shop on shopChanged (host session.ts); here the stand-in republishes it
  act(() => topics.shop.publish({ shopId: 's1', shop: truck() }));
  expect(await screen.findByRole('region', { name: DEVICE_LOCATION_CONSENT.title })).toBeInTheDocument();
  expect(geo.calls.watchPosition).toBe(0);
});
