import { CloseButton, Drawer, Flex, IconButton, Portal, Text } from '@backoffice/ui';
import { useLocation } from '@backoffice/ui/router';
import { useState } from 'react';
import { SideNavigation } from './SideNavigation';

function HamburgerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Spec 000 §2 "Mobile: top bar with a hamburger toggle" (below 600 px); the navigation opens in a drawer. */
export function MobileTopBar({ onOpenShops }: { onOpenShops: () => void }) {
  const { pathname } = useLocation();
  // The drawer is open "at" the page it was opened on: whatever changes the page (a link, a remote, the
  // browser's back button) closes it, with no effect needed.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (next: boolean) => setOpenAt(next ? pathname : null);

  return (
    <>
      <Flex
        as="header"
        align="center"
        gap={2}
        px={2}
        h="56px"
        borderBottomWidth="1px"
        bg="bg"
        position="sticky"
        top={0}
        zIndex="sticky"
      >
        <IconButton
          aria-label="Open navigation"
          aria-expanded={open}
          aria-controls="mobile-navigation"
          variant="ghost"
          onClick={() => setOpen(true)}
        >
          <HamburgerIcon />
        </IconButton>
        <Text fontWeight="bold">Venue Back-office</Text>
      </Flex>
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content id="mobile-navigation" maxW="80vw">
              <Drawer.Header>
                <Drawer.Title>Venue Back-office</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p={0}>
                <SideNavigation
                  showBrand={false}
                  onOpenShops={() => {
                    // One modal at a time: the shop modal replaces the drawer.
                    setOpen(false);
                    onOpenShops();
                  }}
                  onNavigate={() => setOpen(false)}
                />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Close navigation" size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
