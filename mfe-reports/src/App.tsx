import { Box, Center, LoadingSpinner, RequirePermission } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import { lazy, Suspense } from 'react';
import { DashboardPage } from './dashboard/DashboardPage';
import { paths } from './routes';

/**
 * The reports page (its table, status filter and papaparse's CSV export) is its own chunk: /dashboard, the page
 * every sign-in lands on, downloads none of it (its first load has a weight budget, `pnpm bench`).
 */
const ReportsPage = lazy(() =>
  import(/* webpackChunkName: "reports-page" */ './reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);

/**
 * The reports area: its routes inside the URL the host and this remote share. All of it is money (`reports.view`):
 * staff land on Orders (the host) and get the shared no-access screen on a direct URL.
 */
export function App() {
  return (
    <Box data-testid="area-reports">
      <Routes>
        <Route
          path={paths.dashboard}
          element={
            <RequirePermission permission="reports.view" area="Dashboard">
              <DashboardPage />
            </RequirePermission>
          }
        />
        <Route
          path={paths.reports}
          element={
            <RequirePermission permission="reports.view" area="Reports">
              <Suspense
                fallback={
                  <Center p={8}>
                    <LoadingSpinner label="Loading reports" />
                  </Center>
                }
              >
                <ReportsPage />
              </Suspense>
            </RequirePermission>
          }
        />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route
          path="*"
          element={
            <RequirePermission permission="reports.view" area="Dashboard">
              <DashboardPage />
            </RequirePermission>
          }
        />
      </Routes>
    </Box>
  );
}
