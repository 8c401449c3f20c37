// The single list of shared singletons: only what holds React state or a context that must be ONE per page.
// Sub-paths are listed one by one: sharing only `react` and `react-dom` gave two react-dom copies, two emotion
// copies and two bus instances (TOOLCHAIN.md).
//
// What is NOT shared, on purpose ("a lighter first load" — a shared module is never tree-shaken: every
// export of it ships to every page):
//   - react-router / react-router-dom as packages (~60 KiB gzip whole). The host and every remote still have their
//     own router root (a remote mounts its own React root with its own BrowserRouter, see @backoffice/ui/remote), so
//     nothing router-related crosses apps. What IS shared is the CODE of the subset the apps use:
//     '@backoffice/ui/router' (below), re-exporting by name the dozen names they import, so the host's copy serves
//     every remote instead of each remote bundling its own (~13 KiB gzip a remote on its first visit).
//   - @backoffice/ui and Chakra: every React root (the host's, each remote's) renders its own BackofficeProvider, so
//     Chakra's context, system and the components under it are consistent within a root; nothing Chakra-made crosses
//     roots (toasts, the progress bar and the overlay travel on the shared bus and are drawn by the host). Each app
//     bundles the Chakra components it renders, so /login no longer downloads every widget of every remote (sharing
//     '@backoffice/ui/chakra', the one name ui and the apps reach Chakra by, was measured both ways — README). ui's
//     router-bound widgets (UrlTabs, DataTable) take the router through '@backoffice/ui/router' like the apps do.
//     emotion stays shared: one style cache for the page, so the identical CSS two roots produce is inserted once.
const path = require('node:path');

const THIRD_PARTY = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@emotion/react', 'swr', 'luxon'];
// The bus is the one channel between apps: one instance. contracts, api-client and ui are stateless across apps
// (the token, user and shop live on the bus), so each app bundles its own tree-shaken copy: a remote deployed with
// a new endpoint or widget never depends on the host's older one.
//
// '@backoffice/ui/system' is the Chakra system (createSystem over Chakra's base config, tokens and every recipe we
// ship: ~15 KiB gzip). It is plain data and functions, not tied to a Chakra copy, so every root's provider can take
// the one the host built: a remote then bundles only its components, not a second base config and recipe set.
//
// '@backoffice/ui/router' is the react-router subset (shared/ui/src/router.ts; router-subset.test.ts keeps every
// app's router imports on it). An app's BrowserRouter and its hooks then come from one copy whichever app provided
// it; a host built before the key existed provides nothing under it and a remote falls back to its own bundled copy.
const WORKSPACE = ['@backoffice/event-bus', '@backoffice/ui/system', '@backoffice/ui/router'];

// emotion's small stateless helpers that Chakra imports directly (not through @emotion/react). Every app's Chakra
// uses them and the host has already loaded them by the time a remote mounts, so a remote takes the host's copy
// instead of downloading its own (~3 KiB gzip per remote on a first visit, `pnpm bench`). Whole-module
// sharing costs nothing here: each is a few small functions that the host bundles whole anyway.
// '@emotion/cache' (with stylis, ~4 KiB gzip): ui's pageStyleCache() creates the page's one cache with it, and
// @emotion/react imports it too; only the app that mounts first ever calls it, so a remote never needs its own copy.
const EMOTION_HELPERS = [
  '@emotion/cache',
  '@emotion/is-prop-valid',
  '@emotion/serialize',
  '@emotion/utils',
  '@emotion/use-insertion-effect-with-fallbacks',
];

function packageJsonOf(dir, name) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  try {
    return require(require.resolve(`${pkgName}/package.json`, { paths: [dir] }));
  } catch {
    return undefined;
  }
}

function versionOf(dir, name) {
  return packageJsonOf(dir, name)?.version;
}

/**
 * What a consumer of one of our shared packages accepts from the host: `from` or any later version of the same major
 * (`>=0.6.0 <1.0.0`, `>=1.0.0 <2.0.0`). Not `^from`: for a 0.x version the caret pins the minor (`^0.6.0` refuses
 * 0.7.0), so the next additive minor of @backoffice/ui would have refused every remote already deployed. Our rule is
 * the same for 0.x and later: a minor only adds exports.
 * @param {string} from
 */
function sameMajorFrom(from) {
  const major = Number(from.split('.')[0]) || 0;
  return `>=${from} <${major + 1}.0.0`;
}

/**
 * The oldest version of a shared workspace package that code built against its current version runs with: its
 * package.json's `backoffice.compatibleFrom` (a remote requires the OLDEST version whose API it really
 * needs, not the one it happened to be built with, so today's remote still mounts in the previous minor's host).
 * Raising compatibleFrom is the explicit act "consumers now need this minor" (see the package READMEs).
 * @param {{ name: string, version: string, backoffice?: { compatibleFrom?: string } }} pkg
 */
function compatibleFromOf(pkg) {
  const from = pkg.backoffice?.compatibleFrom;
  if (!from)
    throw new Error(`${pkg.name}: package.json needs "backoffice": { "compatibleFrom": "x.y.z" } (shared federated package)`);
  const [fromMajor, fromMinor, fromPatch] = from.split('.').map(Number);
  const [major, minor, patch] = pkg.version.split('.').map(Number);
  const notLater = fromMinor < minor || (fromMinor === minor && fromPatch <= patch);
  if (fromMajor !== major || !notLater) {
    throw new Error(`${pkg.name}: compatibleFrom ${from} must be of the same major as, and not later than, ${pkg.version}`);
  }
  return from;
}

function sharedSingletons(dir) {
  const shared = {};
  for (const name of [...THIRD_PARTY, ...EMOTION_HELPERS]) {
    const version = versionOf(dir, name);
    shared[name] = {
      singleton: true,
      eager: false,
      requiredVersion: version ? `^${version}` : false,
      ...(version ? { version } : {}),
    };
  }
  for (const name of WORKSPACE) {
    // A remote accepts any host version from the package's compatibleFrom up to the next major. One that needs a
    // newer version than the host offers (compatibleFrom raised past the host's) is refused by the federation
    // runtime (strictVersion) with an error naming both versions, and the host shows its "area could not load"
    // panel, instead of a remote running against missing exports (version skew).
    const pkg = packageJsonOf(dir, name);
    if (!pkg) throw new Error(`${name} is not installed for ${dir}`);
    shared[name] = {
      singleton: true,
      eager: false,
      requiredVersion: sameMajorFrom(compatibleFromOf(pkg)),
      strictVersion: true,
      version: pkg.version,
    };
  }
  return shared;
}

module.exports = {
  sharedSingletons,
  sameMajorFrom,
  compatibleFromOf,
  SHARED_NAMES: [...THIRD_PARTY, ...EMOTION_HELPERS, ...WORKSPACE],
  path,
};
