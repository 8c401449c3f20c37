import { useCurrentUser } from '@backoffice/api-client';
import { isAdmin } from '@backoffice/contracts';
import { useIdleEntryPrefetch } from '../areas/AreaRegistryContext';
import type { SignedInPage } from '../guard/route-guard';
import { MyAccountPage } from '../my-account/MyAccountPage';
import { Onboarding } from '../onboarding/Onboarding';
import { useHostSession } from '../session/host-session-store';
import { ShellLayout } from './ShellLayout';

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
  return (
    <ShellLayout areasHidden={showOnboarding}>
      {/* 'area': a remote's page; single-spa mounts it into the area elements <ShellLayout> holds. */}
      {page === 'my-account' ? <MyAccountPage /> : showOnboarding ? <Onboarding /> : null}
    </ShellLayout>
  );
}
