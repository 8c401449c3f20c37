import { PUBLIC_PATHS, ROUTES, remoteForPath } from '@backoffice/contracts';

/**
 * What the shell does with a URL (spec 000 §2 "Route guard", spec 001 §2 "Routing rules"). Pure, so every rule
 * is one row in route-guard.test.ts; <RouteGuard> only turns the answer into a <Navigate> or a layout.
 */
export type RouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; page: PublicPage; showNavigation: false }
  | { kind: 'render'; page: SignedInPage; showNavigation: true };

/** Signed-out pages: drawn without navigation. */
export type PublicPage = 'login' | 'password-reset' | 'set-new-password' | 'signup' | 'undo-email-change';
/** Signed-in pages, inside the navigation: the host's own, or a remote's ('area'). */
export type SignedInPage = 'my-account' | 'area';
/** Pages the host draws itself; everything else that is allowed belongs to a remote ('area'). */
export type HostPage = PublicPage | SignedInPage;

const PUBLIC_PAGES: Record<(typeof PUBLIC_PATHS)[number], PublicPage> = {
  [ROUTES.login]: 'login',
  [ROUTES.passwordReset]: 'password-reset',
  [ROUTES.setNewPassword]: 'set-new-password',
  [ROUTES.signup]: 'signup',
};

function isPublicPath(path: string): path is (typeof PUBLIC_PATHS)[number] {
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** `/login/` and `/login` are the same page; the root stays `/`. */
function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function decideRoute(pathname: string, hasToken: boolean): RouteDecision {
  const path = normalise(pathname);

  // the undo link mailed to the old address after an e-mail change works signed in or not (it signs out everywhere)
  if (path === ROUTES.undoEmailChange) return { kind: 'render', page: 'undo-email-change', showNavigation: false };

  if (isPublicPath(path)) {
    // A signed-in user has no business on the sign-in pages.
    if (hasToken) return { kind: 'redirect', to: ROUTES.dashboard };
    // The side navigation is hidden on every public page.
    return { kind: 'render', page: PUBLIC_PAGES[path], showNavigation: false };
  }

  // Everything else needs a token. Going straight to /login (rather than / → /dashboard → /login) gives the
  // same end result as the spec's two rules with one history entry instead of three.
  if (!hasToken) return { kind: 'redirect', to: ROUTES.login };

  if (path === ROUTES.myAccount) return { kind: 'render', page: 'my-account', showNavigation: true };
  // Admin routes are not guarded by role on the client (spec 001 §2): the API refuses non-admins.
  if (remoteForPath(path)) return { kind: 'render', page: 'area', showNavigation: true };

  // `/`, the empty path and any unknown path go to the dashboard.
  return { kind: 'redirect', to: ROUTES.dashboard };
}
