import { type Order, REFUND_MESSAGES, refundableAmount, refundChannel } from '@backoffice/contracts';
import { Badge, Box, Button, Stack, Text } from '@backoffice/ui';
import { money, venueDateTime } from '../order-view';
import { refundState } from './refund-text';

/**
 * The order's refunds in its Payment section (the price breakdown lists the amounts; this says the state and offers
 * the action): "Refunded in full", each refund's reason and time, "Refund in cash at the counter" for cash orders, and
 * Refund on a completed order with money left.
 */
export function RefundSummary({ order, onRefund, busy }: { order: Order; onRefund?: () => void; busy?: boolean }) {
  const state = refundState(order);
  const canRefund = order.status === 'completed' && refundableAmount(order) > 0 && onRefund !== undefined;
  if (!state && !canRefund) return null;
  return (
    <Stack gap="1" mt="2" data-testid="refund-summary">
      {state && (
        <Box>
          <Badge colorPalette="purple" data-testid="refund-state">
            {state}
          </Badge>
        </Box>
      )}
      {(order.refunds ?? []).map((refund) => (
        <Text key={`${refund.createdAt}-${refund.amount}`} fontSize="sm">
          {money(refund.amount)} refunded {venueDateTime(refund.createdAt)}: {refund.reason}
        </Text>
      ))}
      {state && refundChannel(order) === 'counter' && (
        <Text fontSize="sm" fontWeight="bold">
          {REFUND_MESSAGES.cashAtCounter}
        </Text>
      )}
      {canRefund && (
        <Box>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRefund} disabled={busy}>
            Refund…
          </Button>
        </Box>
      )}
    </Stack>
  );
}
