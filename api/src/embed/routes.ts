import {
  customDomainRefusal,
  draftPreviewLink,
  type EmbedKey,
  type EmbedKeyResponse,
  type EmbedPreviewResponse,
  embedPreviewParams,
  landingRestriction,
  landingRestrictionIssues,
  layoutVersionParams,
  normaliseCustomDomain,
  type PreviewLinkResponse,
  shopParams,
  updateEmbedKeyRequest,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { checkedShopOf, guardShopOfPath } from '../shops/shop-guard';
import { toIso } from '../sql';
import { applyLayoutSave, layoutOf } from './layout';
import { embedLayoutVersions, LAYOUT_VERSION_MESSAGES, type LayoutOwner, layoutVersionRoutes } from './layout-versions';
import {
  type EmbedKeyChanges,
  type EmbedKeyRow,
  ensurePreviewToken,
  findEmbedKey,
  findEmbedKeyByPreviewToken,
  insertEmbedKey,
  updateEmbedKey,
} from './repo';
import { claimDefaultHost, claimStoreHosts } from './store-hosts';

export const EMBED_MESSAGES = {
  noKey: 'This shop has no embed key. Enable the embed store first.',
  keyExists: 'This shop already has an embed key.',
  ...LAYOUT_VERSION_MESSAGES,
  noStoreLink: 'The store has no domain yet.',
  previewNotFound: 'This preview link is not valid any more.',
} as const;

function sameLayout(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function toEmbedKey(row: EmbedKeyRow): EmbedKey {
  const live = layoutOf('embed', row.layouts, row.embed_version);
  const draft = layoutOf('embed', row.draft_layouts, row.draft_embed_version);
  const publishedOfDraftVersion = layoutOf('embed', row.layouts, row.draft_embed_version);
  return {
    _id: row.id,
    shop: row.shop_id,
    name: row.name,
    origins: row.origins,
    embedType: row.embed_type,
    embedVersion: row.embed_version,
    layoutConfig: live,
    landingRestriction: row.landing_restriction,
    general: { hideZeroCostPricing: row.general?.hideZeroCostPricing === true },
    draft: { embedVersion: row.draft_embed_version, layoutConfig: draft },
    hasUnpublishedChanges:
      row.published_version === 0 || row.draft_embed_version !== row.embed_version || !sameLayout(draft, publishedOfDraftVersion),
    publishedVersion: row.published_version,
    updatedAt: toIso(row.updated_at),
  };
}

/** The embed key's row as a layout owner (layout-versions.ts): one per shop, its history kept under the shop's id. */
function embedKeyLayouts(requireKey: (tx: Db, shopId: string, forUpdate?: boolean) => Promise<EmbedKeyRow>) {
  const owner: LayoutOwner<EmbedKeyRow, EmbedKeyResponse> = {
    target: 'embed',
    history: embedLayoutVersions,
    // the path's shop was checked by the route's guard; then its key (404), locked for a publish or restore
    load: (tx, request, forUpdate) => requireKey(tx, checkedShopOf(request).id, forUpdate),
    idOf: (row) => row.shop_id,
    live: (row) => ({ version: row.embed_version, layouts: row.layouts }),
    draft: (row) => ({ version: row.draft_embed_version, layouts: row.draft_layouts }),
    hasUnpublishedChanges: (row) => toEmbedKey(row).hasUnpublishedChanges,
    publishedVersion: (row) => row.published_version,
    async goLive(tx, row, { state, version, at, restoredFrom }) {
      const live = { embedVersion: state.version, layouts: state.layouts, publishedVersion: version };
      const draft = { draftEmbedVersion: state.version, draftLayouts: state.layouts };
      await updateEmbedKey(tx, row.shop_id, restoredFrom === null ? live : { ...live, ...draft }, at);
      return requireKey(tx, row.shop_id);
    },
    answer: (row) => ({ key: toEmbedKey(row) }),
  };
  return owner;
}

/**
 * Embed key routes (spec 001 §7) and its layout's draft → publish → restore flow (ours: layout-versions.ts).
 * Everything is scoped to the path's shop, checked by the route's guard against its declared permission.
 */
export async function embedKeyRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; storeDomainSuffix: string },
): Promise<void> {
  const { db, now, storeDomainSuffix } = deps;

  async function requireKey(tx: Db, shopId: string, forUpdate = false): Promise<EmbedKeyRow> {
    const row = await findEmbedKey(tx, shopId, { forUpdate });
    if (!row) throw notFound(EMBED_MESSAGES.noKey);
    return row;
  }

  const guardShop = guardShopOfPath(db);
  const SETTINGS = { config: { shopPermission: 'settings.edit' }, preHandler: guardShop } as const;

  app.post(
    '/shops/:shopId/embed-key',
    { schema: { params: shopParams }, ...SETTINGS },
    async (request, reply): Promise<EmbedKeyResponse> => {
      const { shopId } = paramsOf(request);
      const shop = checkedShopOf(request);
      await db.transaction(async (tx) => {
        // the default domain is claimed with the key: a shop named like another gets its own (`…-2`)
        const origins = [await claimDefaultHost(tx, shop, storeDomainSuffix, undefined)];
        const created = await insertEmbedKey(tx, { shopId, name: shop.name, origins, layouts: {}, now: now() });
        if (!created) throw conflict(EMBED_MESSAGES.keyExists);
      });
      reply.status(201);
      return { key: toEmbedKey(await requireKey(db, shopId)) };
    },
  );

  app.get(
    '/shops/:shopId/embed-key',
    { schema: { params: shopParams }, ...SETTINGS },
    async (request): Promise<EmbedKeyResponse> => {
      const { shopId } = paramsOf(request);
      return { key: toEmbedKey(await requireKey(db, shopId)) };
    },
  );

  app.put(
    '/shops/:shopId/embed-key',
    { schema: { params: shopParams, body: updateEmbedKeyRequest }, ...SETTINGS },
    async (request): Promise<EmbedKeyResponse> => {
      const { shopId } = paramsOf(request);
      const shop = checkedShopOf(request);
      const row = await db.transaction(async (tx) => {
        // the key locked for the rest of the transaction
        const key = await requireKey(tx, shopId, true);
        const { keyInfo } = bodyOf(request);
        const changes: EmbedKeyChanges = {};
        if (keyInfo.name !== undefined) changes.name = keyInfo.name;
        if (keyInfo.embedType !== undefined) changes.embedType = keyInfo.embedType;
        if (keyInfo.embedVersion !== undefined) changes.draftEmbedVersion = keyInfo.embedVersion;
        if (keyInfo.layoutConfig !== undefined) {
          const version = keyInfo.embedVersion ?? key.draft_embed_version;
          changes.draftLayouts = applyLayoutSave('embed', key.draft_layouts, version, keyInfo.layoutConfig);
        }
        if (keyInfo.origins !== undefined) {
          // index 0 is ours to compute (the default domain); index 1, when given and not empty, is the custom domain
          const origins = [await claimDefaultHost(tx, shop, storeDomainSuffix, key.origins[0])];
          const custom = keyInfo.origins[1]?.trim();
          if (custom) {
            const check = normaliseCustomDomain(custom);
            if (!check.ok) throw badRequest(customDomainRefusal(check.message));
            origins.push(check.domain);
          }
          // every host is unique across shops: another store's host → 409, nothing saved
          await claimStoreHosts(tx, shopId, origins);
          changes.origins = origins;
        }
        if (keyInfo.landingRestriction !== undefined) {
          const update = keyInfo.landingRestriction;
          // the toggle may turn it on only when the stored texts are complete: customers never meet an empty gate
          if (!('title' in update) && update.enabled) {
            const issues = landingRestrictionIssues({ ...key.landing_restriction, enabled: true });
            // the first missing text, in its own words ("Title is required"): the form shows it under that field
            const [first] = issues;
            if (first) throw badRequest(first.message);
          }
          changes.landingRestriction =
            'title' in update ? landingRestriction.parse(update) : { ...key.landing_restriction, enabled: update.enabled };
        }
        if (keyInfo.general !== undefined) changes.general = keyInfo.general;
        await updateEmbedKey(tx, shopId, changes, now());
        return requireKey(tx, shopId);
      });
      return { key: toEmbedKey(row) };
    },
  );

  /** The link (last origin + unguessable token) that shows the draft on a phone, e.g. through a QR code. */
  app.post(
    '/shops/:shopId/embed-key/preview-link',
    { schema: { params: shopParams }, ...SETTINGS },
    async (request): Promise<PreviewLinkResponse> => {
      const { shopId } = paramsOf(request);
      const key = await requireKey(db, shopId);
      const url = draftPreviewLink(key.origins, await ensurePreviewToken(db, shopId));
      if (!url) throw conflict(EMBED_MESSAGES.noStoreLink);
      return { url };
    },
  );

  await layoutVersionRoutes(app, {
    db,
    now,
    base: '/shops/:shopId/embed-key',
    owner: embedKeyLayouts(requireKey),
    params: shopParams,
    versionParams: layoutVersionParams,
    shopPermission: 'settings.edit',
    preHandler: guardShop,
  });
}

/**
 * GET /api/embed-preview/:token (ours): public — the store calls it for a visitor who opened the draft preview link;
 * the token is the permission and reads only the draft layout and what the store needs to draw it.
 */
export async function embedPreviewRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.get(
    '/embed-preview/:token',
    { schema: { params: embedPreviewParams } },
    async (request, reply): Promise<EmbedPreviewResponse> => {
      const { token } = paramsOf(request);
      const row = await findEmbedKeyByPreviewToken(deps.db, token);
      if (!row) throw notFound(EMBED_MESSAGES.previewNotFound);
      // a draft changes with every save: never cached
      reply.header('cache-control', 'no-store');
      const key = toEmbedKey(row);
      return {
        preview: {
          shop: key.shop,
          name: key.name,
          embedVersion: key.draft.embedVersion,
          layoutConfig: key.draft.layoutConfig,
          landingRestriction: key.landingRestriction,
          general: key.general,
        },
      };
    },
  );
}
