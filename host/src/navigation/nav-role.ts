import { useCurrentShop } from '@backoffice/api-client';
import { can, type ShopRole } from '@backoffice/contracts';
import { useShopRole } from '@backoffice/ui';
import { useRef } from 'react';
import { NAV_ITEMS, type NavArea } from './nav-items';

/**
 * The areas the current shop role may open (issue: "the side navigation shows only its areas"). With no shop chosen
 * every area shows, as each page then asks for a shop. While a shop loads, the last known role's areas stay (a shop
 * switch does not empty the navigation for a moment); before any role is known no area shows, so a staff member
 * never sees Settings appear and vanish.
 */
export function useNavAreas(): readonly NavArea[] {
  const noShop = useCurrentShop() === null;
  const role = useShopRole();
  const settled = useRef<ShopRole | null | undefined>(undefined);
  if (role !== undefined) settled.current = role;
  if (noShop) return NAV_ITEMS;
  const known = role ?? settled.current;
  if (known === undefined) return [];
  return NAV_ITEMS.filter((item) => can(known, item.permission));
}
