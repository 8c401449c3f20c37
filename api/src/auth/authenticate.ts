import type { UserRole } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../http/errors';
import { callerOrderOf, readCallerWithOrder } from '../orders/caller-order';
import { checkSession, readCaller, SESSION_ENDED_MESSAGE } from '../sessions/liveness';
import { callerShopOf, readCallerWithShop } from '../shops/access';
import { isAdminTwoStepPending, twoStepRequired } from './mfa/enforce';
import { verifyToken } from './tokens';

/** Who is calling, loaded fresh from the database on every request (roles changes apply at once). */
export interface AuthUser {
  id: string;
  roles: UserRole[];
  isAdmin: boolean;
  /**
   * An admin who must set up two-step sign-in first (auth/mfa/enforce.ts): `isAdmin` is false until then, and admin
   * routes answer 403 'two-step-required'.
   */
  twoStepPending?: boolean;
  /** The sign-in session of the caller's token (sessions/). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Please sign in to continue.',
  invalid: 'Your session is not valid. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
  revoked: 'Your session has ended because your password changed. Please sign in again.',
  /** Signed out (logout, "Sign out" from another device, an e-mail change…): sessions/liveness.ts. */
  ended: SESSION_ENDED_MESSAGE,
} as const;

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * onRequest hook for every /api route: a valid HS256 token, a user that still exists, a token version
 * that matches the user's current one and a live session (read in the same statement as the user: sessions/liveness.ts). It runs before the body is parsed, so strangers cost no parsing.
 * A route declaring `config.callerOrder` (orders/caller-order.ts) gets its order's head read likewise.
 * A route declaring `config.callerShop` (shops/access.ts) gets its shop's owner and its stamp read in the same
 * statement as the user: one round trip for the whole check of a kept list answer.
 */
export function authenticate(deps: { db: Db; jwtSecret: string; now: () => Date; requireAdminTwoStep?: boolean }) {
  return async function authenticateRequest(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(AUTH_MESSAGES.missing);
    const verified = await verifyToken(token, deps.jwtSecret);
    if (!verified.ok) throw unauthorized(verified.reason === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
    const { userId, sessionId } = verified.subject;
    if (!sessionId) throw unauthorized(AUTH_MESSAGES.invalid);
    const { callerShop: lookup, callerOrder } = request.routeOptions.config;
    const params = request.params as { shopId?: unknown; id?: unknown } | undefined;
    const shopId = lookup ? params?.shopId : undefined;
    const orderId = callerOrder ? params?.id : undefined;
    let user: { id: string; roles: UserRole[]; token_version: number; session_seen_at: Date | string | null } | null;
    if (lookup && typeof shopId === 'string') {
      const row = await readCallerWithShop(deps.db, { userId, sessionId }, shopId, lookup);
      if (row) request.callerShop = callerShopOf(shopId, row);
      user = row;
    } else if (typeof orderId === 'string') {
      const row = await readCallerWithOrder(deps.db, { userId, sessionId }, orderId);
      if (row) request.callerOrder = callerOrderOf(orderId, row);
      user = row;
    } else user = await readCaller(deps.db, userId, sessionId);
    if (!user) throw unauthorized(AUTH_MESSAGES.invalid);
    if (user.token_version !== verified.subject.tokenVersion) throw unauthorized(AUTH_MESSAGES.revoked);
    const isAdmin = user.roles.includes('admin');
    await checkSession(deps.db, { userId, sessionId, seenAt: user.session_seen_at, isAdmin, now: deps.now() });
    const twoStepPending = await isAdminTwoStepPending(deps.db, user, deps.requireAdminTwoStep);
    request.user = {
      id: user.id,
      roles: user.roles,
      isAdmin: isAdmin && !twoStepPending,
      sessionId,
      ...(twoStepPending ? { twoStepPending } : {}),
    };
  };
}

/** The caller on an authenticated route (the hook guarantees it; the check keeps the type honest). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.missing);
  return request.user;
}

export function assertAdmin(user: AuthUser): void {
  if (user.twoStepPending) throw twoStepRequired();
  if (!user.isAdmin) throw forbidden('Only an admin can do that.');
}

export function assertSelfOrAdmin(user: AuthUser, userId: string): void {
  if (user.id !== userId && !user.isAdmin) throw forbidden('You can only see your own account.');
}
