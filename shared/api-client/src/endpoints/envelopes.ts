import type { Shop, User } from '@backoffice/contracts';
import { z } from 'zod';

/**
 * List answers are checked at the envelope only: parsing up to 1000 shops item by item costs more than it
 * protects. Single entities are parsed with the contracts schemas in their own endpoint file.
 */
const count = z.number().int().min(0);
const items = z.array(z.looseObject({ _id: z.string() }));

export interface ShopList {
  shops: Shop[];
  count: number;
}

export interface UserList {
  users: User[];
  count: number;
}

export function parseShopList(data: unknown): ShopList {
  const { shops, count: total } = z.object({ shops: items, count }).parse(data);
  return { shops: shops as unknown as Shop[], count: total };
}

export function parseUserList(data: unknown): UserList {
  const { users, count: total } = z.object({ users: items, count }).parse(data);
  return { users: users as unknown as User[], count: total };
}
