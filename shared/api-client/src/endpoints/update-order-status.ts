import type { LineItemStatus, Order, OrderTargetStatus } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/** PUT /api/orders/:id/:status → `{ order }` (spec 001 §7). 409 when another device moved it first. */
export function updateOrderStatus(orderId: string, status: OrderTargetStatus): Promise<Order> {
  return apiFetch(`/api/orders/${encodeURIComponent(orderId)}/${status}`, {
    method: 'PUT',
    parse: (data) => entityIn<Order>(data, 'order'),
  });
}

/** PUT /api/orders/:id/line-items/:lineItemId/:status → `{ order }` (ours; api/ROUTES.md). */
export function updateLineItemStatus(orderId: string, lineItemId: string, status: LineItemStatus): Promise<Order> {
  return apiFetch(`/api/orders/${encodeURIComponent(orderId)}/line-items/${encodeURIComponent(lineItemId)}/${status}`, {
    method: 'PUT',
    parse: (data) => entityIn<Order>(data, 'order'),
  });
}

/** PUT /api/orders/:id/seen → `{ order }` (ours): the unseen marker goes for every device. Silent: never toasts. */
export function markOrderSeen(orderId: string): Promise<Order> {
  return apiFetch(`/api/orders/${encodeURIComponent(orderId)}/seen`, {
    method: 'PUT',
    silent: true,
    parse: (data) => entityIn<Order>(data, 'order'),
  });
}
