import { ApiSWRProvider } from '@backoffice/api-client';
import { topics } from '@backoffice/event-bus';
import { BackofficeProvider, BackofficeToaster, LockingOverlay, ProgressBar } from '@backoffice/ui';
import { BrowserRouter, useLocation, useNavigate } from '@backoffice/ui/router';
import { type ReactNode, useEffect } from 'react';
import { AreaRegistryProvider } from '../areas/AreaRegistryContext';
import type { AreaRegistry } from '../areas/area-registry';
import { ensureOwnShops } from '../session/session';
import { GuardedRoutes } from './GuardedRoutes';

/** Remotes (and the session) ask for a page on `topics.navigate`; the host's router does the push. */
function NavigateFromBus() {
  const navigate = useNavigate();
  useEffect(() => topics.navigate.on((path) => navigate(path)), [navigate]);
  return null;
}

/** An admin who started on /admin/… has no own shops loaded yet (spec 000 §4); load them on the way out. */
function OwnShopsFollowPath() {
  const { pathname } = useLocation();
  useEffect(() => ensureOwnShops(pathname), [pathname]);
  return null;
}

export function AppProviders({ registry, children }: { registry: AreaRegistry; children: ReactNode }) {
  return (
    <BackofficeProvider>
      <ApiSWRProvider>
        <AreaRegistryProvider value={registry}>{children}</AreaRegistryProvider>
      </ApiSWRProvider>
      {/* Once per page, for the host and every remote: they all listen to the bus. */}
      <BackofficeToaster />
      <ProgressBar />
      <LockingOverlay />
    </BackofficeProvider>
  );
}

export function AppShell() {
  return (
    <>
      <NavigateFromBus />
      <OwnShopsFollowPath />
      <GuardedRoutes />
    </>
  );
}

export function App({ registry }: { registry: AreaRegistry }) {
  return (
    <AppProviders registry={registry}>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </AppProviders>
  );
}
