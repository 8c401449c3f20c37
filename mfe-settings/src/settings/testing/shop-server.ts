import { type FakeApi, fakeApi, primeBus } from '@backoffice/api-client/testing';
import type { Shop } from '@backoffice/contracts';

type Routes = Parameters<typeof fakeApi>[0];

/**
 * The settings tests' fake API for shop s1: GET serves the shop, a PUT merges the saved groups into it and answers
 * with the result — kept, so a second page load reads back what was saved, as from the real API — and the bus is set
 * to it. `routes` adds or replaces routes.
 */
export function serveShop(shop: Shop, { stripeAccount = null, routes = {} }: { stripeAccount?: unknown; routes?: Routes } = {}) {
  let stored = shop;
  const api: FakeApi = fakeApi({
    'GET /api/shops/s1': () => ({ body: { shop: stored, stripeAccount } }),
    'PUT /api/shops/s1': (request) => {
      stored = { ...stored, ...(request.body as { shopInfo: Partial<Shop> }).shopInfo };
      return { body: { shop: stored } };
    },
    ...routes,
  });
  primeBus({ token: 'token-1', shop });
  return { api, stored: () => stored };
}
