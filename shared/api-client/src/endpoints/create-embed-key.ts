import type { EmbedKey } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { readEmbedKey } from './get-embed-key';

/** POST /api/shops/:shopId/embed-key: enables the embed store (spec 001 §4). Silent: the screen reports failures. */
export function createEmbedKey(shopId: string): Promise<EmbedKey> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/embed-key`, { method: 'POST', silent: true, parse: readEmbedKey });
}
