import type { EmbedKey } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { readEmbedKey } from './get-embed-key';

/** POST /api/shops/:shopId/embed-key/publish (ours): the draft layout goes live as a new version. */
export function publishEmbedLayout(shopId: string): Promise<EmbedKey> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/embed-key/publish`, { method: 'POST', parse: readEmbedKey });
}
