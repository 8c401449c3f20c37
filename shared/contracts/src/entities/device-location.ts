import { z } from 'zod';
import { isoDate, numberField } from './common';

/**
 * A dynamic-location shop (spec 000 §2 Location: "a dynamic location follows the logged-in device, for vans and
 * trucks"). The signed-in owner's browser shares its position, with the owner's consent, through
 * PUT /api/shops/{shopId}/device-location (ours: api/README.md "Device location"); the shop then answers with
 * `deviceLocation`, its last known position and when it was taken (the server's clock, not the device's).
 */
export const deviceLocation = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** metres, as the browser reports it (95 % confidence radius); null when the device gave none */
  accuracy: z.number().nullable(),
  updatedAt: isoDate,
});
export type DeviceLocation = z.infer<typeof deviceLocation>;

/** The body of PUT /api/shops/{shopId}/device-location: one browser position (GeolocationCoordinates' fields). */
export const deviceLocationRequest = z.strictObject({
  latitude: numberField('Latitude', { required: true, min: -90, max: 90 }),
  longitude: numberField('Longitude', { required: true, min: -180, max: 180 }),
  accuracy: numberField('Accuracy', { min: 0, max: 100_000 }).optional(),
});
export type DeviceLocationRequest = z.infer<typeof deviceLocationRequest>;

export const deviceLocationResponse = z.object({ deviceLocation });
export type DeviceLocationResponse = z.infer<typeof deviceLocationResponse>;

export const DEVICE_LOCATION_MESSAGES = {
  /** the API's 409 for a fixed shop */
  fixedShop: 'Only a shop with a dynamic location follows a device. Set the shop type to Dynamic and save first.',
  /** the API's 403 for anyone but the shop's owner, an admin included: it is the owner's device the shop follows */
  ownerOnly: "Only the shop's owner can share their device's location for it.",
  denied: 'Location permission was denied. Allow location for this site in your browser settings, then try again.',
  unavailable: 'This device could not determine its location. Check that location services are on, then try again.',
  timeout: 'Finding this device’s location took too long. Try again.',
  unsupported: 'This browser cannot share its location.',
} as const;

/**
 * While the owner keeps sharing, the browser reports every move; the shop's position is sent at most this often
 * (one write per half-minute per truck is plenty for a map, and keeps a moving van from writing every second).
 */
export const DEVICE_LOCATION_MIN_INTERVAL_MS = 30_000;

/** Whether a new fix is sent: the first one at once, then one per interval. */
export function shouldSendDeviceLocation(lastSentAtMs: number | null, nowMs: number): boolean {
  return lastSentAtMs === null || nowMs - lastSentAtMs >= DEVICE_LOCATION_MIN_INTERVAL_MS;
}
