import { Box, Center, LoadingSpinner } from '@backoffice/ui';
import { Route, Routes } from '@backoffice/ui/router';
import { lazy, Suspense } from 'react';
import { AdminOnly } from './access/AdminOnly';
import { paths } from './routes';
import { ShopsPage } from './shops/ShopsPage';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';

/** Defined by @backoffice/webpack-config: true in dev servers and showcase builds, false in deploy builds. */
declare const __BACKOFFICE_SHOWCASE__: boolean | undefined;

// The widget showcase (@backoffice/ui/showcase) is a development page, not a product screen. The condition is
// written here, where the import is, so webpack drops the import from builds without the showcase: no chunk of it
// exists in a production admin remote. Where it is built in, it is its own chunk, fetched only on its page.
const UiKitPage =
  typeof __BACKOFFICE_SHOWCASE__ !== 'undefined' && __BACKOFFICE_SHOWCASE__
    ? lazy(() => import('@backoffice/ui/showcase'))
    : null;

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
          {UiKitPage ? (
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
          ) : null}
          {/* An unknown sub-path of this area shows its main page, never a blank area. */}
          <Route path="*" element={<UsersPage />} />
        </Routes>
      </AdminOnly>
    </Box>
  );
}
