/**
 * Two-step sign-in's plain constants, apart from its schemas (mfa.ts): the api client reads the 403 reason on every
 * call, and the sign-in path must not load zod (host/src/boot-path.test.ts; zod built before the host's boot sets it
 * jitless also probes for eval, which the Content-Security-Policy reports).
 */
export const TWO_STEP = { issuer: 'Venue Back-office', digits: 6, periodSeconds: 30, algorithm: 'SHA1' } as const;
export const RECOVERY_CODE_COUNT = 10;
/** How long the `mfaToken` of a password step stays good for its code step. */
export const MFA_TOKEN_TTL_MINUTES = 5;

/** The machine-readable reason of a 403 the host answers by opening the set-up screen (admin rule or team rule). */
export const TWO_STEP_REQUIRED_CODE = 'two-step-required';
export const TWO_STEP_REQUIRED_MESSAGE = 'Set up two-step sign-in to continue.';
