// @ts-check
// After the host's production build: bundles src/prerender/server-entry.ts for Node, runs it on the emitted
// index.html and writes the signed-out pages it draws to dist/prerendered/ (the static server sends them for their
// paths). Why: docs/decisions/020-host-shell.md "Pre-rendered sign-in pages".
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const PLUGIN = 'PrerenderPagesPlugin';

/** @param {{ dir: string, define: Record<string, string> }} app @param {string} outDir */
function nodeConfig(app, outDir) {
  return /** @type {import('webpack').Configuration} */ ({
    mode: 'production',
    target: 'node20',
    context: app.dir,
    entry: './src/prerender/server-entry.ts',
    output: { path: outDir, filename: 'server-entry.cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader', { paths: [require.resolve('@backoffice/webpack-config')] }),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(app.define),
      // one file: the lazy page chunks are awaited in the same process
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}

/** @param {import('webpack').Configuration} config @returns {Promise<void>} */
function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

class PrerenderPagesPlugin {
  /** @param {{ dir: string, define?: Record<string, string> }} options */
  constructor(options) {
    this.app = { dir: options.dir, define: options.define ?? {} };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, (compilation) =>
      prerenderPages(this.app, compilation.outputOptions.path ?? path.join(this.app.dir, 'dist')),
    );
  }
}

/**
 * Draws the pages into `dist/prerendered/` from `dist/index.html`. Runs alone too (after a build, to iterate):
 * `node host/prerender-plugin.cjs`.
 * @param {{ dir: string, define: Record<string, string> }} app @param {string} dist
 */
async function prerenderPages(app, dist) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-prerender-'));
  try {
    await compile(nodeConfig(app, outDir));
    const { renderPublicPages } = require(path.join(outDir, 'server-entry.cjs'));
    const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    /** @type {Array<{ file: string, html: string }>} */
    const pages = await renderPublicPages(template);
    fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
    for (const page of pages) fs.writeFileSync(path.join(dist, 'prerendered', page.file), page.html);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** The constants the host's browser build defines that modules reached from the pages read. */
const HOST_DEFINES = { __BACKOFFICE_SHOWCASE__: 'false', __BACKOFFICE_RUNTIME_CORE_GLOBAL__: '""' };

if (require.main === module) {
  prerenderPages({ dir: __dirname, define: HOST_DEFINES }, path.join(__dirname, 'dist')).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

module.exports = { PrerenderPagesPlugin, HOST_DEFINES };
