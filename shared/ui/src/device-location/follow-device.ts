import { isApiError, shareDeviceLocation } from '@backoffice/api-client';
import {
  DEVICE_LOCATION_MESSAGES,
  DEVICE_LOCATION_MIN_INTERVAL_MS,
  type DeviceLocation,
  shouldSendDeviceLocation,
} from '@backoffice/contracts';
import { type DeviceLocationFollowState, type DeviceLocationRequest, topics } from '@backoffice/event-bus';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DeviceLocationConsent, readDeviceLocationConsent, writeDeviceLocationConsent } from './consent';

/** How long the browser may take for a fix, and how old a cached fix may be (a parked van moves little). */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 30_000, maximumAge: 15_000 };

/** GeolocationPositionError's codes (W3C Geolocation API): 1 permission denied, 2 position unavailable, 3 timeout. */
function geolocationMessage(error: GeolocationPositionError): string {
  if (error.code === 1) return DEVICE_LOCATION_MESSAGES.denied;
  if (error.code === 3) return DEVICE_LOCATION_MESSAGES.timeout;
  return DEVICE_LOCATION_MESSAGES.unavailable;
}

/** The bus topics came with bus 1.2.0; an older host's bus has neither (nothing listens there). */
function busTopics() {
  const t = topics as Partial<typeof topics>;
  return { state: t.deviceLocation, requests: t.deviceLocationRequest };
}

type Status = Omit<DeviceLocationFollowState, 'shopId' | 'last'>;

function statusOf(consent: DeviceLocationConsent | null): Status {
  if (consent === 'granted') return { status: 'locating' };
  return { status: consent === 'declined' ? 'declined' : 'consent-needed' };
}

/**
 * A dynamic shop follows its owner's device (spec 000 §2) while the owner is signed in, on any back-office page:
 * the host shell calls this once for the current shop when `followsOwnerDevice` holds. Nothing is read before this
 * device's consent (asked once, kept by `consent.ts`); then the device is watched and its position sent at most once
 * per DEVICE_LOCATION_MIN_INTERVAL_MS — a move inside the interval is sent when the interval ends, so the stored
 * position is never more than one interval behind. A geolocation error or a refusal by the API ends the watch with
 * its message (start again with `answer('granted')` or a `start` request). The state goes on the bus for screens
 * (settings' Device location panel), which ask for start/stop on `deviceLocationRequest`.
 */
export function useFollowDeviceLocation(shopId: string, initial: DeviceLocation | null) {
  const [consent, setConsent] = useState(() => readDeviceLocationConsent(shopId));
  const [status, setStatus] = useState<Status>(() => statusOf(consent));
  const [last, setLast] = useState<DeviceLocation | null>(initial);
  // bumped by every start: a new watch after an error even when consent was already granted
  const [attempt, setAttempt] = useState(0);

  const answer = useCallback(
    (next: DeviceLocationConsent) => {
      writeDeviceLocationConsent(shopId, next);
      setConsent(next);
      setStatus(statusOf(next));
      if (next === 'granted') setAttempt((n) => n + 1);
    },
    [shopId],
  );

  // screens ask through the bus
  const answerRef = useRef(answer);
  answerRef.current = answer;
  useEffect(() => {
    const { requests } = busTopics();
    return requests?.on((request: DeviceLocationRequest) => {
      if (request.shopId === shopId) answerRef.current(request.action === 'start' ? 'granted' : 'declined');
    });
  }, [shopId]);

  // the watch, while consented
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the watch after an error
  useEffect(() => {
    if (consent !== 'granted') return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setStatus({ status: 'error', message: DEVICE_LOCATION_MESSAGES.unsupported });
      return;
    }
    let live = true;
    let lastSentAt: number | null = null;
    let pending: GeolocationPosition | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    setStatus({ status: 'locating' });

    const end = (message: string) => {
      live = false;
      navigator.geolocation.clearWatch(id);
      if (timer !== null) clearTimeout(timer);
      setStatus({ status: 'error', message });
    };
    const send = (position: GeolocationPosition) => {
      lastSentAt = Date.now();
      const { latitude, longitude, accuracy } = position.coords;
      shareDeviceLocation(shopId, { latitude, longitude, ...(Number.isFinite(accuracy) ? { accuracy } : {}) })
        .then((stored) => {
          if (!live) return;
          setLast(stored);
          setStatus({ status: 'sharing' });
        })
        // the API said no (no longer dynamic, not the owner…) or could not be reached: say why, stop
        .catch((error: unknown) => {
          if (live) end(isApiError(error) ? error.message : DEVICE_LOCATION_MESSAGES.unavailable);
        });
    };
    const id = navigator.geolocation.watchPosition(
      (position) => {
        if (!live) return;
        const now = Date.now();
        if (shouldSendDeviceLocation(lastSentAt, now)) {
          pending = null;
          send(position);
          return;
        }
        // inside the interval: keep the newest, send it when the interval ends
        pending = position;
        if (timer === null && lastSentAt !== null) {
          timer = setTimeout(
            () => {
              timer = null;
              if (live && pending) {
                const next = pending;
                pending = null;
                send(next);
              }
            },
            lastSentAt + DEVICE_LOCATION_MIN_INTERVAL_MS - now,
          );
        }
      },
      (error) => {
        if (live) end(geolocationMessage(error));
      },
      WATCH_OPTIONS,
    );
    return () => {
      live = false;
      navigator.geolocation.clearWatch(id);
      if (timer !== null) clearTimeout(timer);
    };
  }, [shopId, consent, attempt]);

  const state: DeviceLocationFollowState = { shopId, ...status, last };
  // screens see the follower's state; none once it is unmounted (signed out, another shop, no longer dynamic)
  const { status: s, message } = status;
  useEffect(() => {
    busTopics().state?.publish({ shopId, status: s, ...(message ? { message } : {}), last });
  }, [shopId, s, message, last]);
  useEffect(() => () => busTopics().state?.publish(null), []);

  return { state, answer };
}
