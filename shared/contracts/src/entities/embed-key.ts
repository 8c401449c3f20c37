import { z } from 'zod';

export const landingRestriction = z.object({
  enabled: z.boolean(),
  title: z.string().min(1),
  question: z.string().min(1),
  okText: z.string().optional(),
  cancelText: z.string().optional(),
  cancellationDescription: z.string().optional(),
  cancellationText: z.string().min(1),
  confirmOnAllVisits: z.boolean().optional(),
});

export const embedKey = z.object({
  name: z.string(),
  /** index 0: default domain; index 1: custom domain (spec 001 §3). */
  origins: z.array(z.string()),
  embedType: z.literal('custom'),
  embedVersion: z.union([z.literal(1), z.literal(2)]),
  layoutConfig: z.record(z.string(), z.unknown()).optional(),
  landingRestriction: landingRestriction.partial().optional(),
  general: z.object({ hideZeroCostPricing: z.boolean().optional() }).optional(),
});
export type EmbedKey = z.infer<typeof embedKey>;

/** Spec 001 §2: non-alphanumerics removed, spaces to hyphens, lowercase. */
export function sanitiseShopDomain(shopName: string): string {
  return shopName
    .replace(/[^a-zA-Z0-9 ]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
}
