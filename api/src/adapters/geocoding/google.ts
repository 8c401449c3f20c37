import { type Geocoder, GeocoderUnavailable, type LatLng } from './types';

const ENDPOINT = 'https://maps.googleapis.com/maps/api/geocode/json';
const TIMEOUT_MS = 5000;

interface GeocodeAnswer {
  status?: string;
  results?: Array<{ geometry?: { location?: { lat?: unknown; lng?: unknown } } }>;
}

/**
 * Google Geocoding behind the server's key (GOOGLE_GEOCODING_API_KEY; never sent to a browser), restricted to New
 * Zealand like the address autocomplete. `ZERO_RESULTS` → cannot be placed; any other failure → GeocoderUnavailable.
 */
export function googleGeocoder(apiKey: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    name: 'google',
    async locate(address: string): Promise<LatLng | null> {
      const url = `${ENDPOINT}?${new URLSearchParams({ address, components: 'country:NZ', region: 'nz', key: apiKey })}`;
      let answer: GeocodeAnswer;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        answer = (await response.json()) as GeocodeAnswer;
      } catch (error) {
        throw new GeocoderUnavailable(`geocoding failed: ${String(error)}`);
      }
      if (answer.status === 'ZERO_RESULTS') return null;
      const location = answer.results?.[0]?.geometry?.location;
      if (answer.status !== 'OK' || typeof location?.lat !== 'number' || typeof location.lng !== 'number')
        throw new GeocoderUnavailable(`geocoding answered ${answer.status ?? 'nothing'}`);
      return { lat: location.lat, lng: location.lng };
    },
  };
}
