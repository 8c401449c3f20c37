import { randomUUID } from 'node:crypto';
import type { GuestCreate, GuestUser } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { toIso } from '../sql';

export interface GuestRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  token_version: number;
  created_at: Date;
}

export async function insertGuest(db: Db, guest: GuestCreate): Promise<GuestRow> {
  const [row] = await db.query<GuestRow>(
    `insert into guests (id, name, email, phone) values ($1, $2, $3, $4)
     returning id, name, email, phone, token_version, created_at`,
    [randomUUID(), guest.name, guest.email?.toLowerCase() ?? null, guest.phone ?? null],
  );
  if (!row) throw new Error('guest was not created');
  return row;
}

export async function findGuest(db: Db, guestId: string): Promise<GuestRow | null> {
  const [row] = await db.query<GuestRow>('select id, name, email, phone, token_version, created_at from guests where id = $1', [
    guestId,
  ]);
  return row ?? null;
}

/** A guest in the user shape (`GET /guests/:id` answers `{ user }` like `GET /api/users/:id`). */
export function toGuestUser(row: GuestRow): GuestUser {
  const [given = row.name, ...rest] = row.name.split(/\s+/);
  return {
    _id: row.id,
    name: { given, family: rest.join(' ') },
    profile: { ...(row.email ? { email: row.email } : {}), ...(row.phone ? { phone: row.phone } : {}) },
    roles: [],
    isGuest: true,
    createdAt: toIso(row.created_at),
  };
}
