import { type GuestCreated, type GuestUser, guestCreate } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/types';
import { type ClientLimit, createClientThrottle } from '../http/client-throttle';
import { forbidden, unauthorized } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { personFromBearer } from '../orders/intake/caller';
import { findGuest, insertGuest, toGuestUser } from './repo';
import { signGuestToken } from './tokens';

/**
 * Guests (spec 000 §6–§7: "guest token for guests", `/guests/{id}`): a customer who orders without an account.
 * POST /guests needs no bearer; GET /guests/:id only with that guest's own token.
 */
/** Any text: an id that is not the caller's own is a 403 whatever its shape (nothing about other guests leaks). */
const guestParams = z.strictObject({ id: z.string() });

export async function guestRoutes(app: FastifyInstance, deps: { db: Db; jwtSecret: string; limit: ClientLimit }): Promise<void> {
  const throttle = createClientThrottle(deps.limit);
  app.post('/guests', { schema: { body: guestCreate } }, async (request, reply): Promise<GuestCreated> => {
    throttle.check(request, reply);
    const body = bodyOf(request);
    const guest = await insertGuest(deps.db, body);
    const token = await signGuestToken({ guestId: guest.id, tokenVersion: guest.token_version }, deps.jwtSecret);
    reply.status(201);
    return { token, guestId: guest.id };
  });

  // `options` (populate promoCode) is accepted like GET /api/users/:id; a guest has nothing to populate.
  app.get('/guests/:id', { schema: { params: guestParams } }, async (request): Promise<{ user: GuestUser }> => {
    const person = await personFromBearer(deps.db, deps.jwtSecret, request.headers.authorization);
    if (!person) throw unauthorized('Please sign in to continue.');
    const { id } = paramsOf(request);
    if (!('guestId' in person) || person.guestId !== id) throw forbidden('You can only see your own details.');
    const guest = await findGuest(deps.db, id);
    if (!guest) throw forbidden('You can only see your own details.');
    return { user: toGuestUser(guest) };
  });
}
