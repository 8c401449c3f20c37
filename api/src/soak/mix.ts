/**
 * The load soak's requests (see load.ts). They are made inside the autocannon client process (`requestsFrom` in
 * bench/autocannon.ts), so this module takes plain data (the fixture) and holds the per-request counters.
 */

export interface Fixture {
  base: string;
  shopId: string;
  merchant: string;
  guests: string[];
  lines: { product: string; quantity: number; options?: { option: string; values: string[] }[] }[];
  /** accepted orders with a line each, for line-item status changes */
  accepted: { orderId: string; lineId: string }[];
  products: string[];
}

type RequestSetup = (request: Record<string, unknown>) => Record<string, unknown>;

/**
 * The mix: name, share of the total rate, and how each request is made. `round` (the rate being run) keeps every
 * round's Idempotency-Keys apart, so a later round places new orders instead of replaying the first round's.
 */
export function mix(fixture: Fixture, round = 0): { name: string; share: number; url: string; setup: RequestSetup }[] {
  const { shopId, merchant } = fixture;
  // every fetch a browser makes offers compression (Chromium's header): the API's kept answers go out gzipped as they
  // do to the back-office, and the host compresses the rest, instead of the soak moving every body as plain text
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const auth = { ...browser, authorization: `Bearer ${merchant}` };
  const json = { ...browser, 'content-type': 'application/json' };
  const range = `start=${encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString())}&end=${encodeURIComponent(new Date().toISOString())}`;
  const listOptions = encodeURIComponent(JSON.stringify({ sort: 'pickupTime', limit: 1000, populate: ['promoCode', 'owner'] }));
  let n = 0;
  const next = () => {
    n += 1;
    return n;
  };
  return [
    {
      name: 'GET summary (dashboard)',
      share: 0.15,
      url: `/api/shops/${shopId}/summary`,
      setup: (r) => ({ ...r, headers: auth }),
    },
    {
      name: 'GET sales-per-hour-report',
      share: 0.1,
      url: `/api/shops/${shopId}/sales-per-hour-report?${range}`,
      setup: (r) => ({ ...r, headers: auth }),
    },
    {
      name: 'GET orders (pending, day)',
      share: 0.2,
      url: `/api/shops/${shopId}/orders?status=pending&dateRange=day&options=${listOptions}`,
      setup: (r) => ({ ...r, headers: auth }),
    },
    {
      name: 'PUT line-item status',
      share: 0.15,
      url: '/',
      setup: (r) => {
        const i = next();
        const target = fixture.accepted[i % fixture.accepted.length];
        const status = Math.floor(i / fixture.accepted.length) % 2 === 0 ? 'completed' : 'pending';
        return {
          ...r,
          method: 'PUT',
          path: `/api/orders/${target?.orderId}/line-items/${target?.lineId}/${status}`,
          headers: auth,
        };
      },
    },
    {
      name: 'POST order (intake)',
      share: 0.25,
      url: '/',
      setup: (r) => {
        const i = next();
        const line = fixture.lines[i % fixture.lines.length];
        return {
          ...r,
          method: 'POST',
          path: `/api/shops/${shopId}/orders`,
          headers: {
            ...json,
            authorization: `Bearer ${fixture.guests[i % fixture.guests.length]}`,
            'idempotency-key': `soak-${round}-${i}`,
          },
          body: JSON.stringify({
            orderType: 'pickup',
            origin: 'web',
            pickupType: 'dynamic',
            lineItems: [line],
            payment: { method: 'card' },
          }),
        };
      },
    },
    {
      name: 'PUT product (menu edit)',
      share: 0.15,
      url: '/',
      setup: (r) => {
        const i = next();
        const product = fixture.products[i % Math.max(1, fixture.products.length)];
        return {
          ...r,
          method: 'PUT',
          path: `/api/products/${product}`,
          headers: { ...json, ...auth },
          body: JSON.stringify({ productInfo: { price: 400 + (i % 50) * 10 } }),
        };
      },
    },
  ];
}

/** autocannon's `requests` for one entry of the mix, made in the client process. */
export function mixRequests({ fixture, round, index }: { fixture: Fixture; round: number; index: number }): unknown[] {
  const entry = mix(fixture, round)[index];
  if (!entry) throw new Error(`no entry ${index} in the soak mix`);
  return [{ setupRequest: entry.setup }];
}
