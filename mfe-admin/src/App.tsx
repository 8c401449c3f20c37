import { Box, Center, LoadingSpinner } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import { lazy, Suspense } from 'react';
import { AdminOnly } from './access/AdminOnly';
import { paths } from './routes';
import { ShopsPage } from './shops/ShopsPage';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';

// The widget showcase is a page nobody needs on the way to anything else: its own chunk, fetched only there.
const UiKitPage = lazy(() => import('./ui-kit/UiKitPage'));

/**
 * The admin area: its routes inside the URL the host and this remote share. Only an admin (roles from the bus)
 * sees them; anyone else gets the plain "for platform admins" page and no admin call is made.
 */
export function App() {
  return (
    <Box data-testid="area-admin">
      <AdminOnly>
        <Routes>
          <Route path={paths.users} element={<UsersPage />} />
          <Route path={paths.user} element={<UserDetailPage />} />
          <Route path={paths.shops} element={<ShopsPage />} />
          <Route
            path={paths.uiKit}
            element={
              <Suspense
                fallback={
                  <Center py="10">
                    <LoadingSpinner label="Loading the UI kit" />
                  </Center>
                }
              >
                <UiKitPage />
              </Suspense>
            }
          />
          {/* An unknown sub-path of this area shows its main page, never a blank area. */}
          <Route path="*" element={<UsersPage />} />
        </Routes>
      </AdminOnly>
    </Box>
  );
}
