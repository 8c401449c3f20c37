import { ADMIN_PAGE_SIZE, id, type UserResponse, type UsersListResponse, userQuery, usersListQuery } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertAdmin, assertSelfOrAdmin, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { findUserById, listUsers } from './repo';
import { toUser } from './serialize';

// `:userId` (the spec writes /api/users/{id}) so this path and /users/:userId/shops share one parameter name.
const userParams = z.strictObject({ userId: id });

/** User routes (spec 000 §7, 001 §7), mounted under /api behind the bearer-token hook. */
export async function userRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const { db } = deps;

  app.get('/users/:userId', async (request): Promise<UserResponse> => {
    const { userId } = parseInput(userParams, request.params);
    assertSelfOrAdmin(currentUser(request), userId);
    // `populate: promoCode` is accepted; a user has no promo code relation yet, so there is nothing to add.
    parseInput(userQuery, request.query);
    const row = await findUserById(db, userId);
    if (!row) throw notFound('User not found');
    return { user: toUser(row) };
  });

  app.get('/users', async (request): Promise<UsersListResponse> => {
    assertAdmin(currentUser(request));
    const query = parseInput(usersListQuery, request.query);
    const { rows, count } = await listUsers(db, {
      ...(query.search ? { search: query.search } : {}),
      ...(query.options.sort ? { sort: query.options.sort } : {}),
      limit: query.options.limit ?? query.limit ?? ADMIN_PAGE_SIZE,
      skip: query.options.skip ?? query.skip ?? 0,
    });
    return { users: rows.map(toUser), count };
  });
}
