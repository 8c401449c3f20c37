import type { EmbedKey, EmbedKeyInfo } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { readEmbedKey } from './get-embed-key';

/**
 * PUT /api/shops/:shopId/embed-key with keyInfo as JSON text (spec 001 §7): embedVersion, layoutConfig, or
 * origins/name/embedType, or landingRestriction, or general. Layout saves land in the draft.
 */
export function updateEmbedKey(shopId: string, keyInfo: EmbedKeyInfo): Promise<EmbedKey> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/embed-key`, {
    method: 'PUT',
    body: { keyInfo: JSON.stringify(keyInfo) },
    parse: readEmbedKey,
  });
}
