import { useUrlState } from '@backoffice/ui';
import { useCallback } from 'react';
import { z } from 'zod';
import { TABS } from './order-view';
import { REFUND_SECTION, REJECT_SECTION } from './refunds/OrderRefundDialogs';

/** The screen's dialogs, each in `?section=` so it can be linked and survives a reload. */
export const ORDERS_DIALOGS = ['shortcuts', 'receipt', REJECT_SECTION, REFUND_SECTION] as const;
export type OrdersDialog = (typeof ORDERS_DIALOGS)[number];

/**
 * The orders screen's own parameters: `?tab=COMPLETED` (PENDING by default, and for anything else), `?order=<id>`
 * (the open order), `?section=` (the open dialog). One schema, so a reject closes its dialog and clears the selection
 * in ONE URL update. The COMPLETED tab's range and search are useOrdersView's.
 */
export const ORDERS_QUERY = z.object({
  tab: z.enum(TABS).default('PENDING'),
  order: z.string().min(1).optional(),
  section: z.enum(ORDERS_DIALOGS).optional(),
});

/** The orders screen's URL, read and written in one place (the kit's useUrlState; every change a history entry). */
export function useOrdersUrl() {
  const [query, setQuery] = useUrlState(ORDERS_QUERY);
  return {
    tab: query.tab,
    orderId: query.order ?? null,
    dialog: query.section ?? null,
    setTab: useCallback((tab: (typeof TABS)[number]) => setQuery({ tab }), [setQuery]),
    openDialog: useCallback((section: OrdersDialog) => setQuery({ section }), [setQuery]),
    closeDialog: useCallback(() => setQuery({ section: null }), [setQuery]),
    clearSelection: useCallback(() => setQuery({ order: null }), [setQuery]),
    /** After a reject (spec 001 §4): the dialog closes and the selection clears, in one URL update. */
    closeDialogAndSelection: useCallback(() => setQuery({ section: null, order: null }), [setQuery]),
  };
}
