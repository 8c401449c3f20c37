import { ROUTES } from '@backoffice/contracts';

/**
 * The paths this remote owns (REMOTE_ROUTES.settings in contracts), as react-router patterns. Links to another
 * area never import that area: they use ROUTES and ask the host with topics.navigate.
 */
export const paths = {
  settings: ROUTES.settings,
  tableOrdering: ROUTES.tableOrdering,
  integrations: ROUTES.integrations,
  team: ROUTES.team,
} as const;
