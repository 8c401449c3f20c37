import { useAuth } from '@backoffice/api-client';
import { Navigate, useLocation } from 'react-router-dom';
import { decideRoute, type HostPage } from '../guard/route-guard';
import { LoginPage } from '../login/LoginPage';
import { MyAccountPage } from '../my-account/MyAccountPage';
import { PasswordResetPage, SetNewPasswordPage, SignupPage } from '../public-pages/PlaceholderPublicPages';
import { BareLayout, ShellLayout } from './ShellLayout';

function HostPageView({ page }: { page: HostPage }) {
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'password-reset':
      return <PasswordResetPage />;
    case 'set-new-password':
      return <SetNewPasswordPage />;
    case 'signup':
      return <SignupPage />;
    case 'my-account':
      return <MyAccountPage />;
    case 'area':
      // A remote's page: single-spa mounts it into the area elements <ShellLayout> holds.
      return null;
  }
}

/** Turns the pure guard's decision (guard/route-guard.ts) into a redirect or a page in its layout. */
export function GuardedRoutes() {
  const { pathname } = useLocation();
  const signedIn = useAuth() !== null;
  const decision = decideRoute(pathname, signedIn);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Layout = decision.showNavigation ? ShellLayout : BareLayout;
  return (
    <Layout>
      <HostPageView page={decision.page} />
    </Layout>
  );
}
