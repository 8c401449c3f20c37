import { ConfirmDialog } from '@backoffice/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_DESCRIPTION = 'You have unsaved layout changes. They will be lost if you leave now.';
export const LEAVE_CONFIRM = 'Leave without saving';

const DIALOG_TEST_ID = 'leave-guard';
/** How often, and how long at most, to wait for the closing dialog to leave the page before replaying the click. */
const REPLAY_POLL_MS = 20;
const REPLAY_WAIT_MAX_MS = 1000;

/** A click that would take the merchant away from the editor: a link to another page, or another tab. */
function leavingTarget(event: MouseEvent): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const element = event.target instanceof Element ? event.target : null;
  const tab = element?.closest<HTMLElement>('[role="tab"]');
  if (tab) return tab.getAttribute('aria-selected') === 'true' ? null : tab;
  const link = element?.closest<HTMLAnchorElement>('a[href]');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  // the same page (e.g. a `#` link) leaves nothing behind
  return to.pathname === window.location.pathname && to.search === window.location.search ? null : link;
}

/**
 * Unsaved changes warn before leaving (no edit is lost without being asked). While `active`:
 * - closing or reloading the browser tab asks through the browser's own `beforeunload` prompt;
 * - a click on a link to another page — the host's side navigation included, since the host and this remote share
 *   the document — or on another tab (`role="tab"`) is held back, and an in-app dialog asks first; "Leave without
 *   saving" then replays the same click, so the host's router or the tabs go on as they would have;
 * - `confirmThen(action)` asks the same question before an action of the editor's own that would drop the edits
 *   (switching the design version).
 * The browser's Back button is not held: history cannot be stopped from a page (beforeunload covers full reloads).
 */
export function useLeaveGuard(active: boolean): { dialog: ReactNode; confirmThen: (action: () => unknown) => void } {
  const [pending, setPending] = useState<(() => unknown) | null>(null);
  const passing = useRef(false);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    const hold = (event: MouseEvent) => {
      if (passing.current) return;
      const target = leavingTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => {
        passing.current = true;
        try {
          target.click();
        } finally {
          passing.current = false;
        }
      });
    };
    window.addEventListener('beforeunload', warn);
    // capture on window: before the host's router or the tabs see the click
    window.addEventListener('click', hold, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('click', hold, true);
    };
  }, [active]);

  // The held click is replayed once the dialog has left the page: while a modal dialog is there, a click outside it
  // is taken as a click to dismiss it and goes nowhere else.
  const [leaving, setLeaving] = useState<(() => unknown) | null>(null);
  useEffect(() => {
    if (!leaving) return;
    let waited = 0;
    const timer = setInterval(() => {
      waited += REPLAY_POLL_MS;
      if (document.querySelector(`[data-testid="${DIALOG_TEST_ID}"]`) && waited < REPLAY_WAIT_MAX_MS) return;
      clearInterval(timer);
      setLeaving(null);
      void leaving();
    }, REPLAY_POLL_MS);
    return () => clearInterval(timer);
  }, [leaving]);

  const confirmThen = useCallback(
    (action: () => unknown) => {
      if (active) setPending(() => action);
      else void action();
    },
    [active],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={LEAVE_TITLE}
      description={LEAVE_DESCRIPTION}
      confirmLabel={LEAVE_CONFIRM}
      cancelLabel="Stay"
      destructive
      onClose={() => setPending(null)}
      onConfirm={() => {
        const action = pending;
        setPending(null);
        if (action) setLeaving(() => action);
      }}
      testId={DIALOG_TEST_ID}
    />
  );
  return { dialog, confirmThen };
}
