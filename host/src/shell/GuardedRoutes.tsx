import { useAuth } from '@backoffice/api-client';
import { Navigate, useLocation } from '@backoffice/ui/router';
import { lazy, Suspense } from 'react';
import { decideRoute, type PublicPage } from '../guard/route-guard';
import { LoginPage } from '../login/LoginPage';
import { BareLayout } from './BareLayout';
import { PublicPageLoading, ShellLoadBoundary, ShellLoading } from './ShellLoading';

/**
 * The signed-in shell (navigation, shop dialogs, area outlet, My Account) is its own chunk: a fresh visitor on
 * /login downloads only the public pages. Its module is fetched on the first signed-in render.
 */
const SignedInShell = lazy(() =>
  import(/* webpackChunkName: "signed-in-shell" */ './SignedInShell').then((module) => ({ default: module.SignedInShell })),
);

/**
 * The other signed-out pages (sign-up, reset request, new password) share one small chunk: they validate with the
 * contracts' zod schemas, and /login — the page most visitors open — must not download zod (boot-path.test.ts).
 */
const accountPages = () => import(/* webpackChunkName: "account-pages" */ '../public-pages/account-pages');
const SignupPage = lazy(() => accountPages().then((m) => ({ default: m.SignupPage })));
const PasswordResetPage = lazy(() => accountPages().then((m) => ({ default: m.PasswordResetPage })));
const SetNewPasswordPage = lazy(() => accountPages().then((m) => ({ default: m.SetNewPasswordPage })));
const UndoEmailChangePage = lazy(() => accountPages().then((m) => ({ default: m.UndoEmailChangePage })));

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
    case 'undo-email-change':
      return <UndoEmailChangePage />;
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
      <ShellLoadBoundary>
        <BareLayout>
          <Suspense fallback={<PublicPageLoading />}>
            <PublicPageView page={decision.page} />
          </Suspense>
        </BareLayout>
      </ShellLoadBoundary>
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
