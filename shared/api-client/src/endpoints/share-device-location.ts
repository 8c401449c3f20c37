import type { DeviceLocation, DeviceLocationRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { envelope, isObject } from './envelopes';

/** `{ deviceLocation: { latitude, longitude, accuracy, updatedAt } }` → the position (its envelope and kinds checked). */
function deviceLocationIn(data: unknown): DeviceLocation {
  const value = envelope(data).deviceLocation;
  if (
    !isObject(value) ||
    typeof value.latitude !== 'number' ||
    typeof value.longitude !== 'number' ||
    typeof value.updatedAt !== 'string'
  )
    throw new TypeError('unexpected response: "deviceLocation" is not a position');
  return value as unknown as DeviceLocation;
}

/**
 * PUT /api/shops/:shopId/device-location (ours; docs/decisions/012-shop-settings.md) with one browser position →
 * `{ deviceLocation }` as stored. Silent: the settings screen shows a refusal in place (it repeats while sharing,
 * so a toast per fix would pile up).
 */
export function shareDeviceLocation(shopId: string, position: DeviceLocationRequest): Promise<DeviceLocation> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/device-location`, {
    method: 'PUT',
    body: position,
    silent: true,
    parse: deviceLocationIn,
  });
}
