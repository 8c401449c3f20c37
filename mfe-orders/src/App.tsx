import { Box } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import { CustomerDetailPage } from './customers/CustomerDetailPage';
import { CustomersPage } from './customers/CustomersPage';
import { OrdersPage } from './orders/OrdersPage';
import { paths } from './routes';

/** The orders area: its routes inside the URL the host and this remote share. */
export function App() {
  return (
    <Box data-testid="area-orders">
      <Routes>
        <Route path={paths.orders} element={<OrdersPage />} />
        <Route path={paths.customers} element={<CustomersPage />} />
        <Route path={paths.customer} element={<CustomerDetailPage />} />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={<OrdersPage />} />
      </Routes>
    </Box>
  );
}
