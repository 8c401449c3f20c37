import { useCallback, useEffect, useRef, useState } from 'react';
import { audioRunning, playChime, unlockAudio } from './chime';

/** How often the chime repeats while an order waits to be opened, accepted or rejected. */
export const CHIME_REPEAT_MS = 5000;
const MUTE_KEY = 'backoffice.orders.muted';

export type WakeState = 'off' | 'held' | 'unsupported';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

function readMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Arming the screen so no order is missed (issue 11): one click unlocks audio and plays a test chime, and asks the
 * browser to keep the screen awake (Wake Lock API, re-acquired when the tab becomes visible again). Mute is per
 * device (this browser's storage: a preference, not a credential).
 */
export function useAlerting() {
  const [armed, setArmed] = useState(false);
  const [soundOn, setSoundOn] = useState(false);
  const [wake, setWake] = useState<WakeState>('off');
  const [muted, setMutedState] = useState(readMuted);
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
      lock.addEventListener('release', () => setWake('off'));
    } catch {
      setWake('off');
    }
  }, []);

  const arm = useCallback(async () => {
    const running = await unlockAudio();
    setSoundOn(running);
    setArmed(true);
    if (running) playChime();
    await requestWakeLock();
  }, [requestWakeLock]);

  useEffect(() => {
    if (!armed) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setSoundOn(audioRunning());
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

  const setMuted = useCallback((value: boolean) => {
    setMutedState(value);
    try {
      globalThis.localStorage?.setItem(MUTE_KEY, String(value));
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);

  return { armed, soundOn: soundOn && !muted, audioUnlocked: soundOn, wake, muted, setMuted, arm };
}

/** Plays the chime now and every CHIME_REPEAT_MS while `ringing` (a new order nobody has opened yet). */
export function useRepeatingChime(ringing: boolean, canPlay: boolean, play: () => void = playChime): void {
  useEffect(() => {
    if (!ringing || !canPlay) return;
    play();
    const timer = setInterval(play, CHIME_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, canPlay, play]);
}
