// The trial rule, reached only through `import('./trial')` (session.ts): it needs luxon (a shared module of
// ~21 KiB gzip) to count months in the venue's time zone, and nobody needs that before a shop has loaded —
// so /login never downloads luxon.
export { isTrialExpired } from '@backoffice/contracts';
