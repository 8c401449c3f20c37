import { z } from 'zod';

/** A push endpoint is the browser's push-service URL (https in production; the API checks that, not this shape). */
const endpoint = z.url({ error: 'Push endpoint must be a URL' }).max(2048, 'Push endpoint is too long');
/** The subscription's keys, base64url as PushSubscription.toJSON() gives them. */
const base64url = (label: string, max: number) =>
  z
    .string()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url`);

/** PUT /api/shops/{shopId}/push-subscription (ours): this device's PushSubscription for the shop's new orders. */
export const pushSubscriptionRequest = z.strictObject({
  endpoint,
  keys: z.object({ p256dh: base64url('The device key', 200), auth: base64url('The device secret', 100) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** DELETE /api/shops/{shopId}/push-subscription (ours): this device no longer wants the shop's new-order pushes. */
export const pushUnsubscribeRequest = z.strictObject({ endpoint });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>;

/** GET /api/push/public-key (ours): the server's VAPID public key, the `applicationServerKey` of a subscription. */
export const pushPublicKeyResponse = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponse>;

/** What a new-order push carries to the service worker (push/send.ts → host's push service worker). */
export const newOrderPushPayload = z.object({
  type: z.literal('order.created'),
  title: z.string(),
  body: z.string(),
  /** the back-office path that opens the order */
  url: z.string(),
  orderId: z.string(),
  shopId: z.string(),
});
export type NewOrderPushPayload = z.infer<typeof newOrderPushPayload>;

export const PUSH_MESSAGES = {
  notConfigured: 'Push notifications are not set up on this server.',
  httpsOnly: 'Push endpoint must be an https URL',
} as const;
