import { type Order, refundableAmount, refundReason, refundReasonProblem } from '@backoffice/contracts';
import { Box, ConfirmDialog, useFieldErrors } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { orderNumber } from '../order-view';
import { EMPTY_REASON, REFUND_API_LABELS, RefundReasonFields, type RefundReasonValue } from './RefundReasonFields';
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
 * the reason is required and goes to the customer in the "declined and refunded" e-mail.
 */
export function RejectDialog({ open, order, onReject, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState<RefundReasonValue>(EMPTY_REASON);
  const { formRef, errors, show, clear, submit } = useFieldErrors<HTMLDivElement>(REFUND_API_LABELS);
  useEffect(() => {
    if (open) {
      setReason(EMPTY_REASON);
      show({});
    }
  }, [open, show]);
  const amount = refundableAmount(order);
  return (
    <ConfirmDialog
      open={open}
      title={`Reject order ${orderNumber(order)}?`}
      description={refundDestination(order, amount)}
      confirmLabel={amount > 0 ? 'Reject and refund' : 'Reject order'}
      destructive
      testId="reject-dialog"
      onClose={onClose}
      onConfirm={() => {
        const problem = refundReasonProblem(reason.preset, reason.details);
        if (problem) {
          show({ reason: problem });
          return;
        }
        return submit(() => onReject(refundReason(reason.preset, reason.details)));
      }}
    >
      <Box ref={formRef}>
        <RefundReasonFields
          value={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            clear('reason');
          }}
        />
      </Box>
    </ConfirmDialog>
  );
}
