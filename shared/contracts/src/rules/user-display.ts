import type { User } from '../entities/user';

// Kept apart from the zod schemas in entities/user.ts: the shell needs these right after sign-in, and importing
// them must not pull zod into the browser.

export function isAdmin(u: Pick<User, 'roles'> | null | undefined): boolean {
  return !!u?.roles.includes('admin');
}

/** "Given F." as in the user dropdown (spec 000 §2). */
export function shortDisplayName(u: Pick<User, 'name'>): string {
  const initial = u.name.family.trim().charAt(0).toUpperCase();
  return initial ? `${u.name.given} ${initial}.` : u.name.given;
}

/** "Given Family" (admin lists and headers). */
export function userFullName(u: Pick<User, 'name'>): string {
  return `${u.name.given} ${u.name.family}`.trim();
}
