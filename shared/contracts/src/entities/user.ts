import { z } from 'zod';
import { id, isoDate } from './common';
import { USER_ROLES } from './user-roles';

export const userRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRole>;

export const personName = z.strictObject({
  given: z.string().trim().min(1, 'First name is required').max(100),
  family: z.string().trim().min(1, 'Last name is required').max(100),
});

/** User info (spec 000 §3, 001 §3). Never carries the password hash. */
export const user = z.object({
  _id: id,
  name: personName,
  profile: z.object({
    email: z.string(),
    phone: z.string().optional(),
    mobile: z.string().optional(),
  }),
  pictures: z.object({ profile: z.string().optional() }).optional(),
  roles: z.array(userRole),
  /** spec 001 §3: a list of items (their shape belongs to the ordering channels; an admin can only empty it). */
  cart: z.array(z.unknown()).optional(),
  createdAt: isoDate.optional(),
});
export type User = z.infer<typeof user>;
