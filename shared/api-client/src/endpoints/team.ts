import type {
  ShopRole,
  TeamInvite,
  TeamInviteAcceptResponse,
  TeamInvitePreview,
  TeamInviteRequest,
  TeamMember,
  TeamResponse,
} from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { envelope, isObject, listIn, stringIn } from './envelopes';

const teamPath = (shopId: string) => `/api/shops/${encodeURIComponent(shopId)}/team`;
const invitePath = (token: string) => `/api/team-invites/${encodeURIComponent(token)}`;

function objectIn<T>(data: unknown, key: string): T {
  const value = envelope(data)[key];
  if (!isObject(value)) throw new TypeError(`unexpected response: "${key}" is not an object`);
  return value as T;
}

/** GET /api/shops/:shopId/team → members, open invites and whether the owner requires two-step sign-in. */
export function getTeam(shopId: string): Promise<TeamResponse> {
  return apiFetch(teamPath(shopId), {
    parse: (data) => ({
      members: listIn<TeamMember>(data, 'members'),
      invites: listIn<TeamInvite>(data, 'invites'),
      requireTwoStep: envelope(data).requireTwoStep === true,
    }),
  });
}

/** The current shop's team; refetches when the shop switches. */
export function useTeam(): SWRResponse<TeamResponse, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['team', shopId, auth.userId] as const) : null, ([, id]) => getTeam(id));
}

/** POST /api/shops/:shopId/team `{ email, role }` → the invite (the mail with the link is sent by the API). */
export function inviteToTeam(shopId: string, request: TeamInviteRequest): Promise<TeamInvite> {
  return apiFetch(teamPath(shopId), {
    method: 'POST',
    body: request,
    parse: (data) => objectIn<TeamInvite>(data, 'invite'),
  });
}

/** PUT /api/shops/:shopId/team/:userId `{ role }`. */
export function changeMemberRole(shopId: string, userId: string, role: ShopRole): Promise<void> {
  return apiFetch(`${teamPath(shopId)}/${encodeURIComponent(userId)}`, { method: 'PUT', body: { role } }).then(() => undefined);
}

/** DELETE /api/shops/:shopId/team/:userId — their access ends at once. */
export function removeMember(shopId: string, userId: string): Promise<void> {
  return apiFetch(`${teamPath(shopId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' }).then(() => undefined);
}

/** DELETE /api/shops/:shopId/team/invites/:inviteId — the link stops working. */
export function cancelInvite(shopId: string, inviteId: string): Promise<void> {
  return apiFetch(`${teamPath(shopId)}/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' }).then(() => undefined);
}

/** PUT /api/shops/:shopId/team/two-step `{ required }` (owner only). */
export function setTeamTwoStep(shopId: string, required: boolean): Promise<void> {
  return apiFetch(`${teamPath(shopId)}/two-step`, { method: 'PUT', body: { required } }).then(() => undefined);
}

/**
 * GET /api/team-invites/:token — public: what the link is for. Silent: the link page says itself what went wrong
 * (expired, used, unknown) instead of a toast.
 */
export function getTeamInvite(token: string): Promise<TeamInvitePreview> {
  return apiFetch(invitePath(token), {
    auth: false,
    silent: true,
    parse: (data) => ({
      shopName: stringIn(data, 'shopName'),
      email: stringIn(data, 'email'),
      role: stringIn(data, 'role') as ShopRole,
      expiresAt: stringIn(data, 'expiresAt'),
    }),
  });
}

/** POST /api/team-invites/:token/accept with the invited person's bearer (`bearer`: a token sign-up just answered). */
export function acceptTeamInvite(token: string, bearer?: string): Promise<TeamInviteAcceptResponse> {
  return apiFetch(`${invitePath(token)}/accept`, {
    method: 'POST',
    ...(bearer ? { bearer } : {}),
    parse: (data) => ({ shopId: stringIn(data, 'shopId'), role: stringIn(data, 'role') as ShopRole }),
  });
}
