import type { Order, OrderActionKind } from '@backoffice/contracts';
import { Stack, Text } from '@backoffice/ui';
import { venueClockOn } from './order-view';

const KIND_LABEL: Record<OrderActionKind, string> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  completed: 'Completed',
  refunded: 'Refunded',
};

/**
 * "Accepted by Aroha Ngata · 10:42": who acted on the order and when, in the venue's time (the screen's clock); a
 * day other than the order's own (a refund days later) gets its date too. Orders from before anyone was recorded
 * have no `actions` and show nothing.
 */
export function actionLine(order: Pick<Order, 'createdAt'>, action: NonNullable<Order['actions']>[number]): string {
  return `${KIND_LABEL[action.kind]} by ${action.by.name} · ${venueClockOn(action.at, Date.parse(order.createdAt))}`;
}

export function OrderActions({ order }: { order: Order }) {
  const actions = order.actions ?? [];
  if (actions.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" p="0" m="0" gap="0" data-testid="order-actions" aria-label="Who acted on this order">
      {actions.map((action) => (
        <Text as="li" key={`${action.kind}-${action.at}`} fontSize="sm" color="fg.muted">
          {actionLine(order, action)}
        </Text>
      ))}
    </Stack>
  );
}
