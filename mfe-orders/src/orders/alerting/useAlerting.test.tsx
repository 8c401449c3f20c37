import { act, renderHook } from '@testing-library/react';
import { CHIME_REPEAT_MS, useAlerting, useRepeatingChime } from './useAlerting';

// Issue 11: "a new pending order plays a chime that repeats until someone opens, accepts or rejects it; a mute
// control per device". The page decides `ringing` (an unseen pending order); these prove the repeat and the mute.

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

test('the chime plays at once and every 5 s while ringing, and stops when nobody needs it any more', () => {
  jest.useFakeTimers();
  const play = jest.fn();
  const { rerender } = renderHook(({ ringing }) => useRepeatingChime(ringing, true, play), {
    initialProps: { ringing: true },
  });
  expect(play).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(CHIME_REPEAT_MS * 3));
  expect(play).toHaveBeenCalledTimes(4);
  rerender({ ringing: false }); // opened, accepted or rejected
  act(() => jest.advanceTimersByTime(CHIME_REPEAT_MS * 3));
  expect(play).toHaveBeenCalledTimes(4);
});

test('no chime while sound cannot play (not armed, or muted)', () => {
  jest.useFakeTimers();
  const play = jest.fn();
  renderHook(() => useRepeatingChime(true, false, play));
  act(() => jest.advanceTimersByTime(CHIME_REPEAT_MS * 2));
  expect(play).not.toHaveBeenCalled();
});

test('mute is kept per device (this browser) and turns the sound off', () => {
  const first = renderHook(() => useAlerting());
  expect(first.result.current.muted).toBe(false);
  act(() => first.result.current.setMuted(true));
  expect(first.result.current).toMatchObject({ muted: true, soundOn: false });
  first.unmount();
  // the same device later: still muted
  const again = renderHook(() => useAlerting());
  expect(again.result.current.muted).toBe(true);
  act(() => again.result.current.setMuted(false));
  expect(renderHook(() => useAlerting()).result.current.muted).toBe(false);
});
