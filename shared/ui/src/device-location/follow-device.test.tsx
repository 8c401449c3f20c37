import { type FakeApi, fakeApi, fakeGeolocation, primeBus } from '@backoffice/api-client/testing';
import { DEVICE_LOCATION_MESSAGES, DEVICE_LOCATION_MIN_INTERVAL_MS, type DeviceLocation } from '@backoffice/contracts';
import { type DeviceLocationFollowState, resetBus, topics } from '@backoffice/event-bus';
import { act, renderHook, waitFor } from '@testing-library/react';
import { DEVICE_LOCATION_CONSENT_KEY, readDeviceLocationConsent, writeDeviceLocationConsent } from './consent';
import { useFollowDeviceLocation } from './follow-device';

/**
 * The device-location follower the host mounts for a dynamic shop's owner (spec 000 §2 "dynamic follows the
 * logged-in device"): consent once per device, every fix sent at most once per 30 s (the newest one at the end of
 * the interval), every error shown, the state on the bus for the settings panel.
 */
let api: FakeApi;
let geo: ReturnType<typeof fakeGeolocation>;
let clock: number;
const sent: unknown[] = [];

function serve(answer?: () => { status: number; body: unknown }) {
  api = fakeApi({
    'PUT /api/shops/s1/device-location': (request) => {
      sent.push(request.body);
      if (answer) return answer();
      return { body: { deviceLocation: { accuracy: null, ...(request.body as object), updatedAt: `t${sent.length}` } } };
    },
  });
}

/** Settles the fake fetch's promise chain. */
const flush = () => act(async () => {});

beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  clock = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  geo = fakeGeolocation();
  primeBus({ token: 'token-1', userId: 'u1' });
  serve();
});
afterEach(() => {
  api.restore();
  resetBus();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const follow = (initial: DeviceLocation | null = null) => renderHook(() => useFollowDeviceLocation('s1', initial));
const onBus = () => topics.deviceLocation.current() as DeviceLocationFollowState | null | undefined;

it('asks first: nothing is read before this device consents; the answer is kept and the watch starts', async () => {
  const { result } = follow();
  expect(result.current.state.status).toBe('consent-needed');
  expect(onBus()?.status).toBe('consent-needed');
  expect(geo.calls.watchPosition).toBe(0);
  expect(geo.calls.getCurrentPosition).toBe(0);

  act(() => result.current.answer('granted'));
  expect(readDeviceLocationConsent('s1')).toBe('granted');
  expect(geo.watching()).toBe(1);
  expect(result.current.state.status).toBe('locating');

  act(() => geo.fix(-36.8485, 174.7633, 12));
  await waitFor(() => expect(sent).toEqual([{ latitude: -36.8485, longitude: 174.7633, accuracy: 12 }]));
  await waitFor(() => expect(result.current.state.status).toBe('sharing'));
  expect(result.current.state.last).toEqual({ latitude: -36.8485, longitude: 174.7633, accuracy: 12, updatedAt: 't1' });
  expect(onBus()).toEqual({ shopId: 's1', status: 'sharing', last: result.current.state.last });
});

it('a device that consented before follows at once, without asking again (kept per shop)', async () => {
  writeDeviceLocationConsent('s1', 'granted');
  expect(JSON.parse(localStorage.getItem(DEVICE_LOCATION_CONSENT_KEY) ?? '')).toEqual({ s1: 'granted' });
  const { result } = follow();
  expect(result.current.state.status).toBe('locating');
  expect(geo.watching()).toBe(1);
  act(() => geo.fix(-36.8485, 174.7633));
  await waitFor(() => expect(sent).toHaveLength(1));
  // another shop on this device has its own answer
  expect(readDeviceLocationConsent('s2')).toBeNull();
});

it('"Not now" is kept too: no watch, no question, on the next mount either', () => {
  const first = follow();
  act(() => first.result.current.answer('declined'));
  expect(first.result.current.state.status).toBe('declined');
  first.unmount();
  const { result } = follow();
  expect(result.current.state.status).toBe('declined');
  expect(geo.calls.watchPosition).toBe(0);
});

it('sends at most once per 30 s, and the newest position of the interval when it ends', async () => {
  // jest's fake timers move Date.now with the timers: one clock for the throttle and its timer
  jest.restoreAllMocks();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  writeDeviceLocationConsent('s1', 'granted');
  follow();
  act(() => geo.fix(-36.8, 174.7));
  await flush();
  expect(sent).toHaveLength(1);

  wait(10_000);
  act(() => geo.fix(-36.81, 174.71));
  wait(10_000);
  act(() => geo.fix(-36.82, 174.72));
  await flush();
  expect(sent).toHaveLength(1);

  // 1 ms before the interval ends nothing more went; at its end the newest fix goes
  wait(DEVICE_LOCATION_MIN_INTERVAL_MS - 20_000 - 1);
  await flush();
  expect(sent).toHaveLength(1);
  wait(1);
  await flush();
  expect(sent).toEqual([
    { latitude: -36.8, longitude: 174.7, accuracy: 12 },
    { latitude: -36.82, longitude: 174.72, accuracy: 12 },
  ]);

  // nothing new meanwhile: nothing more is sent; a fix a full interval after the last send goes at once
  wait(DEVICE_LOCATION_MIN_INTERVAL_MS);
  await flush();
  expect(sent).toHaveLength(2);
  act(() => geo.fix(-36.83, 174.73));
  await flush();
  expect(sent).toHaveLength(3);
});

it.each([
  [1, DEVICE_LOCATION_MESSAGES.denied],
  [2, DEVICE_LOCATION_MESSAGES.unavailable],
  [3, DEVICE_LOCATION_MESSAGES.timeout],
] as const)('geolocation error %s: its message, the watch ends; consenting again starts a new one', (code, message) => {
  writeDeviceLocationConsent('s1', 'granted');
  const { result } = follow();
  act(() => geo.fail(code));
  expect(result.current.state).toMatchObject({ status: 'error', message });
  expect(onBus()).toMatchObject({ status: 'error', message });
  expect(geo.watching()).toBe(0);
  act(() => result.current.answer('granted'));
  expect(geo.watching()).toBe(1);
  expect(result.current.state.status).toBe('locating');
});

it('a refusal by the API is shown and the watch ends', async () => {
  serve(() => ({ status: 409, body: { message: DEVICE_LOCATION_MESSAGES.fixedShop } }));
  writeDeviceLocationConsent('s1', 'granted');
  const { result } = follow();
  act(() => geo.fix(-36.8, 174.7));
  await waitFor(() =>
    expect(result.current.state).toMatchObject({ status: 'error', message: DEVICE_LOCATION_MESSAGES.fixedShop }),
  );
  expect(geo.watching()).toBe(0);
});

it('a browser without geolocation says so', () => {
  geo.remove();
  writeDeviceLocationConsent('s1', 'granted');
  const { result } = follow();
  expect(result.current.state).toMatchObject({ status: 'error', message: DEVICE_LOCATION_MESSAGES.unsupported });
});

it('screens start and stop it through the bus (their shop only); unmounting ends the watch and clears the bus', () => {
  const { unmount } = follow();
  act(() => topics.deviceLocationRequest.emit({ shopId: 's2', action: 'start' }));
  expect(geo.watching()).toBe(0);
  act(() => topics.deviceLocationRequest.emit({ shopId: 's1', action: 'start' }));
  expect(geo.watching()).toBe(1);
  expect(readDeviceLocationConsent('s1')).toBe('granted');
  act(() => topics.deviceLocationRequest.emit({ shopId: 's1', action: 'stop' }));
  expect(geo.watching()).toBe(0);
  expect(onBus()?.status).toBe('declined');
  expect(readDeviceLocationConsent('s1')).toBe('declined');
  act(() => topics.deviceLocationRequest.emit({ shopId: 's1', action: 'start' }));
  expect(geo.watching()).toBe(1);
  unmount();
  expect(geo.watching()).toBe(0);
  expect(onBus()).toBeNull();
});

it('starts from the shop’s stored position until this device sends one', () => {
  const stored = { latitude: -41.2865, longitude: 174.7762, accuracy: null, updatedAt: '2026-03-09T01:05:00.000Z' };
  const { result } = follow(stored);
  expect(result.current.state.last).toEqual(stored);
  expect(onBus()?.last).toEqual(stored);
});
