import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ShopRole, TeamInvite, TeamMember } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { toIso } from '../sql';

/** A new invite link's token (256 random bits) and the hash that is stored in its place. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface MemberRow {
  user_id: string;
  email: string;
  given_name: string;
  family_name: string;
  role: ShopRole;
  invited_at: Date | string | null;
  joined_at: Date | string;
}

export function toTeamMember(row: MemberRow): TeamMember {
  return {
    user: { id: row.user_id, email: row.email, name: `${row.given_name} ${row.family_name}`.trim() },
    role: row.role,
    invitedAt: row.invited_at === null ? null : toIso(row.invited_at),
    joinedAt: toIso(row.joined_at),
  };
}

const MEMBER_SELECT = `select m.user_id, u.email, u.given_name, u.family_name, m.role, m.invited_at, m.joined_at
  from shop_members m join users u on u.id = m.user_id`;

/** Owners first, then managers, then staff; within a role, who joined first. */
export async function listMembers(db: Db, shopId: string): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `${MEMBER_SELECT} where m.shop_id = $1
     order by case m.role when 'owner' then 0 when 'manager' then 1 else 2 end, m.joined_at, m.user_id`,
    [shopId],
  );
}

export async function findMember(db: Db, shopId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`${MEMBER_SELECT} where m.shop_id = $1 and m.user_id = $2`, [shopId, userId]);
  return row ?? null;
}

export async function isMemberByEmail(db: Db, shopId: string, email: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from shop_members m join users u on u.id = m.user_id where m.shop_id = $1 and u.email = $2',
    [shopId, email],
  );
  return rows.length > 0;
}

/** Owners other than `userId`, the longest-standing first (who becomes the owner of record when that one goes). */
export async function otherOwners(db: Db, shopId: string, userId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `select user_id from shop_members where shop_id = $1 and role = 'owner' and user_id <> $2 order by joined_at, user_id`,
    [shopId, userId],
  );
  return rows.map((row) => row.user_id);
}

export interface InviteRow {
  id: string;
  shop_id: string;
  email: string;
  role: ShopRole;
  invited_by: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  accepted_by: string | null;
  cancelled_at: Date | string | null;
}

const INVITE_COLUMNS = 'id, shop_id, email, role, invited_by, created_at, expires_at, accepted_at, accepted_by, cancelled_at';

export function toTeamInvite(row: InviteRow): TeamInvite {
  return { id: row.id, email: row.email, role: row.role, invitedAt: toIso(row.created_at), expiresAt: toIso(row.expires_at) };
}

/** Invites still waiting for their person: not accepted, not cancelled, not expired at `now`. */
export async function listOpenInvites(db: Db, shopId: string, now: Date): Promise<InviteRow[]> {
  return db.query<InviteRow>(
    `select ${INVITE_COLUMNS} from team_invites
     where shop_id = $1 and accepted_at is null and cancelled_at is null and expires_at > $2
     order by created_at, id`,
    [shopId, now.toISOString()],
  );
}

export async function findInvite(db: Db, shopId: string, inviteId: string): Promise<InviteRow | null> {
  const [row] = await db.query<InviteRow>(`select ${INVITE_COLUMNS} from team_invites where shop_id = $1 and id = $2`, [
    shopId,
    inviteId,
  ]);
  return row ?? null;
}

export async function findInviteByToken(db: Db, token: string, options: { forUpdate?: boolean } = {}): Promise<InviteRow | null> {
  const [row] = await db.query<InviteRow>(
    `select ${INVITE_COLUMNS} from team_invites where token_hash = $1 ${options.forUpdate ? 'for update' : ''}`,
    [hashInviteToken(token)],
  );
  return row ?? null;
}

/**
 * A new invite. An expired one to the same address is closed first, so it does not block the new one; a waiting one
 * does (the unique index team_invites_open_idx: a double click makes one invite, the second insert fails 23505).
 */
export async function insertInvite(
  db: Db,
  invite: { shopId: string; email: string; role: ShopRole; invitedBy: string; hash: string; now: Date; expiresAt: Date },
): Promise<InviteRow> {
  await db.query(
    `update team_invites set cancelled_at = $3
     where shop_id = $1 and email = $2 and accepted_at is null and cancelled_at is null and expires_at <= $3`,
    [invite.shopId, invite.email, invite.now.toISOString()],
  );
  const [row] = await db.query<InviteRow>(
    `insert into team_invites (id, shop_id, email, role, token_hash, invited_by, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${INVITE_COLUMNS}`,
    [
      randomUUID(),
      invite.shopId,
      invite.email,
      invite.role,
      invite.hash,
      invite.invitedBy,
      invite.now.toISOString(),
      invite.expiresAt.toISOString(),
    ],
  );
  if (!row) throw new Error('invite vanished after insert');
  return row;
}

export async function cancelInvite(db: Db, inviteId: string, now: Date): Promise<void> {
  await db.query('update team_invites set cancelled_at = $2 where id = $1 and accepted_at is null and cancelled_at is null', [
    inviteId,
    now.toISOString(),
  ]);
}

/** Marks the invite used and makes its person a member (a member already: their role stays). */
export async function acceptInvite(db: Db, invite: InviteRow, userId: string, now: Date): Promise<ShopRole> {
  await db.query('update team_invites set accepted_at = $2, accepted_by = $3 where id = $1', [
    invite.id,
    now.toISOString(),
    userId,
  ]);
  const [row] = await db.query<{ role: ShopRole }>(
    `with added as (
       insert into shop_members (shop_id, user_id, role, invited_at, joined_at) values ($1, $2, $3, $4, $5)
       on conflict (shop_id, user_id) do nothing returning role
     )
     select role from added union all select role from shop_members where shop_id = $1 and user_id = $2 limit 1`,
    [invite.shop_id, userId, invite.role, toIso(invite.created_at), now.toISOString()],
  );
  return row?.role ?? invite.role;
}

export async function setMemberRole(db: Db, shopId: string, userId: string, role: ShopRole): Promise<void> {
  await db.query('update shop_members set role = $3 where shop_id = $1 and user_id = $2', [shopId, userId, role]);
}

export async function removeMember(db: Db, shopId: string, userId: string): Promise<void> {
  await db.query('delete from shop_members where shop_id = $1 and user_id = $2', [shopId, userId]);
}

/**
 * Another owner becomes the owner of record (shops.owner_id: billing, transfer, the admin lists). The trigger of
 * migration 140 then takes the previous owner's member row away; `keep` puts it back with the role they keep.
 */
export async function handOverRecord(db: Db, shopId: string, from: MemberRow, to: string, keep: ShopRole | null): Promise<void> {
  await db.query('update shops set owner_id = $2, updated_at = now() where id = $1', [shopId, to]);
  if (!keep) return;
  await db.query('insert into shop_members (shop_id, user_id, role, invited_at, joined_at) values ($1, $2, $3, $4, $5)', [
    shopId,
    from.user_id,
    keep,
    from.invited_at === null ? null : toIso(from.invited_at),
    toIso(from.joined_at),
  ]);
}

export async function requiresTwoStep(db: Db, shopId: string): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>('select require_two_step as required from shops where id = $1', [shopId]);
  return row?.required ?? false;
}
