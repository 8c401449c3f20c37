import {
  ADMIN_PAGE_SIZE,
  id,
  phoneWithPrefix,
  type UserResponse,
  type UsersListResponse,
  updateUserRequest,
  userQuery,
  usersListQuery,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BackgroundTasks } from '../account/background';
import type { MailAdapter, MailMessage } from '../adapters/mail';
import { recordAudit } from '../admin/audit';
import { assertAdmin, assertSelfOrAdmin, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { conflict, forbidden, notFound } from '../http/errors';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { endSessions } from '../sessions/repo';
import { assertPasswordForEmailChange, emailChangedMail, emailUndoLink, issueEmailUndo } from './email-change';
import { findUserByEmail, findUserById, isUniqueViolation, listUsers, lockAdmins, normaliseEmail, updateUser } from './repo';
import { toUser } from './serialize';

export const EMAIL_IN_USE_MESSAGE = 'Another account already uses this email address.';
export const ONLY_ADMIN_CHANGES_ROLES = 'Only an admin can change roles.';
export const OWN_ADMIN_ROLE_MESSAGE = 'You cannot remove your own admin role. Ask another admin to do it.';
export const LAST_ADMIN_MESSAGE = 'The platform must keep at least one admin.';
export const NO_LONGER_ADMIN_MESSAGE = 'You are no longer an admin.';
export const NOT_YOUR_ACCOUNT = 'You can only change your own account.';
export const EMAIL_CHANGED_MEANWHILE = 'The e-mail address was changed meanwhile. Please reload and try again.';

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

// `:userId` (the spec writes /api/users/{id}) so this path and /users/:userId/shops share one parameter name.
const userParams = z.strictObject({ userId: id });

/** User routes (spec 000 §7, 001 §7), mounted under /api behind the bearer-token hook. */
export async function userRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; mail: MailAdapter; background: BackgroundTasks; publicUrl: string },
): Promise<void> {
  const { db, now, mail, background, publicUrl } = deps;

  app.get(
    '/users/:userId',
    { schema: { params: userParams, querystring: userQuery } },
    async (request): Promise<UserResponse> => {
      const { userId } = paramsOf(request);
      assertSelfOrAdmin(currentUser(request), userId);
      // `populate: promoCode` is accepted; a user has no promo code relation yet, so there is nothing to add.
      queryOf(request);
      const row = await findUserById(db, userId);
      if (!row) throw notFound('User not found');
      return { user: toUser(row) };
    },
  );

  app.get('/users', { schema: { querystring: usersListQuery } }, async (request): Promise<UsersListResponse> => {
    assertAdmin(currentUser(request));
    const query = queryOf(request);
    const { rows, count } = await listUsers(db, {
      ...(query.search ? { search: query.search } : {}),
      ...(query.options.sort ? { sort: query.options.sort } : {}),
      limit: query.options.limit ?? query.limit ?? ADMIN_PAGE_SIZE,
      skip: query.options.skip ?? query.skip ?? 0,
    });
    return { users: rows.map(toUser), count };
  });

  /**
   * PUT /api/users/{id} (spec 001 §7): `userInfo` (JSON text or object) with any of name, profile (email, phone),
   * roles. Self or admin; only an admin changes roles (sending the current roles unchanged is fine, the My Account
   * form may post the whole user); an admin cannot drop their own admin role; e-mail stays unique (409).
   * A new sign-in e-mail needs the person's `currentPassword` when they change their own (an admin changing someone
   * else's does not); the old address is mailed an undo link (7 days) and the account's other sessions end.
   */
  app.put(
    '/users/:userId',
    { schema: { params: userParams, body: updateUserRequest } },
    async (request): Promise<UserResponse> => {
      const caller = currentUser(request);
      const { userId } = paramsOf(request);
      if (caller.id !== userId && !caller.isAdmin) throw forbidden(NOT_YOUR_ACCOUNT);
      const { userInfo, currentPassword } = bodyOf(request);
      const asked = userInfo.profile?.email;
      let emailChange: { from: string } | null = null;
      if (asked !== undefined) {
        const before = await findUserById(db, userId);
        if (!before) throw notFound('User not found');
        if (normaliseEmail(asked) !== before.email) {
          if (caller.id === userId) await assertPasswordForEmailChange(db, request, before, currentPassword);
          emailChange = { from: before.email };
        }
      }
      // sent once the change is committed
      const notice: { mail: MailMessage | null } = { mail: null };
      try {
        const row = await db.transaction(async (tx) => {
          // Lock order: the admins' rows first (by id), then the account's. Locking the account first, two admins
          // demoting each other at once each held one row and waited for the other's: a deadlock, which PostgreSQL
          // ends by failing one of them. Taken only when an admin sends roles (the one change that needs them).
          const lockedAdmins = caller.isAdmin && userInfo.roles !== undefined ? await lockAdmins(tx) : null;
          const current = await findUserById(tx, userId, { forUpdate: true });
          if (!current) throw notFound('User not found');
          const roles = userInfo.roles ?? current.roles;
          const rolesChanged = !sameRoles(roles, current.roles);
          if (rolesChanged) {
            if (!caller.isAdmin) throw forbidden(ONLY_ADMIN_CHANGES_ROLES);
            // The last-admin rule: nobody removes their own admin role, so whoever removes one is another admin
            // and the platform always keeps at least one (409: the request is fine, the state forbids it).
            if (caller.id === userId && current.roles.includes('admin') && !roles.includes('admin'))
              throw conflict(OWN_ADMIN_ROLE_MESSAGE);
            if (current.roles.includes('admin') && !roles.includes('admin')) {
              // Two admins demoting each other at once: the admins' rows are locked, so the second one waits, then
              // finds the caller is no longer an admin.
              const admins = lockedAdmins ?? (await lockAdmins(tx));
              if (!admins.includes(caller.id)) throw forbidden(NO_LONGER_ADMIN_MESSAGE);
              if (admins.filter((adminId) => adminId !== userId).length === 0) throw conflict(LAST_ADMIN_MESSAGE);
            }
          }
          const email = userInfo.profile?.email !== undefined ? normaliseEmail(userInfo.profile.email) : current.email;
          // changed meanwhile by another request: the password was checked against the e-mail read above
          if (email !== current.email && current.email !== emailChange?.from) throw conflict(EMAIL_CHANGED_MEANWHILE);
          if (email !== current.email) {
            const holder = await findUserByEmail(tx, email);
            if (holder && holder.id !== userId) throw conflict(EMAIL_IN_USE_MESSAGE);
          }
          const updated = await updateUser(tx, userId, {
            givenName: userInfo.name?.given ?? current.given_name,
            familyName: userInfo.name?.family ?? current.family_name,
            email,
            // the +64 rule (contracts phoneWithPrefix): a national number typed without it is stored with it
            phone: userInfo.profile?.phone !== undefined ? phoneWithPrefix(userInfo.profile.phone) : current.phone,
            roles,
          });
          if (emailChange && email !== current.email) {
            // the change ends the account's other sessions (all of them when an admin made it)
            await endSessions(tx, { userId, keep: caller.id === userId ? caller.sessionId : null, reason: 'email', now: now() });
            const token = await issueEmailUndo(tx, { userId, oldEmail: current.email, newEmail: email, now: now() });
            notice.mail = emailChangedMail({
              to: current.email,
              givenName: current.given_name,
              newEmail: email,
              link: emailUndoLink(publicUrl, token),
            });
          }
          if (rolesChanged)
            await recordAudit(tx, {
              at: now(),
              actorId: caller.id,
              action: 'user.roles',
              userIds: [userId],
              details: { from: current.roles, to: roles },
            });
          return updated;
        });
        const told = notice.mail;
        if (told) background.run('e-mail change notice', () => mail.sendMail(told));
        return { user: toUser(row) };
      } catch (error) {
        // two accounts moving to one address at the same moment: the unique index decides
        if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE_MESSAGE);
        throw error;
      }
    },
  );
}
