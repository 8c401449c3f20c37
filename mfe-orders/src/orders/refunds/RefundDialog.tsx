import {
  formatMoney,
  type Order,
  REFUND_MESSAGES,
  type RefundOrderRequest,
  refundAmountProblem,
  refundableAmount,
  refundReason,
  refundReasonProblem,
} from '@backoffice/contracts';
import { ConfirmDialog, MoneyInput, Stack, Text, useFieldErrors } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { orderNumber } from '../order-view';
import { EMPTY_REASON, REFUND_API_LABELS, RefundReasonFields, type RefundReasonValue } from './RefundReasonFields';
import { refundDestination } from './refund-text';

export interface RefundDialogProps {
  open: boolean;
  order: Order;
  onRefund: (refund: RefundOrderRequest) => Promise<unknown>;
  onClose: () => void;
}

/** A completed order refunded in full (the default amount: all that is left) or in part, with a reason. */
export function RefundDialog({ open, order, onRefund, onClose }: RefundDialogProps) {
  const left = refundableAmount(order);
  const [amount, setAmount] = useState<number | null>(left);
  const [reason, setReason] = useState<RefundReasonValue>(EMPTY_REASON);
  const { formRef, errors, show, clear, submit } = useFieldErrors<HTMLDivElement>(REFUND_API_LABELS);
  useEffect(() => {
    if (open) {
      setAmount(left);
      setReason(EMPTY_REASON);
      show({});
    }
  }, [open, left, show]);
  return (
    <ConfirmDialog
      open={open}
      title={`Refund order ${orderNumber(order)}`}
      description={`${formatMoney(left)} can still be refunded.`}
      confirmLabel="Refund"
      destructive
      testId="refund-dialog"
      onClose={onClose}
      onConfirm={() => {
        const amountProblem = amount === null ? REFUND_MESSAGES.amountRequired : refundAmountProblem(amount, left);
        const reasonProblem = refundReasonProblem(reason.preset, reason.details);
        if (amountProblem || reasonProblem || amount === null) {
          show({ ...(amountProblem ? { amount: amountProblem } : {}), ...(reasonProblem ? { reason: reasonProblem } : {}) });
          return;
        }
        return submit(() => onRefund({ amount, reason: refundReason(reason.preset, reason.details) }));
      }}
    >
      <Stack gap="3" ref={formRef}>
        <MoneyInput
          label="Amount to refund"
          value={amount}
          required
          error={errors.amount}
          onChange={(cents) => {
            setAmount(cents);
            clear('amount');
          }}
        />
        {amount !== null && amount > 0 && <Text fontSize="sm">{refundDestination(order, amount)}</Text>}
        <RefundReasonFields
          value={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            clear('reason');
          }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
