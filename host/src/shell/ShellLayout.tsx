import { Box, Flex, Link } from '@backoffice/ui';
import { type ReactNode, useState } from 'react';
import { AreaOutlet } from '../areas/AreaOutlet';
import { MobileTopBar } from '../navigation/MobileTopBar';
import { SideNavigation } from '../navigation/SideNavigation';
import { useIsMobile } from '../navigation/use-is-mobile';
import { type ShopDialogMode, ShopDialogs } from '../shops/ShopDialogs';
import { MAIN_ID } from './main-landmark';

function SkipToContent() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      left="-9999px"
      top={2}
      zIndex="skipLink"
      bg="bg"
      px={3}
      py={2}
      borderRadius="md"
      _focusVisible={{ left: 2 }}
    >
      Skip to main content
    </Link>
  );
}

/**
 * The signed-in frame: navigation on the left (a top bar + drawer below 600 px), the main landmark with the
 * host's own page and the area elements single-spa mounts remotes into. <main> keeps its place in the tree in
 * both layouts, so resizing across the breakpoint never re-creates it.
 */
export function ShellLayout({ children, areasHidden = false }: { children: ReactNode; areasHidden?: boolean }) {
  const isMobile = useIsMobile();
  const [shopDialog, setShopDialog] = useState<ShopDialogMode>('closed');
  const openShops = () => setShopDialog('select');

  return (
    <>
      <SkipToContent />
      <Flex direction={isMobile ? 'column' : 'row'} minH="100dvh">
        {isMobile ? (
          <MobileTopBar onOpenShops={openShops} />
        ) : (
          // The column (background, border) runs the page's full height; the navigation inside it stays in view.
          <Box w="15rem" flexShrink={0} borderRightWidth="1px" bg="bg.subtle" data-testid="side-navigation-column">
            <Box position="sticky" top={0} h="100dvh" overflowY="auto">
              <SideNavigation onOpenShops={openShops} />
            </Box>
          </Box>
        )}
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW={0} _focus={{ outline: 'none' }}>
          {children}
          <Box display={areasHidden ? 'none' : undefined}>
            <AreaOutlet />
          </Box>
        </Box>
      </Flex>
      <ShopDialogs mode={shopDialog} onModeChange={setShopDialog} />
    </>
  );
}
