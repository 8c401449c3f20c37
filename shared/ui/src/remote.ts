// `@backoffice/ui/remote`: what a remote's `src/lifecycles.tsx` needs, and only that (the host never imports it).
//
// A sub-path the host never imports: each remote bundles this (and single-spa-react) into its own lifecycles
// chunk. The remote's root renders its own BackofficeProvider and BrowserRouter (the remote's bundled Chakra; the
// router from '@backoffice/ui/router', the one copy its hooks use too), so everything under it is one consistent
// copy; emotion, swr, react and that router subset are federation shares.
// It reaches the main entry as '@backoffice/ui' (remote-boundary.test.ts keeps the two parts apart).
export {
  createRemoteLifecycles,
  type RemoteLifecycle,
  type RemoteLifecycleOptions,
  type RemoteLifecycles,
  type RemoteProps,
} from './remote/createRemoteLifecycles';
