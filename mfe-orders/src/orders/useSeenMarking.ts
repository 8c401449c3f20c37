import { markOrderSeen } from '@backoffice/api-client';
import type { Order } from '@backoffice/contracts';
import { useEffect, useRef } from 'react';

/**
 * An order on screen is opened, however it got there: a click, Enter, or the `?order=` link (a reload, a shared
 * link, a notification). Marking seen when it shows rather than in the click handler covers them all; `seen` is
 * stored on the server so every device stops chiming. One request per order shown (the effect runs again when the
 * data reloads, before the server's answer has arrived); `reload` is read through a ref, as it changes with the data.
 */
export function useSeenMarking(selected: Order | null, reload: () => void): void {
  const markedSeen = useRef<string | null>(null);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const selectedUnseenId = selected && !selected.seen ? selected._id : null;
  useEffect(() => {
    if (!selectedUnseenId || markedSeen.current === selectedUnseenId) return;
    markedSeen.current = selectedUnseenId;
    void markOrderSeen(selectedUnseenId).then(
      () => reloadRef.current(),
      () => {
        // toasted; the order opened again later (after another one) is marked again
        markedSeen.current = null;
      },
    );
  }, [selectedUnseenId]);
}
