/**
 * The owner's answer to "share this device's location?", kept on this device (localStorage) per shop, so the
 * question is asked once per device and shop and every later sign-in follows (or not) without asking again.
 * A device that cannot store it (private mode, storage full) asks again next time: nothing is shared unasked.
 */
export type DeviceLocationConsent = 'granted' | 'declined';

export const DEVICE_LOCATION_CONSENT_KEY = 'backoffice.deviceLocationConsent';

function readAll(): Record<string, DeviceLocationConsent> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICE_LOCATION_CONSENT_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, DeviceLocationConsent>) : {};
  } catch {
    return {};
  }
}

export function readDeviceLocationConsent(shopId: string): DeviceLocationConsent | null {
  const value = readAll()[shopId];
  return value === 'granted' || value === 'declined' ? value : null;
}

export function writeDeviceLocationConsent(shopId: string, consent: DeviceLocationConsent): void {
  try {
    localStorage.setItem(DEVICE_LOCATION_CONSENT_KEY, JSON.stringify({ ...readAll(), [shopId]: consent }));
  } catch {
    // not kept: the question comes back on the next visit
  }
}
