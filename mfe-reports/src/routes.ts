import { ROUTES } from '@backoffice/contracts';

/**
 * The paths this remote owns (REMOTE_ROUTES.reports in contracts), as react-router patterns. Links to another
 * area never import that area: they use ROUTES and ask the host with topics.navigate.
 */
export const paths = {
  dashboard: ROUTES.dashboard,
  reports: ROUTES.reports,
} as const;
