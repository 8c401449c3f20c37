import { isPickupDueSoon, type Order, pickupDueText } from '@backoffice/contracts';
import { Badge, Box, Flex, Text } from '@backoffice/ui';
import { type KeyboardEvent, memo } from 'react';
import { customerName, money, ORDER_TYPE_LABEL, orderNumber, orderWhenText, STATUS_LABEL } from './order-view';

export interface OrderListProps {
  orders: Order[];
  selectedId: string | null;
  now: number;
  onOpen(orderId: string): void;
  label: string;
}

/**
 * The orders of one tab as a listbox: arrow keys move, Enter (or a click) opens. Unseen pending orders carry a
 * "New" marker until opened; pickups due within 3 minutes blink (order-due-soon) and say "Due soon", or once the time
 * has passed, how late they are ("Overdue 6 min").
 */
export function OrderList({ orders, selectedId, now, onOpen, label }: OrderListProps) {
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(items.length - 1, index + 1) : Math.max(0, index - 1);
      items[next]?.focus();
    } else if (event.key === 'Enter' && index >= 0) {
      event.preventDefault();
      const id = items[index]?.dataset.orderId;
      if (id) onOpen(id);
    }
  }

  return (
    <Box as="ul" role="listbox" aria-label={label} onKeyDown={onKeyDown} listStyleType="none" p="0" m="0">
      {orders.map((order) => (
        <OrderRow
          key={order._id}
          order={order}
          selected={order._id === selectedId}
          focusable={order._id === selectedId || (!selectedId && order === orders[0])}
          due={isPickupDueSoon(order, now)}
          dueText={pickupDueText(order, now)}
          whenText={orderWhenText(order, now)}
          onOpen={onOpen}
        />
      ))}
    </Box>
  );
}

/**
 * One row, memoised: selecting an order re-renders only the rows whose selection or focus changed, so a list of
 * 1,000 stays quick (selecting an order within 100 ms, the live screen's budget). `onOpen` must be stable
 * (OrdersPage passes a ref-backed one).
 */
const OrderRow = memo(function OrderRow({
  order,
  selected,
  focusable,
  due,
  dueText,
  whenText,
  onOpen,
}: {
  order: Order;
  selected: boolean;
  focusable: boolean;
  due: boolean;
  /** "Due soon", "Overdue 6 min" … (contracts `pickupDueText`); a string, so the memo re-renders only when it changes. */
  dueText: string | null;
  /** "Due 13:37", "Placed 22 Sept 08:32" (`orderWhenText`): a string for the same reason. */
  whenText: string;
  onOpen(orderId: string): void;
}) {
  const unseen = order.status === 'pending' && !order.seen;
  return (
    <Box
      as="li"
      key={order._id}
      role="option"
      aria-selected={selected}
      tabIndex={focusable ? 0 : -1}
      data-order-id={order._id}
      data-testid="order-row"
      className={due ? 'order-due-soon' : undefined}
      onClick={() => onOpen(order._id)}
      cursor="pointer"
      borderWidth="1px"
      borderColor={selected ? 'blue.500' : 'border'}
      bg={selected ? 'blue.50' : undefined}
      rounded="md"
      p="3"
      mb="2"
      _focusVisible={{ outline: '3px solid', outlineColor: 'blue.600' }}
    >
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="bold">
          {orderNumber(order)} · {customerName(order)}
        </Text>
        <Text>{money(order.totalPayment)}</Text>
      </Flex>
      <Flex gap="2" mt="1" wrap="wrap" align="center">
        {unseen && (
          <Badge colorPalette="red" data-testid="unseen-marker">
            New
          </Badge>
        )}
        <Badge>{STATUS_LABEL[order.status]}</Badge>
        <Badge variant="outline">{ORDER_TYPE_LABEL[order.orderType]}</Badge>
        <Text fontSize="sm">{whenText}</Text>
        {dueText && (
          <Text fontSize="sm" fontWeight="bold" data-testid="pickup-due">
            {dueText}
          </Text>
        )}
      </Flex>
    </Box>
  );
});
