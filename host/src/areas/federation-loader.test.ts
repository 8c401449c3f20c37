import { defaultManifest } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as {
  registerRemotes: jest.Mock;
  registerPlugins: jest.Mock;
  loadRemote: jest.Mock;
};
const { allowedOriginsPlugin, createFederationLoader, LOAD_ATTEMPTS, RETRY_DELAYS_MS } =
  require('./federation-loader') as typeof import('./federation-loader');

const manifest = defaultManifest('localhost');
const lifecycles = { mount: jest.fn(), unmount: jest.fn() };

/** Lets the loader's promise chain run up to its next timer. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  runtime.registerRemotes.mockReset();
  runtime.registerPlugins.mockReset();
  runtime.loadRemote.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('remote loading retries', () => {
  it(`tries ${LOAD_ATTEMPTS} times with a growing wait: a remote whose first two entry loads fail still loads`, async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(lifecycles);
    const loader = createFederationLoader(Promise.resolve(manifest));
    let result: unknown;
    void loader.load('orders', { fresh: false }).then((value) => (result = value));

    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    // backoff: nothing before the first wait is over
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! - 1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]! - 1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    await settle();
    expect(result).toBe(lifecycles);
    expect(RETRY_DELAYS_MS[1]).toBeGreaterThan(RETRY_DELAYS_MS[0]!);

    // each retry replaced the failed remote with an entry URL the browser has never fetched
    const retries = runtime.registerRemotes.mock.calls.slice(1);
    expect(retries).toEqual([
      [[{ name: 'orders', entry: 'http://localhost:3001/remoteEntry.js?retry=1' }], { force: true }],
      [[{ name: 'orders', entry: 'http://localhost:3001/remoteEntry.js?retry=2' }], { force: true }],
    ]);
  });

  it(`gives up after ${LOAD_ATTEMPTS} tries (then the area shows its "could not load" panel)`, async () => {
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    const loader = createFederationLoader(Promise.resolve(manifest));
    const outcome = loader.load('menu', { fresh: false }).then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    expect(await outcome).toBe('down');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(LOAD_ATTEMPTS);
    expect(console.error).toHaveBeenCalledWith(`[host] remote "menu" did not load after ${LOAD_ATTEMPTS} tries`);
  });
});

describe('prefetch', () => {
  it('loads the lifecycles module once, quietly, so the visit finds it ready', async () => {
    runtime.loadRemote.mockResolvedValue(lifecycles);
    const loader = createFederationLoader(Promise.resolve(manifest));
    loader.prefetch('reports');
    loader.prefetch('reports');
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('reports/lifecycles');
  });

  it('a failed prefetch shows nothing and makes the visit start from a fresh entry', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(lifecycles);
    const loader = createFederationLoader(Promise.resolve(manifest));
    loader.prefetch('admin');
    await settle();
    expect(await loader.load('admin', { fresh: false })).toBe(lifecycles);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'admin', entry: 'http://localhost:3006/remoteEntry.js?retry=1' }],
      { force: true },
    );
  });
});

describe('allowed remote origins', () => {
  it('registers a plugin that refuses a remote from an origin outside the manifest', async () => {
    createFederationLoader(Promise.resolve(manifest));
    await settle();
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
    const plugin = allowedOriginsPlugin(['http://localhost:3001']);
    const origin = {} as never;
    const ok = { remote: { name: 'orders', entry: 'http://localhost:3001/remoteEntry.js?retry=2' }, origin };
    expect(plugin.beforeRegisterRemote?.(ok)).toBe(ok);
    expect(() =>
      plugin.beforeRegisterRemote?.({ remote: { name: 'orders', entry: 'https://evil.example/remoteEntry.js' }, origin }),
    ).toThrow('https://evil.example/remoteEntry.js is not from an allowed origin');
  });

  it('allows exactly the origins of the manifest', async () => {
    createFederationLoader(Promise.resolve(manifest));
    await settle();
    const [[plugins]] = runtime.registerPlugins.mock.calls as [[Array<{ beforeRegisterRemote: (a: unknown) => unknown }>]];
    const hook = plugins[0]!.beforeRegisterRemote;
    for (const entry of Object.values(manifest)) expect(() => hook({ remote: { name: 'x', entry }, origin: {} })).not.toThrow();
    expect(() => hook({ remote: { name: 'x', entry: 'http://localhost:9999/remoteEntry.js' }, origin: {} })).toThrow();
  });
});
