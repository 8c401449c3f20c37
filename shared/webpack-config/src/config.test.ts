import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const { isApiRequest } = require('./api-paths.cjs') as { isApiRequest: (method: string, path: string) => boolean };
const { remotesManifest, envKey } = require('./remotes-manifest.cjs') as {
  remotesManifest: (env: Record<string, string | undefined>) => Record<string, string>;
  envKey: (name: string) => string;
};
const { sharedSingletons, sameMajorFrom, compatibleFromOf } = require('./shared.cjs') as {
  sharedSingletons: (dir: string) => Record<string, { singleton: boolean; eager: boolean }>;
  sameMajorFrom: (version: string) => string;
  compatibleFromOf: (pkg: { name: string; version: string; backoffice?: { compatibleFrom?: string } }) => string;
};
const { createAppConfig } = require('./index.cjs') as {
  createAppConfig: (
    app: object,
  ) => (
    env: object,
    argv: { mode: string },
  ) => { output: { filename: string; chunkFilename: string; publicPath: string }; plugins: object[] };
};

const { RUNTIME_CORE_GLOBAL } = require('./remote-on-host-runtime.cjs') as { RUNTIME_CORE_GLOBAL: string };

const ROOT = path.resolve(__dirname, '../../..');

describe('which requests to the host origin go to the API', () => {
  it.each([
    ['POST', '/login', true],
    ['GET', '/login', false],
    ['POST', '/login/mfa', true],
    ['GET', '/login/mfa', false],
    ['POST', '/signup', true],
    ['GET', '/signup', false],
    ['POST', '/logout', true],
    ['GET', '/undo-email-change', false],
    ['POST', '/forgot-password', true],
    ['POST', '/forgot-password/abc123', true],
    ['GET', '/platform-plans', true],
    ['GET', '/guests/g1', true],
    ['GET', '/api/shops/1', true],
    ['DELETE', '/api/shops/1', true],
    ['GET', '/dashboard', false],
    ['GET', '/set-new-password', false],
  ])('%s %s → %s', (method, pathname, expected) => {
    expect(isApiRequest(method, pathname)).toBe(expected);
  });
});

describe('remotes manifest', () => {
  it('defaults to the local ports', () => {
    expect(remotesManifest({})).toEqual({
      orders: 'http://localhost:3001/remoteEntry.js',
      menu: 'http://localhost:3002/remoteEntry.js',
      settings: 'http://localhost:3003/remoteEntry.js',
      embedEditor: 'http://localhost:3004/remoteEntry.js',
      reports: 'http://localhost:3005/remoteEntry.js',
      admin: 'http://localhost:3006/remoteEntry.js',
    });
  });
  it('takes one remote from its env var and all from REMOTES_MANIFEST', () => {
    expect(envKey('embedEditor')).toBe('REMOTE_EMBED_EDITOR_URL');
    const m = remotesManifest({
      REMOTE_EMBED_EDITOR_URL: 'https://cdn.example/embed/remoteEntry.js',
      REMOTES_MANIFEST: JSON.stringify({ orders: 'https://cdn.example/orders/remoteEntry.js' }),
    });
    expect(m.embedEditor).toBe('https://cdn.example/embed/remoteEntry.js');
    expect(m.orders).toBe('https://cdn.example/orders/remoteEntry.js');
    expect(m.menu).toBe('http://localhost:3002/remoteEntry.js');
  });
});

describe('host run-time config', () => {
  const { hostConfigFromEnv } = require('./host-config.cjs') as {
    hostConfigFromEnv: (env: Record<string, string | undefined>) => Record<string, string>;
  };
  it('carries only what is set', () => {
    expect(hostConfigFromEnv({})).toEqual({});
    expect(hostConfigFromEnv({ GOOGLE_MAPS_API_KEY: 'k', PUBLIC_SITE_URL: 'https://venue.example' })).toEqual({
      googleMapsApiKey: 'k',
      publicSiteUrl: 'https://venue.example',
    });
  });
});

