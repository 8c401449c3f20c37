import { useCurrentShop, useCurrentUser, useUser } from '@backoffice/api-client';
import { isAdmin, type Shop, userFullName } from '@backoffice/contracts';
import { Alert } from '@backoffice/ui';

function ownerOf(shop: Shop): { id: string; name: string | null } {
  if (typeof shop.owner === 'string') return { id: shop.owner, name: null };
  return { id: shop.owner._id, name: userFullName(shop.owner) };
}

/** The text of the banner, or null when the caller works in their own venue (or is no admin). */
export function adminViewText(shopName: string, ownerName: string | null): string {
  return `Admin view — ${shopName}, owned by ${ownerName ?? '…'}`;
}

/**
 * An admin working in a venue someone else owns sees, on every page, whose venue it is: every change they make
 * there is theirs on the merchant's behalf (and audited by the API). Nothing shows for a merchant or an admin's own venue.
 */
export function AdminViewBanner() {
  const user = useCurrentUser();
  const shop = useCurrentShop()?.shop ?? null;
  const owner = shop && user && isAdmin(user) ? ownerOf(shop) : null;
  const foreign = owner !== null && owner.id !== user?._id;
  const { data: ownerUser } = useUser(foreign && owner.name === null ? owner.id : null);
  if (!foreign || !shop) return null;
  const ownerName = owner.name ?? (ownerUser ? userFullName(ownerUser) : null);
  return (
    <Alert.Root status="warning" borderRadius={0} position="sticky" top={0} zIndex="sticky" data-testid="admin-view-banner">
      <Alert.Indicator />
      <Alert.Title>{adminViewText(shop.name.normal, ownerName)}</Alert.Title>
    </Alert.Root>
  );
}
