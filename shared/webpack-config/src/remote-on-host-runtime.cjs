// @ts-check
/**
 * One federation runtime per page, without breaking older hosts ("a lighter first load"; version
 * skew).
 *
 * The host publishes its federation runtime core on a global named after the core's version (`RUNTIME_CORE_GLOBAL`,
 * set by ./provide-runtime-core.mjs before the host's runtime initialises). A production remote reads the core from
 * that global (a webpack external) instead of bundling ~18 KiB gzip of its own. A host built before this change
 * does not provide it, and a host built with another core version provides it under another name; for those, each
 * of the remote's entry files (remoteEntry.js, and main.js of its standalone page) is wrapped:
 *
 *   if (globalThis[RUNTIME_CORE_GLOBAL]) { …webpack's own code, unchanged… }
 *   else { fetch chunks/federation-runtime-core.<hash>.js (the same core, built alone; it sets the global), then
 *          run this same file again, which now takes the first branch }
 *
 * A host's federation runtime reads the container (`var <name>`) as soon as remoteEntry.js has run, so on the
 * fallback path the file leaves a stand-in container there whose `init` and `get` (the only two members a host's
 * runtime calls, and it awaits both) wait for the real container and hand the call on. The file is fetched again
 * by URL (document.currentScript), so webpack's automatic public path is computed from its real address as usual.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The ES module file of the federation runtime core that @module-federation/enhanced's runtime imports. */
function runtimeCoreModule() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const tools = require.resolve('@module-federation/runtime-tools', { paths: [enhanced] });
  const core = require.resolve('@module-federation/runtime-core', { paths: [path.dirname(tools)] });
  return path.join(path.dirname(core), 'index.js');
}

function runtimeCoreVersion() {
  const pkg = path.join(path.dirname(runtimeCoreModule()), '..', 'package.json');
  return /** @type {{ version: string }} */ (JSON.parse(fs.readFileSync(pkg, 'utf8'))).version;
}

/**
 * The global the host sets and remotes read. Its name carries the core's version, so a remote only ever runs on
 * the very core it was built against (a host with another version looks like a host without one: the remote
 * fetches its own).
 */
const RUNTIME_CORE_GLOBAL = `__backofficeFederationRuntimeCore_${runtimeCoreVersion().replace(/\W/g, '_')}`;

/**
 * What goes before and after an entry file's own code (see the top of this file). The fallback branch is ES5, so it
 * needs no transpiling. `containerName` is the container's global name (`var <name>` in remoteEntry.js), or null for
 * a plain entry such as the standalone page's main.js.
 * @param {string} coreFile the fallback core, relative to the entry file @param {string | null} containerName
 */
function entryWrapper(coreFile, containerName) {
  const key = JSON.stringify(RUNTIME_CORE_GLOBAL);
  const before = `if(globalThis[${key}]){\n`;
  const after = `\n}else(function(){
var g=globalThis,key=${key},name=${JSON.stringify(containerName)},script=document.currentScript,src=script&&script.src;
if(!src)throw new Error("federation runtime: cannot tell where this file came from to fetch the runtime core");
if(g[key+"_fetched"])throw new Error("federation runtime: "+${JSON.stringify(coreFile)}+" did not provide "+key);
function load(url){return new Promise(function(resolve,reject){var s=document.createElement("script");s.src=url;s.onload=function(){resolve()};s.onerror=function(){reject(new Error("could not load "+url))};document.head.appendChild(s)})}
var core=g[key+"_loading"]||(g[key+"_loading"]=load(new URL(${JSON.stringify(coreFile)},src).href).then(function(){g[key+"_fetched"]=!0}));
var ready=core.then(function(){return load(src)});
if(name===null){ready.catch(function(e){setTimeout(function(){throw e})});return}
var standIn={};
function real(){return ready.then(function(){var c=g[name];if(!c||c===standIn)throw new Error("federation runtime: "+src+" did not provide its container");return c})}
standIn.init=function(){var a=arguments;return real().then(function(c){return c.init.apply(c,a)})};
standIn.get=function(){var a=arguments;return real().then(function(c){return c.get.apply(c,a)})};
g[name]=standIn})();`;
  return { before, after };
}

let coreBuild = /** @type {Promise<string> | null} */ (null);

/**
 * The runtime core alone, as one classic script that sets RUNTIME_CORE_GLOBAL (built once per process with the
 * same webpack and minifier as the apps; no federation plugin, no externals).
 * @param {typeof import('webpack')} webpack
 */
function buildCore(webpack) {
  coreBuild ??= new Promise((resolve, reject) => {
    const TerserPlugin = require('terser-webpack-plugin');
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-runtime-core-'));
    const entry = path.join(work, 'entry.mjs');
    const key = JSON.stringify(RUNTIME_CORE_GLOBAL);
    fs.writeFileSync(
      entry,
      `import * as core from ${JSON.stringify(runtimeCoreModule())};\nglobalThis[${key}] = globalThis[${key}] || core;\n`,
    );
    webpack(
      {
        mode: 'production',
        target: 'web',
        context: work,
        entry,
        devtool: false,
        output: { path: path.join(work, 'out'), filename: 'core.js', iife: true },
        optimization: {
          minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
        },
        performance: { hints: false },
        stats: 'errors-only',
      },
      (error, stats) => {
        try {
          if (error) throw error;
          if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
          resolve(fs.readFileSync(path.join(work, 'out', 'core.js'), 'utf8'));
        } catch (failure) {
          reject(failure);
        } finally {
          fs.rmSync(work, { recursive: true, force: true });
        }
      },
    );
  });
  return coreBuild;
}

/**
 * For a production remote: the runtime core as a webpack external read from RUNTIME_CORE_GLOBAL, the fallback copy
 * emitted under chunks/, and every entry file wrapped as described at the top.
 */
class RemoteOnHostRuntimePlugin {
  /** @param {{ containerName: string }} options */
  constructor(options) {
    this.containerName = options.containerName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    new webpack.ExternalsPlugin('global', { '@module-federation/runtime-core': RUNTIME_CORE_GLOBAL }).apply(compiler);
    compiler.hooks.thisCompilation.tap(RemoteOnHostRuntimePlugin.name, (compilation) => {
      let coreFile = '';
      compilation.hooks.processAssets.tapPromise(
        { name: RemoteOnHostRuntimePlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const core = await buildCore(webpack);
          const hash = crypto.createHash('sha256').update(core).digest('hex').slice(0, 10);
          coreFile = `chunks/federation-runtime-core.${hash}.js`;
          compilation.emitAsset(coreFile, new webpack.sources.RawSource(core), { immutable: true, minimized: true });
        },
      );
      // After minification (the wrapper is already compact) and before the source maps are written, so the maps of
      // the wrapped files still point into the right lines.
      compilation.hooks.processAssets.tap(
        { name: RemoteOnHostRuntimePlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            const containerName = chunk.name === this.containerName ? this.containerName : null;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const { before, after } = entryWrapper(coreFile, containerName);
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(before, source, after));
            }
          }
        },
      );
    });
  }
}

module.exports = { RemoteOnHostRuntimePlugin, RUNTIME_CORE_GLOBAL, runtimeCoreModule, entryWrapper, buildCore };
