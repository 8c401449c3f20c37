import { isApiError, shareDeviceLocation } from '@backoffice/api-client';
import { DEVICE_LOCATION_MESSAGES, type DeviceLocation, shouldSendDeviceLocation } from '@backoffice/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SharingState =
  | { status: 'idle' }
  /** asked the browser (its permission prompt may be open), no fix yet */
  | { status: 'locating' }
  /** watching the device; every fix is sent, at most one per DEVICE_LOCATION_MIN_INTERVAL_MS */
  | { status: 'sharing' }
  | { status: 'error'; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'refused'; message: string };

/** How long the browser may take for a fix, and how old a cached fix may be (a parked van moves little). */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 30_000, maximumAge: 15_000 };

/** GeolocationPositionError's codes (W3C Geolocation API): 1 permission denied, 2 position unavailable, 3 timeout. */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function geolocationError(error: GeolocationPositionError): SharingState {
  switch (error.code) {
    case PERMISSION_DENIED:
      return { status: 'error', reason: 'denied', message: DEVICE_LOCATION_MESSAGES.denied };
    case TIMEOUT:
      return { status: 'error', reason: 'timeout', message: DEVICE_LOCATION_MESSAGES.timeout };
    default:
      return { status: 'error', reason: 'unavailable', message: DEVICE_LOCATION_MESSAGES.unavailable };
  }
}

/**
 * A dynamic shop follows the owner's device (spec 000 §2): nothing is read until the owner presses Share (their
 * consent; the browser then asks its own permission), then the device is watched while this screen stays open and
 * each fix goes to the API (throttled by contracts' `shouldSendDeviceLocation`). Stop, an error, a refusal by the
 * API, leaving the screen or switching shop ends the watch.
 */
export function useDeviceLocationSharing(shopId: string | undefined, onShared: (location: DeviceLocation) => void) {
  const [state, setState] = useState<SharingState>({ status: 'idle' });
  const watchId = useRef<number | null>(null);
  const lastSentAt = useRef<number | null>(null);
  const onSharedRef = useRef(onShared);
  onSharedRef.current = onShared;

  const clearWatch = useCallback(() => {
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
    watchId.current = null;
    lastSentAt.current = null;
  }, []);

  const stop = useCallback(() => {
    clearWatch();
    setState({ status: 'idle' });
  }, [clearWatch]);

  const start = useCallback(() => {
    if (!shopId) return;
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      setState({ status: 'error', reason: 'unsupported', message: DEVICE_LOCATION_MESSAGES.unsupported });
      return;
    }
    clearWatch();
    setState({ status: 'locating' });
    const id = navigator.geolocation.watchPosition(
      (position) => {
        if (watchId.current !== id) return;
        const at = Date.now();
        if (!shouldSendDeviceLocation(lastSentAt.current, at)) return;
        lastSentAt.current = at;
        const { latitude, longitude, accuracy } = position.coords;
        shareDeviceLocation(shopId, { latitude, longitude, ...(Number.isFinite(accuracy) ? { accuracy } : {}) })
          .then((location) => {
            if (watchId.current !== id) return;
            onSharedRef.current(location);
            setState({ status: 'sharing' });
          })
          .catch((error: unknown) => {
            if (watchId.current !== id) return;
            // the API said no (not dynamic, not the owner…): stop watching, say why in place
            clearWatch();
            setState({
              status: 'error',
              reason: 'refused',
              message: isApiError(error) ? error.message : DEVICE_LOCATION_MESSAGES.unavailable,
            });
          });
      },
      (error) => {
        if (watchId.current !== id) return;
        clearWatch();
        setState(geolocationError(error));
      },
      WATCH_OPTIONS,
    );
    watchId.current = id;
  }, [shopId, clearWatch]);

  // leaving the screen ends the watch; so does a shop switch (the panel is keyed by shop: the next shop has not
  // been consented for)
  useEffect(() => stop, [stop]);

  return { state, start, stop };
}
