// `@backoffice/ui/remote`: what a remote's `src/lifecycles.tsx` needs, and only that (the host never imports it).
//
// A sub-path, NOT a shared singleton: each remote bundles this (and single-spa-react) into its own lifecycles
// chunk, so the shared `@backoffice/ui` chunk every page loads — the host's /login included — carries neither.
// That is safe because nothing here holds state: the providers the lifecycles render (Chakra's system, the
// emotion cache, toaster, SWR config) come from the shared main entry, imported as '@backoffice/ui' — NEVER
// relatively (a relative import would bundle a second Chakra + emotion into the remote).
// remote-boundary.test.ts checks that rule.
export {
  createRemoteLifecycles,
  type RemoteLifecycle,
  type RemoteLifecycleOptions,
  type RemoteLifecycles,
  type RemoteProps,
} from './remote/createRemoteLifecycles';
