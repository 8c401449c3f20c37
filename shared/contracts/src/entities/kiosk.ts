import { z } from 'zod';
import { id } from './common';

export const kiosk = z.object({
  _id: id,
  name: z.string().min(1),
  kioskKey: z.string(),
  shop: id,
  type: z.enum(['kiosk', 'POS']),
  EFTPOSProvider: z.enum(['smartpay', 'verifone', 'stripe', 'none']),
  allowPayInCash: z.boolean(),
  allowRegisteredUsersSignIn: z.boolean(),
  hidePrices: z.boolean().optional(),
  layoutConfig: z.record(z.string(), z.unknown()).optional(),
});
export type Kiosk = z.infer<typeof kiosk>;
