import { useCurrentUser } from '@backoffice/api-client';
import { isAdmin } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { LiveOrders } from '@backoffice/ui';
import { lazy, Suspense, useEffect } from 'react';
import { hostAddressSearch } from '../address/places';
import { useIdleEntryPrefetch } from '../areas/AreaRegistryContext';
import { DeviceFollower } from '../device-location/DeviceFollower';
import { RoleLanding } from '../guard/RoleLanding';
import type { SignedInPage } from '../guard/route-guard';
import { useHostSession } from '../session/host-session-store';
import { openShop } from '../session/session';
import { ShellLayout } from './ShellLayout';
import { PublicPageLoading } from './ShellLoading';

// The host's address search (Google Places when a Maps key is configured) for every AddressInput, onboarding's and
// the remotes' (settings' location section). Published when this module loads, before anything renders; nothing
// is fetched until an address input calls it. The Maps loader stays its own chunk (places.ts imports it lazily).
topics.addressSearch.publish(hostAddressSearch);

/**
 * My Account and onboarding validate with the contracts' zod schemas (~25 KiB gzip): their own chunks, so a
 * signed-in /dashboard or any area page downloads neither (`pnpm bench` page weight).
 */
const MyAccountPage = lazy(() =>
  import(/* webpackChunkName: "my-account" */ '../my-account/MyAccountPage').then((m) => ({ default: m.MyAccountPage })),
);
const Onboarding = lazy(() =>
  import(/* webpackChunkName: "onboarding" */ '../onboarding/Onboarding').then((m) => ({ default: m.Onboarding })),
);

/**
 * Everything only a signed-in user sees — navigation, shop switcher and dialogs, the area outlet, the host's own
 * signed-in pages — in one module that GuardedRoutes loads with React.lazy. So /login downloads none of it.
 *
 * While the user has no shop (spec 000 §2/§4) onboarding takes the place of every area page; the navigation and
 * My Account stay reachable. The areas stay attached but hidden, so nothing a remote drew is lost.
 */
export function SignedInShell({ page }: { page: SignedInPage }) {
  const { onboarding } = useHostSession();
  useIdleEntryPrefetch(isAdmin(useCurrentUser()));
  const showOnboarding = onboarding && page === 'area';
  // All Shops' "Open" (mfe-admin) asks through the bus; the host selects the venue like its switcher does
  useEffect(() => topics.openShop.on(({ shopId }) => openShop(shopId)), []);
  return (
    <ShellLayout areasHidden={showOnboarding}>
      {/* a dynamic shop follows its owner's device on every page, not only settings (spec 000 §2 Location) */}
      <DeviceFollower />
      {/* staff land on Orders, not on the dashboard's money reports */}
      <RoleLanding />
      {/* one live order connection per tab: toast, badge, title count and chime on every page (shared/ui LiveOrders) */}
      <LiveOrders />
      {/* 'area': a remote's page; single-spa mounts it into the area elements <ShellLayout> holds. */}
      {page === 'my-account' || showOnboarding ? (
        <Suspense fallback={<PublicPageLoading />}>{page === 'my-account' ? <MyAccountPage /> : <Onboarding />}</Suspense>
      ) : null}
    </ShellLayout>
  );
}
