import type { EmbedKey, Kiosk, LayoutVersionSummary } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { entityIn, envelope, isObject, listIn } from './envelopes';
import { readEmbedKey } from './get-embed-key';

/**
 * A layout's publish, history, one version and restore (ours), for both things that have a layout: the shop's embed
 * store (`/api/shops/:shopId/embed-key/…`) and a kiosk (`/api/kiosks/:id/…`). The API serves both from one module
 * (api/src/embed/layout-versions.ts); this is its one client. Publish and restore answer with the owner as saved.
 */
export type LayoutOwnerRef = { kind: 'embed'; shopId: string } | { kind: 'kiosk'; kioskId: string };

export type LayoutVersionDetail = LayoutVersionSummary & { layoutConfig: Record<string, unknown> };

type OwnerOf<R extends LayoutOwnerRef> = R extends { kind: 'embed' } ? EmbedKey : Kiosk;

function basePath(owner: LayoutOwnerRef): string {
  return owner.kind === 'embed'
    ? `/api/shops/${encodeURIComponent(owner.shopId)}/embed-key`
    : `/api/kiosks/${encodeURIComponent(owner.kioskId)}`;
}

function readOwner<R extends LayoutOwnerRef>(owner: R): (data: unknown) => OwnerOf<R> {
  return (data) => (owner.kind === 'embed' ? readEmbedKey(data) : entityIn<Kiosk>(data, 'kiosk')) as OwnerOf<R>;
}

function readDetail(data: unknown): LayoutVersionDetail {
  const detail = envelope(data).version;
  if (!isObject(detail) || !isObject(detail.layoutConfig)) throw new TypeError('unexpected response: "version"');
  return detail as unknown as LayoutVersionDetail;
}

/** POST …/publish: the draft layout goes live as a new version. */
export function publishLayout<R extends LayoutOwnerRef>(owner: R): Promise<OwnerOf<R>> {
  return apiFetch(`${basePath(owner)}/publish`, { method: 'POST', parse: readOwner(owner) });
}

/** GET …/versions: every publish, newest first. */
export function getLayoutHistory(owner: LayoutOwnerRef): Promise<LayoutVersionSummary[]> {
  return apiFetch(`${basePath(owner)}/versions`, { parse: (data) => listIn<LayoutVersionSummary>(data, 'versions') });
}

/** GET …/versions/:version: one published layout, for its preview. */
export function getLayoutHistoryVersion(owner: LayoutOwnerRef, version: number): Promise<LayoutVersionDetail> {
  return apiFetch(`${basePath(owner)}/versions/${version}`, { parse: readDetail });
}

/** POST …/versions/:version/restore: that layout goes live again, as a new version. */
export function restoreLayout<R extends LayoutOwnerRef>(owner: R, version: number): Promise<OwnerOf<R>> {
  return apiFetch(`${basePath(owner)}/versions/${version}/restore`, { method: 'POST', parse: readOwner(owner) });
}

/** The history with SWR (null owner: not asked yet). Its key names the owner, so a publish can revalidate it. */
export function useLayoutHistory(owner: LayoutOwnerRef | null): SWRResponse<LayoutVersionSummary[], Error> {
  const auth = useAuth();
  const key =
    auth && owner
      ? owner.kind === 'embed'
        ? (['embed-layout-versions', owner.shopId, auth.userId] as const)
        : (['kiosk-layout-versions', owner.kioskId, auth.userId] as const)
      : null;
  return useSWR(key, () => getLayoutHistory(owner as LayoutOwnerRef));
}

// ---- the names the screens use (each one line over the above) -----------------------------------------------

const embed = (shopId: string) => ({ kind: 'embed', shopId }) as const;
const kiosk = (kioskId: string) => ({ kind: 'kiosk', kioskId }) as const;

export const publishEmbedLayout = (shopId: string): Promise<EmbedKey> => publishLayout(embed(shopId));
export const getLayoutVersions = (shopId: string): Promise<LayoutVersionSummary[]> => getLayoutHistory(embed(shopId));
export const getLayoutVersion = (shopId: string, version: number): Promise<LayoutVersionDetail> =>
  getLayoutHistoryVersion(embed(shopId), version);
export const restoreLayoutVersion = (shopId: string, version: number): Promise<EmbedKey> => restoreLayout(embed(shopId), version);
/** The current shop's embed store history. */
export function useLayoutVersions(enabled = true): SWRResponse<LayoutVersionSummary[], Error> {
  const shopId = useCurrentShop()?.shopId;
  return useLayoutHistory(enabled && shopId ? embed(shopId) : null);
}

export const publishKioskLayout = (kioskId: string): Promise<Kiosk> => publishLayout(kiosk(kioskId));
export const getKioskLayoutVersions = (kioskId: string): Promise<LayoutVersionSummary[]> => getLayoutHistory(kiosk(kioskId));
export const getKioskLayoutVersion = (kioskId: string, version: number): Promise<LayoutVersionDetail> =>
  getLayoutHistoryVersion(kiosk(kioskId), version);
export const restoreKioskLayoutVersion = (kioskId: string, version: number): Promise<Kiosk> =>
  restoreLayout(kiosk(kioskId), version);
export const useKioskLayoutVersions = (kioskId: string | undefined): SWRResponse<LayoutVersionSummary[], Error> =>
  useLayoutHistory(kioskId ? kiosk(kioskId) : null);
