import type { User } from '@backoffice/contracts';
import { toIso } from '../sql';
import type { UserRow } from './repo';

/** The contracts `user` shape. Never includes the password hash or the token version. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: { given: row.given_name, family: row.family_name },
    profile: {
      email: row.email,
      ...(row.phone ? { phone: row.phone } : {}),
      ...(row.mobile ? { mobile: row.mobile } : {}),
    },
    ...(row.picture_url ? { pictures: { profile: row.picture_url } } : {}),
    roles: row.roles,
    cart: row.cart ?? [],
    createdAt: toIso(row.created_at),
  };
}
