import { resendReceipt, updateLineItemStatus, updateOrderStatus } from '@backoffice/api-client';
import {
  type LineItem,
  MESSAGES,
  NEXT_LINE_ITEM_STATUS,
  type Order,
  type OrderTargetStatus,
  SUCCESS_TOAST_MS,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { useCallback, useState } from 'react';

export interface OrderMutationEffects {
  /** Reloads the lists (after every write, whatever its outcome: show what is true now). */
  reload(): void;
  /** Asks both lists with the limit 9999 from now on (spec 001 §9, after a status update). */
  widen(): void;
  /** Drops `?order=` (spec 001 §4: any status other than accepted clears the selection). */
  clearSelection(): void;
  /** Closes the open dialog (the receipt, once sent). */
  closeDialog(): void;
}

/**
 * The writes of the orders screen: an order's status, a line item's status, the receipt sent again. `busy` while a
 * status write is under way (the buttons and the keys wait). A refusal is toasted by the api client.
 */
export function useOrderMutations({ reload, widen, clearSelection, closeDialog }: OrderMutationEffects) {
  const [busy, setBusy] = useState(false);

  const changeStatus = useCallback(
    async (order: Order, status: OrderTargetStatus) => {
      setBusy(true);
      try {
        await updateOrderStatus(order._id, status);
        if (status !== 'accepted') clearSelection();
      } catch {
        // the toast said why (e.g. another device accepted it first); show what is true now
      } finally {
        setBusy(false);
        widen();
        reload();
      }
    },
    [reload, clearSelection, widen],
  );

  const toggleLine = useCallback(
    async (order: Order, item: LineItem) => {
      setBusy(true);
      try {
        await updateLineItemStatus(order._id, item._id, NEXT_LINE_ITEM_STATUS[item.status]);
      } catch {
        // toasted
      } finally {
        setBusy(false);
        reload();
      }
    },
    [reload],
  );

  /** A refusal rejects: the prompt shows one about the address under its field, any other is the one toast. */
  const sendReceipt = useCallback(
    async (order: Order, address: string) => {
      await resendReceipt(order._id, address);
      topics.toast.emit({ status: 'success', title: MESSAGES.receiptSent(address), duration: SUCCESS_TOAST_MS });
      closeDialog();
    },
    [closeDialog],
  );

  return { busy, changeStatus, toggleLine, sendReceipt };
}
