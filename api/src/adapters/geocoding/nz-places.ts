import type { LatLng } from './types';

/**
 * The local geocoder's gazetteer: New Zealand cities, and the suburbs and central streets our demo shops deliver
 * to (Wellington, Christchurch, Auckland). Coordinates are each place's centre, rounded to 4 decimals (≈ 10 m): a
 * street address is placed at its street's centre, a suburb's at its centre, otherwise at its city's. Names without
 * macrons (the matcher strips them from the address too).
 */
export interface Place extends LatLng {
  name: string;
  /** A street or suburb belongs to a city, and only matches an address that names that city too. */
  city?: string;
}

const city = (name: string, lat: number, lng: number): Place => ({ name, lat, lng });
const inCity =
  (cityName: string) =>
  (name: string, lat: number, lng: number): Place => ({ name, lat, lng, city: cityName });

const wellington = inCity('wellington');
const christchurch = inCity('christchurch');
const auckland = inCity('auckland');

export const CITIES: readonly Place[] = [
  city('auckland', -36.8485, 174.7633),
  city('wellington', -41.2865, 174.7762),
  city('christchurch', -43.5321, 172.6362),
  city('hamilton', -37.787, 175.2793),
  city('tauranga', -37.6878, 176.1651),
  city('dunedin', -45.8788, 170.5028),
  city('palmerston north', -40.3523, 175.6082),
  city('napier', -39.4928, 176.912),
  city('hastings', -39.6381, 176.8492),
  city('nelson', -41.2706, 173.284),
  city('rotorua', -38.1368, 176.2497),
  city('new plymouth', -39.0556, 174.0752),
  city('whangarei', -35.7251, 174.3237),
  city('invercargill', -46.4132, 168.3538),
  city('queenstown', -45.0312, 168.6626),
  city('porirua', -41.1339, 174.8403),
  city('lower hutt', -41.2092, 174.9081),
  city('upper hutt', -41.1244, 175.0708),
  city('petone', -41.2267, 174.8706),
  city('whanganui', -39.9301, 175.0479),
  city('gisborne', -38.6623, 178.0176),
  city('timaru', -44.3967, 171.2536),
  city('blenheim', -41.5134, 173.9612),
];

export const SUBURBS_AND_STREETS: readonly Place[] = [
  wellington('wellington central', -41.2847, 174.7772),
  wellington('te aro', -41.2951, 174.7744),
  wellington('thorndon', -41.2753, 174.7788),
  wellington('kelburn', -41.2861, 174.7642),
  wellington('newtown', -41.3123, 174.7797),
  wellington('mount victoria', -41.2965, 174.7885),
  wellington('oriental bay', -41.2924, 174.7914),
  wellington('karori', -41.2846, 174.7374),
  wellington('miramar', -41.3155, 174.8152),
  wellington('island bay', -41.3364, 174.7734),
  wellington('johnsonville', -41.2228, 174.805),
  wellington('queens wharf', -41.2847, 174.7781),
  wellington('lambton quay', -41.2818, 174.7754),
  wellington('cable street', -41.2906, 174.7824),
  wellington('courtenay place', -41.2935, 174.7808),
  wellington('cuba street', -41.2935, 174.7749),
  wellington('willis street', -41.2889, 174.7741),
  wellington('victoria street', -41.2887, 174.7756),
  wellington('taranaki street', -41.2937, 174.7776),
  christchurch('christchurch central', -43.5321, 172.6362),
  christchurch('colombo street', -43.5333, 172.6366),
  christchurch('riccarton', -43.5302, 172.5967),
  christchurch('sydenham', -43.5516, 172.6364),
  christchurch('addington', -43.5426, 172.6165),
  christchurch('sumner', -43.5697, 172.7603),
  auckland('auckland central', -36.8485, 174.7633),
  auckland('queen street', -36.8484, 174.7652),
  auckland('ponsonby', -36.8537, 174.7442),
  auckland('parnell', -36.8556, 174.7797),
  auckland('newmarket', -36.8698, 174.7772),
  auckland('mount eden', -36.8774, 174.7562),
  auckland('takapuna', -36.7876, 174.7714),
];
