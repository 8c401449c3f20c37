import { VENUE_TIME_ZONE } from '../constants';
import type { ShopRole } from '../entities/shop-role';

/** What each role may do, in one line the invite form and the team page show beside the role (rules/permissions.ts). */
export const SHOP_ROLE_DESCRIPTIONS: Record<ShopRole, string> = {
  owner: 'Everything, including bank details, the subscription, the team, transfer and delete.',
  manager: 'Everything but bank and payout details, the subscription, the team (can invite staff), transfer and delete.',
  staff: 'Orders (accept, reject, complete, print, receipts), customers to read, and sold-out / hide in the menu.',
};

const DAY = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: VENUE_TIME_ZONE });

/** A team date (joined, invited, expires) as the venue's calendar day: `27 Nov 2026`; '' when unreadable. */
export function teamDayText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

/**
 * The last owner can be neither demoted nor removed (a shop always keeps someone who can manage it): true when this
 * member is an owner and no other member is.
 */
export function isLastOwner(members: ReadonlyArray<{ user: { id: string }; role: ShopRole }>, userId: string): boolean {
  const owners = members.filter((member) => member.role === 'owner');
  return owners.length === 1 && owners[0]?.user.id === userId;
}
