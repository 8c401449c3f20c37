import type { Order } from '@backoffice/contracts';
import { Alert, Button, Text } from '@backoffice/ui';
import { OrderList } from './OrderList';
import type { OrdersTab } from './order-view';

export interface OrdersListPanelProps {
  tab: OrdersTab;
  /** The open tab's read: its orders, or why there are none yet. */
  list: { data?: { orders: Order[] } | undefined; error?: unknown; isLoading: boolean };
  /** The COMPLETED tab's search, for the empty message. */
  search: string;
  selectedId: string | null;
  now: number;
  /** Must be stable: the list's rows are memoised. */
  onOpen(orderId: string): void;
  onRetry(): void;
}

/** The open tab's list, or what stands in for it: a failed read with Retry, loading, or nothing to show. */
export function OrdersListPanel({ tab, list, search, selectedId, now, onOpen, onRetry }: OrdersListPanelProps) {
  const orders = list.data?.orders ?? [];
  if (list.error && !list.data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>We could not load the orders.</Alert.Title>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (list.isLoading && !list.data) return <Text>Loading orders…</Text>;
  if (orders.length === 0) {
    return (
      <Text data-testid="orders-empty">
        {tab === 'PENDING'
          ? 'No pending orders right now.'
          : search
            ? 'No completed orders match this search.'
            : 'No completed orders yet.'}
      </Text>
    );
  }
  return <OrderList orders={orders} selectedId={selectedId} now={now} onOpen={onOpen} label={`${tab} orders`} />;
}
