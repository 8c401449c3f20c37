import { decideRoute, type RouteDecision } from './route-guard';

const toDashboard: RouteDecision = { kind: 'redirect', to: '/dashboard' };
const toLogin: RouteDecision = { kind: 'redirect', to: '/login' };
const area: RouteDecision = { kind: 'render', page: 'area', showNavigation: true };
const bare = (page: 'login' | 'password-reset' | 'set-new-password' | 'signup' | 'undo-email-change'): RouteDecision => ({
  kind: 'render',
  page,
  showNavigation: false,
});

describe('decideRoute (spec 000 §2, 001 §2)', () => {
  it.each<[string, boolean, RouteDecision]>([
    // public pages: shown without a token, with the navigation hidden …
    ['/login', false, bare('login')],
    ['/password-reset', false, bare('password-reset')],
    ['/set-new-password', false, bare('set-new-password')],
    // the e-mail change undo link works signed in or not
    ['/undo-email-change', false, bare('undo-email-change')],
    ['/undo-email-change', true, bare('undo-email-change')],
    ['/signup', false, bare('signup')],
    ['/login/', false, bare('login')],
    // … and left for the dashboard when a token is stored
    ['/login', true, toDashboard],
    ['/password-reset', true, toDashboard],
    ['/set-new-password', true, toDashboard],
    ['/signup', true, toDashboard],
    // every other page needs a token
    ['/dashboard', false, toLogin],
    ['/shop/orders', false, toLogin],
    ['/my-account', false, toLogin],
    ['/admin/users', false, toLogin],
    ['/', false, toLogin],
    ['', false, toLogin],
    ['/no-such-page', false, toLogin],
    // with a token: remote areas and the host's own pages render with the navigation
    ['/dashboard', true, area],
    ['/shop/customers', true, area],
    ['/shop/customers/c1', true, area],
    ['/shop/menu', true, area],
    ['/shop/menu/cat1/products/p1', true, area],
    ['/shop/embed-store', true, area],
    ['/shop/kiosks/k1', true, area],
    ['/shop/orders', true, area],
    ['/shop/promo-codes', true, area],
    ['/shop/reports', true, area],
    ['/shop/integrations', true, area],
    ['/shop/table-ordering', true, area],
    ['/shop/settings', true, area],
    ['/admin/users/u1', true, area],
    ['/admin/shops', true, area],
    ['/my-account', true, { kind: 'render', page: 'my-account', showNavigation: true }],
    // the empty path, the root and unknown paths go to the dashboard
    ['/', true, toDashboard],
    ['', true, toDashboard],
    ['/no-such-page', true, toDashboard],
    ['/shop', true, toDashboard],
    ['/shop/ordersX', true, toDashboard],
  ])('%j with token=%s', (path, hasToken, expected) => {
    expect(decideRoute(path, hasToken)).toEqual(expected);
  });
});
