import { apiFetch } from '../api-fetch';

/** POST /api/orders/:id/resend-receipt `{ email }` → `{ ok: true }` (spec 001 §7); the mail goes through the mail adapter. */
export function resendReceipt(orderId: string, email: string): Promise<void> {
  return apiFetch(`/api/orders/${encodeURIComponent(orderId)}/resend-receipt`, {
    method: 'POST',
    body: { email },
    parse: () => undefined,
  });
}
