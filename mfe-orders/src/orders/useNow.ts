import { useEffect, useState } from 'react';

/** Refreshes "now" for the blink every 15 s (the 3-minute window needs no finer clock). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
