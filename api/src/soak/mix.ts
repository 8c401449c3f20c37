import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

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

/** A request as a mix entry makes it; `answered`, when set, is given the answer (its JSON body read lazily). */
export interface MixRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  answered?: (status: number, json: () => unknown) => void;
}

type RequestSetup = (request: MixRequest) => MixRequest;

/**
 * The venue's side of the orders the soak places, as a venue works them ("status changes"): each order the
 * intake took is accepted, then completed, oldest first. Without it the soak's pending list only grew (to the list's
 * 1,000-order limit within the minute) and every new order rebuilt that biggest of lists: a day no venue has.
 *
 * Each status change goes to the oldest order waiting for one: an order placed (its 201 came back) waits to be
 * accepted, an order whose accept came back waits to be completed. Accepting comes first, as a venue answers a new
 * order before finishing one. With no order waiting (the very start, or every order's change still in flight), a
 * line item of the fixture's accepted orders changes status instead, so the route keeps its share of the rate.
 */
export class VenueOrderFlow {
  private readonly placed: string[] = [];
  private readonly accepted: string[] = [];
  private lineItemTurn = 0;

  constructor(private readonly fixtureAccepted: Fixture['accepted']) {}

  /** The intake's answer: a new order now waits to be accepted. */
  orderPlaced(status: number, json: () => unknown): void {
    if (status !== 201) return;
    const id = (json() as { order?: { _id?: unknown } } | null)?.order?._id;
    if (typeof id === 'string') this.placed.push(id);
  }

  /** The next status change: its path, and what its answer moves the order on to. */
  nextChange(): { path: string; answered?: (status: number) => void } {
    const toAccept = this.placed.shift();
    if (toAccept !== undefined) {
      return {
        path: `/api/orders/${toAccept}/accepted`,
        answered: (status) => {
          if (status >= 200 && status < 300) this.accepted.push(toAccept);
        },
      };
    }
    const toComplete = this.accepted.shift();
    if (toComplete !== undefined) return { path: `/api/orders/${toComplete}/completed` };
    const turn = this.lineItemTurn++;
    const target = this.fixtureAccepted[turn % Math.max(1, this.fixtureAccepted.length)];
    const status = Math.floor(turn / Math.max(1, this.fixtureAccepted.length)) % 2 === 0 ? 'completed' : 'pending';
    return { path: `/api/orders/${target?.orderId}/line-items/${target?.lineId}/${status}` };
  }

  /** Orders waiting for a status change (the soak's pending list is these plus the fixture's accepted ones). */
  waiting(): { placed: number; accepted: number } {
    return { placed: this.placed.length, accepted: this.accepted.length };
  }
}

/**
 * The mix: name, share of the total rate, and how each request is made. `round` (the rate being run) keeps every
 * round's Idempotency-Keys apart, so a later round places new orders instead of replaying the first round's.
 * Status changes have twice the intake's share: each order placed is accepted and completed (`VenueOrderFlow`).
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
  const venue = new VenueOrderFlow(fixture.accepted);
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
      name: 'PUT order status',
      share: 0.3,
      url: '/',
      setup: (r) => {
        const change = venue.nextChange();
        return {
          ...r,
          method: 'PUT',
          path: change.path,
          headers: auth,
          ...(change.answered ? { answered: change.answered } : {}),
        };
      },
    },
    {
      name: 'POST order (intake)',
      share: 0.15,
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
          answered: (status, body) => venue.orderPlaced(status, body),
        };
      },
    },
    {
      name: 'PUT product (menu edit)',
      share: 0.1,
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

/**
 * An answer's JSON body as sent: the soak asks as a browser does (gzip, deflate, br), and the host's proxy compresses
 * what the API did not, in whichever of them it prefers. null when it is not JSON.
 */
export function answerJson(raw: Buffer, contentEncoding: string | undefined): unknown {
  try {
    const encoding = contentEncoding?.trim().toLowerCase();
    const text =
      encoding === 'gzip'
        ? gunzipSync(raw)
        : encoding === 'br'
          ? brotliDecompressSync(raw)
          : encoding === 'deflate'
            ? inflateSync(raw)
            : raw;
    return JSON.parse(text.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
