import { Box } from '@backoffice/ui';
import { Route, Routes } from 'react-router-dom';
import { MenuPage } from './menu/MenuPage';
import { VoucherManagerPage } from './promo-codes/VoucherManagerPage';
import { paths } from './routes';

/** The menu area: its routes inside the URL the host and this remote share. */
export function App() {
  return (
    <Box data-testid="area-menu">
      <Routes>
        <Route path={paths.menu} element={<MenuPage />} />
        <Route path={paths.promoCodes} element={<VoucherManagerPage />} />
        {/* Category, product and option pages arrive with the menu builder; the menu stands in. */}
        <Route path={paths.menuAnything} element={<MenuPage />} />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={<MenuPage />} />
      </Routes>
    </Box>
  );
}
