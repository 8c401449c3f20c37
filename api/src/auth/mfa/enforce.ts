import { TWO_STEP_REQUIRED_CODE, TWO_STEP_REQUIRED_MESSAGE } from '@backoffice/contracts';
import type { Db } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { AuthUser } from '../authenticate';
import { hasTwoStep } from './repo';

/** 403 with the reason the host answers by opening the two-step set-up screen. */
export function twoStepRequired(): HttpError {
  return new HttpError(403, TWO_STEP_REQUIRED_MESSAGE, TWO_STEP_REQUIRED_CODE);
}

/**
 * An admin who must have two-step sign-in (REQUIRE_ADMIN_TWO_STEP, config.ts) and has not set it up yet: the bearer
 * hook reads it once per request of an admin, and such a caller gets no admin power anywhere until it is done.
 */
export async function isAdminTwoStepPending(
  db: Db,
  user: { id: string; roles: readonly string[] },
  requireAdminTwoStep: boolean | undefined,
): Promise<boolean> {
  if (!requireAdminTwoStep || !user.roles.includes('admin')) return false;
  return !(await hasTwoStep(db, user.id));
}

/**
 * The one two-step check of the shop access check (shops/access.ts), called before ownership is decided:
 * - an admin who must set up two-step sign-in uses no admin power in another's shop until it is done;
 * - a shop whose owner requires two-step sign-in of the team lets nobody of it in without.
 * A stranger is left to the ownership check (404/403 as before): this never tells them about the shop.
 */
export async function assertTwoStepForShop(
  db: Db,
  user: AuthUser,
  shop: { ownerId: string; role: string | null | undefined; requiresTwoStep: boolean },
): Promise<void> {
  const inTeam = shop.ownerId === user.id || !!shop.role;
  if (user.twoStepPending && !inTeam) throw twoStepRequired();
  if (shop.requiresTwoStep && (inTeam || user.isAdmin) && !(await hasTwoStep(db, user.id))) throw twoStepRequired();
}
