import type { Product, ProductUpdate } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn, stringIn } from './envelopes';

/** POST /api/products with `productInfo` as JSON text (spec 001 §7): a new product of `categoryId`, named. */
export function createProduct(categoryId: string, name: string): Promise<Product> {
  return apiFetch('/api/products', {
    method: 'POST',
    body: { productInfo: JSON.stringify({ category: categoryId, name }) },
    parse: (data) => entityIn<Product>(data, 'product'),
  });
}

/**
 * PUT /api/products/:id with any product fields (price in cents) → the saved product. A form that wants a refusal
 * about one of its fields under that field saves through useFieldErrors().submit (@backoffice/ui).
 */
export function updateProduct(productId: string, patch: ProductUpdate): Promise<Product> {
  return apiFetch(`/api/products/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: patch,
    parse: (data) => entityIn<Product>(data, 'product'),
  });
}

/** DELETE /api/products/:id → the server's message. */
export function deleteProduct(productId: string): Promise<string> {
  return apiFetch(`/api/products/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    parse: (data) => stringIn(data, 'message'),
  });
}
