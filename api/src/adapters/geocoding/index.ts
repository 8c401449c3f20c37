import { googleGeocoder } from './google';
import { localGeocoder } from './local';
import type { Geocoder } from './types';

export type { Geocoder, LatLng } from './types';
export { GeocoderUnavailable } from './types';
export { googleGeocoder, localGeocoder };

/** GOOGLE_GEOCODING_API_KEY set: Google Geocoding; else the local gazetteer (local.ts). */
export function createGeocoder(config: { googleApiKey: string | null }): Geocoder {
  return config.googleApiKey ? googleGeocoder(config.googleApiKey) : localGeocoder();
}
