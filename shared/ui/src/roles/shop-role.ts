import { useAuth, useCurrentShop, useCurrentUser, useUserShops } from '@backoffice/api-client';
import { can, isAdmin, type Permission, type Shop, type ShopRole } from '@backoffice/contracts';

function ownerId(owner: Shop['owner']): string {
  return typeof owner === 'string' ? owner : owner._id;
}

/** What the loaded shop itself says about the caller: the API's `role`, or ownership by the shop's owner field. */
function roleOnShop(shop: Shop, userId: string): ShopRole | undefined {
  if (shop.role) return shop.role;
  return ownerId(shop.owner) === userId ? 'owner' : undefined;
}

/**
 * The signed-in person's role in the current shop, for hiding what the role cannot do (the API decides; the UI
 * mirrors it so nobody meets a button that fails).
 * - `undefined`: not known yet (the user or the shop is still loading) — render neither the thing nor "no access";
 * - `null`: signed out, no shop chosen, or not a member of this shop;
 * - a platform admin counts as owner (admins pass every check).
 * The shop on the bus usually says it already (the API answers the caller's `role` with the shop, and an owner is
 * the shop's `owner`), so no call is made; otherwise the user's shop list is asked, under the one SWR key every
 * reader of that list shares.
 */
export function useShopRole(): ShopRole | null | undefined {
  const auth = useAuth();
  const user = useCurrentUser();
  const current = useCurrentShop();
  const shop = current?.shop ?? null;
  const fromShop = auth && shop ? roleOnShop(shop, auth.userId) : undefined;
  const needsList = !!auth && !!user && !isAdmin(user) && !!shop && fromShop === undefined;
  const list = useUserShops(needsList && auth ? auth.userId : null);

  if (!auth || !current) return null;
  if (!user) return undefined;
  if (isAdmin(user)) return 'owner';
  if (!shop) return undefined;
  if (fromShop) return fromShop;
  if (list.error) return null;
  if (!list.data) return undefined;
  const listed = list.data.shops.find((s) => s._id === current.shopId);
  // An API that lists shops without roles lists only the shops the user owns.
  return listed ? (listed.role ?? 'owner') : null;
}

/** Whether the current role may do this (contracts' permission table). False until the role is known, so a button
 * the role lacks never shows for a moment. */
export function useCan(permission: Permission): boolean {
  return can(useShopRole(), permission);
}
