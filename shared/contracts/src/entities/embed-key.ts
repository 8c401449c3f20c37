import { z } from 'zod';
import { id, isoDate } from './common';
import { designVersion } from './layout-config';

/** Spec 001 §5: title, question and rejection text (cancellationText) required. */
export const landingRestriction = z.strictObject({
  enabled: z.boolean(),
  title: z.string().trim().min(1, 'Title is required').max(200),
  question: z.string().trim().min(1, 'Question is required').max(1000),
  okText: z.string().trim().max(100).optional(),
  cancelText: z.string().trim().max(100).optional(),
  cancellationDescription: z.string().trim().max(1000).optional(),
  cancellationText: z.string().trim().min(1, 'Rejection text is required').max(1000),
  confirmOnAllVisits: z.boolean().optional(),
});
export type LandingRestriction = z.infer<typeof landingRestriction>;

/** The landing restriction form (spec 001 §5): the route's texts and their rules; on/off is the toggle's own save. */
export const landingRestrictionForm = landingRestriction.omit({ enabled: true });

/**
 * What keeps a landing restriction from being on (spec 001 §5: title, question and rejection text required): the
 * form's save checks it, the toggle opens the form with these messages instead of turning it on, and the API refuses
 * `enabled: true` while the stored texts are missing. Empty: it may be on.
 */
export function landingRestrictionIssues(value: Partial<LandingRestriction>): { field: string; message: string }[] {
  // a text never written is as missing as an empty one (and says so in the same words)
  const texts = { title: '', question: '', cancellationText: '' };
  const result = landingRestriction.safeParse({ ...texts, ...value, enabled: value.enabled ?? true });
  return result.success ? [] : result.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
}

export const embedGeneral = z.strictObject({ hideZeroCostPricing: z.boolean() });
export type EmbedGeneral = z.infer<typeof embedGeneral>;

export const EMBED_TYPES = ['custom'] as const;

/** Who published a layout version, when, and which sections changed against the version before. */
export const layoutVersionSummary = z.object({
  version: z.number().int().min(1),
  publishedAt: isoDate,
  publishedBy: z.object({ _id: id.nullable(), name: z.string() }),
  embedVersion: designVersion,
  changes: z.array(z.string()),
  restoredFrom: z.number().int().min(1).nullable(),
});
export type LayoutVersionSummary = z.infer<typeof layoutVersionSummary>;

/**
 * The embed key of a shop (spec 001 §3). `embedVersion` + `layoutConfig` are what the live store shows (the last
 * publish); `draft` holds section saves not yet published (ours: draft → publish with history).
 */
export const embedKey = z.object({
  _id: id,
  shop: id,
  name: z.string(),
  /** index 0: default domain; index 1: custom domain (spec 001 §3). */
  origins: z.array(z.string()),
  embedType: z.enum(EMBED_TYPES),
  embedVersion: designVersion,
  layoutConfig: z.record(z.string(), z.unknown()),
  landingRestriction: landingRestriction.partial(),
  general: embedGeneral,
  draft: z.object({ embedVersion: designVersion, layoutConfig: z.record(z.string(), z.unknown()) }),
  hasUnpublishedChanges: z.boolean(),
  publishedVersion: z.number().int().min(0),
  updatedAt: isoDate,
});
export type EmbedKey = z.infer<typeof embedKey>;
