// A federation runtime plugin for the host (issue 9): publishes the host's own federation runtime core on
// `globalThis._FEDERATION_RUNTIME_CORE` before the host's runtime initialises, so a production remote built with
// `experiments.externalRuntime` uses it instead of downloading a copy of its own.
//
// Why not the plugin @module-federation/enhanced adds for `experiments.provideExternalRuntime`: webpack picks up
// that plugin's CommonJS build, which requires the CommonJS build of the runtime core, so the host shipped the core
// twice (+24 KiB gzip on /login). The alias below (index.cjs) points this import at the very ES module file the
// host's runtime already uses: one copy.
import * as runtimeCore from '@backoffice/federation-runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'backoffice-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
