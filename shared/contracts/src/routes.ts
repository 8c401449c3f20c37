/**
 * Route paths of every area (spec 000 §2, 001 §2). Links between areas go through these constants,
 * never through another remote's code.
 */
export const ROUTES = {
  login: '/login',
  passwordReset: '/password-reset',
  setNewPassword: '/set-new-password',
  signup: '/signup',
  /** The link in the "your sign-in e-mail was changed" mail (`?code=`): undoes the change. */
  undoEmailChange: '/undo-email-change',
  dashboard: '/dashboard',
  customers: '/shop/customers',
  customer: (customerId: string) => `/shop/customers/${encodeURIComponent(customerId)}`,
  menu: '/shop/menu',
  orders: '/shop/orders',
  /** One order opened on the Orders screen (its detail; `?order=` is the Orders screen's URL state). */
  order: (orderId: string) => `/shop/orders?order=${encodeURIComponent(orderId)}`,
  promoCodes: '/shop/promo-codes',
  reports: '/shop/reports',
  embedStore: '/shop/embed-store',
  kiosks: '/shop/kiosks',
  kiosk: (kioskId: string) => `/shop/kiosks/${encodeURIComponent(kioskId)}`,
  tableOrdering: '/shop/table-ordering',
  integrations: '/shop/integrations',
  settings: '/shop/settings',
  /** Settings → Team: members, invites, roles (an owner's, or a manager's for inviting staff). */
  team: '/shop/team',
  /** The link in a team invite mail; public, it works signed in or out. */
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  settingsSection: (section: string) => `/shop/settings?section=${encodeURIComponent(section)}`,
  myAccount: '/my-account',
  /** My Account's two-step sign-in tab: where the host sends someone who must set it up (403 'two-step-required'). */
  twoStepSetup: '/my-account?tab=two-step',
  adminUsers: '/admin/users',
  adminUser: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
  adminShops: '/admin/shops',
  /** Every shared widget on one page (the development showcase, in builds that carry it); admins only, not in the side navigation. */
  adminUiKit: '/admin/ui-kit',
} as const;

/** Pages reachable without a token; visiting them with a token goes to the dashboard (spec 000 §2). */
export const PUBLIC_PATHS = [ROUTES.login, ROUTES.passwordReset, ROUTES.signup, ROUTES.setNewPassword] as const;

/** Every invite link starts with this; the rest is the invite's token. */
export const INVITE_PATH_PREFIX = '/invite/';

/** Which remote owns which route prefixes (ARCHITECTURE.md). The host registers remotes from this table. */
export const REMOTE_ROUTES = {
  reports: ['/dashboard', '/shop/reports'],
  orders: ['/shop/orders', '/shop/customers'],
  menu: ['/shop/menu', '/shop/promo-codes'],
  settings: ['/shop/settings', '/shop/table-ordering', '/shop/integrations', '/shop/team'],
  embedEditor: ['/shop/embed-store', '/shop/kiosks'],
  admin: ['/admin'],
} as const;

export type RemoteName = keyof typeof REMOTE_ROUTES;
export const REMOTE_NAMES = Object.keys(REMOTE_ROUTES) as RemoteName[];

export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    if (REMOTE_ROUTES[name].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return name;
  }
  return null;
}
