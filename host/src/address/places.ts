import type { Address, AddressSearch, AddressSuggestion } from '@backoffice/contracts';
import { loadHostConfig } from '../config/host-config';

/**
 * The host's Google Places adapter behind shared/ui's AddressInput (the `AddressSearch` seam of contracts), used by
 * onboarding and handed to remotes on the bus (`topics.addressSearch`, published by the signed-in shell).
 */

/** Spec 000 §2/§9: autocomplete restricted to New Zealand. */
export const PLACES_REGION = 'nz';

// The small part of the Maps JavaScript API "places" library used here (Places API (New): AutocompleteSuggestion
// and Place). Written out instead of depending on @types/google.maps.
interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}
export interface PlaceLike {
  id: string;
  formattedAddress?: string | null;
  location?: { lat(): number; lng(): number } | null;
  addressComponents?: AddressComponent[] | null;
  fetchFields(request: { fields: string[] }): Promise<unknown>;
}
interface PlacePrediction {
  placeId: string;
  text: { toString(): string };
  toPlace(): PlaceLike;
}
interface PlacesLibrary {
  AutocompleteSessionToken: new () => unknown;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedRegionCodes: string[];
      sessionToken: unknown;
      region?: string;
    }): Promise<{ suggestions: Array<{ placePrediction: PlacePrediction | null }> }>;
  };
}

function component(place: PlaceLike, ...types: string[]): string | undefined {
  for (const type of types) {
    const found = place.addressComponents?.find((c) => c.types.includes(type));
    const text = found?.longText?.trim();
    if (text) return text;
  }
  return undefined;
}

/** A Place (with formattedAddress, location, addressComponents fetched) → the contracts address object. */
export function placeToAddress(place: PlaceLike): Address {
  const street = [component(place, 'street_number'), component(place, 'route')].filter(Boolean).join(' ') || undefined;
  const suburb = component(place, 'sublocality_level_1', 'sublocality', 'neighborhood');
  const city = component(place, 'locality', 'postal_town', 'administrative_area_level_2');
  const postCode = component(place, 'postal_code');
  const country = place.addressComponents?.find((c) => c.types.includes('country'))?.shortText ?? undefined;
  const parts = { street, suburb, city, postCode, country };
  const components = Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) as NonNullable<Address['components']>;
  const lat = place.location?.lat();
  const lng = place.location?.lng();
  return {
    formatted_address: place.formattedAddress?.trim() ?? '',
    place_id: place.id,
    ...(typeof lat === 'number' && typeof lng === 'number' ? { location: { lat, lng } } : {}),
    ...(Object.keys(components).length > 0 ? { components } : {}),
  };
}

/** Wraps the loaded library: one session token per search-then-choose, as Places billing expects. */
export function googleAddressSearch(places: PlacesLibrary): AddressSearch {
  let sessionToken = new places.AutocompleteSessionToken();
  const predictions = new Map<string, PlacePrediction>();
  return {
    async suggest(input) {
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: [PLACES_REGION],
        region: PLACES_REGION,
        sessionToken,
      });
      predictions.clear();
      const found: AddressSuggestion[] = [];
      for (const { placePrediction } of suggestions) {
        if (!placePrediction) continue;
        predictions.set(placePrediction.placeId, placePrediction);
        found.push({ id: placePrediction.placeId, text: placePrediction.text.toString() });
      }
      return found;
    },
    async resolve(suggestion) {
      const prediction = predictions.get(suggestion.id);
      if (!prediction) throw new Error(`unknown suggestion ${suggestion.id}`);
      const place = prediction.toPlace();
      await place.fetchFields({ fields: ['id', 'formattedAddress', 'location', 'addressComponents'] });
      sessionToken = new places.AutocompleteSessionToken();
      return placeToAddress(place);
    },
  };
}

let loading: Promise<AddressSearch> | null = null;

/**
 * Loads the Maps JavaScript API "places" library with the run-time key, once per page. The loader itself is a
 * separate chunk: nobody downloads it unless a key is configured and an address input opens.
 */
export function loadGoogleAddressSearch(apiKey: string): Promise<AddressSearch> {
  loading ??= (async () => {
    const { setOptions, importLibrary } = await import(/* webpackChunkName: "maps-loader" */ '@googlemaps/js-api-loader');
    setOptions({ key: apiKey, v: 'weekly', region: 'NZ', language: 'en' });
    const places = (await importLibrary('places')) as unknown as PlacesLibrary;
    return googleAddressSearch(places);
  })();
  // A failed load (blocked script, bad key) may be retried the next time an address input opens.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Which address search this page has: Google Places when the run-time config holds a Maps key and its script
 * loads; otherwise none (null), and the plain NZ form is used.
 */
export async function hostAddressSearch(): Promise<AddressSearch | null> {
  const { googleMapsApiKey } = await loadHostConfig();
  if (!googleMapsApiKey) return null;
  try {
    return await loadGoogleAddressSearch(googleMapsApiKey);
  } catch (error) {
    console.warn('[host] Google Maps could not load; using the plain address form', error);
    return null;
  }
}
