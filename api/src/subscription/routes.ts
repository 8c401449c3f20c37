import {
  completeSubscriptionCheckoutRequest,
  ROUTES,
  type ShopWriteResponse,
  type SubscriptionCheckoutResponse,
  shopParams,
  subscriptionCheckoutRequest,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { PaymentsAdapter } from '../adapters/payments';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { findOfferedPlan, isLegacyPrice } from '../plans/plans';
import { SHOP_NOT_FOUND } from '../shops/access';
import { findShop } from '../shops/repo';
import { toShop } from '../shops/serialize';
import { guardShopOfPath } from '../shops/shop-guard';
import { findUserById } from '../users/repo';
import { applySubscription } from './apply';

export const LEGACY_PLAN_MESSAGE = 'This plan is no longer offered.';
export const UNKNOWN_PRICE_MESSAGE = 'priceId: not a price of any platform plan';
export const CHECKOUT_NOT_PAID_MESSAGE = 'This checkout is not paid, or it is not for this shop.';

/** Spec 001 §7: success and cancel both return to the subscription section. */
export function subscriptionReturnUrl(publicUrl: string): string {
  return `${publicUrl}${ROUTES.settingsSection('subscription')}`;
}

/**
 * Subscription checkout (spec 001 §7; method and paths ours: api/ROUTES.md, docs/decisions/012-shop-settings.md). The checkout runs at the provider
 * (or the local page); the shop's plan changes only once the provider reports the checkout paid.
 */
export async function subscriptionRoutes(
  app: FastifyInstance,
  deps: { db: Db; payments: PaymentsAdapter; publicUrl: string },
): Promise<void> {
  const { db, payments, publicUrl } = deps;
  const guardShop = guardShopOfPath(db);

  app.post(
    '/shops/:shopId/subscription-checkout',
    {
      schema: { params: shopParams, body: subscriptionCheckoutRequest },
      config: { shopPermission: 'subscription.manage' },
      preHandler: guardShop,
    },
    async (request): Promise<SubscriptionCheckoutResponse> => {
      const user = currentUser(request);
      const { shopId } = paramsOf(request);
      const { priceId } = bodyOf(request);
      if (isLegacyPrice(priceId)) throw conflict(LEGACY_PLAN_MESSAGE);
      if (!findOfferedPlan(priceId)) throw badRequest(UNKNOWN_PRICE_MESSAGE);
      const person = await findUserById(db, user.id);
      if (!person) throw notFound('User not found');
      const returnUrl = subscriptionReturnUrl(publicUrl);
      return payments.createSubscriptionCheckout({
        priceId,
        clientReferenceId: shopId,
        customerEmail: person.email,
        successUrl: returnUrl,
        cancelUrl: returnUrl,
        publicUrl,
      });
    },
  );

  app.post(
    '/shops/:shopId/subscription-checkout/complete',
    {
      schema: { params: shopParams, body: completeSubscriptionCheckoutRequest },
      config: { shopPermission: 'subscription.manage' },
      preHandler: guardShop,
    },
    async (request): Promise<ShopWriteResponse> => {
      const { shopId } = paramsOf(request);
      const { sessionId } = bodyOf(request);
      const paid = await payments.retrieveSubscriptionCheckout(sessionId);
      if (!paid || paid.clientReferenceId !== shopId) throw badRequest(CHECKOUT_NOT_PAID_MESSAGE);
      await applySubscription(db, shopId, paid.priceId, paid.subscriptionId);
      const row = await findShop(db, shopId);
      if (!row) throw notFound(SHOP_NOT_FOUND);
      return { shop: toShop(row) };
    },
  );
}
