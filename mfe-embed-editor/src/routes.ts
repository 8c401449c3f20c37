import { ROUTES } from '@backoffice/contracts';

/**
 * The paths this remote owns (REMOTE_ROUTES.embedEditor in contracts), as react-router patterns. Links to another
 * area never import that area: they use ROUTES and ask the host with topics.navigate.
 */
export const paths = {
  embedStore: ROUTES.embedStore,
  kiosks: ROUTES.kiosks,
  kiosk: `${ROUTES.kiosks}/:kioskId`,
} as const;

/** A kiosk's settings page (spec 001 §2). */
export const kioskPath = (kioskId: string): string => ROUTES.kiosk(kioskId);
