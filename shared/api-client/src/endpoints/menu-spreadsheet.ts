import type { MenuExport, MenuImportResponse } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { envelope, stringIn } from './envelopes';

/** GET /api/shops/:shopId/menu-export (ours) → the whole menu as CSV text and a file name. */
export function exportMenu(shopId: string): Promise<MenuExport> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/menu-export`, {
    parse: (data) => ({ fileName: stringIn(data, 'fileName'), csv: stringIn(data, 'csv') }),
  });
}

/** POST /api/shops/:shopId/menu-import (ours): `apply` false previews every row; true applies all or nothing. */
export function importMenu(shopId: string, csv: string, apply: boolean): Promise<MenuImportResponse> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/menu-import`, {
    method: 'POST',
    body: { csv, apply },
    parse: (data) => {
      const body = envelope(data);
      if (!Array.isArray(body.rows)) throw new TypeError('unexpected response: "rows" is not a list');
      return body as unknown as MenuImportResponse;
    },
  });
}
