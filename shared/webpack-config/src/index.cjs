// @ts-check
/**
 * The one factory for the host's and every remote's webpack + module federation config.
 * Why each setting is what it is: ../../TOOLCHAIN.md (shared folder) and this package's README.
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { sharedSingletons } = require('./shared.cjs');
const { RemoteOnHostRuntimePlugin, RUNTIME_CORE_GLOBAL, runtimeCoreModule } = require('./remote-on-host-runtime.cjs');
const { PORTS, API_PORT } = require('./ports.cjs');
const { remotesManifest, REMOTES } = require('./remotes-manifest.cjs');
const { hostConfigFromEnv } = require('./host-config.cjs');

/**
 * @typedef {object} AppOptions
 * @property {string} dir           the app's folder (__dirname of its webpack.config.js)
 * @property {string} name          federation name, a JS identifier (host, orders, menu, ...)
 * @property {'host'|'remote'} kind
 * @property {string} title         page title
 */

/** @param {AppOptions} app */
function createAppConfig(app) {
  return (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const isHost = app.kind === 'host';
    const port = PORTS[app.name];
    if (!port) throw new Error(`No port for app "${app.name}" in ports.cjs`);
    // A production remote runs on the host's federation runtime when the host provides it (see
    // remote-on-host-runtime.cjs). `REMOTES_ON_HOST_RUNTIME=0` builds remotes that always carry their own.
    const onHostRuntime = !isHost && production && process.env.REMOTES_ON_HOST_RUNTIME !== '0';

    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // Production maps are for error tracking, not visitors: no sourceMappingURL comment in the served files, and the
      // maps written beside dist/ in sourcemaps/ (the static server never serves a .map either).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        ...(production ? { sourceMapFilename: '../sourcemaps/[file].map' } : {}),
        // Entries stay unhashed: federation cannot resolve [contenthash] in an entry name (TOOLCHAIN.md).
        // Servers send these with no-cache and the hashed chunks as immutable.
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        // The host serves deep links from '/'; a remote's chunks load from wherever its remoteEntry.js came from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `backoffice_${app.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        ...(isHost ? { alias: { '@backoffice/federation-runtime-core$': runtimeCoreModule() } } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost
            ? { remotes: {} } // remotes are registered at run time from the manifest the host fetches
            : { filename: 'remoteEntry.js', exposes: { './lifecycles': './src/lifecycles.tsx' } }),
          shared: sharedSingletons(app.dir),
          // 'loaded-first': nothing of a remote loads until its route is visited, so a dead remote cannot blank the host.
          shareStrategy: 'loaded-first',
          ...(isHost ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.mjs')] } : {}),
          dts: false,
          manifest: false,
        }),
        ...(isHost
          ? [new webpack.DefinePlugin({ __BACKOFFICE_RUNTIME_CORE_GLOBAL__: JSON.stringify(RUNTIME_CORE_GLOBAL) })]
          : []),
        // The widget showcase (@backoffice/ui/showcase, mounted by the admin remote) is a development page: in dev
        // servers and in builds asked for it (BACKOFFICE_SHOWCASE=on: the local and test builds of scripts/lib/build.mjs),
        // never in a plain production build such as the deploy images. Its import sits behind this constant, so webpack
        // leaves it out of builds without it.
        new webpack.DefinePlugin({
          __BACKOFFICE_SHOWCASE__: JSON.stringify(!production || process.env.BACKOFFICE_SHOWCASE === 'on'),
        }),
        ...(onHostRuntime ? [new RemoteOnHostRuntimePlugin({ containerName: app.name })] : []),
        // files an app serves as they are, at its root (the host's push service worker: a worker must not be bundled
        // with the federation runtime, and its scope is the folder it is served from)
        ...(fs.existsSync(path.join(app.dir, 'static')) ? [new StaticFilesPlugin(path.join(app.dir, 'static'))] : []),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(app.dir, 'src/index.html'))
            ? './src/index.html'
            : path.join(__dirname, '..', 'index.html'),
          title: app.title,
          // Emitted as /favicon.ico and linked from the page: browsers ask for it on every page, and a 404 there
          // showed in every console and left the tab without an icon.
          favicon: path.join(__dirname, '..', 'favicon.ico'),
          chunks: ['main'],
        }),
      ],
      optimization: {
        minimize: production,
        // terser took 21–29 s an app; swc's minifier ~9 s (TOOLCHAIN.md).
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        historyApiFallback: true, // deep links reload in the host and in a standalone remote
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        proxy: [apiProxy()],
        setupMiddlewares: (/** @type {any[]} */ middlewares, /** @type {any} */ devServer) => {
          if (isHost) {
            devServer.app.get('/remotes.json', (/** @type {any} */ _req, /** @type {any} */ res) => {
              res.set('Cache-Control', 'no-cache').json(remotesManifest(process.env));
            });
            devServer.app.get('/host-config.json', (/** @type {any} */ _req, /** @type {any} */ res) => {
              res.set('Cache-Control', 'no-cache').json(hostConfigFromEnv(process.env));
            });
          }
          return middlewares;
        },
      },
    };
  };
}

/** Emits every file of `dir` unchanged at the build's root (watched, so the dev server serves an edit). */
class StaticFilesPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StaticFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.dir);
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            if (!fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/** The API paths the browser reaches through the page's own origin (ARCHITECTURE.md "one URL"). */
function apiProxy() {
  const target = process.env.API_URL || `http://127.0.0.1:${API_PORT}`;
  const publicApiPaths = require('./api-paths.cjs');
  return {
    context: (/** @type {string} */ pathname, /** @type {{ method?: string }} */ req) =>
      publicApiPaths.isApiRequest(req.method || 'GET', pathname),
    target,
    changeOrigin: true,
  };
}

module.exports = { createAppConfig, remotesManifest, REMOTES, PORTS, API_PORT };
