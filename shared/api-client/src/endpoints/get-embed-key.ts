import type { EmbedKey } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { isApiError } from '../api-error';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { envelope, isObject } from './envelopes';

export function readEmbedKey(data: unknown): EmbedKey {
  const { key } = envelope(data);
  if (!isObject(key) || !Array.isArray(key.origins)) throw new TypeError('unexpected response: "key" is not an embed key');
  return key as unknown as EmbedKey;
}

/**
 * GET /api/shops/:shopId/embed-key → the key, or null when the shop has none (404: the store is not enabled).
 * Spec 001 §7/§8: errors of this call may be ignored, so it never toasts; the screen says what went wrong in place.
 */
export async function getEmbedKey(shopId: string): Promise<EmbedKey | null> {
  try {
    return await apiFetch(`/api/shops/${encodeURIComponent(shopId)}/embed-key`, { silent: true, parse: readEmbedKey });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const embedKeySwrKey = (shopId: string, userId: string) => ['embed-key', shopId, userId] as const;

export function useEmbedKey(): SWRResponse<EmbedKey | null, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? embedKeySwrKey(shopId, auth.userId) : null, ([, id]) => getEmbedKey(id));
}
