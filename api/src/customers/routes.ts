import {
  assignLoyaltyPointRequest,
  assignStampRefusal,
  CUSTOMER_ORDERS_PAGE_SIZE,
  CUSTOMERS_FETCH_LIMIT,
  type CustomerOrdersResponse,
  type CustomersListResponse,
  customerOrdersQuery,
  customerParams,
  customersListQuery,
  LOYALTY_MESSAGES,
  type LoyaltyCardResponse,
  type LoyaltySettings,
  setLoyaltyCardRequest,
  shopParams,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { conflict, notFound } from '../http/errors';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import {
  claimLoyaltyReward,
  ensureLoyaltyCard,
  findLoyaltyCard,
  type LoyaltyCardRow,
  setLoyaltyPoints,
  setRewardNumber,
} from '../loyalty/cards';
import { listOrders } from '../orders/repo';
import { toOrder } from '../orders/serialize';
import { withSettingsDefaults } from '../shops/settings';
import { checkedShopOf, guardShopOfPath } from '../shops/shop-guard';
import { isUniqueViolation } from '../users/repo';
import { guestCustomerIds, isCustomer, listCustomers } from './repo';
import { toCustomerListItem, toLoyaltyCard } from './serialize';

/**
 * Customers and their loyalty cards (spec 001 §2 Customers, §7). Mounted under /api behind the bearer-token hook;
 * every route first checks the caller owns the shop (or is an admin), then that the person is the shop's customer
 * (404 otherwise, so a merchant cannot look up arbitrary accounts through their shop).
 */
export async function customerRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const { db } = deps;

  const guardShop = guardShopOfPath(db);
  const VIEW = { config: { shopPermission: 'customers.view' }, preHandler: guardShop } as const;
  const EDIT = { config: { shopPermission: 'customers.edit' }, preHandler: guardShop } as const;

  /** The path's customer of the shop the route's guard checked (404 for someone who is not its customer). */
  async function loadCustomer(request: FastifyRequest) {
    const { shopId, userId } = paramsOf(request, customerParams);
    const shop = checkedShopOf(request);
    if (!(await isCustomer(db, shopId, userId))) throw notFound(LOYALTY_MESSAGES.customerNotFound);
    const loyalty: LoyaltySettings | undefined = withSettingsDefaults(shop.settings).loyalty;
    return { shopId, userId, loyalty };
  }

  const cardResponse = (row: LoyaltyCardRow | null): LoyaltyCardResponse => ({ loyaltyCard: row ? toLoyaltyCard(row) : null });

  app.get(
    '/shops/:shopId/customers',
    { schema: { params: shopParams, querystring: customersListQuery }, ...VIEW },
    async (request): Promise<CustomersListResponse> => {
      const { shopId } = paramsOf(request);
      const { search, options } = queryOf(request);
      const { rows, count } = await listCustomers(db, {
        shopId,
        search,
        sort: options.sort,
        limit: options.limit ?? CUSTOMERS_FETCH_LIMIT,
        skip: options.skip ?? 0,
      });
      return { users: rows.map(toCustomerListItem), count };
    },
  );

  app.get(
    '/shops/:shopId/customers/:userId/orders',
    { schema: { params: customerParams, querystring: customerOrdersQuery }, ...VIEW },
    async (request): Promise<CustomerOrdersResponse> => {
      const { shopId, userId } = paramsOf(request, customerParams);
      // a guest customer's orders are those of every guest record of that person (repo.ts guestCustomerIds)
      const guestIds = (await isCustomer(db, shopId, userId)) ? null : await guestCustomerIds(db, shopId, userId);
      if (guestIds?.length === 0) throw notFound(LOYALTY_MESSAGES.customerNotFound);
      const { options } = queryOf(request);
      const { orders, count } = await listOrders(db, {
        shopId,
        ...(guestIds ? { guestIds } : { ownerId: userId }),
        sort: options.sort,
        fallbackSort: '-createdAt',
        limit: options.limit ?? CUSTOMER_ORDERS_PAGE_SIZE,
        skip: options.skip ?? 0,
      });
      const populate = {
        owner: options.populate?.includes('owner') ?? false,
        promoCode: options.populate?.includes('promoCode') ?? false,
      };
      return { orders: orders.map(({ row, lines }) => toOrder(row, lines, populate)), count };
    },
  );

  app.get(
    '/shops/:shopId/customers/:userId/loyalty-card',
    { schema: { params: customerParams }, ...VIEW },
    async (request): Promise<LoyaltyCardResponse> => {
      const { shopId, userId } = await loadCustomer(request);
      return cardResponse(await findLoyaltyCard(db, shopId, userId));
    },
  );

  /** A stamp: the card moves up to `points`, which must be above what it holds (spec 001 §5) and within `limit`. */
  app.post(
    '/shops/:shopId/customers/:userId/assign-loyalty-point',
    { schema: { params: customerParams, body: assignLoyaltyPointRequest }, ...EDIT },
    async (request): Promise<LoyaltyCardResponse> => {
      const { shopId, userId, loyalty } = await loadCustomer(request);
      const { points } = bodyOf(request, { optional: true });
      if (!loyalty?.enabled) throw conflict(LOYALTY_MESSAGES.disabled);
      const card = await db.transaction(async (tx) => {
        await ensureLoyaltyCard(tx, shopId, userId);
        // locked, so two stamps at once are judged one after the other against the points as they are then
        const current = await findLoyaltyCard(tx, shopId, userId, { forUpdate: true });
        const refusal = assignStampRefusal(current?.points ?? 0, points, loyalty.limit);
        if (refusal) throw conflict(refusal.message);
        return setLoyaltyPoints(tx, shopId, userId, points);
      });
      return cardResponse(card);
    },
  );

  /** Claim a reward: takes the shop's `limit` points off, only when the card holds them. */
  app.post(
    '/shops/:shopId/customers/:userId/claim-loyalty-points',
    { schema: { params: customerParams }, ...EDIT },
    async (request): Promise<LoyaltyCardResponse> => {
      const { shopId, userId, loyalty } = await loadCustomer(request);
      const result = await db.transaction((tx) => claimLoyaltyReward(tx, shopId, userId, loyalty));
      if (!result.ok)
        throw conflict(
          result.reason === 'disabled' ? LOYALTY_MESSAGES.disabled : LOYALTY_MESSAGES.notEnoughPoints(result.points, result.cost),
        );
      return cardResponse(result.card);
    },
  );

  /** Set the card: its reward number (a physical card) and/or its points (a correction, either way). */
  app.post(
    '/shops/:shopId/customers/:userId/set-loyalty-card',
    { schema: { params: customerParams, body: setLoyaltyCardRequest }, ...EDIT },
    async (request): Promise<LoyaltyCardResponse> => {
      const { shopId, userId, loyalty } = await loadCustomer(request);
      const body = bodyOf(request, { optional: true });
      if (!loyalty?.enabled) throw conflict(LOYALTY_MESSAGES.disabled);
      try {
        const card = await db.transaction(async (tx) => {
          let row = await ensureLoyaltyCard(tx, shopId, userId);
          if (body.rewardNumber !== undefined && body.rewardNumber !== row.reward_number)
            row = await setRewardNumber(tx, row.id, body.rewardNumber);
          if (body.points !== undefined) row = await setLoyaltyPoints(tx, shopId, userId, body.points);
          return row;
        });
        return cardResponse(card);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(LOYALTY_MESSAGES.rewardNumberInUse);
        throw error;
      }
    },
  );
}
