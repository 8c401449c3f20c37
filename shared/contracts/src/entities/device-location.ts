import { z } from 'zod';
import { isoDate, numberField } from './common';

/**
 * A dynamic-location shop (spec 000 §2 Location: "a dynamic location follows the logged-in device, for vans and
 * trucks"). The signed-in owner's browser shares its position, with the owner's consent, through
 * PUT /api/shops/{shopId}/device-location (ours: docs/decisions/012-shop-settings.md); the shop then answers with
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
