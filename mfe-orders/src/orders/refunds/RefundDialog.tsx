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
import { ConfirmDialog, MoneyInput, Stack, Text } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { orderNumber } from '../order-view';
import { EMPTY_REASON, RefundReasonFields, type RefundReasonValue } from './RefundReasonFields';
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
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  useEffect(() => {
    if (open) {
      setAmount(left);
      setReason(EMPTY_REASON);
      setErrors({});
    }
  }, [open, left]);
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
          setErrors({ ...(amountProblem ? { amount: amountProblem } : {}), ...(reasonProblem ? { reason: reasonProblem } : {}) });
          return;
        }
        return onRefund({ amount, reason: refundReason(reason.preset, reason.details) });
      }}
    >
      <Stack gap="3">
        <MoneyInput
          label="Amount to refund"
          value={amount}
          required
          error={errors.amount}
          onChange={(cents) => {
            setAmount(cents);
            setErrors(({ reason: kept }) => (kept ? { reason: kept } : {}));
          }}
        />
        {amount !== null && amount > 0 && <Text fontSize="sm">{refundDestination(order, amount)}</Text>}
        <RefundReasonFields
          value={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            setErrors(({ amount: kept }) => (kept ? { amount: kept } : {}));
          }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
