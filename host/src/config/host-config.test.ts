import { DEFAULT_HOST_CONFIG, loadHostConfig, readHostConfig, resetHostConfig } from './host-config';

const BASE = 'https://backoffice.example.nz';

afterEach(() => resetHostConfig());

describe('readHostConfig', () => {
  it.each([
    ['nothing', undefined, DEFAULT_HOST_CONFIG],
    ['an empty object', {}, DEFAULT_HOST_CONFIG],
    [
      'both keys',
      { googleMapsApiKey: ' key-123 ', publicSiteUrl: 'https://www.example.nz/' },
      { googleMapsApiKey: 'key-123', publicSiteUrl: 'https://www.example.nz/' },
    ],
    ['a blank key', { googleMapsApiKey: '  ' }, DEFAULT_HOST_CONFIG],
    ['a script URL', { publicSiteUrl: 'javascript:alert(1)' }, DEFAULT_HOST_CONFIG],
    ['a path on this site', { publicSiteUrl: '/welcome' }, { googleMapsApiKey: null, publicSiteUrl: `${BASE}/welcome` }],
    ['wrong types', { googleMapsApiKey: 42, publicSiteUrl: ['x'] }, DEFAULT_HOST_CONFIG],
  ])('%s', (_name, received, expected) => {
    expect(readHostConfig(received, BASE)).toEqual(expected);
  });
});

describe('loadHostConfig', () => {
  it('fetches /host-config.json once, without the HTTP cache', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => ({ googleMapsApiKey: 'k' }) }) as Response);
    await expect(loadHostConfig(fetchImpl)).resolves.toEqual({ ...DEFAULT_HOST_CONFIG, googleMapsApiKey: 'k' });
    await loadHostConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/host-config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('uses the defaults when the file is missing or the network fails', async () => {
    await expect(loadHostConfig(async () => ({ ok: false, status: 404 }) as Response)).resolves.toEqual(DEFAULT_HOST_CONFIG);
    resetHostConfig();
    await expect(
      loadHostConfig(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toEqual(DEFAULT_HOST_CONFIG);
  });
});
