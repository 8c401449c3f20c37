import {
  can,
  invitableRoles,
  type Permission,
  type ShopRole,
  shopParams,
  TEAM_INVITE_DAYS,
  type TeamInviteAcceptResponse,
  type TeamInvitePreview,
  type TeamInviteResponse,
  type TeamMemberResponse,
  type TeamResponse,
  teamInviteAcceptResponse,
  teamInviteParams,
  teamInviteRequest,
  teamInviteTokenParams,
  teamMemberParams,
  teamRoleRequest,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailAdapter } from '../adapters/mail';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { SHOP_NOT_FOUND } from '../shops/access';
import { findShop } from '../shops/repo';
import { checkedShopOf, guardShopOfPath, loadShopWithAccess } from '../shops/shop-guard';
import { findUserById, isUniqueViolation } from '../users/repo';
import { inviteLink, inviteMail } from './invite-mail';
import {
  acceptInvite,
  cancelInvite,
  findInvite,
  findInviteByToken,
  findMember,
  handOverRecord,
  type InviteRow,
  insertInvite,
  isMemberByEmail,
  listMembers,
  listOpenInvites,
  newInviteToken,
  otherOwners,
  removeMember,
  requiresTwoStep,
  setMemberRole,
  toTeamInvite,
  toTeamMember,
} from './repo';

export const TEAM_MESSAGES = {
  managerInvitesStaff: 'A manager can invite staff only. Ask an owner to invite managers or owners.',
  cannotInvite: 'Your role in this shop cannot invite people.',
  alreadyMember: (email: string) => `${email} is already in this team.`,
  alreadyInvited: (email: string) => `${email} has been invited already. Cancel that invite to send a new one.`,
  notMember: 'This person is not in this team.',
  inviteNotFound: 'This invite is not waiting any more.',
  managerCancelsStaff: 'A manager can cancel invites to staff only.',
  lastOwnerDemote: 'The last owner cannot be given another role. Make someone else an owner first.',
  lastOwnerLeave: 'The last owner cannot leave the team. Make someone else an owner first.',
  linkInvalid: 'This invite link is not valid. Ask for a new invite.',
  linkUsed: 'This invite has been used already.',
  linkCancelled: 'This invite was cancelled. Ask for a new invite.',
  linkExpired: `This invite has expired (links last ${TEAM_INVITE_DAYS} days). Ask for a new invite.`,
  wrongEmail: (email: string) => `This invite is for ${email}. Sign in with that e-mail address to accept it.`,
} as const;

/** 410: the link existed but can no longer be used (used, cancelled, expired) — the link page says which. */
const gone = (message: string) => new HttpError(410, message);

const DAY_MS = 86_400_000;

/** Why an invite link cannot be used at `now`, or null. */
function inviteRefusal(invite: InviteRow, now: Date): HttpError | null {
  if (invite.accepted_at !== null) return gone(TEAM_MESSAGES.linkUsed);
  if (invite.cancelled_at !== null) return gone(TEAM_MESSAGES.linkCancelled);
  if (new Date(invite.expires_at).getTime() <= now.getTime()) return gone(TEAM_MESSAGES.linkExpired);
  return null;
}

/** Any member may leave (remove themselves): that is `shop.view`; removing someone else is `team.manage`. */
function removalPermission(request: FastifyRequest): Permission {
  // the route declares `teamMemberParams`: paramsOf validates with them
  const { userId } = paramsOf(request, teamMemberParams);
  return userId === currentUser(request).id ? 'shop.view' : 'team.manage';
}

export interface TeamRouteDeps {
  db: Db;
  mail: MailAdapter;
  publicUrl: string;
  now: () => Date;
}

/**
 * Teams (contracts api/team.ts; who may do what: contracts rules/permissions.ts). Mounted under /api behind the bearer
 * hook. Each route declares its permission in the shop (shops/shop-guard.ts), checked inside the write's transaction
 * where it locks the shop. The owner invites any role, a manager staff only, staff nobody; the last owner can neither
 * leave nor be given another role. Every write runs under the shop's row lock, so two owners demoting each other at once cannot leave
 * the shop without one.
 */
