import type { PreviewLinkResponse } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { envelope } from './envelopes';

function readPreviewLink(data: unknown): PreviewLinkResponse['url'] {
  const { url } = envelope(data);
  if (typeof url !== 'string') throw new TypeError('unexpected response: "url" is not a link');
  return url;
}

/** POST /api/shops/:shopId/embed-key/preview-link (ours): the store link that shows the unpublished draft. */
export function createDraftPreviewLink(shopId: string): Promise<string> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/embed-key/preview-link`, {
    method: 'POST',
    parse: readPreviewLink,
  });
}
