import { Button, Menu } from '@backoffice/ui';
import { Link as RouterLink } from '@backoffice/ui/router';
import { logout } from '../session/session';
import type { NavItem } from './nav-items';

/**
 * The user dropdown itself (Chakra's Menu: the menu machine and its positioning, ~20 KiB gzip). Loaded by UserMenu
 * on the first open only, so a signed-in page that never opens it does not download it (`pnpm bench` page weight). It mounts open:
 * the click or key that asked for it is the one that opens it.
 */
export default function UserMenuDropdown({ displayName, links }: { displayName: string; links: readonly NavItem[] }) {
  return (
    <Menu.Root
      defaultOpen
      // fixed + no portal: the menu stays inside the mobile drawer's focus scope and escapes the nav's scrolling.
      positioning={{ placement: 'top-start', strategy: 'fixed' }}
      onSelect={({ value }) => {
        if (value === 'logout') void logout();
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
