import { Box, Flex, Link } from '@backoffice/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AreaOutlet } from '../areas/AreaOutlet';
import { SideNavigation } from '../navigation/SideNavigation';
import { useIsMobile } from '../navigation/use-is-mobile';
import { AdminViewBanner } from '../shops/AdminViewBanner';
import type { ShopDialogMode } from '../shops/ShopDialogs';
import { useAreaTitle } from './area-title';
import { MAIN_ID } from './main-landmark';

// Page weight (`pnpm bench`): what a signed-in page does not draw at first is fetched when it is needed. The shop
// dialogs on the first click of the shop switcher; the mobile top bar and its drawer only below 600 px.
const ShopDialogs = lazy(() =>
  import(/* webpackChunkName: "shop-dialogs" */ '../shops/ShopDialogs').then((m) => ({ default: m.ShopDialogs })),
);
const MobileTopBar = lazy(() =>
  import(/* webpackChunkName: "mobile-top-bar" */ '../navigation/MobileTopBar').then((m) => ({ default: m.MobileTopBar })),
);
/** The top bar's height, held while its chunk loads so the page below does not jump. */
const MOBILE_TOP_BAR_HEIGHT = '56px';

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
  useAreaTitle();
  const [shopDialog, setShopDialog] = useState<ShopDialogMode>('closed');
  // Once opened, the dialogs stay mounted so closing them runs as before.
  const [shopDialogsLoaded, setShopDialogsLoaded] = useState(false);
  const openShops = () => {
    setShopDialogsLoaded(true);
    setShopDialog('select');
  };

  return (
    <>
      <SkipToContent />
      <Flex direction={isMobile ? 'column' : 'row'} minH="100dvh">
        {isMobile ? (
          <Suspense fallback={<Box h={MOBILE_TOP_BAR_HEIGHT} borderBottomWidth="1px" />}>
            <MobileTopBar onOpenShops={openShops} />
          </Suspense>
        ) : (
          // The column (background, border) runs the page's full height; the navigation inside it stays in view.
          <Box w="15rem" flexShrink={0} borderRightWidth="1px" bg="bg.subtle" data-testid="side-navigation-column">
            <Box position="sticky" top={0} h="100dvh" overflowY="auto">
              <SideNavigation onOpenShops={openShops} />
            </Box>
          </Box>
        )}
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW={0} _focus={{ outline: 'none' }}>
          <AdminViewBanner />
          {children}
          <Box display={areasHidden ? 'none' : undefined}>
            <AreaOutlet />
          </Box>
        </Box>
      </Flex>
      {shopDialogsLoaded ? (
        <Suspense fallback={null}>
          <ShopDialogs mode={shopDialog} onModeChange={setShopDialog} />
        </Suspense>
      ) : null}
    </>
  );
}
