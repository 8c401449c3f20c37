// The single list of shared singletons. Sub-paths are listed one by one: sharing only `react` and `react-dom`
// gave two react-dom copies, two emotion copies and two bus instances (TOOLCHAIN.md).
//
// Chakra is shared through @backoffice/ui, not as '@chakra-ui/react': a shared module keeps every export, and
// all of Chakra is ~300 KiB gzip. @backoffice/ui re-exports only the components we use, so Chakra is tree-shaken
// inside it and there is still exactly one copy in the browser. Lint forbids importing @chakra-ui/react elsewhere.
const path = require('node:path');

const THIRD_PARTY = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@emotion/react',
  'swr',
  'luxon',
];
// Only packages with state or contexts that must be one are shared. contracts and api-client are stateless (the
// token, user and shop live on the bus), so each app bundles its own tree-shaken copy: a remote deployed with a
// new endpoint never depends on the host's older api-client. @backoffice/ui IS shared (one Chakra and emotion), so
// a remote may only use what the deployed host's ui exports: add to ui and deploy the host before the remote.
const WORKSPACE = ['@backoffice/event-bus', '@backoffice/ui'];

function versionOf(dir, name) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  try {
    return require(require.resolve(`${pkgName}/package.json`, { paths: [dir] })).version;
  } catch {
    return undefined;
  }
}

function sharedSingletons(dir) {
  const shared = {};
  for (const name of THIRD_PARTY) {
    const version = versionOf(dir, name);
    shared[name] = {
      singleton: true,
      eager: false,
      requiredVersion: version ? `^${version}` : false,
      ...(version ? { version } : {}),
    };
  }
  for (const name of WORKSPACE) {
    // Bump a shared workspace package's version when its exports grow: a remote built against a newer one than the
    // host provides then gets a federation warning in the console instead of a silent undefined import.
    const version = versionOf(dir, name) || '0.0.0';
    shared[name] = { singleton: true, eager: false, requiredVersion: `^${version}`, version };
  }
  return shared;
}

module.exports = { sharedSingletons, SHARED_NAMES: [...THIRD_PARTY, ...WORKSPACE], path };
