import type { Category, CategoryUpdate } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn, stringIn } from './envelopes';

/** POST /api/categories with `categoryInfo` as JSON text (spec 001 §7). */
export function createCategory(shopId: string, name: string): Promise<Category> {
  return apiFetch('/api/categories', {
    method: 'POST',
    body: { categoryInfo: JSON.stringify({ shop: shopId, name }) },
    parse: (data) => entityIn<Category>(data, 'category'),
  });
}

/** PUT /api/categories/:id with name, availability or upsell. */
export function updateCategory(categoryId: string, patch: CategoryUpdate): Promise<Category> {
  return apiFetch(`/api/categories/${encodeURIComponent(categoryId)}`, {
    method: 'PUT',
    body: patch,
    parse: (data) => entityIn<Category>(data, 'category'),
  });
}

/** DELETE /api/categories/:id → the server's message. */
export function deleteCategory(categoryId: string): Promise<string> {
  return apiFetch(`/api/categories/${encodeURIComponent(categoryId)}`, {
    method: 'DELETE',
    parse: (data) => stringIn(data, 'message'),
  });
}
