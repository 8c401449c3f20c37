import { pauseOrders, setAcceptingOrders, useOrdersPause, useShopDetails } from '@backoffice/api-client';
import { isPaused, type PauseOption } from '@backoffice/contracts';
import { useEffect } from 'react';

/**
 * Whether the shop takes orders, on every device (spec 001 §7 "Accepting orders"), and its pause: 30 min / 1 hour /
 * rest of today (`PUT …/pause-orders`, the server computes the resume time). `now` is the screen's clock.
 */
export function useShopAccepting(shopId: string | undefined, now: number) {
  const shop = useShopDetails();
  // the pause read is fresher (it ends a due pause on the server); the shop's status until it arrives
  const pause = useOrdersPause();
  const accepting = pause.data ? pause.data.accepting : shop.data?.shop.status === 'accepting orders';
  const pausedUntil = pause.data?.pausedUntil && isPaused(pause.data.pausedUntil, new Date(now)) ? pause.data.pausedUntil : null;

  // when the pause's time comes, read again at once (the server resumes the shop) instead of waiting for the poll
  useEffect(() => {
    if (!pausedUntil) return;
    const timer = setTimeout(() => void pause.mutate(), Math.max(0, Date.parse(pausedUntil) - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [pausedUntil, pause]);

  async function toggleAccepting() {
    if (!shopId) return;
    try {
      await setAcceptingOrders(shopId, accepting ? 'stopped' : 'accepting');
    } catch {
      // toasted; the reads below put the switch back where the server says it is
    } finally {
      void shop.mutate();
      void pause.mutate();
    }
  }

  async function pauseFor(until: PauseOption) {
    if (!shopId) return;
    try {
      await pause.mutate(await pauseOrders(shopId, until), { revalidate: false });
    } catch {
      // toasted
    } finally {
      void shop.mutate();
    }
  }

  return { loaded: shop.data !== undefined, accepting, pausedUntil, toggleAccepting, pauseFor };
}
