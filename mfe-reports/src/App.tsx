import { Box } from '@backoffice/ui';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from './dashboard/DashboardPage';
import { ReportsPage } from './reports/ReportsPage';
import { paths } from './routes';

/** The reports area: its routes inside the URL the host and this remote share. */
export function App() {
  return (
    <Box data-testid="area-reports">
      <Routes>
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.reports} element={<ReportsPage />} />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={<DashboardPage />} />
      </Routes>
    </Box>
  );
}
