import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { answerJson, type Fixture, mix, VenueOrderFlow } from './mix';

/**
 * The soak works its orders as a venue does ("status changes"): every order placed is accepted, then
 * completed, so the pending list stays a venue's size instead of growing to the list's limit within the minute.
 */
const fixtureAccepted = [
  { orderId: 'a1', lineId: 'l1' },
  { orderId: 'a2', lineId: 'l2' },
];
const placedAnswer = (id: string) => () => ({ order: { _id: id } });

test('an order placed is accepted by the next status change, then completed once its accept came back', () => {
  const venue = new VenueOrderFlow(fixtureAccepted);
  venue.orderPlaced(201, placedAnswer('o1'));
  venue.orderPlaced(201, placedAnswer('o2'));
  const first = venue.nextChange();
  expect(first.path).toBe('/api/orders/o1/accepted');
  const second = venue.nextChange();
  expect(second.path).toBe('/api/orders/o2/accepted');
  // neither accept has come back: nothing to complete yet, a fixture line item changes instead
  expect(venue.nextChange().path).toBe('/api/orders/a1/line-items/l1/completed');
  second.answered?.(200);
  first.answered?.(200);
  // oldest accept answered first is completed first
  expect(venue.nextChange().path).toBe('/api/orders/o2/completed');
  expect(venue.nextChange().path).toBe('/api/orders/o1/completed');
  expect(venue.waiting()).toEqual({ placed: 0, accepted: 0 });
});

test('accepting comes before completing; a refused accept or a refused order is not followed', () => {
  const venue = new VenueOrderFlow(fixtureAccepted);
  venue.orderPlaced(201, placedAnswer('o1'));
  venue.nextChange().answered?.(200);
  venue.orderPlaced(201, placedAnswer('o2'));
  venue.orderPlaced(200, placedAnswer('replayed')); // an Idempotency-Key replay: the order was followed already
  venue.orderPlaced(409, () => ({ message: 'Sold out' }));
  const refusedAccept = venue.nextChange();
  expect(refusedAccept.path).toBe('/api/orders/o2/accepted');
  refusedAccept.answered?.(409);
  expect(venue.nextChange().path).toBe('/api/orders/o1/completed');
  expect(venue.waiting()).toEqual({ placed: 0, accepted: 0 });
  expect(venue.nextChange().path).toBe('/api/orders/a1/line-items/l1/completed');
});

test('with no order waiting, status changes toggle the fixture’s line items in turn', () => {
  const venue = new VenueOrderFlow(fixtureAccepted);
  expect([1, 2, 3, 4, 5].map(() => venue.nextChange().path)).toEqual([
    '/api/orders/a1/line-items/l1/completed',
    '/api/orders/a2/line-items/l2/completed',
    '/api/orders/a1/line-items/l1/pending',
    '/api/orders/a2/line-items/l2/pending',
    '/api/orders/a1/line-items/l1/completed',
  ]);
});

test('the mix: the issue’s kinds of request, shares adding up to 1, two status changes per order placed', () => {
  const fixture: Fixture = {
    base: 'http://127.0.0.1:1',
    shopId: 's1',
    merchant: 'token',
    guests: ['g1'],
    lines: [{ product: 'p1', quantity: 1 }],
    accepted: fixtureAccepted,
    products: ['p2'],
  };
  const entries = mix(fixture);
  expect(entries.reduce((sum, entry) => sum + entry.share, 0)).toBeCloseTo(1, 10);
  const share = (name: string) => entries.find((entry) => entry.name === name)?.share ?? 0;
  expect(share('PUT order status')).toBeCloseTo(2 * share('POST order (intake)'), 10);

  // an intake answer feeds the status route of the same mix
  const intake = entries.find((entry) => entry.name === 'POST order (intake)');
  const status = entries.find((entry) => entry.name === 'PUT order status');
  const placed = intake?.setup({ method: 'GET', path: '/', headers: {} });
  placed?.answered?.(201, placedAnswer('o9'));
  expect(status?.setup({ method: 'GET', path: '/', headers: {} })).toMatchObject({
    method: 'PUT',
    path: '/api/orders/o9/accepted',
    headers: { authorization: 'Bearer token' },
  });
});

test('an answer is read whichever encoding the host chose (the intake’s order id comes back compressed)', () => {
  const body = Buffer.from(JSON.stringify({ order: { _id: 'o1' } }));
  expect(answerJson(body, undefined)).toEqual({ order: { _id: 'o1' } });
  expect(answerJson(gzipSync(body), 'gzip')).toEqual({ order: { _id: 'o1' } });
  expect(answerJson(brotliCompressSync(body), 'br')).toEqual({ order: { _id: 'o1' } });
  expect(answerJson(deflateSync(body), 'deflate')).toEqual({ order: { _id: 'o1' } });
  expect(answerJson(Buffer.from('<html>'), undefined)).toBeNull();
});
