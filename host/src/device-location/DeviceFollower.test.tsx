import { type FakeApi, fakeApi, fakeGeolocation, testShop } from '@backoffice/api-client/testing';
import { DEVICE_LOCATION_CONSENT, DEVICE_LOCATION_MESSAGES, type Shop } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSession } from '../session/host-session-store';
import { renderShell, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';

/**
 * The shell follows a dynamic shop's owner's device on every page (spec 000 §2 Location), not only on settings:
 * the follower is mounted by the signed-in shell (SignedInShell → DeviceFollower) for the current shop.
 */
let api: FakeApi | undefined;
let geo: ReturnType<typeof fakeGeolocation>;
const sent: unknown[] = [];

beforeEach(() => {
  resetBus();
  hostSession.reset();
  localStorage.clear();
  sent.length = 0;
  geo = fakeGeolocation();
  api = fakeApi({
    'PUT /api/shops/s1/device-location': (request) => {
      sent.push(request.body);
      return { body: { deviceLocation: { accuracy: null, ...(request.body as object), updatedAt: '2026-03-10T22:30:00.000Z' } } };
    },
  });
});
afterEach(async () => {
  api?.restore();
  await settleAndClearToasts();
});

const truck = (extra: Partial<Shop> = {}) => testShop('s1', 'Taco Truck', { type: 'dynamic', owner: 'u1', ...extra });

it('asks the owner of a dynamic shop once, on any page, then keeps sending while they move between pages', async () => {
  signedIn({ shop: truck() });
  const user = userEvent.setup();
  await renderShell('/shop/orders');
  const question = await screen.findByRole('region', { name: DEVICE_LOCATION_CONSENT.title });
  expect(question).toHaveTextContent(DEVICE_LOCATION_CONSENT.body('Taco Truck'));
  expect(geo.calls.watchPosition).toBe(0);

  await user.click(within(question).getByRole('button', { name: DEVICE_LOCATION_CONSENT.share }));
  expect(screen.queryByRole('region', { name: DEVICE_LOCATION_CONSENT.title })).toBeNull();
  expect(geo.watching()).toBe(1);
  act(() => geo.fix(-36.8485, 174.7633));
  await waitFor(() => expect(sent).toHaveLength(1));

  // another area: the same watch goes on (the follower is the shell's, not a page's)
  await user.click(screen.getByRole('link', { name: 'Menu' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/shop/menu');
  expect(geo.watching()).toBe(1);
  expect(geo.calls.watchPosition).toBe(1);
  expect(topics.deviceLocation.current()).toMatchObject({ shopId: 's1', status: 'sharing' });
});

it('a device that answered before is not asked again, and follows at once', async () => {
  localStorage.setItem('backoffice.deviceLocationConsent', JSON.stringify({ s1: 'granted' }));
  signedIn({ shop: truck() });
  await renderShell('/dashboard');
  await waitFor(() => expect(geo.watching()).toBe(1));
  expect(screen.queryByRole('region', { name: DEVICE_LOCATION_CONSENT.title })).toBeNull();
});

it('shows a geolocation error on any page, with Try again', async () => {
  localStorage.setItem('backoffice.deviceLocationConsent', JSON.stringify({ s1: 'granted' }));
  signedIn({ shop: truck() });
  const user = userEvent.setup();
  await renderShell('/shop/orders');
  await waitFor(() => expect(geo.watching()).toBe(1));
  act(() => geo.fail(1));
  expect(await screen.findByRole('alert')).toHaveTextContent(DEVICE_LOCATION_MESSAGES.denied);
  await user.click(screen.getByRole('button', { name: DEVICE_LOCATION_CONSENT.retry }));
  expect(geo.watching()).toBe(1);
});

it.each([
  ['a fixed shop', truck({ type: 'fixed' }), 'u1'],
  ['someone else’s dynamic shop (an admin included)', truck({ owner: 'u2' }), 'u1'],
])('nothing for %s', async (_name, shop) => {
  signedIn({ shop });
  await renderShell('/dashboard');
  await act(async () => {});
  expect(screen.queryByRole('region', { name: DEVICE_LOCATION_CONSENT.title })).toBeNull();
  expect(topics.deviceLocation.current()).toBeUndefined();
});

it('the watch ends when the shop stops being dynamic (a settings save republishes it)', async () => {
  localStorage.setItem('backoffice.deviceLocationConsent', JSON.stringify({ s1: 'granted' }));
  signedIn({ shop: truck() });
  await renderShell('/dashboard');
  await waitFor(() => expect(geo.watching()).toBe(1));
  act(() => topics.shop.publish({ shopId: 's1', shop: truck({ type: 'fixed' }) }));
  expect(geo.watching()).toBe(0);
  expect(topics.deviceLocation.current()).toBeNull();
});
