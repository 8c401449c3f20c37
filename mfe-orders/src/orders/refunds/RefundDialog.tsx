import { formatMoney, type Order, type RefundOrderRequest, refundableAmount, refundOrderForm } from '@backoffice/contracts';
import { ConfirmDialog, FormMoneyField, SchemaForm, Stack, Text, useSchemaForm, useWatch } from '@backoffice/ui';
import { useEffect, useMemo } from 'react';
import { orderNumber } from '../order-view';
import { EMPTY_REASON, REFUND_API_LABELS, RefundReasonFields } from './RefundReasonFields';
import { refundDestination } from './refund-text';

export interface RefundDialogProps {
  open: boolean;
  order: Order;
  onRefund: (refund: RefundOrderRequest) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A completed order refunded in full (the default amount: all that is left) or in part, with a reason (contracts'
 * refundOrderForm: the route's rules and "at most what is left").
 */
export function RefundDialog({ open, order, onRefund, onClose }: RefundDialogProps) {
  const left = refundableAmount(order);
  const schema = useMemo(() => refundOrderForm(left), [left]);
  const form = useSchemaForm(schema, {
    defaultValues: { amount: left, reason: EMPTY_REASON },
    labels: REFUND_API_LABELS,
    onSubmit: onRefund,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ amount: left, reason: EMPTY_REASON });
  }, [open, left, reset]);
  return (
    <SchemaForm form={form} as="none">
      <ConfirmDialog
        open={open}
        title={`Refund order ${orderNumber(order)}`}
        description={`${formatMoney(left)} can still be refunded.`}
        confirmLabel="Refund"
        destructive
        testId="refund-dialog"
        onClose={onClose}
        onConfirm={form.submit}
      >
        <Stack gap="3">
          <FormMoneyField path="amount" label="Amount to refund" required />
          <RefundDestination order={order} />
          <RefundReasonFields />
        </Stack>
      </ConfirmDialog>
    </SchemaForm>
  );
}

/** Where the amount being typed goes back to (the card, or cash at the counter). */
function RefundDestination({ order }: { order: Order }) {
  const amount = useWatch({ name: 'amount' }) as number | null | undefined;
  return typeof amount === 'number' && amount > 0 ? <Text fontSize="sm">{refundDestination(order, amount)}</Text> : null;
}
