import { z } from 'zod';
import { id } from './common';
import { designVersion } from './layout-config';

export const KIOSK_TYPES = ['kiosk', 'POS'] as const;
export const EFTPOS_PROVIDERS = ['smartpay', 'verifone', 'stripe', 'none'] as const;

/**
 * Spec 001 §3 Kiosk. `embedVersion` (ours) says which layout version `layoutConfig` holds; both are what the kiosk
 * shows (the last publish). `draft` holds section saves not yet published (ours: draft → publish with history, as
 * the embed store).
 */
export const kiosk = z.object({
  _id: id,
  name: z.string().min(1),
  kioskKey: z.string(),
  shop: id,
  type: z.enum(KIOSK_TYPES),
  EFTPOSProvider: z.enum(EFTPOS_PROVIDERS),
  allowPayInCash: z.boolean(),
  allowRegisteredUsersSignIn: z.boolean(),
  hidePrices: z.boolean(),
  embedVersion: designVersion,
  layoutConfig: z.record(z.string(), z.unknown()),
  draft: z.object({ embedVersion: designVersion, layoutConfig: z.record(z.string(), z.unknown()) }),
  hasUnpublishedChanges: z.boolean(),
  publishedVersion: z.number().int().min(0),
});
export type Kiosk = z.infer<typeof kiosk>;
