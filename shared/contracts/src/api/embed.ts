import { z } from 'zod';
import { MESSAGES, SHOPS_LIST_LIMIT } from '../constants';
import { id } from '../entities/common';
import { EMBED_TYPES, embedGeneral, embedKey, landingRestriction, layoutVersionSummary } from '../entities/embed-key';
import { EFTPOS_PROVIDERS, KIOSK_TYPES, kiosk } from '../entities/kiosk';
import { designVersion } from '../entities/layout-config';
import { customDomainRefusal, normaliseCustomDomain } from '../rules/embed-store';
import { optionsParam, queryOptions } from './options';
import { jsonTextOr } from './query';

/**
 * A layout patch as sent: an object whose sections are checked against the layout schema of the key's (or the
 * request's) design version by the route, because which schema applies depends on stored state.
 */
export const layoutConfigPatch = z.record(z.string(), z.unknown());

/**
 * Landing restriction writes (spec 001 §4, §5): the toggle sends only `enabled` and saves at once; the form sends
 * the whole restriction, whose title, question and rejection text are required.
 */
const landingToggle = z.strictObject({ enabled: z.boolean() });
export const landingRestrictionUpdate = z.unknown().transform((value, ctx) => {
  // the toggle's body is exactly { enabled }; anything else is the form, checked whole so the message names the field
  const isToggle = typeof value === 'object' && value !== null && Object.keys(value).every((key) => key === 'enabled');
  const result = isToggle ? landingToggle.safeParse(value) : landingRestriction.safeParse(value);
  if (result.success) return result.data as z.infer<typeof landingToggle> | z.infer<typeof landingRestriction>;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/**
 * `keyInfo.origins`: index 0 (the default domain) is the server's to compute; index 1, when not empty, must be a bare
 * domain name — no scheme, no path, no port — and is stored IDN-normalised (punycode) by `normaliseCustomDomain`.
 */
export const embedOrigins = z
  .array(z.string().max(300))
  .max(2)
  .superRefine((origins, ctx) => {
    const custom = origins[1]?.trim();
    if (!custom) return;
    const check = normaliseCustomDomain(custom);
    if (!check.ok) ctx.addIssue({ code: 'custom', path: [1], message: customDomainRefusal(check.message) });
  });

/**
 * Domain Settings' form (spec 001 §2, §9): the custom domain as typed, held to the route's rule (`embedOrigins` runs
 * the same `normaliseCustomDomain`) in the field's own words; blank removes it. Output: the normalised domain, or ''.
 */
export const customDomainForm = z.strictObject({
  domain: z
    .string()
    .max(300)
    .transform((text, ctx) => {
      if (text.trim() === '') return '';
      const check = normaliseCustomDomain(text);
      if (check.ok) return check.domain;
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    }),
});
export type CustomDomainForm = z.infer<typeof customDomainForm>;

/**
 * PUT /api/shops/{shopId}/embed-key `keyInfo` (spec 001 §7): embedVersion, layoutConfig, or origins/name/embedType,
 * or landingRestriction, or general. Any combination is accepted; at least one field.
 * `origins`: index 0 is always recomputed from the shop name; index 1 (optional, '' removes it) is the custom domain.
 */
export const embedKeyInfo = z
  .strictObject({
    embedVersion: designVersion.optional(),
    layoutConfig: layoutConfigPatch.optional(),
    origins: embedOrigins.optional(),
    name: z.string().trim().min(1).max(100).optional(),
    embedType: z.enum(EMBED_TYPES).optional(),
    landingRestriction: landingRestrictionUpdate.optional(),
    general: embedGeneral.optional(),
  })
  .refine((info) => Object.keys(info).length > 0, 'Change at least one setting');
export type EmbedKeyInfo = z.infer<typeof embedKeyInfo>;

export const updateEmbedKeyRequest = z.strictObject({ keyInfo: jsonTextOr(embedKeyInfo, 'keyInfo') });
export type UpdateEmbedKeyRequest = z.input<typeof updateEmbedKeyRequest>;

export const embedKeyResponse = z.object({ key: embedKey });
export type EmbedKeyResponse = z.infer<typeof embedKeyResponse>;

export const layoutVersionsResponse = z.object({ versions: z.array(layoutVersionSummary) });
export type LayoutVersionsResponse = z.infer<typeof layoutVersionsResponse>;

export const layoutVersionDetail = layoutVersionSummary.extend({ layoutConfig: z.record(z.string(), z.unknown()) });
export const layoutVersionResponse = z.object({ version: layoutVersionDetail });
export type LayoutVersionResponse = z.infer<typeof layoutVersionResponse>;

export const layoutVersionParams = z.strictObject({
  shopId: id,
  version: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a version number')
    .transform(Number),
});

/** POST /api/shops/{shopId}/embed-key/preview-link (ours): the link a phone opens to see the unpublished draft. */
export const previewLinkResponse = z.object({ url: z.string().url() });
export type PreviewLinkResponse = z.infer<typeof previewLinkResponse>;

/** The query parameter of the store link that carries the draft preview token. */
export const DRAFT_PREVIEW_PARAM = 'preview';

/** Preview tokens are 144 random bits, base64url: 24 characters. */
export const embedPreviewParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'must be a preview token') });

