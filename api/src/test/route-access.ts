import type { Permission } from '@backoffice/contracts';

/**
 * Who may call each route: one row per route fastify registers. The route-enumerating authz matrix
 * (http/route-authz-matrix.test.ts) fails while a registered route has no row here, so a new route cannot ship
 * without someone deciding its access; the fuzz uses it to call each route as someone it admits.
 */
export type Access =
  /** No token needed (sign-in, sign-up, health, token-is-the-permission links). */
  | 'public'
  /** Any signed-in user (their own account, creating their own shop, icons…). */
  | 'signed-in'
  /** Their own account (`:userId` is the caller), or an admin. */
  | 'self'
  /**
   * A member of the shop (or of the order's, product's… shop) whose role has this permission (contracts
   * PERMISSIONS), or an admin. The matrix calls it as owner, manager, staff and a stranger.
   */
  | `shop:${Permission}`
  /** A signed-in person with an invite's token; what they get depends on the token (404 unknown, 403 not theirs). */
  | 'invitee'
  /** Admins only. */
  | 'admin'
  /** The shop's owner only, an admin refused (a dynamic shop follows its owner's device: shops/device-location.ts). */
  | 'shop-owner-only'
  /** The guest's own token only. */
  | 'guest'
  /** Ordering: any signed-in person or guest may order at any shop; no token is refused. */
  | 'customer'
  /**
   * The caller's own sign-in sessions (logout, "Sign out", "Sign out everywhere else"): any signed-in user, acting
   * only on their own sessions. The matrix calls them last, with a spare session where one is named.
   */
  | 'own-session';

