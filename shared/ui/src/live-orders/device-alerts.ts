import type { OrderAlertsState } from '@backoffice/event-bus';
import { useCallback, useEffect, useRef, useState } from 'react';
import { audioRunning, playChime, tryAudioWithoutClick, unlockAudio } from './chime';

/** This browser remembers "Sound and screen on this device" (a preference of the device, not a credential). */
export const ARMED_KEY = 'backoffice.orders.armed';

export type WakeState = OrderAlertsState['wake'];

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

export function readArmed(): boolean {
  try {
    return globalThis.localStorage?.getItem(ARMED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeArmed(armed: boolean): void {
  try {
    if (armed) globalThis.localStorage?.setItem(ARMED_KEY, 'true');
    else globalThis.localStorage?.removeItem(ARMED_KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/**
 * The events that let a page play sound: a mouse's pointerdown, a key, and a click — a finger's pointerdown does not
 * count (Chrome and Safari take a tap's gesture at its end), so a tap turns sound on at its click.
 */
const GESTURES = ['pointerdown', 'click', 'keydown'] as const;

/**
 * "Sound and screen on this device": one click unlocks audio, plays a test chime and asks the browser to keep the
 * screen awake (Wake Lock API, re-acquired when the tab is visible again). The choice is kept per device across
 * navigation and reloads; after a reload the browser may want a click before it plays sound (autoplay policy), and
 * `soundBlocked` says so until one comes (any click, tap or key on the page, or "Turn sound back on").
 */
export function useDeviceAlerts() {
  const [armed, setArmed] = useState(readArmed);
  const [audioOn, setAudioOn] = useState(() => (armed ? tryAudioWithoutClick() : false));
  const [wake, setWake] = useState<WakeState>('off');
  const sentinel = useRef<WakeLockSentinelLike | null>(null);

  const requestWakeLock = useCallback(async () => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } })
      .wakeLock;
    if (!wakeLock) {
      setWake('unsupported');
      return;
    }
    try {
      const lock = await wakeLock.request('screen');
      sentinel.current = lock;
      setWake('held');
      // only the lock in use says so: a late answer to an earlier request may be let go
      lock.addEventListener('release', () => {
        if (sentinel.current === lock) setWake('off');
      });
    } catch {
      setWake('off');
    }
  }, []);

  const releaseWakeLock = useCallback(() => {
    const lock = sentinel.current;
    sentinel.current = null;
    void lock?.release().catch(() => undefined);
    setWake('off');
  }, []);

  /** From a click: the click is what lets the browser play sound. */
  const arm = useCallback(async () => {
    setArmed(true);
    writeArmed(true);
    const running = await unlockAudio();
    setAudioOn(running);
    if (running) playChime();
    // the screen lock is taken by the effect below once armed (and again when the tab is back)
  }, []);

  const disarm = useCallback(() => {
    setArmed(false);
    writeArmed(false);
    releaseWakeLock();
  }, [releaseWakeLock]);

  // armed now or on an earlier page: the screen lock needs no click (the sound may)
  useEffect(() => {
    if (armed && !sentinel.current) void requestWakeLock();
  }, [armed, requestWakeLock]);

  // any click, tap or key on the page is the gesture the browser waits for
  useEffect(() => {
    if (!armed || audioOn) return;
    const onGesture = () => {
      void unlockAudio().then(setAudioOn);
    };
    for (const type of GESTURES) document.addEventListener(type, onGesture, true);
    return () => {
      for (const type of GESTURES) document.removeEventListener(type, onGesture, true);
    };
  }, [armed, audioOn]);

  useEffect(() => {
    if (!armed) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setAudioOn(audioRunning());
      if (!sentinel.current || sentinel.current.released) void requestWakeLock();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [armed, requestWakeLock]);

  useEffect(
    () => () => {
      void sentinel.current?.release().catch(() => undefined);
    },
    [],
  );

  return { armed, soundOn: armed && audioOn, soundBlocked: armed && !audioOn, wake: armed ? wake : 'off', arm, disarm };
}

/** How often the chime repeats while an order waits to be opened, accepted or rejected. */
export const CHIME_REPEAT_MS = 5000;

/**
 * Plays the chime now and every CHIME_REPEAT_MS while `ringing` (a new order nobody has opened yet); a new `latest`
 * (another new order) chimes at once again.
 */
export function useRepeatingChime(
  ringing: boolean,
  canPlay: boolean,
  latest: string | null = null,
  play: () => void = playChime,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `latest` restarts the ring on purpose
  useEffect(() => {
    if (!ringing || !canPlay) return;
    play();
    const timer = setInterval(play, CHIME_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, canPlay, play, latest]);
}
