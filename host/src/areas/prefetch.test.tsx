import { testUser } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { fireEvent, screen, within } from '@testing-library/react';
import { hostSession } from '../session/host-session-store';
import { renderShell, settle, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';
import { createAreaRegistry } from './area-registry';
import type { RemoteLoader } from './federation-loader';

/** A loader that records what the shell asked to warm up. */
function recordingLoader() {
  const calls: string[] = [];
  const loader: RemoteLoader = {
    load: () => new Promise<never>(() => {}),
    prefetch: (name) => void calls.push(`prefetch:${name}`),
    prefetchEntry: (name) => void calls.push(`entry:${name}`),
  };
  return { loader, calls };
}

beforeEach(() => {
  resetBus();
  hostSession.reset();
  localStorage.clear();
});
afterEach(() => settleAndClearToasts());

describe('prefetching remotes (issue 16)', () => {
  it('hovering or focusing a side-navigation link loads the remote that owns its page', async () => {
    signedIn();
    const { loader, calls } = recordingLoader();
    await renderShell('/dashboard', createAreaRegistry(loader));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    calls.splice(0);
    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Voucher Manager' }));
    fireEvent.focus(within(nav).getByRole('link', { name: 'Kiosks' }));
    fireEvent.mouseEnter(within(nav).getByRole('link', { name: 'Integrations' }));
    expect(calls.filter((c) => c.startsWith('prefetch:'))).toEqual([
      'prefetch:menu',
      'prefetch:embedEditor',
      'prefetch:settings',
    ]);
  });

  it("after sign-in, when the browser is idle, fetches the entry of every area a merchant can open (not admin's)", async () => {
    signedIn();
    const { loader, calls } = recordingLoader();
    await renderShell('/dashboard', createAreaRegistry(loader));
    await settle(2100);
    expect(calls.filter((c) => c.startsWith('entry:')).sort()).toEqual(
      ['entry:embedEditor', 'entry:menu', 'entry:orders', 'entry:reports', 'entry:settings'].sort(),
    );
  });

  it("an admin's idle prefetch includes the admin area", async () => {
    signedIn({ user: testUser('a1', { roles: ['admin'] }) });
    const { loader, calls } = recordingLoader();
    await renderShell('/dashboard', createAreaRegistry(loader));
    await settle(2100);
    expect(calls).toContain('entry:admin');
  });

  it('prefetches nothing before sign-in', async () => {
    const { loader, calls } = recordingLoader();
    await renderShell('/login', createAreaRegistry(loader));
    await settle(2100);
    expect(calls).toEqual([]);
  });
});
