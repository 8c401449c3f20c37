import { useAuth } from '@backoffice/api-client';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideRoute, type PublicPage } from '../guard/route-guard';
import { LoginPage } from '../login/LoginPage';
import { PasswordResetPage, SetNewPasswordPage, SignupPage } from '../public-pages/PlaceholderPublicPages';
import { BareLayout } from './BareLayout';
import { ShellLoadBoundary, ShellLoading } from './ShellLoading';

/**
 * The signed-in shell (navigation, shop dialogs, area outlet, My Account) is its own chunk: a fresh visitor on
 * /login downloads only the public pages. Its module is fetched on the first signed-in render.
 */
const SignedInShell = lazy(() =>
  import(/* webpackChunkName: "signed-in-shell" */ './SignedInShell').then((module) => ({ default: module.SignedInShell })),
);

function PublicPageView({ page }: { page: PublicPage }) {
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'password-reset':
      return <PasswordResetPage />;
    case 'set-new-password':
      return <SetNewPasswordPage />;
    case 'signup':
      return <SignupPage />;
  }
}

/** Turns the pure guard's decision (guard/route-guard.ts) into a redirect or a page in its layout. */
export function GuardedRoutes() {
  const { pathname } = useLocation();
  const signedIn = useAuth() !== null;
  const decision = decideRoute(pathname, signedIn);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (!decision.showNavigation) {
    return (
      <BareLayout>
        <PublicPageView page={decision.page} />
      </BareLayout>
    );
  }
  return (
    <ShellLoadBoundary>
      <Suspense fallback={<ShellLoading />}>
        <SignedInShell page={decision.page} />
      </Suspense>
    </ShellLoadBoundary>
  );
}
