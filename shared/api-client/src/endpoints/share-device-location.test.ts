import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { type FakeApi, fakeApi } from '../testing';
import { shareDeviceLocation } from './share-device-location';

let api: FakeApi | undefined;
let toasts: ToastMessage[];
beforeEach(() => {
  toasts = [];
  topics.toast.on((toast) => toasts.push(toast));
});
afterEach(() => {
  api?.restore();
  resetBus();
});

const stored = { latitude: -36.8485, longitude: 174.7633, accuracy: 12, updatedAt: '2026-03-10T22:30:00.000Z' };

it('PUTs the position as the body and reads { deviceLocation }', async () => {
  api = fakeApi({ 'PUT /api/shops/s%201/device-location': { deviceLocation: stored } });
  await expect(shareDeviceLocation('s 1', { latitude: -36.8485, longitude: 174.7633, accuracy: 12 })).resolves.toEqual(stored);
  expect(api.requests[0]?.body).toEqual({ latitude: -36.8485, longitude: 174.7633, accuracy: 12 });
});

it('a refusal rejects with the server message and toasts nothing (the screen shows it in place)', async () => {
  api = fakeApi({
    'PUT /api/shops/s1/device-location': () => ({ status: 409, body: { message: 'Only a dynamic shop' } }),
  });
  await expect(shareDeviceLocation('s1', { latitude: 0, longitude: 0 })).rejects.toMatchObject({
    status: 409,
    message: 'Only a dynamic shop',
  });
  expect(toasts).toEqual([]);
});

it('an answer without a position is a failed call', async () => {
  api = fakeApi({ 'PUT /api/shops/s1/device-location': { deviceLocation: { latitude: 'x' } } });
  await expect(shareDeviceLocation('s1', { latitude: 0, longitude: 0 })).rejects.toMatchObject({ failure: 'invalid-response' });
});
