import { useSearchParams } from '@backoffice/ui/router';
import { useCallback } from 'react';
import { type OrdersTab, readTab } from './order-view';

/** The screen's dialogs, each in `?section=` so it can be linked and survives a reload. */
export type OrdersDialog = 'shortcuts' | 'receipt' | 'reject' | 'refund';

/**
 * The orders screen's URL, read and written in one place: `?tab=COMPLETED`, `?order=<id>` (the open order),
 * `?section=` (the open dialog). The COMPLETED tab's range and search are useOrdersView's; `?order=` opened from the
 * list is usePhoneOrderView's (it marks the history entry).
 */
export function useOrdersUrl() {
  const [params, setParams] = useSearchParams();
  const patch = useCallback(
    (values: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(values)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  return {
    tab: readTab(params.get('tab')),
    orderId: params.get('order'),
    dialog: params.get('section'),
    setTab: useCallback((tab: OrdersTab) => patch({ tab }), [patch]),
    openDialog: useCallback((dialog: OrdersDialog) => patch({ section: dialog }), [patch]),
    closeDialog: useCallback(() => patch({ section: null }), [patch]),
    clearSelection: useCallback(() => patch({ order: null }), [patch]),
    /** One URL update: the dialog closes and the selection clears (after a reject, spec 001 §4). */
    closeDialogAndSelection: useCallback(() => patch({ section: null, order: null }), [patch]),
  };
}
