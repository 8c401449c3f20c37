import type { LayoutVersionSummary } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { envelope, isObject } from './envelopes';

export type LayoutVersionDetail = LayoutVersionSummary & { layoutConfig: Record<string, unknown> };

/** GET /api/shops/:shopId/embed-key/versions/:version (ours): one published layout, for its preview. */
export function getLayoutVersion(shopId: string, version: number): Promise<LayoutVersionDetail> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/embed-key/versions/${version}`, {
    parse: (data) => {
      const detail = envelope(data).version;
      if (!isObject(detail) || !isObject(detail.layoutConfig)) throw new TypeError('unexpected response: "version"');
      return detail as unknown as LayoutVersionDetail;
    },
  });
}
