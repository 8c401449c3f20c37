/**
 * THE one place the orders routes announce a change (status, line item, seen) to other screens. It goes to the
 * intake's per-shop order events (`api/src/orders/events.ts`, issue 10) once that module is on main; until then it is
 * injected (`OrderChangePublisher`) so the routes and tests already go through this single call site.
 */
export type OrderChangeKind = 'status' | 'line-item' | 'seen';

export interface OrderChange {
  shopId: string;
  orderId: string;
  kind: OrderChangeKind;
}

export type OrderChangePublisher = (change: OrderChange) => Promise<void> | void;

export const publishNothing: OrderChangePublisher = () => undefined;
