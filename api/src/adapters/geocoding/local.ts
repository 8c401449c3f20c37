import { CITIES, type Place, SUBURBS_AND_STREETS } from './nz-places';
import type { Geocoder, LatLng } from './types';

/** Lower case, macrons and accents dropped, punctuation as spaces, padded: whole words match with `includes(' x ')`. */
function normalise(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${plain} `;
}

const names = (place: Place) => ` ${place.name} `;

/**
 * The local default (no GOOGLE_GEOCODING_API_KEY): places an address by the most specific place of the gazetteer it
 * names first — a street or suburb of a city it also names, else the city. Deterministic and offline, so tests, demos and
 * the order simulator agree on distances. An address naming no known place cannot be placed (the order is refused).
 */
export function localGeocoder(
  places: { cities: readonly Place[]; within: readonly Place[] } = {
    cities: CITIES,
    within: SUBURBS_AND_STREETS,
  },
): Geocoder {
  return {
    name: 'local',
    async locate(address: string): Promise<LatLng | null> {
      const text = normalise(address);
      const cities = places.cities.filter((place) => text.includes(names(place)));
      const named = new Set(cities.map((place) => place.name));
      // an address runs from the most specific part to the least: the place named first wins
      const within = places.within
        .filter((place) => place.city && named.has(place.city) && text.includes(names(place)))
        .sort((a, b) => text.indexOf(names(a)) - text.indexOf(names(b)) || b.name.length - a.name.length);
      const best = within[0] ?? cities.sort((a, b) => text.indexOf(names(a)) - text.indexOf(names(b)))[0];
      return best ? { lat: best.lat, lng: best.lng } : null;
    },
  };
}
