// `@backoffice/ui/router`: the part of react-router the host and every remote use, and the ONLY module of the apps'
// code that imports react-router-dom (router-subset.test.ts fails otherwise).
//
// Why one module (a lighter first load): every app bundled its own react-router (~13 KiB gzip each: the
// router, matching, history and links), so /dashboard downloaded it twice (host + reports). This module is a
// federation singleton (shared/webpack-config/src/shared.cjs): the host provides it at start-up and a remote takes
// the host's copy instead of fetching its own. A shared module ships whole — every export of it — which is why it
// re-exports by name only what the apps use rather than being react-router-dom itself (~60 KiB gzip whole).
//
// Still one router ROOT per app: the host renders its BrowserRouter, each remote its own (createRemoteLifecycles);
// sharing the code shares no routing state. What it needs is that an app's provider and its hooks come from one
// copy, hence the rule that nothing else imports react-router-dom (a hook from a bundled copy under a BrowserRouter
// from the host's copy throws "may be used only in the context of a <Router>").
//
// Version skew: the key carries @backoffice/ui's version and a remote accepts `>= compatibleFrom` of the same major.
// A host built before this module existed provides nothing under the key, and the remote runs its own bundled
// fallback copy. Adding a name here is a new minor; a remote that starts to USE the new name needs a host that has
// it, so raise ui's `backoffice.compatibleFrom` in the same change (see the ui README).
export {
  BrowserRouter,
  Link,
  type Location,
  Navigate,
  type NavigateFunction,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
