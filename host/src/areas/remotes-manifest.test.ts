import { REMOTE_NAMES } from '@backoffice/contracts';
import { DEFAULT_REMOTE_PORTS, defaultManifest, fetchRemotesManifest, mergeManifest } from './remotes-manifest';

const location = { hostname: 'venue.test', origin: 'http://venue.test:3000' };

function response(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('remotes manifest', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('uses the same default ports as the webpack config', () => {
    const { PORTS } = require('@backoffice/webpack-config/src/ports.cjs') as { PORTS: Record<string, number> };
    for (const name of REMOTE_NAMES) expect(DEFAULT_REMOTE_PORTS[name]).toBe(PORTS[name]);
  });

  it('defaults to http://<hostname>:<port>/remoteEntry.js', () => {
    expect(defaultManifest('venue.test').orders).toBe('http://venue.test:3001/remoteEntry.js');
  });

  it('takes the served manifest, resolving relative URLs against the page', async () => {
    const fetchImpl = jest.fn(async () =>
      response(200, { orders: 'https://cdn.test/orders/remoteEntry.js', menu: '/remotes/menu/remoteEntry.js' }),
    );
    const manifest = await fetchRemotesManifest(fetchImpl, location);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'default' }));
    expect(manifest.orders).toBe('https://cdn.test/orders/remoteEntry.js');
    expect(manifest.menu).toBe('http://venue.test:3000/remotes/menu/remoteEntry.js');
    // absent entries keep their default
    expect(manifest.admin).toBe('http://venue.test:3006/remoteEntry.js');
  });

  it.each([
    ['a server error', async () => response(500, {})],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a body that is not JSON',
      async () => ({ ...response(200, null), json: () => Promise.reject(new SyntaxError('x')) }) as Response,
    ],
  ])('falls back to the defaults on %s', async (_case, impl) => {
    const manifest = await fetchRemotesManifest(jest.fn(impl), location);
    expect(manifest).toEqual(defaultManifest('venue.test'));
  });

  it('ignores malformed entries and unknown names', () => {
    const merged = mergeManifest(
      defaultManifest('h'),
      { orders: 42, menu: 'javascript:alert(1)', evil: 'http://x/' },
      location.origin,
    );
    expect(merged).toEqual(defaultManifest('h'));
  });
});
