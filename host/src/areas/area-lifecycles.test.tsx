import { resetBus, topics } from '@backoffice/event-bus';
import { BackofficeProvider } from '@backoffice/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps } from 'single-spa';
import { AreaOutlet } from './AreaOutlet';
import { AreaRegistryProvider } from './AreaRegistryContext';
import { type AreaRegistry, createAreaRegistry, isAreaActive } from './area-registry';
import { createFederationLoader, LOAD_ATTEMPTS } from './federation-loader';
import { defaultManifest } from './remotes-manifest';

// The module federation runtime, replaced: these tests are about what the host does with its answers.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { registerRemotes: jest.Mock; loadRemote: jest.Mock };

/** A remote's lifecycles module, as single-spa-react would give it. */
function fakeRemote(text: string) {
  const calls: string[] = [];
  const module = {
    bootstrap: jest.fn(async () => void calls.push('bootstrap')),
    mount: jest.fn(async (props: { domElement: HTMLElement; name: string }) => {
      calls.push(`mount:${props.name}`);
      const p = document.createElement('p');
      p.textContent = text;
      props.domElement.append(p);
    }),
    unmount: jest.fn(async (props: { domElement: HTMLElement }) => {
      calls.push('unmount');
      props.domElement.replaceChildren();
    }),
  };
  return { module, calls };
}

const singleSpaProps = (name: string) => ({ name, singleSpa: {}, mountParcel: jest.fn() }) as unknown as AppProps;
// Several turns of the event loop: a failing remote is tried LOAD_ATTEMPTS times (no wait between tries here).
const flush = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });

let registry: AreaRegistry;
const manifest = defaultManifest('localhost');

beforeEach(() => {
  resetBus();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  registry = createAreaRegistry(createFederationLoader(Promise.resolve(manifest), { retryDelaysMs: [0, 0] }));
  render(
    <BackofficeProvider>
      <AreaRegistryProvider value={registry}>
        <main>
          <AreaOutlet />
        </main>
      </AreaRegistryProvider>
    </BackofficeProvider>,
  );
});
afterEach(() => jest.restoreAllMocks());

async function mount(name: 'orders' | 'menu') {
  await act(() => registry.get(name).singleSpaLifecycles.mount(singleSpaProps(name)));
  await flush();
}

describe('area proxy lifecycles', () => {
  it('registers every remote from the manifest and fetches nothing before a route is visited', async () => {
    await flush();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('loads <name>/lifecycles on first mount and mounts the remote into the host-owned element', async () => {
    const { module, calls } = fakeRemote('Orders remote');
    runtime.loadRemote.mockResolvedValue(module);
    await mount('orders');
    expect(runtime.loadRemote).toHaveBeenCalledWith('orders/lifecycles');
    expect(calls).toEqual(['bootstrap', 'mount:orders']);
    const area = screen.getByTestId('area-orders');
    expect(area).toBeVisible();
    expect(area).toHaveAccessibleName('Orders and Customers');
    expect(within(area).getByText('Orders remote')).toBeInTheDocument();
    expect(module.mount.mock.calls[0]![0].domElement.closest('main')).not.toBeNull();

    await act(() => registry.get('orders').singleSpaLifecycles.unmount(singleSpaProps('orders')));
    expect(calls).toEqual(['bootstrap', 'mount:orders', 'unmount']);
    expect(area).not.toBeVisible();

    // a second visit reuses the loaded module and does not bootstrap again
    await mount('orders');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['bootstrap', 'mount:orders', 'unmount', 'mount:orders']);
  });

  it('shows the "could not load" panel when loadRemote rejects 3 times, and recovers on Retry with a really fresh entry', async () => {
    for (let i = 0; i < LOAD_ATTEMPTS; i++) {
      runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'));
    }
    await mount('orders');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(LOAD_ATTEMPTS);

    const panel = screen.getByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This area could not load' })).toBeInTheDocument();
    expect(within(panel).getByText('Orders and Customers')).toBeInTheDocument();
    expect(topics.loading.current()).toBe(0);

    const { module } = fakeRemote('Orders remote');
    runtime.loadRemote.mockResolvedValueOnce(module);
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await flush();

    // re-registered over the failed one, with a URL the browser has not cached (tries 2 and 3 had retry=1 and 2)
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'orders', entry: 'http://localhost:3001/remoteEntry.js?retry=3' }],
      { force: true },
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(LOAD_ATTEMPTS + 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Orders remote')).toBeInTheDocument();
    expect(document.getElementById('area-orders')).toHaveFocus();
  });

  it('loadRemote resolving null counts as a failure', async () => {
    runtime.loadRemote.mockResolvedValueOnce(null);
    await mount('orders');
    expect(screen.getByRole('alert')).toHaveTextContent('This area could not load');
  });

  it('shows the panel when the remote throws while mounting, and Retry mounts again without re-fetching', async () => {
    const { module, calls } = fakeRemote('Menu remote');
    module.mount.mockRejectedValueOnce(new Error('render crashed'));
    runtime.loadRemote.mockResolvedValue(module);
    await mount('menu');
    expect(screen.getByRole('alert')).toHaveTextContent('Menu and Voucher Manager');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c === 'bootstrap')).toHaveLength(1);
    expect(screen.getByText('Menu remote')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never blocks single-spa: mount and unmount resolve while the remote entry still hangs', async () => {
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    const lifecycles = registry.get('orders').singleSpaLifecycles;
    await act(() => lifecycles.mount(singleSpaProps('orders')));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Orders and Customers');
    await act(() => lifecycles.unmount(singleSpaProps('orders')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps other areas working while one is dead', async () => {
    const { module } = fakeRemote('Menu remote');
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'orders/lifecycles') throw new Error('down');
      return module;
    });
    await mount('orders');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => registry.get('orders').singleSpaLifecycles.unmount(singleSpaProps('orders')));
    await mount('menu');
    expect(screen.getByText('Menu remote')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not mount a remote that finished loading after its area was left', async () => {
    let finish: (value: unknown) => void = () => {};
    const { module, calls } = fakeRemote('Orders remote');
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const lifecycles = registry.get('orders').singleSpaLifecycles;
    await act(() => lifecycles.mount(singleSpaProps('orders')));
    await act(() => lifecycles.unmount(singleSpaProps('orders')));
    finish(module);
    await flush();
    expect(calls).toEqual([]);
  });
});

describe('activeWhen', () => {
  it('is the route table in contracts, and only with a token', () => {
    expect(isAreaActive('orders', { pathname: '/shop/orders' })).toBe(false);
    topics.auth.publish({ token: 't', userId: 'u' });
    expect(isAreaActive('orders', { pathname: '/shop/orders' })).toBe(true);
    expect(isAreaActive('orders', { pathname: '/shop/customers/c1' })).toBe(true);
    expect(isAreaActive('orders', { pathname: '/shop/menu' })).toBe(false);
    expect(isAreaActive('reports', { pathname: '/dashboard' })).toBe(true);
    expect(isAreaActive('admin', { pathname: '/admin/users/u1' })).toBe(true);
  });
});
