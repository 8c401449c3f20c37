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
  /** The shop's (or the order's, product's…) owner, or an admin. */
  | 'owner'
  /** Admins only. */
  | 'admin'
  /** The shop's owner only, an admin refused (a dynamic shop follows its owner's device: shops/device-location.ts). */
  | 'shop-owner-only'
  /** The guest's own token only. */
  | 'guest'
  /** Ordering: any signed-in person or guest may order at any shop; no token is refused. */
  | 'customer';

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

  'GET /api/users': 'admin',
  'GET /api/admin-shops': 'admin',
  'GET /api/users/:userId/audit-log': 'admin',
  'GET /api/shops/:shopId/audit-log': 'admin',
  'PUT /api/users/:userId/clear-cart': 'admin',
  'POST /api/users/:userId/send-password-reset': 'admin',
  'POST /api/shops/:shopId/transfer-to/:userId': 'admin',
  'POST /api/shops/:shopId/stripe-location': 'admin',
  'DELETE /api/shops/:shopId': 'admin',

  'GET /api/users/:userId': 'owner',
  'PUT /api/users/:userId': 'owner',
  'GET /api/users/:userId/shops': 'owner',
  'GET /api/shops/:shopId': 'owner',
  'PUT /api/shops/:shopId': 'owner',
  'GET /api/shops/:shopId/summary': 'owner',
  'PUT /api/shops/:shopId/accepting-orders/:status': 'owner',
  'PUT /api/shops/:shopId/payment': 'owner',
  'GET /api/shops/:shopId/verification-link': 'owner',
  'POST /api/shops/:shopId/subscription-checkout': 'owner',
  'POST /api/shops/:shopId/subscription-checkout/complete': 'owner',
  'GET /api/shops/:shopId/integrations': 'owner',
  'PUT /api/shops/:shopId/integrations/:type': 'owner',
  'GET /api/shops/:shopId/dine-in-links': 'owner',
  'GET /api/shops/:shopId/balance-report': 'owner',
  'GET /api/shops/:shopId/covid19-report': 'owner',
  'GET /api/shops/:shopId/loyalty-report': 'owner',
  'GET /api/shops/:shopId/most-sold-products-report': 'owner',
  'GET /api/shops/:shopId/origin-breakdown-report': 'owner',
  'GET /api/shops/:shopId/payouts-report': 'owner',
  'GET /api/shops/:shopId/products-stock-report': 'owner',
  'GET /api/shops/:shopId/reports': 'owner',
  'GET /api/shops/:shopId/sales-per-hour-report': 'owner',
  'GET /api/shops/:shopId/tomorrow-payout-report': 'owner',
  'GET /api/shops/:shopId/upsell-report': 'owner',
  'GET /api/shops/:shopId/categories': 'owner',
  'PUT /api/shops/:shopId/categories/display-order': 'owner',
  'POST /api/shops/:shopId/categories/:categoryId/sync-products': 'owner',
  'POST /api/shops/:shopId/copy-menu-from/:targetId': 'owner',
  'GET /api/shops/:shopId/menu-export': 'owner',
  'POST /api/shops/:shopId/menu-import': 'owner',
  'POST /api/categories': 'owner',
  'PUT /api/categories/:id': 'owner',
  'DELETE /api/categories/:id': 'owner',
  'PUT /api/categories/:id/options/display-order': 'owner',
  'PUT /api/categories/:id/products/display-order': 'owner',
  'POST /api/products': 'owner',
  'GET /api/products/:id': 'owner',
  'PUT /api/products/:id': 'owner',
  'DELETE /api/products/:id': 'owner',
  'POST /api/options': 'owner',
  'GET /api/options/:id': 'owner',
  'PUT /api/options/:id': 'owner',
  'DELETE /api/options/:id': 'owner',
  'GET /api/shops/:shopId/promo-codes': 'owner',
  'POST /api/shops/:shopId/promo-code': 'owner',
  'PUT /api/promo-codes/:id': 'owner',
  'DELETE /api/promo-codes/:id': 'owner',
  'GET /api/shops/:shopId/embed-key': 'owner',
  'POST /api/shops/:shopId/embed-key': 'owner',
  'PUT /api/shops/:shopId/embed-key': 'owner',
  'POST /api/shops/:shopId/embed-key/preview-link': 'owner',
  'POST /api/shops/:shopId/embed-key/publish': 'owner',
  'GET /api/shops/:shopId/embed-key/versions': 'owner',
  'GET /api/shops/:shopId/embed-key/versions/:version': 'owner',
  'POST /api/shops/:shopId/embed-key/versions/:version/restore': 'owner',
  'GET /api/shops/:shopId/kiosks': 'owner',
  'POST /api/kiosks': 'admin',
  'PUT /api/kiosks/:id': 'owner',
  'DELETE /api/kiosks/:id': 'owner',
  'POST /api/kiosks/:id/publish': 'owner',
  'GET /api/kiosks/:id/versions': 'owner',
  'GET /api/kiosks/:id/versions/:version': 'owner',
  'POST /api/kiosks/:id/versions/:version/restore': 'owner',
  'POST /api/images': 'owner',
  'GET /api/shops/:shopId/orders': 'owner',
  'GET /api/shops/:shopId/order-events': 'owner',
  'GET /api/shops/:shopId/orders-pause': 'owner',
  'PUT /api/shops/:shopId/pause-orders': 'owner',
  'PUT /api/orders/:id/:status': 'owner',
  'PUT /api/orders/:id/rejected': 'owner',
  'POST /api/orders/:id/refunds': 'owner',
  'PUT /api/orders/:id/line-items/:lineItemId/:status': 'owner',
  'POST /api/orders/:id/resend-receipt': 'owner',
  'PUT /api/orders/:id/seen': 'owner',
  'GET /api/shops/:shopId/customers': 'owner',
  'GET /api/shops/:shopId/customers/:userId/orders': 'owner',
  'GET /api/shops/:shopId/customers/:userId/loyalty-card': 'owner',
  'POST /api/shops/:shopId/customers/:userId/set-loyalty-card': 'owner',
  'POST /api/shops/:shopId/customers/:userId/assign-loyalty-point': 'owner',
  'POST /api/shops/:shopId/customers/:userId/claim-loyalty-points': 'owner',

  'PUT /api/shops/:shopId/device-location': 'shop-owner-only',
  // the owner requires two-step sign-in of the team (auth/mfa/routes.ts)
  'PUT /api/shops/:shopId/team/two-step': 'owner',

  'GET /api/push/public-key': 'signed-in',
  'PUT /api/shops/:shopId/push-subscription': 'owner',
  'DELETE /api/shops/:shopId/push-subscription': 'owner',
};
