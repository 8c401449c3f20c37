import { z } from 'zod';
import { user } from '../entities/user';
import { optionsParam, populateOption, queryOptions } from './options';
import { queryInt } from './query';

/** GET /api/users (admin). Sort keys the API accepts; `-key` sorts descending. Default: newest first. */
export const USERS_LIST_SORT = ['createdAt', 'name.given', 'name.family', 'profile.email'] as const;
export const USERS_LIST_MAX_LIMIT = 100;

export const usersListOptions = queryOptions({ sort: USERS_LIST_SORT, maxLimit: USERS_LIST_MAX_LIMIT });

/** spec 001 §7: options, search, limit, skip. `limit`/`skip` may come inside options or as plain parameters. */
export const usersListQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  options: optionsParam(usersListOptions),
  limit: queryInt(1, USERS_LIST_MAX_LIMIT).optional(),
  skip: queryInt(0, 1_000_000).optional(),
});

export const usersListResponse = z.object({ users: z.array(user), count: z.number().int().min(0) });
export type UsersListResponse = z.infer<typeof usersListResponse>;

/** GET /api/users/{id}: options may ask to populate promoCode (spec 000 §7). */
export const userQuery = z.strictObject({
  options: optionsParam(z.strictObject({ populate: populateOption(['promoCode']).optional() })),
});

export const userResponse = z.object({ user });
export type UserResponse = z.infer<typeof userResponse>;
