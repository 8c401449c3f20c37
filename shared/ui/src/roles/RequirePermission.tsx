import { useCurrentShop } from '@backoffice/api-client';
import { can, type Permission, type ShopRole } from '@backoffice/contracts';
import { Center, EmptyState } from '@backoffice/ui/chakra';
import type { ReactNode } from 'react';
import { AreaPage } from '../area/AreaPage';
import { LoadingSpinner } from '../loading/LoadingSpinner';
import { useShopRole } from './shop-role';

/**
 * The role in the merchant's words: the role capitalised, as contracts' SHOP_ROLE_LABELS says it. Not imported from
 * there: that module holds the zod enum, and this package's entry loads whole on /login (host boot-path.test.ts).
 */
const roleLabel = (role: ShopRole) => `${role.charAt(0).toUpperCase()}${role.slice(1)}`;

/** "Your role (Staff) can't open Settings. Ask the shop owner." */
export function noAccessText(area: string, role: ShopRole | null): string {
  return role
    ? `Your role (${roleLabel(role)}) can't open ${area}. Ask the shop owner.`
    : `You can't open ${area} in this shop. Ask the shop owner.`;
}

/**
 * The one "no access" screen of every area: what a direct URL to an area the role cannot use shows, instead of a
 * page whose calls the API refuses one by one.
 */
export function NoAccess({ area, role }: { area: string; role: ShopRole | null }) {
  return (
    <AreaPage title={area}>
      <EmptyState.Root data-testid="no-access">
        <EmptyState.Content>
          <EmptyState.Title as="h2">No access</EmptyState.Title>
          <EmptyState.Description>{noAccessText(area, role)}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </AreaPage>
  );
}

export interface RequirePermissionProps {
  permission: Permission;
  /** The area in the merchant's words, as the side navigation names it ("Settings"). */
  area: string;
  children: ReactNode;
}

/**
 * Shows `children` only to a role with `permission` (platform admins always), the no-access screen to others, and a
 * spinner while the role is still loading — so neither the page nor "no access" flashes before the role is known.
 * With no shop chosen the page shows, as it did: each page already asks for a shop.
 */
export function RequirePermission({ permission, area, children }: RequirePermissionProps) {
  const role = useShopRole();
  const current = useCurrentShop();
  if (!current) return children;
  if (role === undefined) {
    return (
      <Center p={8}>
        <LoadingSpinner label={`Loading ${area}`} />
      </Center>
    );
  }
  return can(role, permission) ? children : <NoAccess area={area} role={role} />;
}
