import { ROUTES } from '@backoffice/contracts';

/**
 * The paths this remote owns (REMOTE_ROUTES.orders in contracts), as react-router patterns. Links to another
 * area never import that area: they use ROUTES and ask the host with topics.navigate.
 */
export const paths = {
  orders: ROUTES.orders,
  customers: ROUTES.customers,
  customer: `${ROUTES.customers}/:customerId`,
} as const;

/** A customer's detail page (spec 001 §2). */
export const customerPath = (customerId: string): string => ROUTES.customer(customerId);

/** An order opened on the Orders screen (customer order history rows link here). */
export const orderPath = (orderId: string): string => ROUTES.order(orderId);
