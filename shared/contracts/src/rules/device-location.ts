/**
 * The device-location rules and wording the browser needs (spec 000 §2 Location, dynamic shops). Kept apart from
 * entities/device-location.ts so the host's boot path and @backoffice/ui's main entry reach them without zod.
 */

export const DEVICE_LOCATION_MESSAGES = {
  /** the API's 409 for a fixed shop */
  fixedShop: 'Only a shop with a dynamic location follows a device. Set the shop type to Dynamic and save first.',
  /** the API's 403 for anyone but the shop's owner, an admin included: it is the owner's device the shop follows */
  ownerOnly: "Only the shop's owner can share their device's location for it.",
  denied: 'Location permission was denied. Allow location for this site in your browser settings, then try again.',
  unavailable: 'This device could not determine its location. Check that location services are on, then try again.',
  timeout: 'Finding this device’s location took too long. Try again.',
  unsupported: 'This browser cannot share its location.',
  /** settings' panel when no host follower runs for the shop (an older host, or the remote run on its own) */
  noFollower: 'Sharing this device’s location is run by the back-office shell; open this page from the back-office.',
} as const;

/**
 * While the owner keeps sharing, the browser reports every move; the shop's position is sent at most this often
 * (one write per half-minute per truck is plenty for a map, and keeps a moving van from writing every second).
 */
export const DEVICE_LOCATION_MIN_INTERVAL_MS = 30_000;

/** Whether a new fix is sent: the first one at once, then one per interval. */
export function shouldSendDeviceLocation(lastSentAtMs: number | null, nowMs: number): boolean {
  return lastSentAtMs === null || nowMs - lastSentAtMs >= DEVICE_LOCATION_MIN_INTERVAL_MS;
}

/**
 * Whether this signed-in user's device follows the shop: a dynamic shop, and the user is its owner (the API refuses
 * anyone else, an admin included). The host mounts the follower only then, on every back-office page.
 */
export function followsOwnerDevice(
  shop: { type?: string; owner?: string | { _id: string } } | null | undefined,
  userId: string | null | undefined,
): boolean {
  if (!shop || !userId || shop.type !== 'dynamic' || !shop.owner) return false;
  return (typeof shop.owner === 'string' ? shop.owner : shop.owner._id) === userId;
}

/** The host's one-time question on a device (its answer is kept on the device, per shop). */
export const DEVICE_LOCATION_CONSENT = {
  title: 'Share this device’s location?',
  body: (shopName: string) =>
    `${shopName} has a dynamic location: it follows the device you are signed in on. Share this device’s location while you are signed in?`,
  share: 'Share location',
  decline: 'Not now',
  retry: 'Try again',
} as const;
