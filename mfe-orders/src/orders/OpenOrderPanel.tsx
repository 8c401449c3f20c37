import type { LineItem, Order, OrderTargetStatus } from '@backoffice/contracts';
import { Button, Text } from '@backoffice/ui';
import { KitchenDocket, OrderDetail } from './OrderDetail';

export interface OpenOrderPanelProps {
  /** The order open on screen (`?order=`), if any. */
  order: Order | null;
  /** On a phone the detail is a view of its own, with Back to the list. */
  phone: boolean;
  onBack(): void;
  busy: boolean;
  /** Accept / complete; reject opens its dialog (it asks for a reason and refunds). */
  onStatus(order: Order, status: OrderTargetStatus): void;
  onReject(): void;
  /** Only for who may refund (`orders.refund`). */
  onRefund?: (() => void) | undefined;
  onLineItem(order: Order, item: LineItem): void;
  onSendReceipt(): void;
}

/** The open order's detail and actions, with its kitchen docket for printing; else a hint to choose one. */
export function OpenOrderPanel({
  order,
  phone,
  onBack,
  busy,
  onStatus,
  onReject,
  onRefund,
  onLineItem,
  onSendReceipt,
}: OpenOrderPanelProps) {
  if (!order) return <Text color="fg.muted">Select an order to see its details.</Text>;
  return (
    <>
      {phone && (
        <Button variant="outline" size="sm" mb="3" onClick={onBack}>
          <span aria-hidden="true">←</span> Back to orders
        </Button>
      )}
      <OrderDetail
        order={order}
        busy={busy}
        onStatus={(status) => (status === 'rejected' ? onReject() : onStatus(order, status))}
        {...(onRefund ? { onRefund } : {})}
        onLineItem={(item) => onLineItem(order, item)}
        onPrint={() => window.print()}
        onSendReceipt={onSendReceipt}
      />
      <KitchenDocket order={order} />
    </>
  );
}