export const ACCESS_OF_ROUTE: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /platform-plans': 'public',
  'POST /login': 'public',
  // the code step of two-step sign-in: the mfaToken of the password step is the permission (auth/mfa/routes.ts)
  'POST /login/mfa': 'public',
  'POST /signup': 'public',
  'POST /forgot-password': 'public',
  'POST /forgot-password/:resetToken': 'public',
  'GET /dev/outbox': 'public',
  'POST /guests': 'public',
  'GET /guests/:id': 'guest',
  'GET /api/icon-images/:file': 'public',
  'GET /api/images/:shopId/:file': 'public',
  'GET /api/embed-preview/:token': 'public',
  // the API contract and its browsable UI (http/openapi.ts), not registered in production
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/payments/local/verify/:shopId': 'public',
  'GET /api/payments/local/checkout/:token': 'public',
  'POST /api/payments/local/checkout/:token/complete': 'public',
  'POST /api/shops/:shopId/orders': 'customer',

  'GET /api/icons': 'signed-in',
  'GET /api/shops': 'signed-in',
  'POST /api/shops': 'signed-in',
  'POST /api/my-account/change-password': 'signed-in',
  'GET /api/my-account/mfa': 'signed-in',
  'POST /api/my-account/mfa/setup': 'signed-in',
  'POST /api/my-account/mfa/enable': 'signed-in',
  'POST /api/my-account/mfa/recovery-codes': 'signed-in',
  'POST /api/my-account/mfa/disable': 'signed-in',
  'GET /api/my-account/sessions': 'signed-in',
  'POST /logout': 'own-session',
  'DELETE /api/my-account/sessions/:sessionId': 'own-session',
  'POST /api/my-account/sessions/sign-out-others': 'own-session',
  // the link mailed to the old address after an e-mail change: the token is the permission
  'POST /api/email-change/undo/:token': 'public',

  'GET /api/users': 'admin',
  'GET /api/admin-shops': 'admin',
  'GET /api/users/:userId/audit-log': 'admin',
  'GET /api/shops/:shopId/audit-log': 'admin',
  'PUT /api/users/:userId/clear-cart': 'admin',
  'POST /api/users/:userId/send-password-reset': 'admin',
  'POST /api/shops/:shopId/transfer-to/:userId': 'admin',
  'POST /api/shops/:shopId/stripe-location': 'admin',
  'DELETE /api/shops/:shopId': 'admin',

  'GET /api/users/:userId': 'self',
  'PUT /api/users/:userId': 'self',
  'GET /api/users/:userId/shops': 'self',
  'GET /api/shops/:shopId': 'shop:shop.view',
  'PUT /api/shops/:shopId': 'shop:settings.edit',
  'GET /api/shops/:shopId/summary': 'shop:shop.view',
  'PUT /api/shops/:shopId/accepting-orders/:status': 'shop:orders.act',
  'PUT /api/shops/:shopId/payment': 'shop:payouts.edit',
  'GET /api/shops/:shopId/verification-link': 'shop:payouts.edit',
  'POST /api/shops/:shopId/subscription-checkout': 'shop:subscription.manage',
  'POST /api/shops/:shopId/subscription-checkout/complete': 'shop:subscription.manage',
  'GET /api/shops/:shopId/integrations': 'shop:settings.edit',
  'PUT /api/shops/:shopId/integrations/:type': 'shop:settings.edit',
  'GET /api/shops/:shopId/dine-in-links': 'shop:settings.edit',
  'GET /api/shops/:shopId/balance-report': 'shop:reports.view',
  'GET /api/shops/:shopId/covid19-report': 'shop:reports.view',
  'GET /api/shops/:shopId/loyalty-report': 'shop:reports.view',
  'GET /api/shops/:shopId/most-sold-products-report': 'shop:reports.view',
  'GET /api/shops/:shopId/origin-breakdown-report': 'shop:reports.view',
  'GET /api/shops/:shopId/payouts-report': 'shop:reports.view',
  'GET /api/shops/:shopId/products-stock-report': 'shop:reports.view',
  'GET /api/shops/:shopId/reports': 'shop:reports.view',
  'GET /api/shops/:shopId/sales-per-hour-report': 'shop:reports.view',
  'GET /api/shops/:shopId/tomorrow-payout-report': 'shop:reports.view',
  'GET /api/shops/:shopId/upsell-report': 'shop:reports.view',
  'GET /api/shops/:shopId/categories': 'shop:menu.availability',
  'PUT /api/shops/:shopId/categories/display-order': 'shop:menu.edit',
  'POST /api/shops/:shopId/categories/:categoryId/sync-products': 'shop:menu.edit',
  'POST /api/shops/:shopId/copy-menu-from/:targetId': 'shop:menu.edit',
  'GET /api/shops/:shopId/menu-export': 'shop:menu.edit',
  'POST /api/shops/:shopId/menu-import': 'shop:menu.edit',
  'POST /api/categories': 'shop:menu.edit',
  'PUT /api/categories/:id': 'shop:menu.edit',
  'DELETE /api/categories/:id': 'shop:menu.edit',
  'PUT /api/categories/:id/options/display-order': 'shop:menu.edit',
  'PUT /api/categories/:id/products/display-order': 'shop:menu.edit',
  'POST /api/products': 'shop:menu.edit',
  'GET /api/products/:id': 'shop:menu.availability',
  'PUT /api/products/:id': 'shop:menu.edit',
  'DELETE /api/products/:id': 'shop:menu.edit',
  'POST /api/options': 'shop:menu.edit',
  'GET /api/options/:id': 'shop:menu.availability',
  'PUT /api/options/:id': 'shop:menu.edit',
  'DELETE /api/options/:id': 'shop:menu.edit',
  'GET /api/shops/:shopId/promo-codes': 'shop:menu.edit',
  'POST /api/shops/:shopId/promo-code': 'shop:menu.edit',
  'PUT /api/promo-codes/:id': 'shop:menu.edit',
  'DELETE /api/promo-codes/:id': 'shop:menu.edit',
  'GET /api/shops/:shopId/embed-key': 'shop:settings.edit',
  'POST /api/shops/:shopId/embed-key': 'shop:settings.edit',
  'PUT /api/shops/:shopId/embed-key': 'shop:settings.edit',
  'POST /api/shops/:shopId/embed-key/preview-link': 'shop:settings.edit',
  'POST /api/shops/:shopId/embed-key/publish': 'shop:settings.edit',
  'GET /api/shops/:shopId/embed-key/versions': 'shop:settings.edit',
  'GET /api/shops/:shopId/embed-key/versions/:version': 'shop:settings.edit',
  'POST /api/shops/:shopId/embed-key/versions/:version/restore': 'shop:settings.edit',
  'GET /api/shops/:shopId/kiosks': 'shop:settings.edit',
  'POST /api/kiosks': 'admin',
  'PUT /api/kiosks/:id': 'shop:settings.edit',
  'DELETE /api/kiosks/:id': 'shop:settings.edit',
  'POST /api/kiosks/:id/publish': 'shop:settings.edit',
  'GET /api/kiosks/:id/versions': 'shop:settings.edit',
  'GET /api/kiosks/:id/versions/:version': 'shop:settings.edit',
  'POST /api/kiosks/:id/versions/:version/restore': 'shop:settings.edit',
  'POST /api/images': 'shop:menu.edit',
  'GET /api/shops/:shopId/orders': 'shop:orders.view',
  'GET /api/shops/:shopId/order-events': 'shop:orders.view',
  'GET /api/shops/:shopId/orders-pause': 'shop:orders.view',
  'PUT /api/shops/:shopId/pause-orders': 'shop:orders.act',
  'PUT /api/orders/:id/:status': 'shop:orders.act',
  'PUT /api/orders/:id/rejected': 'shop:orders.act',
  'POST /api/orders/:id/refunds': 'shop:orders.refund',
  'PUT /api/orders/:id/line-items/:lineItemId/:status': 'shop:orders.act',
  'POST /api/orders/:id/resend-receipt': 'shop:orders.act',
  'PUT /api/orders/:id/seen': 'shop:orders.view',
  'GET /api/shops/:shopId/customers': 'shop:customers.view',
  'GET /api/shops/:shopId/customers/:userId/orders': 'shop:customers.view',
  'GET /api/shops/:shopId/customers/:userId/loyalty-card': 'shop:customers.view',
  'POST /api/shops/:shopId/customers/:userId/set-loyalty-card': 'shop:customers.edit',
  'POST /api/shops/:shopId/customers/:userId/assign-loyalty-point': 'shop:customers.edit',
  'POST /api/shops/:shopId/customers/:userId/claim-loyalty-points': 'shop:customers.edit',

  'PUT /api/shops/:shopId/device-location': 'shop-owner-only',
  // the owner requires two-step sign-in of the team (auth/mfa/routes.ts)
  'PUT /api/shops/:shopId/team/two-step': 'shop:team.manage',

  // teams (team/routes.ts): the invite link's page is public (the token is the permission); accepting needs the
  // invited person signed in with the invited e-mail (a made-up token: 404, someone else's invite: 403)
  'GET /api/team-invites/:token': 'public',
  'POST /api/team-invites/:token/accept': 'invitee',
  'GET /api/shops/:shopId/team': 'shop:team.inviteStaff',
  'POST /api/shops/:shopId/team': 'shop:team.inviteStaff',
  'PUT /api/shops/:shopId/team/:userId': 'shop:team.manage',
  'DELETE /api/shops/:shopId/team/:userId': 'shop:team.manage',
  'DELETE /api/shops/:shopId/team/invites/:inviteId': 'shop:team.inviteStaff',

  'GET /api/push/public-key': 'signed-in',
  'PUT /api/shops/:shopId/push-subscription': 'shop:orders.view',
  'DELETE /api/shops/:shopId/push-subscription': 'shop:orders.view',
};
