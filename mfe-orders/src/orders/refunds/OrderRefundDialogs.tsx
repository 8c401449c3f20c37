import { refundOrder, rejectOrder } from '@backoffice/api-client';
import { formatMoney, type Order, REFUND_MESSAGES, refundChannel, refundedAmount, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { orderNumber } from '../order-view';
import { RefundDialog } from './RefundDialog';
import { RejectDialog } from './RejectDialog';

/** The dialogs live in the URL like the screen's others (`?section=reject`, `?section=refund`). */
export const REJECT_SECTION = 'reject';
export const REFUND_SECTION = 'refund';

/** What the merchant is told once the money went back (the toast), in the words of the order's refund channel. */
function refundedToast(order: Order, amount: number, what: string): string {
  if (amount <= 0) return what;
  if (refundChannel(order) === 'counter') return `${what} · ${REFUND_MESSAGES.cashAtCounter}: ${formatMoney(amount)}`;
  return `${what} · ${formatMoney(amount)} refunded to the card`;
}

export interface OrderRefundDialogsProps {
  order: Order;
  /** The screen's `section` parameter: which dialog is open, if one of these. */
  section: string | null;
  onClose: () => void;
  /** After a reject (`rejected` true) or a refund: the screen reloads and, after a reject, clears the selection. */
  onChanged: (rejected: boolean) => void;
}

/** Reject-with-refund and refund dialogs of the open order; a failure is toasted and the dialog stays to retry. */
export function OrderRefundDialogs({ order, section, onClose, onChanged }: OrderRefundDialogsProps) {
  async function reject(reason: string) {
    const before = refundedAmount(order);
    const rejected = await rejectOrder(order._id, reason);
    const amount = refundedAmount(rejected) - before;
    topics.toast.emit({
      status: 'success',
      title: refundedToast(rejected, amount, `Order ${orderNumber(order)} rejected`),
      duration: SUCCESS_TOAST_MS,
    });
    onChanged(true);
  }
  async function refund(request: { amount: number; reason: string }) {
    const refunded = await refundOrder(order._id, request);
    topics.toast.emit({
      status: 'success',
      title: refundedToast(refunded, request.amount, `Order ${orderNumber(order)}`),
      duration: SUCCESS_TOAST_MS,
    });
    onChanged(false);
  }
  return (
    <>
      <RejectDialog
        open={section === REJECT_SECTION && order.status === 'pending'}
        order={order}
        onReject={reject}
        onClose={onClose}
      />
      <RefundDialog
        open={section === REFUND_SECTION && order.status === 'completed'}
        order={order}
        onRefund={refund}
        onClose={onClose}
      />
    </>
  );
}
