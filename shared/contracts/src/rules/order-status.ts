import { PICKUP_BLINK_WITHIN_MINUTES } from '../constants';
import type { LineItemStatus, Order, OrderStatus } from '../entities/order';

/**
 * The order state machine (spec 001 §4): pending → accepted (Accept) or rejected (Reject, only from pending);
 * accepted → completed (Complete). rejected and completed are final. The API enforces the same table in SQL
 * (`UPDATE … WHERE status = <the one allowed source>`), so two devices can never both win.
 */
export const ORDER_TRANSITION_SOURCE: Readonly<Record<Exclude<OrderStatus, 'pending'>, OrderStatus>> = {
  accepted: 'pending',
  rejected: 'pending',
  completed: 'accepted',
};

/** The statuses a client may ask for in `PUT /api/orders/{id}/{status}`. */
export const ORDER_TARGET_STATUSES = ['accepted', 'rejected', 'completed'] as const;
export type OrderTargetStatus = (typeof ORDER_TARGET_STATUSES)[number];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return to !== 'pending' && ORDER_TRANSITION_SOURCE[to] === from;
}

/** The 409 message when `to` cannot be reached from the order's current status `from`. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string {
  if (from === to || (from !== 'pending' && from !== 'accepted')) return `This order was already ${from}`;
  if (from === 'accepted' && to === 'rejected') return 'This order was already accepted';
  if (from === 'pending' && to === 'completed') return 'Please accept this order before completing it';
  return `An order that is ${from} cannot become ${to}`;
}

/** Spec 001 §4: line items can change only once the order is accepted. */
export function canChangeLineItems(status: OrderStatus): boolean {
  return status === 'accepted';
}

export const NEXT_LINE_ITEM_STATUS: Readonly<Record<LineItemStatus, LineItemStatus>> = {
  pending: 'completed',
  completed: 'pending',
};

/** PENDING tab: pending and accepted orders; COMPLETED tab: the rest (spec 001 §2). */
export const ORDER_TABS = {
  PENDING: ['pending', 'accepted'],
  COMPLETED: ['completed', 'rejected'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/**
 * Spec 001 §2/§9: a pickup order that is not completed (nor rejected) blinks when its pickup time is within
 * 3 minutes from now, and keeps blinking once the time has passed.
 */
export function isPickupDueSoon(value: Pick<Order, 'orderType' | 'status' | 'pickupTime'>, now: Date | number): boolean {
  if (value.orderType !== 'pickup' || !value.pickupTime) return false;
  if (value.status === 'completed' || value.status === 'rejected') return false;
  const due = Date.parse(value.pickupTime);
  const at = typeof now === 'number' ? now : now.getTime();
  return due - at <= PICKUP_BLINK_WITHIN_MINUTES * 60_000;
}

/**
 * What a pickup's row says about its time (spec 001 §2/§9, and ours past the time): "Due soon" within the 3-minute
 * window, "Due now" in the first minute past it, then "Overdue 6 min" ("Overdue 1 h 5 min" past an hour, "Overdue 2 days" past a day) — a late
 * pickup must not read as if it still had time. null: nothing to say (not a pickup, no time, done, or not due soon).
 * Whole minutes, rounded down, so the text never claims more lateness than there is.
 */
export function pickupDueText(value: Pick<Order, 'orderType' | 'status' | 'pickupTime'>, now: Date | number): string | null {
  if (!isPickupDueSoon(value, now) || !value.pickupTime) return null;
  const at = typeof now === 'number' ? now : now.getTime();
  const due = Date.parse(value.pickupTime);
  if (at <= due) return 'Due soon';
  const late = Math.floor((at - due) / 60_000);
  if (late < 1) return 'Due now';
  if (late < 60) return `Overdue ${late} min`;
  // an order left open for days: whole days, as "1501 h 58 min" reads as noise
  if (late >= 24 * 60) {
    const days = Math.floor(late / (24 * 60));
    return `Overdue ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  const minutes = late % 60;
  return `Overdue ${Math.floor(late / 60)} h${minutes > 0 ? ` ${minutes} min` : ''}`;
}
