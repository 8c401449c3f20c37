import { Box } from '@backoffice/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from './routes';
import { AllShopsPage } from './shops/AllShopsPage';
import { AllUsersPage } from './users/AllUsersPage';

/** The admin area: its routes inside the URL the host and this remote share. */
export function App() {
  return (
    <Box data-testid="area-admin">
      <Routes>
        <Route path={paths.users} element={<AllUsersPage />} />
        <Route path={paths.shops} element={<AllShopsPage />} />
        {/* Detail pages arrive with their features; until then the list stands in. */}
        <Route path={paths.user} element={<AllUsersPage />} />
        {/* An unknown sub-path of this area shows its main page, never a blank area. */}
        <Route path="*" element={<AllUsersPage />} />
      </Routes>
    </Box>
  );
}
