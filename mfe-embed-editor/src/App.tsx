import { Box } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import { EmbedStorePage } from './embed-store/EmbedStorePage';
import { KioskPage } from './kiosks/KioskPage';
import { KiosksPage } from './kiosks/KiosksPage';
import { paths } from './routes';

/** The embed store and kiosks area: its routes inside the URL the host and this remote share. */
export function App() {
  return (
    <Box data-testid="area-embedEditor">
      <Routes>
        <Route path={paths.embedStore} element={<EmbedStorePage />} />
        <Route path={paths.kiosks} element={<KiosksPage />} />
        <Route path={paths.kiosk} element={<KioskPage />} />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={<EmbedStorePage />} />
      </Routes>
    </Box>
  );
}
