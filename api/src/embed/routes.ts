import {
  type DesignVersion,
  draftPreviewLink,
  type EmbedKey,
  type EmbedKeyResponse,
  type EmbedPreviewResponse,
  embedPreviewParams,
  type LayoutVersionResponse,
  type LayoutVersionSummary,
  type LayoutVersionsResponse,
  landingRestriction,
  landingRestrictionIssues,
  layoutVersionParams,
  normaliseCustomDomain,
  type PreviewLinkResponse,
  shopParams,
  updateEmbedKeyRequest,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { type AuthUser, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { loadShopForCaller } from '../shops/access';
import type { ShopRow } from '../shops/repo';
import { toIso } from '../sql';
import { applyLayoutSave, changedSections, layoutOf, type StoredLayouts } from './layout';
import {
  type EmbedKeyChanges,
  type EmbedKeyRow,
  ensurePreviewToken,
  findEmbedKey,
  findEmbedKeyByPreviewToken,
  findLayoutVersion,
  insertEmbedKey,
  insertLayoutVersion,
  type LayoutVersionRow,
  listLayoutVersions,
  updateEmbedKey,
} from './repo';
import { claimDefaultHost, claimStoreHosts } from './store-hosts';

export const EMBED_MESSAGES = {
  noKey: 'This shop has no embed key. Enable the embed store first.',
  keyExists: 'This shop already has an embed key.',
  nothingToPublish: 'There are no unpublished changes.',
  versionNotFound: 'That layout version does not exist.',
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

function toVersionSummary(row: LayoutVersionRow): LayoutVersionSummary {
  return {
    version: row.version,
    publishedAt: toIso(row.published_at),
    publishedBy: { _id: row.published_by, name: row.published_by_name },
    embedVersion: row.embed_version,
    changes: row.changes,
    restoredFrom: row.restored_from,
  };
}

/** "What changed" between the live layout and the one about to go live. */
function publishChanges(
  before: { version: DesignVersion; layouts: StoredLayouts },
  after: { version: DesignVersion; layouts: StoredLayouts },
): string[] {
  const sections = changedSections(
    layoutOf('embed', before.layouts, after.version),
    layoutOf('embed', after.layouts, after.version),
  );
  return before.version !== after.version ? ['embedVersion', ...sections] : sections;
}

/**
 * Embed key routes (spec 001 §7) and the draft → publish → restore flow (ours, issue 14). Everything is scoped
 * to a shop the caller owns (or any shop for an admin).
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

  /** A write's start: the caller's shop (403/404 first), then its key locked for the rest of the transaction. */
  async function lockedKey(tx: Db, user: AuthUser, shopId: string): Promise<{ shop: ShopRow; key: EmbedKeyRow }> {
    const shop = await loadShopForCaller(tx, user, shopId, 'settings.edit');
    return { shop, key: await requireKey(tx, shopId, true) };
  }

  /**
   * `layout` goes live as the key's next version: a history row (with what changed since the live one) and the key's
   * live layout. A restore (`restoredFrom`) makes it the draft too, so the editor opens on what is live.
   */
  async function publishNextVersion(
    tx: Db,
    key: EmbedKeyRow,
    layout: { embed_version: DesignVersion; layouts: StoredLayouts },
    publishedBy: string,
    restoredFrom: number | null,
  ): Promise<EmbedKeyRow> {
    const version = key.published_version + 1;
    const at = now();
    await insertLayoutVersion(tx, key.shop_id, {
      version,
      embed_version: layout.embed_version,
      layouts: layout.layouts,
      published_by: publishedBy,
      published_at: at,
      changes: publishChanges(
        { version: key.embed_version, layouts: key.layouts },
        { version: layout.embed_version, layouts: layout.layouts },
      ),
      restored_from: restoredFrom,
    });
    const live = { embedVersion: layout.embed_version, layouts: layout.layouts, publishedVersion: version };
    const draft = { draftEmbedVersion: layout.embed_version, draftLayouts: layout.layouts };
    await updateEmbedKey(tx, key.shop_id, restoredFrom === null ? live : { ...live, ...draft }, at);
    return requireKey(tx, key.shop_id);
  }

  app.post('/shops/:shopId/embed-key', { schema: { params: shopParams } }, async (request, reply): Promise<EmbedKeyResponse> => {
    const { shopId } = paramsOf(request);
    const shop = await loadShopForCaller(db, currentUser(request), shopId, 'settings.edit');
    await db.transaction(async (tx) => {
      // the default domain is claimed with the key: a shop named like another gets its own (`…-2`)
      const origins = [await claimDefaultHost(tx, shop, storeDomainSuffix, undefined)];
      const created = await insertEmbedKey(tx, { shopId, name: shop.name, origins, layouts: {}, now: now() });
      if (!created) throw conflict(EMBED_MESSAGES.keyExists);
    });
    reply.status(201);
    return { key: toEmbedKey(await requireKey(db, shopId)) };
  });

  app.get('/shops/:shopId/embed-key', { schema: { params: shopParams } }, async (request): Promise<EmbedKeyResponse> => {
    const { shopId } = paramsOf(request);
    await loadShopForCaller(db, currentUser(request), shopId, 'settings.edit');
    return { key: toEmbedKey(await requireKey(db, shopId)) };
  });

  app.put(
    '/shops/:shopId/embed-key',
    { schema: { params: shopParams, body: updateEmbedKeyRequest } },
    async (request): Promise<EmbedKeyResponse> => {
      const user = currentUser(request);
      const { shopId } = paramsOf(request);
      const row = await db.transaction(async (tx) => {
        const { shop, key } = await lockedKey(tx, user, shopId);
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
            if (!check.ok) throw badRequest(`origins.1: ${check.message}`);
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
            if (issues.length > 0)
              throw badRequest(issues.map((issue) => `keyInfo.landingRestriction.${issue.field}: ${issue.message}`).join('; '));
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

  app.post('/shops/:shopId/embed-key/publish', { schema: { params: shopParams } }, async (request): Promise<EmbedKeyResponse> => {
    const user = currentUser(request);
    const { shopId } = paramsOf(request);
    const row = await db.transaction(async (tx) => {
      const { key } = await lockedKey(tx, user, shopId);
      if (!toEmbedKey(key).hasUnpublishedChanges) throw conflict(EMBED_MESSAGES.nothingToPublish);
      return publishNextVersion(tx, key, { embed_version: key.draft_embed_version, layouts: key.draft_layouts }, user.id, null);
    });
    return { key: toEmbedKey(row) };
  });

  /** The link (last origin + unguessable token) that shows the draft on a phone, e.g. through a QR code. */
  app.post(
    '/shops/:shopId/embed-key/preview-link',
    { schema: { params: shopParams } },
    async (request): Promise<PreviewLinkResponse> => {
      const { shopId } = paramsOf(request);
      await loadShopForCaller(db, currentUser(request), shopId, 'settings.edit');
      const key = await requireKey(db, shopId);
      const url = draftPreviewLink(key.origins, await ensurePreviewToken(db, shopId));
      if (!url) throw conflict(EMBED_MESSAGES.noStoreLink);
      return { url };
    },
  );

  app.get(
    '/shops/:shopId/embed-key/versions',
    { schema: { params: shopParams } },
    async (request): Promise<LayoutVersionsResponse> => {
      const { shopId } = paramsOf(request);
      await loadShopForCaller(db, currentUser(request), shopId, 'settings.edit');
      await requireKey(db, shopId);
      return { versions: (await listLayoutVersions(db, shopId)).map(toVersionSummary) };
    },
  );

  app.get(
    '/shops/:shopId/embed-key/versions/:version',
    { schema: { params: layoutVersionParams } },
    async (request): Promise<LayoutVersionResponse> => {
      const { shopId, version } = paramsOf(request);
      await loadShopForCaller(db, currentUser(request), shopId, 'settings.edit');
      const row = await findLayoutVersion(db, shopId, version);
      if (!row) throw notFound(EMBED_MESSAGES.versionNotFound);
      return { version: { ...toVersionSummary(row), layoutConfig: layoutOf('embed', row.layouts, row.embed_version) } };
    },
  );

  /** One click: the version's layout becomes the draft and is published again as a new version. */
  app.post(
    '/shops/:shopId/embed-key/versions/:version/restore',
    { schema: { params: layoutVersionParams } },
    async (request): Promise<EmbedKeyResponse> => {
      const user = currentUser(request);
      const { shopId, version } = paramsOf(request);
      const row = await db.transaction(async (tx) => {
        const { key } = await lockedKey(tx, user, shopId);
        const restored = await findLayoutVersion(tx, shopId, version);
        if (!restored) throw notFound(EMBED_MESSAGES.versionNotFound);
        return publishNextVersion(tx, key, restored, user.id, version);
      });
      return { key: toEmbedKey(row) };
    },
  );
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
