import { Box, RequirePermission } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import { CategoryPage } from './menu/CategoryPage';
import { MenuPage } from './menu/MenuPage';
import { OptionPage } from './menu/OptionPage';
import { ProductPage } from './menu/ProductPage';
import { VoucherManagerPage } from './promo-codes/VoucherManagerPage';
import { paths } from './routes';

/** The menu area: its routes inside the URL the host and this remote share. */
export function App({ now }: { now?: () => Date } = {}) {
  return (
    <Box data-testid="area-menu">
      <Routes>
        <Route path={paths.menu} element={<MenuPage />} />
        <Route
          path={paths.promoCodes}
          element={
            // vouchers are menu editing (permission table): staff get the shared no-access screen on a direct URL
            <RequirePermission permission="menu.edit" area="Voucher Manager">
              <VoucherManagerPage now={now} />
            </RequirePermission>
          }
        />
        <Route path={paths.category} element={<CategoryPage now={now} />} />
        {/* the product and option editors are menu editing; staff mark sold out and hide/show on the category's list */}
        <Route
          path={paths.product}
          element={
            <RequirePermission permission="menu.edit" area="Product editing">
              <ProductPage />
            </RequirePermission>
          }
        />
        <Route
          path={paths.option}
          element={
            <RequirePermission permission="menu.edit" area="Option editing">
              <OptionPage />
            </RequirePermission>
          }
        />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={<MenuPage />} />
      </Routes>
    </Box>
  );
}
