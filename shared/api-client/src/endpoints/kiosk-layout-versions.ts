import type { Kiosk, LayoutVersionSummary } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth } from '../bus/hooks';
import { entityIn, envelope, isObject, listIn } from './envelopes';
import type { LayoutVersionDetail } from './get-layout-version';

const kioskPath = (kioskId: string) => `/api/kiosks/${encodeURIComponent(kioskId)}`;

/** POST /api/kiosks/:id/publish (ours): the kiosk's draft layout goes live as a new version. */
export function publishKioskLayout(kioskId: string): Promise<Kiosk> {
  return apiFetch(`${kioskPath(kioskId)}/publish`, { method: 'POST', parse: (data) => entityIn<Kiosk>(data, 'kiosk') });
}

/** GET /api/kiosks/:id/versions (ours): every publish of the kiosk's layout, newest first. */
export function getKioskLayoutVersions(kioskId: string): Promise<LayoutVersionSummary[]> {
  return apiFetch(`${kioskPath(kioskId)}/versions`, { parse: (data) => listIn<LayoutVersionSummary>(data, 'versions') });
}

export function useKioskLayoutVersions(kioskId: string | undefined): SWRResponse<LayoutVersionSummary[], Error> {
  const auth = useAuth();
  return useSWR(auth && kioskId ? (['kiosk-layout-versions', kioskId, auth.userId] as const) : null, ([, id]) =>
    getKioskLayoutVersions(id),
  );
}

/** GET /api/kiosks/:id/versions/:version (ours): one published kiosk layout, for its preview. */
export function getKioskLayoutVersion(kioskId: string, version: number): Promise<LayoutVersionDetail> {
  return apiFetch(`${kioskPath(kioskId)}/versions/${version}`, {
    parse: (data) => {
      const detail = envelope(data).version;
      if (!isObject(detail) || !isObject(detail.layoutConfig)) throw new TypeError('unexpected response: "version"');
      return detail as unknown as LayoutVersionDetail;
    },
  });
}

/** POST /api/kiosks/:id/versions/:version/restore (ours): that layout goes live again, as a new version. */
export function restoreKioskLayoutVersion(kioskId: string, version: number): Promise<Kiosk> {
  return apiFetch(`${kioskPath(kioskId)}/versions/${version}/restore`, {
    method: 'POST',
    parse: (data) => entityIn<Kiosk>(data, 'kiosk'),
  });
}
