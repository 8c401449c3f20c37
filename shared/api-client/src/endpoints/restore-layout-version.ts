import type { EmbedKey } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { readEmbedKey } from './get-embed-key';

/** POST /api/shops/:shopId/embed-key/versions/:version/restore (ours): that layout goes live again, as a new version. */
export function restoreLayoutVersion(shopId: string, version: number): Promise<EmbedKey> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/embed-key/versions/${version}/restore`, {
    method: 'POST',
    parse: readEmbedKey,
  });
}
