/** The roles a user can hold (spec 000 §3 User). Apart from the zod schemas so the browser's first load gets it alone. */
export const USER_ROLES = ['consumer', 'merchant', 'beta-tester', 'admin'] as const;
