// `@backoffice/ui/standalone`: a remote's own dev-server page (`src/bootstrap.tsx`), never used inside the host.
//
// A sub-path, NOT a shared singleton: each remote bundles it into its standalone entry, so the shared
// `@backoffice/ui` chunk carries neither the sign-in form (with its zod check) nor the session code (with luxon's
// trial rule). Its state (the standalone session and shop list) only exists on that dev page, where there is one
// copy. What it renders (providers, toaster, progress bar, overlay, Chakra components) comes from the shared main
// entry, imported as '@backoffice/ui' — NEVER relatively. remote-boundary.test.ts checks that rule.
export { STANDALONE_SESSION_KEY } from './standalone/standalone-session';
export { type StandaloneOptions, startStandalone } from './standalone/startStandalone';
