// A federation runtime plugin for the host: publishes the host's own federation runtime core on a global
// named after the core's version (`__BACKOFFICE_RUNTIME_CORE_GLOBAL__`, filled in by the host's webpack config from
// remote-on-host-runtime.cjs) before the host's runtime initialises, so a production remote built against the same
// core version uses it instead of downloading a copy of its own (a remote fetches its own copy from a host that
// provides none, or another version: remote-on-host-runtime.cjs).
//
// Why not the plugin @module-federation/enhanced adds for `experiments.provideExternalRuntime`: webpack picks up
// that plugin's CommonJS build, which requires the CommonJS build of the runtime core, so the host shipped the core
// twice (+24 KiB gzip on /login). The alias `@backoffice/federation-runtime-core` (index.cjs) points this import at
// the very ES module file the host's runtime already uses: one copy.
import * as runtimeCore from '@backoffice/federation-runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'backoffice-provide-runtime-core',
    beforeInit(args) {
      // __BACKOFFICE_RUNTIME_CORE_GLOBAL__ is replaced at build time by webpack's DefinePlugin
      globalThis[__BACKOFFICE_RUNTIME_CORE_GLOBAL__] = runtimeCore;
      return args;
    },
  };
}
