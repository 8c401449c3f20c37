import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../auth/authenticate';
import { claimedAudience, type VerifiedToken, verifyToken } from '../../auth/tokens';
import type { Db } from '../../db/types';
import { findGuest } from '../../guests/repo';
import { GUEST_AUDIENCE, verifyGuestToken } from '../../guests/tokens';
import { forbidden, type HttpError, unauthorized } from '../../http/errors';
import { readCaller } from '../../sessions/liveness';

/** Who places an order: a signed-in customer, a guest, or a kiosk / POS (optionally with a customer signed in on it). */
export interface KioskRow {
  id: string;
  shop_id: string;
  type: 'kiosk' | 'POS';
  allow_pay_in_cash: boolean;
  allow_registered_users_sign_in: boolean;
}

export interface IntakeCaller {
  userId: string | null;
  guestId: string | null;
  kiosk: KioskRow | null;
  /** Scope of idempotency keys: `user:<id>`, `guest:<id>` or `kiosk:<id>`. */
  key: string;
  /**
   * A signed-in customer (no kiosk) whose token's version is still to be checked against the user row: the intake's
   * context read does it in the same statement (store.ts), instead of a read of its own before the transaction.
   * Absent: the caller is fully checked already.
   */
  tokenVersion?: number;
  /** With `tokenVersion`: the token's session, checked live by the same read. */
  sessionId?: string;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** A user or guest token → who it is; null when there is no bearer. Invalid tokens are a 401. */
export async function personFromBearer(
  db: Db,
  jwtSecret: string,
  header: string | undefined,
): Promise<{ userId: string } | { guestId: string } | null> {
  const person = await signedPerson(db, jwtSecret, header);
  if (!person || !('tokenVersion' in person)) return person;
  await checkUserTokenVersion(db, person.userId, person.tokenVersion, person.sessionId);
  return { userId: person.userId };
}

/** The user row's check of a verified user token: the user exists and the token's version is the current one. */
export function userTokenRefusal(rowTokenVersion: number | null, tokenVersion: number): HttpError | null {
  if (rowTokenVersion === null) return unauthorized(AUTH_MESSAGES.invalid);
  if (rowTokenVersion !== tokenVersion) return unauthorized(AUTH_MESSAGES.revoked);
  return null;
}

/** The user exists, the token's version is current and its session is live (sessions/liveness.ts). */
export async function checkUserTokenVersion(db: Db, userId: string, tokenVersion: number, sessionId: string): Promise<void> {
  const row = await readCaller(db, userId, sessionId);
  const refusal = userTokenRefusal(row?.token_version ?? null, tokenVersion);
  if (refusal) throw refusal;
  if (row?.session_seen_at === null) throw unauthorized(AUTH_MESSAGES.ended);
}

/** Like personFromBearer, but a user token is only verified (signature, expiry): its row is checked by the caller. */
async function signedPerson(
  db: Db,
  jwtSecret: string,
  header: string | undefined,
): Promise<{ userId: string; tokenVersion: number; sessionId: string } | { guestId: string } | null> {
  const token = bearerToken(header);
  if (!token) return null;
  // a token claiming the guest audience is tried as a guest's first (and only: a user's would be refused anyway)
  const claimsGuest = claimedAudience(token) === GUEST_AUDIENCE;
  const user: VerifiedToken = claimsGuest ? { ok: false, reason: 'invalid' } : await verifyToken(token, jwtSecret);
  if (user.ok) {
    // a user token without a session is never valid (auth/tokens.ts `sid`)
    if (!user.subject.sessionId) throw unauthorized(AUTH_MESSAGES.invalid);
    return { userId: user.subject.userId, tokenVersion: user.subject.tokenVersion, sessionId: user.subject.sessionId };
  }
  const guest = await verifyGuestToken(token, jwtSecret);
  if (guest.ok) {
    const row = await findGuest(db, guest.guestId);
    if (!row || row.token_version !== guest.tokenVersion) throw unauthorized(AUTH_MESSAGES.invalid);
    return { guestId: row.id };
  }
  throw unauthorized(user.reason === 'expired' || guest.reason === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
}

/**
 * The caller of the intake: a kiosk key (body `kioskKey` or header `Kiosk-Key`) makes it a kiosk order, and the key
 * must belong to this shop; a customer may also be signed in on the kiosk (user bearer, when the kiosk allows it,
 * or a guest bearer). Without a kiosk key a user or guest bearer is required.
 */
export async function resolveCaller(
  db: Db,
  jwtSecret: string,
  request: FastifyRequest,
  shopId: string,
  bodyKioskKey: string | undefined,
): Promise<IntakeCaller> {
  const header = request.headers['kiosk-key'];
  const kioskKey = bodyKioskKey ?? (typeof header === 'string' ? header : undefined);
  if (kioskKey) {
    const person = await personFromBearer(db, jwtSecret, request.headers.authorization);
    const [kiosk] = await db.query<KioskRow>(
      'select id, shop_id, type, allow_pay_in_cash, allow_registered_users_sign_in from kiosks where kiosk_key = $1',
      [kioskKey],
    );
    if (!kiosk) throw unauthorized('This kiosk is not recognised. Please check its unit key.');
    if (kiosk.shop_id !== shopId) throw forbidden('This kiosk belongs to another shop.');
    if (person && 'userId' in person && !kiosk.allow_registered_users_sign_in)
      throw forbidden('Signing in is not available on this kiosk.');
    const userId = person && 'userId' in person ? person.userId : null;
    const guestId = person && 'guestId' in person ? person.guestId : null;
    return { userId, guestId, kiosk, key: `kiosk:${kiosk.id}` };
  }
  // no kiosk: a user token's row is checked by the intake's context read (tokenVersion), not by a read here
  const person = await signedPerson(db, jwtSecret, request.headers.authorization);
  if (!person) throw unauthorized(AUTH_MESSAGES.missing);
  if ('userId' in person)
    return {
      userId: person.userId,
      guestId: null,
      kiosk: null,
      key: `user:${person.userId}`,
      tokenVersion: person.tokenVersion,
      sessionId: person.sessionId,
    };
  return { userId: null, guestId: person.guestId, kiosk: null, key: `guest:${person.guestId}` };
}
