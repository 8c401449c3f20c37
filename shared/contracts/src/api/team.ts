import { z } from 'zod';
import { id, isoDate } from '../entities/common';
import { shopRole } from '../entities/shop-role';

/** Invite links stay valid this long (issue: single-use link valid 7 days). */
export const TEAM_INVITE_DAYS = 7;

/** The invited address: trimmed and lower-cased, so the same person is not invited twice by a capital letter. */
export const teamInviteEmail = z
  .string({ message: 'Please enter a valid e-mail address' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid e-mail address').max(254, 'Please enter a valid e-mail address'));

/** POST /api/shops/{shopId}/team — the invite form and the route read this one schema. */
export const teamInviteRequest = z.strictObject({ email: teamInviteEmail, role: shopRole });
export type TeamInviteRequest = z.infer<typeof teamInviteRequest>;

/** PUT /api/shops/{shopId}/team/{userId}. */
export const teamRoleRequest = z.strictObject({ role: shopRole });
export type TeamRoleRequest = z.infer<typeof teamRoleRequest>;

export const teamMemberParams = z.strictObject({ shopId: id, userId: id });
export const teamInviteParams = z.strictObject({ shopId: id, inviteId: id });
/** The link's token (opaque; only its hash is stored). */
export const teamInviteTokenParams = z.strictObject({ token: z.string().min(16).max(200) });

/** An open invite as the team page lists it (never the token). */
export const teamInvite = z.object({
  id,
  email: z.string(),
  role: shopRole,
  invitedAt: isoDate,
  expiresAt: isoDate,
});
export type TeamInvite = z.infer<typeof teamInvite>;

export const teamInviteResponse = z.object({ invite: teamInvite });
export type TeamInviteResponse = z.infer<typeof teamInviteResponse>;

/** A member: `name` is the full name; `invitedAt` is null for the owner who opened the shop. */
export const teamMember = z.object({
  user: z.object({ id, email: z.string(), name: z.string() }),
  role: shopRole,
  invitedAt: isoDate.nullable(),
  joinedAt: isoDate,
});
export type TeamMember = z.infer<typeof teamMember>;

/** GET /api/shops/{shopId}/team. */
export const teamResponse = z.object({
  members: z.array(teamMember),
  invites: z.array(teamInvite),
  /** The owner asks every member to use two-step sign-in (PUT /api/shops/{shopId}/team/two-step). */
  requireTwoStep: z.boolean(),
});
export type TeamResponse = z.infer<typeof teamResponse>;

/** PUT /api/shops/{shopId}/team/{userId} answers the member as changed. */
export const teamMemberResponse = z.object({ member: teamMember });
export type TeamMemberResponse = z.infer<typeof teamMemberResponse>;

/** GET /api/team-invites/{token} (public): what the link page says before the person signs in. */
export const teamInvitePreview = z.object({ shopName: z.string(), email: z.string(), role: shopRole, expiresAt: isoDate });
export type TeamInvitePreview = z.infer<typeof teamInvitePreview>;

/** POST /api/team-invites/{token}/accept (the invited person's bearer token). */
export const teamInviteAcceptResponse = z.object({ shopId: id, role: shopRole });
export type TeamInviteAcceptResponse = z.infer<typeof teamInviteAcceptResponse>;
