import {
  ACCEPT_FIRST_MS,
  type BreakdownLine,
  canChangeLineItems,
  type LineItem,
  linePriceText,
  MESSAGES,
  type Order,
  type OrderTargetStatus,
  orderBreakdown,
} from '@backoffice/contracts';
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { OrderActions } from './OrderActions';
import {
  configText,
  customerContact,
  customerName,
  lineItemNames,
  ORDER_TYPE_LABEL,
  orderNumber,
  orderWhenText,
  STATUS_LABEL,
  venueClock,
  venueClockOn,
  venueDateTime,
} from './order-view';
import { PriceBreakdown } from './PriceBreakdown';
import { RefundSummary } from './refunds/RefundSummary';

export interface OrderDetailProps {
  order: Order;
  busy: boolean;
  onStatus(status: OrderTargetStatus): void;
  onLineItem(item: LineItem): void;
  onPrint(): void;
  onSendReceipt?: () => void;
  /** Opens the refund dialog of a completed order (refunds/). */
  onRefund?: () => void;
}

/** One order: everything spec 001 §2 lists, and the actions its status allows. */
export function OrderDetail({ order, busy, onStatus, onLineItem, onPrint, onSendReceipt, onRefund }: OrderDetailProps) {
  const [acceptFirst, setAcceptFirst] = useState(false);
  useEffect(() => {
    if (!acceptFirst) return;
    const timer = setTimeout(() => setAcceptFirst(false), ACCEPT_FIRST_MS);
    return () => clearTimeout(timer);
  }, [acceptFirst]);

  const contact = customerContact(order);
  const prices = new Map(orderBreakdown(order).lines.map((line) => [line.id, line]));
  const delivery = order.deliveryInfo;
  const lineNames = lineItemNames(order.lineItems);

  function toggle(item: LineItem) {
    if (!canChangeLineItems(order.status)) {
      setAcceptFirst(true);
      return;
    }
    onLineItem(item);
  }

  return (
    <Stack gap="4" data-testid="order-detail" aria-labelledby="order-detail-title">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id="order-detail-title">
          Order {orderNumber(order)}
        </Heading>
        <HStack>
          <Badge data-testid="order-status">{STATUS_LABEL[order.status]}</Badge>
          <Badge variant="outline">{ORDER_TYPE_LABEL[order.orderType]}</Badge>
        </HStack>
      </Flex>
      <Text fontSize="sm">
        Placed {venueDateTime(order.createdAt)} · {order.origin}
        {order.isPOSOrder ? ' (POS)' : ''}
        {order.pickupTime
          ? ` · ${order.pickupType === 'scheduled' ? 'Scheduled for' : 'Ready by'} ${venueClockOn(order.pickupTime, Date.now())}`
          : ''}
      </Text>
      <OrderActions order={order} />

      <HStack gap="2" wrap="wrap">
        <Button onClick={() => onStatus('accepted')} disabled={busy || order.status !== 'pending'} colorPalette="green">
          Accept
        </Button>
        <Button
          onClick={() => onStatus('rejected')}
          disabled={busy || order.status !== 'pending'}
          colorPalette="red"
          variant="outline"
        >
          Reject
        </Button>
        <Button onClick={() => onStatus('completed')} disabled={busy || order.status !== 'accepted'} colorPalette="blue">
          Complete
        </Button>
        <Button onClick={onPrint} variant="outline">
          Print docket
        </Button>
        {onSendReceipt && (
          <Button onClick={onSendReceipt} variant="outline">
            Send receipt
          </Button>
        )}
      </HStack>

      <Box as="section" aria-labelledby="order-items-title">
        <Heading as="h3" size="md" id="order-items-title" mb="2">
          Items
        </Heading>
        {acceptFirst && (
          <Text role="status" color="fg.error" mb="2" data-testid="accept-first">
            {MESSAGES.acceptOrderFirst}
          </Text>
        )}
        <Stack as="ul" listStyleType="none" p="0" gap="2">
          {order.lineItems.map((item) => (
            <Box as="li" key={item._id} borderBottomWidth="1px" pb="2">
              <Flex justify="space-between" align="center" gap="2">
                <Box>
                  <Text fontWeight="bold" textDecoration={item.status === 'completed' ? 'line-through' : undefined}>
                    {item.quantity} × {item.product.name}
                    {item.reward ? ' (reward)' : ''}
                  </Text>
                  {configText(item.config).map((text) => (
                    <Text key={text} fontSize="sm">
                      {text}
                    </Text>
                  ))}
                  {item.notes && <Text fontSize="sm">Note: {item.notes}</Text>}
                </Box>
                <Text fontSize="sm" ms="auto" data-testid="line-total">
                  {linePrice(prices.get(item._id))}
                </Text>
                <Button
                  size="sm"
                  variant={item.status === 'completed' ? 'solid' : 'outline'}
                  aria-pressed={item.status === 'completed'}
                  onClick={() => toggle(item)}
                  disabled={busy}
                >
                  {/* a toggle keeps one name and says its state with aria-pressed (the fill shows it to the eye): a
                      text flipping between "Mark done" and "Done" read "Done …, pressed" against "Mark done …, not
                      pressed", a name that changed with the state; the unseen rest tells this line from the others */}
                  Done
                  <Box as="span" srOnly>
                    {` ${lineNames.get(item._id) ?? item.product.name}`}
                  </Box>
                </Button>
              </Flex>
            </Box>
          ))}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="order-customer-title">
        <Heading as="h3" size="md" id="order-customer-title" mb="1">
          Customer
        </Heading>
        <Text>{customerName(order)}</Text>
        {contact.phone && <Text>Phone: {contact.phone}</Text>}
        {contact.email && <Text>Email: {contact.email}</Text>}
        {order.rewardNumber && <Text>Reward number: {order.rewardNumber}</Text>}
      </Box>

      {order.orderType === 'delivery' && delivery && (
        <Box as="section" aria-labelledby="order-delivery-title">
          <Heading as="h3" size="md" id="order-delivery-title" mb="1">
            Delivery
          </Heading>
          {delivery.address && <Text>{delivery.address.formatted_address}</Text>}
          {delivery.deliveryNotes && <Text>Notes: {delivery.deliveryNotes}</Text>}
          {delivery.arrival?.time && <Text>Arrival: {venueClock(delivery.arrival.time)}</Text>}
        </Box>
      )}

      {order.notes && (
        <Box as="section" aria-labelledby="order-notes-title">
          <Heading as="h3" size="md" id="order-notes-title" mb="1">
            Notes
          </Heading>
          <Text>{order.notes}</Text>
        </Box>
      )}

      <Box as="section" aria-labelledby="order-payment-title">
        <Heading as="h3" size="md" id="order-payment-title" mb="1">
          Payment
        </Heading>
        <PriceBreakdown order={order} />
        <RefundSummary order={order} busy={busy} {...(onRefund ? { onRefund } : {})} />
      </Box>
    </Stack>
  );
}

const linePrice = (line: BreakdownLine | undefined) => (line ? linePriceText(line) : '');

/** The kitchen docket: only visible when printing (orders-style.ts, 80 mm). */
export function KitchenDocket({ order }: { order: Order }) {
  const prices = new Map(orderBreakdown(order).lines.map((line) => [line.id, line]));
  return (
    <div className="kitchen-docket" data-testid="kitchen-docket">
      <h2>
        {orderNumber(order)} {ORDER_TYPE_LABEL[order.orderType]}
      </h2>
      <p>{customerName(order)}</p>
      <p>{orderWhenText(order, Date.now())}</p>
      <ul>
        {order.lineItems.map((item) => (
          <li key={item._id}>
            {item.quantity} × {item.product.name} {linePrice(prices.get(item._id))}
            {configText(item.config).map((text) => (
              <div key={text}> {text}</div>
            ))}
            {item.notes && <div> Note: {item.notes}</div>}
          </li>
        ))}
      </ul>
      {order.notes && <p>Notes: {order.notes}</p>}
      <PriceBreakdown order={order} variant="docket" />
    </div>
  );
}
