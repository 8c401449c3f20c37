import { Box, RequirePermission } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import type { ReactElement } from 'react';
import { EmbedStorePage } from './embed-store/EmbedStorePage';
import { KioskPage } from './kiosks/KioskPage';
import { KiosksPage } from './kiosks/KiosksPage';
import { paths } from './routes';

/** The web store and kiosks are settings (`settings.edit`): staff get the shared no-access screen on a direct URL. */
const settingsOnly = (area: string, page: ReactElement) => (
  <RequirePermission permission="settings.edit" area={area}>
    {page}
  </RequirePermission>
);

/** The embed store and kiosks area: its routes inside the URL the host and this remote share. */
export function App() {
  return (
    <Box data-testid="area-embedEditor">
      <Routes>
        <Route path={paths.embedStore} element={settingsOnly('Embed Store', <EmbedStorePage />)} />
        <Route path={paths.kiosks} element={settingsOnly('Kiosks', <KiosksPage />)} />
        <Route path={paths.kiosk} element={settingsOnly('Kiosks', <KioskPage />)} />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={settingsOnly('Embed Store', <EmbedStorePage />)} />
      </Routes>
    </Box>
  );
}
