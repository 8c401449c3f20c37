import type { FastifyInstance } from 'fastify';
import { bearer } from '../test/app';

/** Test helper: catalogue rows made through the API as their owner. */
export interface MenuFixture {
  categoryId: string;
  productId: string;
  optionId: string;
  valueIds: string[];
  promoId: string;
}

async function call<T>(app: FastifyInstance, token: string, method: 'POST' | 'PUT', url: string, payload: object): Promise<T> {
  const response = await app.inject({ method, url, headers: bearer(token), payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

export async function createMenuFixture(
  app: FastifyInstance,
  token: string,
  shopId: string,
  name = 'Coffee',
): Promise<MenuFixture> {
  const { category } = await call<{ category: { _id: string } }>(app, token, 'POST', '/api/categories', {
    categoryInfo: JSON.stringify({ shop: shopId, name }),
  });
  const { option } = await call<{ option: { _id: string; values: { _id: string }[] } }>(app, token, 'POST', '/api/options', {
    optionInfo: {
      shop: shopId,
      category: category._id,
      name: 'Milk',
      type: 'multi',
      minSelection: 1,
      maxSelection: 2,
      values: [
        { name: 'Oat', price: 80 },
        { name: 'Soy', price: 60, SKU: 'SOY' },
      ],
    },
  });
  const { product } = await call<{ product: { _id: string } }>(app, token, 'POST', '/api/products', {
    // priced and described, so it may be shown (a product created by name alone starts hidden)
    productInfo: {
      shop: shopId,
      category: category._id,
      name: `${name} flat white`,
      price: 550,
      description: 'Double shot, silky milk',
      enabled: true,
    },
  });
  const { promoCode } = await call<{ promoCode: { _id: string } }>(app, token, 'POST', `/api/shops/${shopId}/promo-code`, {
    code: '',
  });
  return {
    categoryId: category._id,
    productId: product._id,
    optionId: option._id,
    valueIds: option.values.map((value) => value._id),
    promoId: promoCode._id,
  };
}
