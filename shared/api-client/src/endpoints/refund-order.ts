import type { Order, RefundOrderRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/**
 * PUT /api/orders/:id/rejected `{ reason }` → `{ order }` (spec 001 §7 Reject, ours: the reason). A paid order is
 * refunded in full in the same action; when the provider refuses, the order stays pending and the toast says why.
 */
export function rejectOrder(orderId: string, reason: string): Promise<Order> {
  return apiFetch(`/api/orders/${encodeURIComponent(orderId)}/rejected`, {
    method: 'PUT',
    body: { reason },
    parse: (data) => entityIn<Order>(data, 'order'),
  });
}

/** POST /api/orders/:id/refunds `{ amount, reason }` → `{ order }` (ours): a completed order, in full or in part. */
export function refundOrder(orderId: string, refund: RefundOrderRequest): Promise<Order> {
  return apiFetch(`/api/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body: refund,
    parse: (data) => entityIn<Order>(data, 'order'),
  });
}
