import { bodyFields, renderRouteReference, routeGroup } from './route-reference';

test.each([
  ['/login', 'Sign-in, sessions and account'],
  ['/api/shops/:shopId', 'Shops, settings and payments'],
  ['/api/shops/:shopId/sales-per-hour-report', 'Dashboard and reports'],
  ['/api/shops/:shopId/reports', 'Dashboard and reports'],
  ['/api/shops/:shopId/orders', 'Orders, customers and push'],
  ['/api/kiosks/:id/versions', 'Embed store, kiosks and table ordering'],
  // a segment no area names yet is its own section rather than being hidden
  ['/api/brand-new/:id', 'brand-new'],
])('%s is listed under %s', (path, group) => {
  expect(routeGroup(path)).toBe(group);
});

test.each([
  [undefined, ''],
  [{ type: 'object', properties: { a: {}, b: {} }, required: ['a'] }, 'a, b?'],
  [{ type: 'object', properties: {} }, '`{}`'],
  [{ anyOf: [{ properties: { a: {} }, required: ['a'] }, { properties: { b: {} } }] }, 'a \\| b?'],
  [{ type: 'string' }, '(string)'],
  [{}, '(any JSON)'],
])('body %j is written as %s', (schema, written) => {
  expect(bodyFields(schema as never)).toBe(written);
});

test('each route is one row with its access, query and body; an undeclared route shows "?"', () => {
  const text = renderRouteReference(
    {
      paths: {
        '/api/shops/{shopId}/orders': {
          get: {
            parameters: [
              { in: 'path', name: 'shopId', required: true },
              { in: 'query', name: 'status' },
            ],
          },
          post: {
            requestBody: {
              content: { 'application/json': { schema: { properties: { lineItems: {} }, required: ['lineItems'] } } },
            },
          },
        },
        '/api/brand-new': { get: {} },
      },
    },
    { 'GET /api/shops/:shopId/orders': 'shop:orders.view', 'POST /api/shops/:shopId/orders': 'customer' },
  );
  expect(text).toContain('| GET | `/api/shops/:shopId/orders` | shop:orders.view | `status?` | — |');
  expect(text).toContain('| POST | `/api/shops/:shopId/orders` | customer | — | `lineItems` |');
  expect(text).toContain('| GET | `/api/brand-new` | ? | — | — |');
  expect(text).toContain('Every route the API registers (3)');
});
