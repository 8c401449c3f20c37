import { ROUTES } from '@backoffice/contracts';
import { queryParam } from '@backoffice/ui';
import { signedOutMessage } from '../login/signed-out-reason';
import { APP_TITLE } from '../shell/use-page-title';

export interface PrerenderedPage {
  /** The page's path. */
  path: string;
  /** Where the static server finds its HTML: `dist/prerendered/<file>`. */
  file: string;
  /** The tab title its page sets once running (usePageTitle), already in the HTML. */
  title: string;
  /** The address drawn at build time: what most visits to the path show. */
  drawnAt: string;
  /**
   * Whether a visit with this query shows what was drawn. Otherwise the browser draws the page itself (a signed-out
   * notice above the sign-in form; the new-password page opened without its link's code, which redirects).
   */
  showsDrawn(search: string): boolean;
}

/**
 * The signed-out pages drawn at build time (docs/decisions/020-host-shell.md "Pre-rendered sign-in pages").
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: ROUTES.login,
    file: 'login.html',
    title: 'Sign in',
    drawnAt: ROUTES.login,
    showsDrawn: (search) => signedOutMessage(search) === null,
  },
  {
    path: ROUTES.passwordReset,
    file: 'password-reset.html',
    title: 'Reset your password',
    drawnAt: ROUTES.passwordReset,
    showsDrawn: () => true,
  },
  {
    path: ROUTES.setNewPassword,
    file: 'set-new-password.html',
    title: 'Choose a new password',
    // the code only travels with the submit, so any code draws the same form
    drawnAt: `${ROUTES.setNewPassword}?code=from-the-email`,
    showsDrawn: (search) => !!queryParam(search, 'code'),
  },
  {
    path: ROUTES.signup,
    file: 'signup.html',
    title: 'Sign up',
    drawnAt: ROUTES.signup,
    showsDrawn: () => true,
  },
];

/** The tab title a page's `usePageTitle` sets, so the HTML already carries it. */
export function documentTitle(title: string): string {
  return `${title} · ${APP_TITLE}`;
}

/** The attribute on #root that names the path whose HTML is inside it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the browser's first render of this address is what the build drew into #root (`drawnPath`, null when the
 * page came without), so React can take that HTML over (hydrate) instead of drawing again. Not when signed in (the
 * guard redirects) or when the query changes what the page shows.
 */
export function hydratesDrawnPage(
  drawnPath: string | null,
  location: { pathname: string; search: string },
  signedIn: boolean,
): boolean {
  if (!drawnPath || signedIn || drawnPath !== location.pathname) return false;
  const page = PRERENDERED_PAGES.find((p) => p.path === drawnPath);
  return page?.showsDrawn(location.search) ?? false;
}