describe('shared singletons', () => {
  it('shares every sub-path of what must be one instance as a lazy singleton, and nothing else', () => {
    const shared = sharedSingletons(path.join(ROOT, 'host'));
    const one = [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      '@emotion/react',
      'swr',
      'luxon',
      '@backoffice/event-bus',
      // the Chakra system every root's provider takes (one, built by whichever app loads first)
      '@backoffice/ui/system',
      // the react-router subset the apps use (shared/ui/src/router.ts; router-subset.test.ts)
      '@backoffice/ui/router',
      // emotion's stateless helpers Chakra imports directly: the host has them loaded, remotes reuse them
      '@emotion/cache',
      '@emotion/is-prop-valid',
      '@emotion/serialize',
      '@emotion/utils',
      '@emotion/use-insertion-effect-with-fallbacks',
    ];
    for (const name of one) {
      expect([name, shared[name]?.singleton, shared[name]?.eager]).toEqual([name, true, false]);
    }
    expect(Object.keys(shared).sort()).toEqual([...one].sort());
    // A shared module ships whole (no tree shaking). Each app has its own router root and its own Chakra provider
    // under it, so these are bundled per app, tree-shaken; the router only as the subset above.
    for (const perApp of ['react-router', 'react-router-dom', '@chakra-ui/react', '@backoffice/ui']) {
      expect(shared[perApp]).toBeUndefined();
    }
    // Stateless: each app bundles its own, so a remote with a new endpoint deploys without the host.
    expect(shared['@backoffice/api-client']).toBeUndefined();
    expect(shared['@backoffice/contracts']).toBeUndefined();
  });
});

describe('app config', () => {
  it('keeps remoteEntry.js unhashed and hashes chunks; remotes use an automatic public path', () => {
    const remote = createAppConfig({ dir: path.join(ROOT, 'mfe-orders'), name: 'orders', kind: 'remote', title: 'Orders' })(
      {},
      { mode: 'production' },
    );
    expect(remote.output.filename).toBe('[name].js');
    expect(remote.output.chunkFilename).toContain('[contenthash');
    expect(remote.output.publicPath).toBe('auto');
    const host = createAppConfig({ dir: path.join(ROOT, 'host'), name: 'host', kind: 'host', title: 'Host' })(
      {},
      { mode: 'production' },
    );
    expect(host.output.publicPath).toBe('/');
  });

  // One federation runtime per page. If this breaks, each remote's remoteEntry.js carries its own copy of the
  // runtime core again (~18 KiB gzip) — `pnpm bench` shows it; the journeys show a remote that no longer mounts.
  type Built = { entry: object; resolve: { alias?: Record<string, string> }; plugins: object[] };
  const build = (dir: string, name: string, kind: 'host' | 'remote', mode: string) =>
    createAppConfig({ dir: path.join(ROOT, dir), name, kind, title: name })({}, { mode }) as unknown as Built;
  const federation = (config: Built) =>
    (config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as { _options: Record<string, unknown> })
      ._options;
  const pages = (config: Built) => config.plugins.filter((p) => p.constructor.name === 'HtmlWebpackPlugin').length;

  const plugin = (config: Built, name: string) => config.plugins.filter((p) => p.constructor.name === name);
  const wrappedContainer = (config: Built) =>
    (plugin(config, 'RemoteOnHostRuntimePlugin')[0] as { containerName?: string } | undefined)?.containerName;

  it('a production remote runs on the host’s runtime core, wrapped to fetch its own from a host without one, and keeps its page', () => {
    const remote = build('mfe-reports', 'reports', 'remote', 'production');
    expect(wrappedContainer(remote)).toBe('reports');
    // not MF's experiments.externalRuntime: that remote would fail in a host built before
    expect(federation(remote).experiments).toBeUndefined();
    expect(remote.entry).toEqual({ main: './src/index.ts' });
    expect(pages(remote)).toBe(1);
  });

  it('REMOTES_ON_HOST_RUNTIME=0 builds a production remote that carries its own runtime', () => {
    process.env.REMOTES_ON_HOST_RUNTIME = '0';
    try {
      const remote = build('mfe-reports', 'reports', 'remote', 'production');
      expect(plugin(remote, 'RemoteOnHostRuntimePlugin')).toEqual([]);
    } finally {
      delete process.env.REMOTES_ON_HOST_RUNTIME;
    }
  });

  it('in development a remote keeps its own runtime and its standalone page', () => {
    const remote = build('mfe-reports', 'reports', 'remote', 'development');
    expect(plugin(remote, 'RemoteOnHostRuntimePlugin')).toEqual([]);
    expect(federation(remote).experiments).toBeUndefined();
    expect(remote.entry).toEqual({ main: './src/index.ts' });
    expect(pages(remote)).toBe(1);
  });

  it('the host provides the ES module build of the runtime core it already runs (one copy)', () => {
    const host = build('host', 'host', 'host', 'production');
    expect(federation(host).runtimePlugins).toEqual([path.join(__dirname, 'provide-runtime-core.mjs')]);
    const core = host.resolve.alias?.['@backoffice/federation-runtime-core$'] ?? '';
    expect(core).toMatch(/@module-federation\/runtime-core\/dist\/index\.js$/);
    expect(fs.readFileSync(core, 'utf8')).toContain('ModuleFederation');
    expect(pages(host)).toBe(1);
    // published under the versioned global the remotes read (a remote built on another core version fetches its own)
    const define = plugin(host, 'DefinePlugin')[0] as { definitions: Record<string, string> };
    expect(define.definitions.__BACKOFFICE_RUNTIME_CORE_GLOBAL__).toBe(JSON.stringify(RUNTIME_CORE_GLOBAL));
    expect(plugin(host, 'RemoteOnHostRuntimePlugin')).toEqual([]);
  });

  // The widget showcase is a development page: a plain production build (the deploy images run exactly
  // `webpack --mode production`) leaves it out; only dev servers and builds that ask for it carry it.
  it('the widget showcase is in dev servers and in builds asked for it, never in a plain production build', () => {
    const showcase = (mode: string) =>
      (plugin(build('mfe-admin', 'admin', 'remote', mode), 'DefinePlugin') as { definitions: Record<string, string> }[])
        .map((define) => define.definitions.__BACKOFFICE_SHOWCASE__)
        .find((value) => value !== undefined);
    const before = process.env.BACKOFFICE_SHOWCASE;
    delete process.env.BACKOFFICE_SHOWCASE;
    try {
      expect(showcase('production')).toBe('false');
      expect(showcase('development')).toBe('true');
      process.env.BACKOFFICE_SHOWCASE = 'on';
      expect(showcase('production')).toBe('true');
    } finally {
      if (before === undefined) delete process.env.BACKOFFICE_SHOWCASE;
      else process.env.BACKOFFICE_SHOWCASE = before;
    }
    const image = fs.readFileSync(path.join(ROOT, 'deploy/app.Dockerfile'), 'utf8');
    expect(image).toContain('--mode production');
    expect(image).not.toContain('BACKOFFICE_SHOWCASE');
  });
});