export async function teamRoutes(app: FastifyInstance, deps: TeamRouteDeps): Promise<void> {
  const { db, mail, publicUrl, now } = deps;
  const guardShop = guardShopOfPath(db);

  app.get(
    '/shops/:shopId/team',
    { schema: { params: shopParams }, config: { shopPermission: 'team.inviteStaff' }, preHandler: guardShop },
    async (request): Promise<TeamResponse> => {
      const { shopId } = paramsOf(request);
      const [members, invites, requireTwoStep] = await Promise.all([
        listMembers(db, shopId),
        listOpenInvites(db, shopId, now()),
        requiresTwoStep(db, shopId),
      ]);
      return { members: members.map(toTeamMember), invites: invites.map(toTeamInvite), requireTwoStep };
    },
  );

  app.post(
    '/shops/:shopId/team',
    { schema: { params: shopParams, body: teamInviteRequest }, config: { shopPermission: 'team.inviteStaff' } },
    async (request, reply): Promise<TeamInviteResponse> => {
      const user = currentUser(request);
      const { shopId } = paramsOf(request);
      const { token, hash } = newInviteToken();
      const at = now();
      let created: { invite: InviteRow; shopName: string; email: string; role: ShopRole };
      let email = '';
      try {
        created = await db.transaction(async (tx) => {
          // who may invite first, then what they asked for (a stranger learns nothing about the body's rules)
          const shop = await loadShopWithAccess(tx, request, shopId, { forUpdate: true });
          const body = bodyOf(request);
          email = body.email;
          const { role } = body;
          if (!invitableRoles(shop.member_role).includes(role)) throw forbidden(TEAM_MESSAGES.managerInvitesStaff);
          if (await isMemberByEmail(tx, shopId, email)) throw conflict(TEAM_MESSAGES.alreadyMember(email));
          const expiresAt = new Date(at.getTime() + TEAM_INVITE_DAYS * DAY_MS);
          const invite = await insertInvite(tx, { shopId, email, role, invitedBy: user.id, hash, now: at, expiresAt });
          return { invite, shopName: shop.name, email, role };
        });
      } catch (error) {
        // the same address invited twice at once (a double click): the unique index lets one through
        if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.alreadyInvited(email));
        throw error;
      }
      const inviter = await findUserById(db, user.id);
      await mail.sendMail(
        inviteMail({
          to: created.email,
          shopName: created.shopName,
          inviterName: inviter ? `${inviter.given_name} ${inviter.family_name}`.trim() : '',
          role: created.role,
          link: inviteLink(publicUrl, token),
        }),
      );
      reply.status(201);
      return { invite: toTeamInvite(created.invite) };
    },
  );

  app.put(
    '/shops/:shopId/team/:userId',
    { schema: { params: teamMemberParams, body: teamRoleRequest }, config: { shopPermission: 'team.manage' } },
    async (request): Promise<TeamMemberResponse> => {
      const { shopId, userId } = paramsOf(request);
      const member = await db.transaction(async (tx) => {
        const shop = await loadShopWithAccess(tx, request, shopId, { forUpdate: true });
        const { role } = bodyOf(request);
        const current = await findMember(tx, shopId, userId);
        if (!current) throw notFound(TEAM_MESSAGES.notMember);
        if (current.role === 'owner' && role !== 'owner') {
          const [successor] = await otherOwners(tx, shopId, userId);
          if (!successor) throw conflict(TEAM_MESSAGES.lastOwnerDemote);
          if (shop.owner_id === userId) await handOverRecord(tx, shopId, current, successor, role);
          else await setMemberRole(tx, shopId, userId, role);
        } else await setMemberRole(tx, shopId, userId, role);
        const changed = await findMember(tx, shopId, userId);
        if (!changed) throw new Error('member vanished during a role change');
        return changed;
      });
      return { member: toTeamMember(member) };
    },
  );

  // Removing a member ends their access at once: every shop-scoped route reads the caller's membership on each call.
  app.delete(
    '/shops/:shopId/team/:userId',
    { schema: { params: teamMemberParams }, config: { shopPermission: removalPermission } },
    async (request, reply) => {
      const { shopId, userId } = paramsOf(request);
      await db.transaction(async (tx) => {
        const shop = await loadShopWithAccess(tx, request, shopId, { forUpdate: true });
        const current = await findMember(tx, shopId, userId);
        if (!current) throw notFound(TEAM_MESSAGES.notMember);
        if (current.role === 'owner') {
          const [successor] = await otherOwners(tx, shopId, userId);
          if (!successor) throw conflict(TEAM_MESSAGES.lastOwnerLeave);
          if (shop.owner_id === userId) {
            await handOverRecord(tx, shopId, current, successor, null);
            return;
          }
        }
        await removeMember(tx, shopId, userId);
      });
      reply.status(204);
    },
  );

  app.delete(
    '/shops/:shopId/team/invites/:inviteId',
    { schema: { params: teamInviteParams }, config: { shopPermission: 'team.inviteStaff' }, preHandler: guardShop },
    async (request, reply) => {
      const { shopId, inviteId } = paramsOf(request);
      const shop = checkedShopOf(request);
      const invite = await findInvite(db, shopId, inviteId);
      if (!invite || invite.accepted_at !== null || invite.cancelled_at !== null) throw notFound(TEAM_MESSAGES.inviteNotFound);
      if (!can(shop.member_role, 'team.manage') && invite.role !== 'staff') throw forbidden(TEAM_MESSAGES.managerCancelsStaff);
      await cancelInvite(db, inviteId, now());
      reply.status(204);
    },
  );

  app.post(
    '/team-invites/:token/accept',
    { schema: { params: teamInviteTokenParams } },
    async (request): Promise<TeamInviteAcceptResponse> => {
      const user = currentUser(request);
      const { token } = paramsOf(request);
      const at = now();
      const accepted = await db.transaction(async (tx) => {
        // locked: two clicks on Accept are one after the other, the second sees the first's answer
        const invite = await findInviteByToken(tx, token, { forUpdate: true });
        if (!invite) throw notFound(TEAM_MESSAGES.linkInvalid);
        const person = await findUserById(tx, user.id);
        if (!person) throw notFound(TEAM_MESSAGES.linkInvalid);
        if (person.email !== invite.email) throw forbidden(TEAM_MESSAGES.wrongEmail(invite.email));
        if (invite.accepted_at !== null && invite.accepted_by === user.id) {
          // the same person again (a double click, a reload): the answer of the first
          const member = await findMember(tx, invite.shop_id, user.id);
          if (member) return { shopId: invite.shop_id, role: member.role };
        }
        const refusal = inviteRefusal(invite, at);
        if (refusal) throw refusal;
        if (!(await findShop(tx, invite.shop_id))) throw notFound(SHOP_NOT_FOUND);
        // a merchant account from now on, like an account a venue is transferred to (the back-office's sign-in role)
        await tx.query(
          `update users set roles = array_append(roles, 'merchant'), updated_at = now() where id = $1 and not ('merchant' = any(roles))`,
          [user.id],
        );
        return { shopId: invite.shop_id, role: await acceptInvite(tx, invite, user.id, at) };
      });
      return teamInviteAcceptResponse.parse(accepted);
    },
  );
}

/** GET /api/team-invites/{token}: public, so the link page can say what the invite is before anyone signs in. */
export async function teamInvitePreviewRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): Promise<void> {
  const { db, now } = deps;
  app.get('/team-invites/:token', { schema: { params: teamInviteTokenParams } }, async (request): Promise<TeamInvitePreview> => {
    const { token } = paramsOf(request);
    const invite = await findInviteByToken(db, token);
    if (!invite) throw notFound(TEAM_MESSAGES.linkInvalid);
    const refusal = inviteRefusal(invite, now());
    if (refusal) throw refusal;
    const shop = await findShop(db, invite.shop_id);
    if (!shop) throw notFound(TEAM_MESSAGES.linkInvalid);
    return { shopName: shop.name, email: invite.email, role: invite.role, expiresAt: toTeamInvite(invite).expiresAt };
  });
}
