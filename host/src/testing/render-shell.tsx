import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { toaster } from '@backoffice/ui';
import { useLocation } from '@backoffice/ui/router';
import { act, type RenderResult, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type AreaRegistry, createAreaRegistry } from '../areas/area-registry';
import type { RemoteLoader } from '../areas/federation-loader';
import { hostSession } from '../session/host-session-store';
import { restoreSession } from '../session/session';
import { AppProviders, AppShell } from '../shell/App';

/** Test-only: shows the router's current path (and query), so a test can assert where the shell went. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="location-search">{search}</output>
    </>
  );
}

/** A loader that never answers: areas stay "loading" unless a test drives single-spa itself. */
export const idleLoader: RemoteLoader = { load: () => new Promise<never>(() => {}), prefetch: () => {}, prefetchEntry: () => {} };

/**
 * The whole shell (guard, layouts, navigation, dialogs, toaster) at `path`, with a memory router. Resolves after
 * the first animation frames, where Chakra's toaster subscribes to its store.
 */
export async function renderShell(path: string, registry: AreaRegistry = createAreaRegistry(idleLoader)): Promise<RenderResult> {
  const result = render(
    <AppProviders registry={registry}>
      <MemoryRouter initialEntries={[path]}>
        <AppShell />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  await settle();
  await lazyPagesLoaded();
  return result;
}

/**
 * The signed-in shell and the host's own pages in it (My Account, onboarding, sign-up…) are React.lazy chunks:
 * waits until their loading fallbacks are gone, so a test starts on the page itself.
 */
export async function lazyPagesLoaded(): Promise<void> {
  await waitFor(() => expect(screen.queryByText(/^Loading(…| the back-office…)$/)).toBeNull(), { timeout: 5_000 });
}

/**
 * Lets pending toast animations (zag measures toast heights in animation frames) finish inside act, and clears
 * the page-wide toaster so the next test starts without toasts.
 */
export async function settleAndClearToasts(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    toaster.remove();
    // zag keeps a removed toast ~200 ms for its exit animation
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

/** Waits a little inside act: lets fake API answers, bus publishes and toast animation frames land. */
export function settle(ms = 50): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/** One host screen (not the guard) inside the app's providers and a memory router at `path`. */
export async function renderScreen(screen: ReactElement, path = '/'): Promise<RenderResult> {
  const result = render(
    <AppProviders registry={createAreaRegistry(idleLoader)}>
      <MemoryRouter initialEntries={[path]}>
        {screen}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  await settle();
  return result;
}

/**
 * The start every signed-out page test shares: a fresh bus, session and storage, the session restored at `path`
 * (as the host's boot does), and every toast recorded in the returned list.
 */
export async function startSignedOut(path: string): Promise<ToastMessage[]> {
  resetBus();
  hostSession.reset();
  localStorage.clear();
  await restoreSession(path);
  const toasts: ToastMessage[] = [];
  topics.toast.on((t) => toasts.push(t));
  return toasts;
}