describe('import boundaries (Biome noRestrictedImports)', () => {
  // Biome reports no diagnostics for stdin, so the probe is a real file in the folder under test, removed after.
  function lint(filePath: string, source: string): string {
    const probe = path.join(ROOT, filePath.replace(/x\.ts$/, `boundary-probe-${process.pid}.ts`));
    fs.writeFileSync(probe, source);
    try {
      execFileSync(path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome'), ['lint', probe], { cwd: ROOT, stdio: 'pipe' });
      return '';
    } catch (error) {
      const e = error as { stdout?: Buffer; stderr?: Buffer };
      return `${e.stdout ?? ''}${e.stderr ?? ''}`;
    } finally {
      fs.rmSync(probe, { force: true });
    }
  }
  it.each([
    ['mfe-admin/src/x.ts', "import { a } from '@backoffice/host';\nexport const b = a;\n"],
    ['mfe-admin/src/x.ts', "import { a } from '@backoffice/mfe-orders';\nexport const b = a;\n"],
    ['mfe-admin/src/x.ts', "import { a } from '../../mfe-orders/src/App';\nexport const b = a;\n"],
    ['mfe-admin/src/x.ts', "import { Box } from '@chakra-ui/react';\nexport const b = Box;\n"],
    ['host/src/x.ts', "import { a } from '@backoffice/mfe-reports';\nexport const b = a;\n"],
    ['shared/api-client/src/x.ts', "import { a } from '@backoffice/host';\nexport const b = a;\n"],
  ])('%s may not run %j', (file, source) => {
    expect(lint(file, source)).toContain('noRestrictedImports');
  });
  it('allows a remote to import shared packages', () => {
    expect(
      lint('mfe-admin/src/x.ts', "import { ROUTES } from '@backoffice/contracts';\nexport const b = ROUTES;\n"),
    ).not.toContain('noRestrictedImports');
  });
});

describe('shared workspace packages across versions (version skew)', () => {
  // The federation runtime's own range check (the one it runs in the browser).
  const { satisfy } = require('@module-federation/enhanced/runtime') as { satisfy: (version: string, range: string) => boolean };
  const shared = sharedSingletons(path.join(ROOT, 'mfe-reports')) as unknown as Record<
    string,
    { requiredVersion: string; strictVersion?: boolean; version: string }
  >;

  it.each(['@backoffice/event-bus', '@backoffice/ui/system', '@backoffice/ui/router'])(
    '%s: any host from the package’s compatibleFrom up to the next major is accepted; older or another major is refused, strictly',
    (name) => {
      const config = shared[name]!;
      const pkgName = name.split('/').slice(0, 2).join('/');
      const pkg = require(require.resolve(`${pkgName}/package.json`, { paths: [path.join(ROOT, 'mfe-reports')] })) as {
        version: string;
        backoffice: { compatibleFrom: string };
      };
      const from = pkg.backoffice.compatibleFrom;
      expect(config.version).toBe(pkg.version);
      expect(config.requiredVersion).toBe(sameMajorFrom(from));
      const [major, minor, patch] = from.split('.').map(Number) as [number, number, number];
      expect(config.strictVersion).toBe(true);
      // the version it was built with, and every version back to compatibleFrom (a host a minor or more behind)
      expect(satisfy(config.version, config.requiredVersion)).toBe(true);
      expect(satisfy(from, config.requiredVersion)).toBe(true);
      // a remote built today still mounts in a host that moved on by a minor version
      const [, builtMinor] = config.version.split('.').map(Number) as [number, number];
      expect(satisfy(`${major}.${builtMinor + 1}.0`, config.requiredVersion)).toBe(true);
      // refused: a host older than compatibleFrom (exports the remote needs are missing), and the next major
      if (patch > 0) expect(satisfy(`${major}.${minor}.${patch - 1}`, config.requiredVersion)).toBe(false);
      if (minor > 0) expect(satisfy(`${major}.${minor - 1}.0`, config.requiredVersion)).toBe(false);
      expect(satisfy(`${major + 1}.0.0`, config.requiredVersion)).toBe(false);
    },
  );

  it('the bus (1.1.0 added only authRejected) stays usable from 1.0.0: today’s remotes mount in the previous minor’s host', () => {
    // Raising the bus's compatibleFrom past 1.0.0 is a decision (see shared/event-bus/README.md): change this test then.
    const config = shared['@backoffice/event-bus']!;
    expect(satisfy('1.0.0', config.requiredVersion)).toBe(true);
    expect(satisfy('0.9.0', config.requiredVersion)).toBe(false);
  });

  it.each([
    [{ name: 'p', version: '1.4.2', backoffice: { compatibleFrom: '1.2.0' } }, '>=1.2.0 <2.0.0', '1.2.0', '1.1.9'],
    [{ name: 'p', version: '0.7.0', backoffice: { compatibleFrom: '0.5.0' } }, '>=0.5.0 <1.0.0', '0.5.0', '0.4.0'],
    [{ name: 'p', version: '1.4.2', backoffice: { compatibleFrom: '1.4.2' } }, '>=1.4.2 <2.0.0', '1.4.2', '1.4.1'],
  ])('compatibleFrom of %j builds %s (accepts %s, refuses %s)', (pkg, range, accepted, refused) => {
    expect(sameMajorFrom(compatibleFromOf(pkg))).toBe(range);
    expect(satisfy(accepted, range)).toBe(true);
    expect(satisfy(refused, range)).toBe(false);
  });

  it.each([
    [{ name: 'p', version: '1.1.0' }, /needs "backoffice"/],
    [{ name: 'p', version: '1.1.0', backoffice: { compatibleFrom: '1.2.0' } }, /not later than/],
    [{ name: 'p', version: '1.1.0', backoffice: { compatibleFrom: '1.1.1' } }, /not later than/],
    [{ name: 'p', version: '2.1.0', backoffice: { compatibleFrom: '1.0.0' } }, /same major/],
  ])('refuses a package.json with %j', (pkg, message) => {
    expect(() => compatibleFromOf(pkg)).toThrow(message);
  });

  it.each([
    ['0.6.0', '0.7.0', true],
    ['0.6.0', '0.6.3', true],
    ['0.6.0', '0.5.9', false],
    ['0.6.0', '1.0.0', false],
    ['1.1.0', '1.4.0', true],
    ['1.1.0', '1.0.0', false],
    ['1.1.0', '2.0.0', false],
  ])('from %s, a host offering %s: %s (0.x minors are additive too)', (built, offered, ok) => {
    expect(satisfy(offered, sameMajorFrom(built))).toBe(ok);
  });
});
