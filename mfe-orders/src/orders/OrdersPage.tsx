import { useCurrentShop } from '@backoffice/api-client';
import { AreaPage, Box, Button, CurrentShopName, cspStyleNonce, Grid, useCan } from '@backoffice/ui';
import { useCallback, useMemo, useRef } from 'react';
import { CompletedRangePicker } from './CompletedRangePicker';
import { OpenOrderPanel } from './OpenOrderPanel';
import { OrdersListPanel } from './OrdersListPanel';
import { OrdersTabs } from './OrdersTabs';
import { customerContact } from './order-view';
import { ORDERS_CSS } from './orders-style';
import { ReceiptDialog } from './ReceiptDialog';
import { OrderRefundDialogs, REFUND_SECTION, REJECT_SECTION } from './refunds/OrderRefundDialogs';
import { ShopAcceptingBar } from './ShopAcceptingBar';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useLiveOrders } from './useLiveOrders';
import { useNow } from './useNow';
import { useOrderMutations } from './useOrderMutations';
import { useOrderShortcuts } from './useOrderShortcuts';
import { useOrdersUrl } from './useOrdersUrl';
import { useOrdersView } from './useOrdersView';
import { usePhoneOrderView } from './usePhoneOrderView';
import { useSeenMarking } from './useSeenMarking';
import { useShopAccepting } from './useShopAccepting';

/**
 * Live orders (spec 001 §2): tabs PENDING and COMPLETED, pushed by the server and refreshed every 60 s, the open
 * order's detail and actions, and the arming that makes sure a new order is heard. The view: it owns the data and the
 * URL (useOrdersUrl: `?tab=`, `?order=`, `?section=` for its dialogs); hooks hold the behaviour, the pieces render.
 */
export function OrdersPage() {
  const current = useCurrentShop();
  const shopId = current?.shopId;
  const url = useOrdersUrl();
  const { tab, orderId: selectedId, dialog } = url;
  const canRefund = useCan('orders.refund');
  const now = useNow();
  // PENDING: every open order whatever its day; COMPLETED: the picker's range and search (useOrdersView.ts)
  const { pending, completed, shown, completedView, setCompletedView, widen } = useOrdersView(shopId, tab);
  const accepting = useShopAccepting(shopId, now);

  const reload = useCallback(() => {
    void pending.mutate();
    if (tab === 'COMPLETED') void completed.mutate();
  }, [pending, completed, tab]);
  useLiveOrders(shopId, reload);

  const allKnown = useMemo(
    () => [...(pending.data?.orders ?? []), ...(completed.data?.orders ?? [])],
    [pending.data, completed.data],
  );
  const selected = allKnown.find((order) => order._id === selectedId) ?? null;
  const unseen = (pending.data?.orders ?? []).filter((order) => order.status === 'pending' && !order.seen);
  // The tab's title is the host's ("Orders · {venue}", shell/area-title.ts); its live piece puts the unseen count in
  // front of it. A title set here raced the host's and dropped the venue.

  useSeenMarking(selected, reload);
  // under 600 px the open order is a view of its own, with Back to the list (usePhoneOrderView.ts)
  const phoneView = usePhoneOrderView(selected !== null);
  // a stable handle for the list's memoised rows: `open` itself changes with the data and the URL
  const openRef = useRef(phoneView.open);
  openRef.current = phoneView.open;
  const openStable = useCallback((orderId: string) => openRef.current(orderId), []);

  const { busy, changeStatus, toggleLine, sendReceipt } = useOrderMutations({
    reload,
    widen,
    clearSelection: url.clearSelection,
    closeDialog: url.closeDialog,
  });
  useOrderShortcuts({
    selected,
    busy,
    changeStatus,
    openReject: () => url.openDialog(REJECT_SECTION),
    openHelp: () => url.openDialog('shortcuts'),
  });

  return (
    <AreaPage
      title="Orders"
      subtitle={<CurrentShopName />}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its orders."
      actions={
        <Button onClick={() => url.openDialog('shortcuts')} variant="ghost" size="sm" aria-label="Keyboard shortcuts">
          ?
        </Button>
      }
    >
      {/* The page's CSP admits a <style> only with its nonce (shared/static-server). */}
      <style nonce={cspStyleNonce()}>{ORDERS_CSS}</style>
      <ShopAcceptingBar
        loaded={accepting.loaded}
        accepting={accepting.accepting}
        pausedUntil={accepting.pausedUntil}
        onToggleAccepting={() => void accepting.toggleAccepting()}
        onPause={(until) => void accepting.pauseFor(until)}
      />
      <OrdersTabs tab={tab} onTab={url.setTab} unseen={unseen.length} hideList={phoneView.detailView}>
        {tab === 'COMPLETED' && phoneView.listShown && (
          <CompletedRangePicker view={completedView} onChange={setCompletedView} now={now} />
        )}
        <Grid templateColumns={{ base: '1fr', md: 'minmax(16rem, 2fr) 3fr' }} gap="4" mt="4">
          <Box hidden={!phoneView.listShown}>
            <OrdersListPanel
              tab={tab}
              list={shown}
              search={completedView.search}
              selectedId={selectedId}
              now={now}
              onOpen={openStable}
              onRetry={reload}
            />
          </Box>
          <Box ref={phoneView.detailRef} hidden={phoneView.phone && !selected} scrollMarginTop="2">
            <OpenOrderPanel
              order={selected}
              phone={phoneView.phone}
              onBack={phoneView.back}
              busy={busy}
              onStatus={(order, status) => void changeStatus(order, status)}
              onReject={() => url.openDialog(REJECT_SECTION)}
              onRefund={canRefund ? () => url.openDialog(REFUND_SECTION) : undefined}
              onLineItem={(order, item) => void toggleLine(order, item)}
              onSendReceipt={() => url.openDialog('receipt')}
            />
          </Box>
        </Grid>
      </OrdersTabs>
      {selected && (
        <ReceiptDialog
          open={dialog === 'receipt'}
          defaultAddress={customerContact(selected).email ?? ''}
          onSend={(address) => sendReceipt(selected, address)}
          onClose={url.closeDialog}
        />
      )}
      {selected && (
        <OrderRefundDialogs
          order={selected}
          // a partial refund is `orders.refund` (staff reject with its refund, but refund nothing afterwards)
          section={!canRefund && dialog === REFUND_SECTION ? null : dialog}
          onClose={url.closeDialog}
          onChanged={(rejected) => {
            // one URL update: the dialog closes and, after a reject, the selection clears (spec 001 §4)
            if (rejected) url.closeDialogAndSelection();
            else url.closeDialog();
            widen();
            reload();
          }}
        />
      )}
      <ShortcutsDialog open={dialog === 'shortcuts'} onClose={url.closeDialog} />
    </AreaPage>
  );
}
