import { ordersListQuery } from '@backoffice/contracts';
import { cachedQueryOf, PARSED_QUERIES_MAX } from './validate';

/** What cachedQueryOf reads of a fastify request: the route's declared schema, the parsed query and the raw url. */
function request(search: string, query: Record<string, string>) {
  return {
    routeOptions: { schema: { querystring: ordersListQuery }, method: 'GET', url: '/shops/:shopId/orders' },
    params: {},
    body: undefined,
    query,
    url: `/api/shops/s1/orders${search ? `?${search}` : ''}`,
  };
}

const options = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('cachedQueryOf (the list routes’ query, kept per raw query string)', () => {
  test('the same text: the same parse, kept frozen so no route can change it for the next request', () => {
    const text = { sort: '-pickupTime', limit: 20, populate: 'owner promoCode' };
    const search = `dateRange=week&options=${options(text)}`;
    const first = cachedQueryOf(request(search, { dateRange: 'week', options: JSON.stringify(text) }));
    expect(first).toEqual({ dateRange: 'week', options: { sort: ['-pickupTime'], limit: 20, populate: ['owner', 'promoCode'] } });
    const again = cachedQueryOf(request(search, { dateRange: 'week', options: JSON.stringify(text) }));
    expect(again).toBe(first);
    expect(() => {
      (again.options.sort as string[]).push('createdAt');
    }).toThrow(TypeError);
    expect(cachedQueryOf(request(search, { dateRange: 'week', options: JSON.stringify(text) })).options.sort).toEqual([
      '-pickupTime',
    ]);
  });

  test('another text is its own parse (sort, range, populate each change the answer)', () => {
    const a = cachedQueryOf(request(`options=${options({ sort: 'pickupTime' })}`, { options: '{"sort":"pickupTime"}' }));
    const b = cachedQueryOf(request(`options=${options({ sort: 'createdAt' })}`, { options: '{"sort":"createdAt"}' }));
    const c = cachedQueryOf(request('dateRange=month', { dateRange: 'month' }));
    const d = cachedQueryOf(request('', {}));
    expect([a.options.sort, b.options.sort, c.dateRange, d.dateRange]).toEqual([['pickupTime'], ['createdAt'], 'month', 'day']);
  });

  test('a bad query is refused every time (400 naming the field), never kept', () => {
    for (let i = 0; i < 2; i++)
      expect(() => cachedQueryOf(request('options=%7Bnope', { options: '{nope' }))).toThrow(
        expect.objectContaining({ statusCode: 400, message: 'Options must be JSON text' }),
      );
  });

  test('bounded: past the limit the oldest text is parsed again (a new object), the newest is still kept', () => {
    const first = cachedQueryOf(request('status=pending&dateRange=year', { status: 'pending', dateRange: 'year' }));
    for (let i = 0; i < PARSED_QUERIES_MAX; i++)
      cachedQueryOf(request(`options=${options({ skip: i })}`, { options: `{"skip":${i}}` }));
    const last = cachedQueryOf(
      request(`options=${options({ skip: PARSED_QUERIES_MAX - 1 })}`, { options: `{"skip":${PARSED_QUERIES_MAX - 1}}` }),
    );
    expect(cachedQueryOf(request(`options=${options({ skip: PARSED_QUERIES_MAX - 1 })}`, { options: 'ignored on a hit' }))).toBe(
      last,
    );
    const again = cachedQueryOf(request('status=pending&dateRange=year', { status: 'pending', dateRange: 'year' }));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
