import { useCurrentUser } from '@backoffice/api-client';
import { isAdmin, shortDisplayName } from '@backoffice/contracts';
import { Button, Menu } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { logout } from '../session/session';
import { ACCOUNT_LINK, ADMIN_LINKS } from './nav-items';

/**
 * Spec 000 §2 user dropdown: "Given F.", My Account, All Users + All Shops for admins only, Logout.
 * Links are real links (open in a new tab works); Logout is an action.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const displayName = user ? shortDisplayName(user) : 'Account';
  const links = isAdmin(user) ? [ACCOUNT_LINK, ...ADMIN_LINKS] : [ACCOUNT_LINK];
  return (
    <Menu.Root
      // fixed + no portal: the menu stays inside the mobile drawer's focus scope and escapes the nav's scrolling.
      positioning={{ placement: 'top-start', strategy: 'fixed' }}
      onSelect={({ value }) => {
        if (value === 'logout') logout();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" w="full" justifyContent="flex-start" aria-label={`${displayName}, user menu`}>
          {displayName}
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="12rem">
          {links.map((link) => (
            <Menu.Item key={link.to} value={link.to} asChild>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Menu.Item>
          ))}
          <Menu.Separator />
          <Menu.Item value="logout">Logout</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
