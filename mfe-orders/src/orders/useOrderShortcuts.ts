import type { Order, OrderTargetStatus } from '@backoffice/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** The keys the screen answers, as its help dialog lists them (`?section=shortcuts`). */
export const SHORTCUTS: readonly (readonly [keys: string, what: string])[] = [
  ['↑ / ↓', 'Move through the list'],
  ['Enter', 'Open the order'],
  ['A', 'Accept the open order'],
  ['R', 'Reject the open order'],
  ['C', 'Complete the open order'],
  ['?', 'Show this help'],
];

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export interface OrderShortcutActions {
  /** The order open on screen, if any. */
  selected: Order | null;
  /** A status change is under way: the keys wait for it. */
  busy: boolean;
  changeStatus(order: Order, status: OrderTargetStatus): unknown;
  /** R: the same reject dialog as the button (reject asks for a reason and refunds, refunds/). */
  openReject(): void;
  /** ?: the shortcut help. */
  openHelp(): void;
}

/**
 * A (accept), R (reject), C (complete) on the open order, ? for the help; never while typing into a field, never with
 * a modifier. The keys read what is on screen through a ref updated while the render commits (a layout effect): a key
 * pressed the moment the opened order shows acts on it. A listener re-added by a passive effect could still hold the
 * previous render's "nothing selected" for a moment after the detail painted, and drop the key.
 */
export function useOrderShortcuts(actions: OrderShortcutActions): void {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (typingIn(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const { selected, busy, changeStatus, openReject, openHelp } = latest.current;
      if (event.key === '?') {
        openHelp();
        return;
      }
      if (!selected || busy) return;
      const key = event.key.toLowerCase();
      if (key === 'a' && selected.status === 'pending') void changeStatus(selected, 'accepted');
      else if (key === 'r' && selected.status === 'pending') openReject();
      else if (key === 'c' && selected.status === 'accepted') void changeStatus(selected, 'completed');
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
