import { Box } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import { IntegrationsPage } from './integrations/IntegrationsPage';
import { paths } from './routes';
import { SettingsPage } from './settings/SettingsPage';
import { TableOrderingPage } from './table-ordering/TableOrderingPage';
import { TeamPage } from './team/TeamPage';

/** The settings area: its routes inside the URL the host and this remote share. */
export function App() {
  return (
    <Box data-testid="area-settings">
      <Routes>
        <Route path={paths.settings} element={<SettingsPage />} />
        <Route path={paths.tableOrdering} element={<TableOrderingPage />} />
        <Route path={paths.integrations} element={<IntegrationsPage />} />
        <Route path={paths.team} element={<TeamPage />} />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={<SettingsPage />} />
      </Routes>
    </Box>
  );
}
