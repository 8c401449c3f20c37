export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Places a delivery address on the map for the intake's radius check and per-km fee (the order body's coordinates are
 * never trusted: a customer could send the shop's own and pay $0). `null`: the address cannot be placed.
 */
export interface Geocoder {
  readonly name: 'local' | 'google';
  locate(address: string): Promise<LatLng | null>;
}

/** The geocoding service failed (not "no such address"): the order is refused with a retry hint, nothing stored. */
export class GeocoderUnavailable extends Error {}
