// `@backoffice/ui/standalone`: a remote's own dev-server page (`src/bootstrap.tsx`), never used inside the host.
//
// A sub-path the host never imports: each remote bundles it into its standalone entry only, so no page of the
// host carries the standalone sign-in form (with its zod check) or session code (with luxon's trial rule). Its state
// (the standalone session and shop list) only exists on that dev page, where there is one copy. It reaches the
// main entry as '@backoffice/ui' (remote-boundary.test.ts keeps the two parts apart).
export { STANDALONE_SESSION_KEY } from './standalone/standalone-session';
export { type StandaloneOptions, startStandalone } from './standalone/startStandalone';
