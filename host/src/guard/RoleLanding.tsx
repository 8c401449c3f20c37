import { can, ROUTES } from '@backoffice/contracts';
import { useShopRole } from '@backoffice/ui';
import { Navigate, useLocation } from '@backoffice/ui/router';

/**
 * Every sign-in and shop choice lands on the dashboard, which is money reports: a role without `reports.view` (staff)
 * lands on Orders instead of a "no access" screen. Replaces the entry, so Back does not bounce between the two.
 */
export function RoleLanding() {
  const { pathname } = useLocation();
  const role = useShopRole();
  const onDashboard = pathname.replace(/\/+$/, '') === ROUTES.dashboard;
  if (!onDashboard || role === undefined || role === null || can(role, 'reports.view')) return null;
  return <Navigate to={ROUTES.orders} replace />;
}