/** GET /api/embed-preview/{token} (ours, public: the token is the permission): the draft as the store draws it. */
export const embedPreviewResponse = z.object({
  preview: z.object({
    shop: id,
    name: z.string(),
    embedVersion: designVersion,
    layoutConfig: z.record(z.string(), z.unknown()),
    landingRestriction: landingRestriction.partial(),
    general: embedGeneral,
  }),
});
export type EmbedPreviewResponse = z.infer<typeof embedPreviewResponse>;

// ---- kiosks -------------------------------------------------------------------------------------------------

export const KIOSKS_SORT = ['name', 'createdAt'] as const;
export const kiosksQuery = z.strictObject({
  options: optionsParam(queryOptions({ sort: KIOSKS_SORT, maxLimit: SHOPS_LIST_LIMIT })),
});
export const kiosksResponse = z.object({ kiosks: z.array(kiosk), count: z.number().int().min(0) });
export type KiosksResponse = z.infer<typeof kiosksResponse>;

/** Spec 001 §5: the kiosk name must be non-empty after trimming. */
export const kioskName = z
  .string()
  .trim()
  .min(1, MESSAGES.invalidKioskName)
  // in the prompt's words: the API and the Add Kiosk prompt say the same sentence
  .max(100, 'Kiosk name must be at most 100 characters');
/** The Add Kiosk prompt (spec 001 §2, §5): the route's name rule; the route adds the shop. */
export const kioskNameForm = z.strictObject({ name: kioskName });

const kioskWriteOptions = jsonTextOr(z.strictObject({}), 'options');

/** POST /api/kiosks (admin only): kioskInfo (name, shop) as JSON text or an object. */
export const createKioskRequest = z.strictObject({
  kioskInfo: jsonTextOr(kioskNameForm.extend({ shop: id }), 'kioskInfo'),
  options: kioskWriteOptions.optional(),
});
export type CreateKioskRequest = z.input<typeof createKioskRequest>;

/**
 * PUT /api/kiosks/{id} (spec 001 §7): name, EFTPOSProvider, allowPayInCash, type, allowRegisteredUsersSignIn, or
 * layoutConfig (with embedVersion, ours). hidePrices is displayed on Details but not saved there: refused here.
 */
export const kioskInfoUpdate = z
  .strictObject({
    name: kioskName.optional(),
    type: z.enum(KIOSK_TYPES).optional(),
    EFTPOSProvider: z.enum(EFTPOS_PROVIDERS).optional(),
    allowPayInCash: z.boolean().optional(),
    allowRegisteredUsersSignIn: z.boolean().optional(),
    embedVersion: designVersion.optional(),
    layoutConfig: layoutConfigPatch.optional(),
  })
  .refine((info) => Object.keys(info).length > 0, 'Change at least one setting');
export type KioskInfoUpdate = z.infer<typeof kioskInfoUpdate>;

/** The kiosk's Details form (spec 001 §3): the fields of `kioskInfoUpdate` it saves, each with the route's rule. */
export const kioskDetailsForm = z.strictObject({
  name: kioskName,
  type: z.enum(KIOSK_TYPES),
  EFTPOSProvider: z.enum(EFTPOS_PROVIDERS),
  allowPayInCash: z.boolean(),
  allowRegisteredUsersSignIn: z.boolean(),
});

export const updateKioskRequest = z.strictObject({
  kioskInfo: jsonTextOr(kioskInfoUpdate, 'kioskInfo'),
  options: kioskWriteOptions.optional(),
});
export type UpdateKioskRequest = z.input<typeof updateKioskRequest>;

export const kioskResponse = z.object({ kiosk });
export type KioskResponse = z.infer<typeof kioskResponse>;
export const kioskParams = z.strictObject({ id });
export const kioskLayoutVersionParams = z.strictObject({
  id,
  version: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a version number')
    .transform(Number),
});
