import { useCurrentShop } from '@backoffice/api-client';
import { ROUTES } from '@backoffice/contracts';
import { Badge, Box, HStack, Link, Stack, Text, useLiveOrdersState, VisuallyHidden } from '@backoffice/ui';
import { NavLink } from '@backoffice/ui/router';
import { usePrefetchArea } from '../areas/AreaRegistryContext';
import { useNavAreas } from './nav-role';
import { ShopSwitcherButton } from './ShopSwitcherButton';
import { UserMenu } from './UserMenu';

interface SideNavigationProps {
  onOpenShops: () => void;
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
  /** The drawer has its own title, so it hides the brand line. */
  showBrand?: boolean;
}

/** The side navigation (spec 000 §2): shop switcher, the ten areas (those the shop role may open), the user dropdown. Used on desktop and in the mobile drawer. */
export function SideNavigation({ onOpenShops, onNavigate, showBrand = true }: SideNavigationProps) {
  const prefetch = usePrefetchArea();
  const areas = useNavAreas();
  // the shop's pending orders nobody has opened yet, counted by the host's live order connection (shared/ui LiveOrders)
  const unseen = useLiveOrdersState(useCurrentShop()?.shopId)?.unseen ?? 0;
  return (
    <Stack as="nav" aria-label="Main" gap={4} p={3} h="full">
      {showBrand && (
        <Text fontWeight="bold" fontSize="lg" px={2} pt={1}>
          Venue Back-office
        </Text>
      )}
      <ShopSwitcherButton onOpen={onOpenShops} />
      <Box as="ul" listStyleType="none" m={0} p={0} flex="1">
        {areas.map((item) => (
          <Box as="li" key={item.to}>
            <Link
              asChild
              display="block"
              px={3}
              py={2}
              borderRadius="md"
              color="fg"
              textDecoration="none"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              // NavLink sets aria-current="page" on the active item (also for sub-pages like /shop/menu/…).
              _currentPage={{ bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' }}
              focusRingColor="brand.focusRing"
            >
              {/* Hover or keyboard focus on a link fetches its area's remote, so the click finds it ready. */}
              <NavLink to={item.to} onClick={onNavigate} onMouseEnter={() => prefetch(item.to)} onFocus={() => prefetch(item.to)}>
                <HStack as="span" gap={3}>
                  <item.icon size={18} strokeWidth={2} aria-hidden="true" focusable="false" />
                  <span>{item.label}</span>
                  {item.to === ROUTES.orders && unseen > 0 && (
                    <>
                      <Badge colorPalette="red" variant="solid" aria-hidden="true" data-testid="orders-nav-badge">
                        {unseen}
                      </Badge>
                      <VisuallyHidden>{`, ${unseen} new`}</VisuallyHidden>
                    </>
                  )}
                </HStack>
              </NavLink>
            </Link>
          </Box>
        ))}
      </Box>
      <UserMenu />
    </Stack>
  );
}
