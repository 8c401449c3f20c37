import { type Order, refundableAmount, rejectOrderForm } from '@backoffice/contracts';
import { ConfirmDialog, SchemaForm, useSchemaForm } from '@backoffice/ui';
import { useEffect } from 'react';
import { orderNumber } from '../order-view';
import { EMPTY_REASON, REFUND_API_LABELS, RefundReasonFields } from './RefundReasonFields';
import { refundDestination } from './refund-text';

export interface RejectDialogProps {
  open: boolean;
  order: Order;
  /** Gets the reason; resolves when rejected (the caller closes the dialog), rejects to keep it open (toasted). */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Reject asks first (the Reject button and the R key open this same dialog): what happens to the money, and why —
 * the reason is required and goes to the customer in the "declined and refunded" e-mail (contracts'
 * rejectOrderForm: the route's own reason rule).
 */
export function RejectDialog({ open, order, onReject, onClose }: RejectDialogProps) {
  const form = useSchemaForm(rejectOrderForm, {
    defaultValues: { reason: EMPTY_REASON },
    labels: REFUND_API_LABELS,
    onSubmit: ({ reason }) => onReject(reason),
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ reason: EMPTY_REASON });
  }, [open, reset]);
  const amount = refundableAmount(order);
  return (
    <SchemaForm form={form} as="none">
      <ConfirmDialog
        open={open}
        title={`Reject order ${orderNumber(order)}?`}
        description={refundDestination(order, amount)}
        confirmLabel={amount > 0 ? 'Reject and refund' : 'Reject order'}
        destructive
        testId="reject-dialog"
        onClose={onClose}
        onConfirm={form.submit}
      >
        <RefundReasonFields />
      </ConfirmDialog>
    </SchemaForm>
  );
}
