import { Box, RequirePermission } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import type { ReactElement } from 'react';
import { IntegrationsPage } from './integrations/IntegrationsPage';
import { paths } from './routes';
import { SettingsPage } from './settings/SettingsPage';
import { TableOrderingPage } from './table-ordering/TableOrderingPage';

/** Every page of this area needs `settings.edit` (staff get the shared no-access screen on a direct URL). */
const settingsOnly = (area: string, page: ReactElement) => (
  <RequirePermission permission="settings.edit" area={area}>
    {page}
  </RequirePermission>
);

/** The settings area: its routes inside the URL the host and this remote share. */
export function App() {
  return (
    <Box data-testid="area-settings">
      <Routes>
        <Route path={paths.settings} element={settingsOnly('Settings', <SettingsPage />)} />
        <Route path={paths.tableOrdering} element={settingsOnly('Table Ordering', <TableOrderingPage />)} />
        <Route path={paths.integrations} element={settingsOnly('Integrations', <IntegrationsPage />)} />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={settingsOnly('Settings', <SettingsPage />)} />
      </Routes>
    </Box>
  );
}
