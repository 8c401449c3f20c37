import { useCurrentUser } from '@backoffice/api-client';
import { isAdmin, shortDisplayName } from '@backoffice/contracts';
import { Button } from '@backoffice/ui';
import { lazy, Suspense, useState } from 'react';
import { ACCOUNT_LINK, ADMIN_LINKS } from './nav-items';

const loadDropdown = () => import(/* webpackChunkName: "user-menu" */ './UserMenuDropdown');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * Spec 000 §2 user dropdown: "Given F.", My Account, All Users + All Shops for admins only, Logout.
 * Links are real links (open in a new tab works); Logout is an action.
 *
 * Until its first open this is a plain button: the dropdown (./UserMenuDropdown) is fetched when the pointer comes
 * near or the button gets focus, and mounts open on the click / Enter / Space that asked for it.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const displayName = user ? shortDisplayName(user) : 'Account';
  const links = isAdmin(user) ? [ACCOUNT_LINK, ...ADMIN_LINKS] : [ACCOUNT_LINK];
  const trigger = (
    <Button
      variant="ghost"
      w="full"
      justifyContent="flex-start"
      aria-label={`${displayName}, user menu`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setOpened(true)}
    >
      {displayName}
    </Button>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown displayName={displayName} links={links} />
    </Suspense>
  );
}
