import { ROUTES } from '@backoffice/contracts';

/**
 * The paths this remote owns (REMOTE_ROUTES.admin in contracts), as react-router patterns. Links to another
 * area never import that area: they use ROUTES and ask the host with topics.navigate.
 */
export const paths = {
  users: ROUTES.adminUsers,
  user: `${ROUTES.adminUsers}/:userId`,
  shops: ROUTES.adminShops,
  uiKit: ROUTES.adminUiKit,
} as const;

/** A user's admin detail page (spec 001 §2). */
export const adminUserPath = (userId: string): string => ROUTES.adminUser(userId);
