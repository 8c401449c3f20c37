import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { signToken } from './tokens';

/** Who a sign-in token is issued to: the user's id and current token version. */
export interface SignInSubject {
  userId: string;
  tokenVersion: number;
}

/**
 * The one place a person's bearer token is issued after they proved who they are (sign-in, sign-up, a reset link, a
 * password change): every way in goes through it, so what a sign-in records (its session) is decided once.
 */
export async function issueSignInToken(
  deps: { db: Db; jwtSecret: string },
  _request: FastifyRequest,
  subject: SignInSubject,
): Promise<string> {
  return signToken(subject, deps.jwtSecret);
}
