import { topics } from '@backoffice/event-bus';
// The shared main entry, never a relative import: see ../standalone.ts.
import { BackofficeProvider, BackofficeToaster, LockingOverlay, ProgressBar } from '@backoffice/ui';
import { createRoot } from 'react-dom/client';
import type { RemoteLifecycles } from '../remote/createRemoteLifecycles';
import { StandaloneShell } from './StandaloneShell';
import { readStoredSession, selectShop, startSession } from './standalone-session';

export interface StandaloneOptions {
  /** The area's title, e.g. "Orders". */
  title: string;
  lifecycles: RemoteLifecycles;
  /** Where to render; defaults to #root of the page the webpack config generates. */
  container?: HTMLElement;
}

/**
 * A remote's dev-server page (standalone mode, ARCHITECTURE.md): signs in against the API itself, publishes
 * auth, user and shop on the bus as the host would, renders toasts, progress bar and overlay, and mounts the
 * remote's own lifecycles. Never used when the remote runs inside the host.
 */
export function startStandalone({ title, lifecycles, container }: StandaloneOptions): void {
  const target = container ?? document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

  // Stand in for the host's router and shop reloads, so a remote's links and saves behave the same here.
  topics.navigate.on((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  topics.shopChanged.on(({ shopId }) => void selectShop(shopId).catch(() => {}));

  // Publish a kept sign-in before the first render, so a reload does not flash the sign-in form.
  const stored = readStoredSession();
  if (stored) void startSession({ token: stored.token, userId: stored.userId }, stored.shopId);

  createRoot(target).render(
    <BackofficeProvider>
      <StandaloneShell title={title} lifecycles={lifecycles} />
      <BackofficeToaster />
      <ProgressBar />
      <LockingOverlay />
    </BackofficeProvider>,
  );
}
