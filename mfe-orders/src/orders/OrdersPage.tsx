import {
  markOrderSeen,
  pauseOrders,
  resendReceipt,
  setAcceptingOrders,
  updateLineItemStatus,
  updateOrderStatus,
  useCurrentShop,
  useOrdersPause,
  useShopDetails,
} from '@backoffice/api-client';
import {
  isPaused,
  type LineItem,
  MESSAGES,
  NEXT_LINE_ITEM_STATUS,
  type Order,
  type OrderTargetStatus,
  PAUSE_LABELS,
  PAUSE_OPTIONS,
  type PauseOption,
  pausedLabel,
  SUCCESS_TOAST_MS,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import {
  Alert,
  AreaPage,
  Box,
  Button,
  CurrentShopName,
  cspStyleNonce,
  DeviceAlertControls,
  Dialog,
  Flex,
  Grid,
  HStack,
  Portal,
  PromptDialog,
  Tabs,
  Text,
  useCan,
} from '@backoffice/ui';
import { useSearchParams } from '@backoffice/ui/router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CompletedRangePicker } from './CompletedRangePicker';
import { KitchenDocket, OrderDetail } from './OrderDetail';
import { OrderList } from './OrderList';
import { customerContact, type OrdersTab, readTab, TABS } from './order-view';
import { ORDERS_CSS } from './orders-style';
import { OrderRefundDialogs, REFUND_SECTION, REJECT_SECTION } from './refunds/OrderRefundDialogs';
import { useLiveOrders } from './useLiveOrders';
import { useOrdersView } from './useOrdersView';
import { usePhoneOrderView } from './usePhoneOrderView';

/** Refreshes "now" for the blink every 15 s (the 3-minute window needs no finer clock). */
function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const SHORTCUTS: [string, string][] = [
  ['↑ / ↓', 'Move through the list'],
  ['Enter', 'Open the order'],
  ['A', 'Accept the open order'],
  ['R', 'Reject the open order'],
  ['C', 'Complete the open order'],
  ['?', 'Show this help'],
];

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Live orders (spec 001 §2, issue 11): tabs PENDING and COMPLETED, pushed by the server and refreshed every 60 s,
 * the open order's detail and actions, and the arming that makes sure a new order is heard.
 * URL: `?tab=COMPLETED`, `?order=<id>`, `?section=shortcuts` (the help dialog), `?section=receipt` (send receipt).
 */
export function OrdersPage() {
  const current = useCurrentShop();
  const shopId = current?.shopId;
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const selectedId = params.get('order');
  const helpOpen = params.get('section') === 'shortcuts';
  const canRefund = useCan('orders.refund');
  const receiptOpen = params.get('section') === 'receipt';
  const now = useNow();
  // PENDING: every open order whatever its day; COMPLETED: the picker's range and search (useOrdersView.ts)
  const { pending, completed, shown, completedView, setCompletedView, widen } = useOrdersView(shopId, tab);
  const shop = useShopDetails();
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    void pending.mutate();
    if (tab === 'COMPLETED') void completed.mutate();
  }, [pending, completed, tab]);
  useLiveOrders(shopId, reload);

  const orders = shown.data?.orders ?? [];
  const allKnown = useMemo(
    () => [...(pending.data?.orders ?? []), ...(completed.data?.orders ?? [])],
    [pending.data, completed.data],
  );
  const selected = allKnown.find((order) => order._id === selectedId) ?? null;
  const unseen = (pending.data?.orders ?? []).filter((order) => order.status === 'pending' && !order.seen);

  // The tab's title is the host's ("Orders · {venue}", shell/area-title.ts); its live piece puts the unseen count in
  // front of it. A title set here raced the host's and dropped the venue.

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [setParams],
  );

  // under 600 px the open order is a view of its own, with Back to the list (usePhoneOrderView.ts)
  const phoneView = usePhoneOrderView(selected !== null);
  const open = phoneView.open;

  // An order on screen is opened, however it got there: a click, Enter, or the `?order=` link (a reload, a shared
  // link, a notification). Marking seen here rather than in the click handler covers them all; `seen` is stored on
  // the server so every device stops chiming. One request per order shown (the effect runs again when the data
  // reloads, before the server's answer has arrived); `reload` is read through a ref, as it changes with the data.
  const markedSeen = useRef<string | null>(null);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const selectedUnseenId = selected && !selected.seen ? selected._id : null;
  useEffect(() => {
    if (!selectedUnseenId || markedSeen.current === selectedUnseenId) return;
    markedSeen.current = selectedUnseenId;
    void markOrderSeen(selectedUnseenId).then(
      () => reloadRef.current(),
      () => {
        // toasted; the order opened again later (after another one) is marked again
        markedSeen.current = null;
      },
    );
  }, [selectedUnseenId]);

  // a stable handle for the list's memoised rows: `open` itself changes with the data and the URL
  const openRef = useRef(open);
  openRef.current = open;
  const openStable = useCallback((orderId: string) => openRef.current(orderId), []);

  const changeStatus = useCallback(
    async (order: Order, status: OrderTargetStatus) => {
      setBusy(true);
      try {
        await updateOrderStatus(order._id, status);
        if (status !== 'accepted') setParam('order', null);
      } catch {
        // the toast said why (e.g. another device accepted it first); show what is true now
      } finally {
        setBusy(false);
        widen();
        reload();
      }
    },
    [reload, setParam, widen],
  );

  const toggleLine = useCallback(
    async (order: Order, item: LineItem) => {
      setBusy(true);
      try {
        await updateLineItemStatus(order._id, item._id, NEXT_LINE_ITEM_STATUS[item.status]);
      } catch {
        // toasted
      } finally {
        setBusy(false);
        reload();
      }
    },
    [reload],
  );

  // The shortcuts read what is on screen through a ref updated while the render commits (a layout effect): a key
  // pressed the moment the opened order shows acts on it. A listener re-added by a passive effect could still hold
  // the previous render's "nothing selected" for a moment after the detail painted, and drop the key.
  const shortcuts = useRef({ selected, busy, changeStatus, setParam });
  useLayoutEffect(() => {
    shortcuts.current = { selected, busy, changeStatus, setParam };
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (typingIn(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const { selected, busy, changeStatus, setParam } = shortcuts.current;
      if (event.key === '?') {
        setParam('section', 'shortcuts');
        return;
      }
      if (!selected || busy) return;
      const key = event.key.toLowerCase();
      if (key === 'a' && selected.status === 'pending') void changeStatus(selected, 'accepted');
      // R opens the same reject dialog as the button: reject asks for a reason and refunds (refunds/)
      else if (key === 'r' && selected.status === 'pending') setParam('section', REJECT_SECTION);
      else if (key === 'c' && selected.status === 'accepted') void changeStatus(selected, 'completed');
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // the pause read is fresher (it ends a due pause on the server); the shop's status until it arrives
  const pause = useOrdersPause();
  const accepting = pause.data ? pause.data.accepting : shop.data?.shop.status === 'accepting orders';
  const pausedUntil = pause.data?.pausedUntil && isPaused(pause.data.pausedUntil, new Date(now)) ? pause.data.pausedUntil : null;
  // when the pause's time comes, read again at once (the server resumes the shop) instead of waiting for the poll
  useEffect(() => {
    if (!pausedUntil) return;
    const timer = setTimeout(() => void pause.mutate(), Math.max(0, Date.parse(pausedUntil) - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [pausedUntil, pause]);
  async function toggleAccepting() {
    if (!shopId) return;
    try {
      await setAcceptingOrders(shopId, accepting ? 'stopped' : 'accepting');
    } catch {
      // toasted; the reads below put the switch back where the server says it is
    } finally {
      void shop.mutate();
      void pause.mutate();
    }
  }
  async function pauseFor(until: PauseOption) {
    if (!shopId) return;
    try {
      await pause.mutate(await pauseOrders(shopId, until), { revalidate: false });
    } catch {
      // toasted
    } finally {
      void shop.mutate();
    }
  }
  async function sendReceipt(order: Order, address: string) {
    try {
      await resendReceipt(order._id, address);
      topics.toast.emit({ status: 'success', title: MESSAGES.receiptSent(address), duration: SUCCESS_TOAST_MS });
      setParam('section', null);
    } catch {
      // the API's message is the error toast; the dialog stays open to correct the address
    }
  }

  return (
    <AreaPage
      title="Orders"
      subtitle={<CurrentShopName />}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its orders."
      actions={
        <Button onClick={() => setParam('section', 'shortcuts')} variant="ghost" size="sm" aria-label="Keyboard shortcuts">
          ?
        </Button>
      }
    >
      {/* The page's CSP admits a <style> only with its nonce (shared/static-server). */}
      <style nonce={cspStyleNonce()}>{ORDERS_CSS}</style>
      <Flex gap="3" wrap="wrap" align="center" mb="4" data-testid="orders-status-bar">
        {/* this device's switches (sound and screen, notifications), apart from the shop's switch below */}
        <DeviceAlertControls />
        <HStack gap="2" wrap="wrap" role="group" aria-label="This shop, on every device">
          <Button
            size="sm"
            variant={accepting ? 'solid' : 'outline'}
            colorPalette={accepting ? 'green' : 'gray'}
            role="switch"
            aria-checked={accepting}
            onClick={() => void toggleAccepting()}
            disabled={!shop.data}
          >
            {accepting ? 'Accepting orders' : 'Not accepting orders'}
          </Button>
        </HStack>
        {pausedUntil ? (
          <Text fontWeight="bold" data-testid="pause-label" role="status">
            {pausedLabel(pausedUntil)}
          </Text>
        ) : (
          accepting && (
            <HStack gap="1" role="group" aria-label="Pause until">
              <Text fontSize="sm" aria-hidden="true">
                Pause:
              </Text>
              {PAUSE_OPTIONS.map((option) => (
                <Button
                  key={option}
                  size="xs"
                  variant="outline"
                  onClick={() => void pauseFor(option)}
                  aria-label={`Pause for ${PAUSE_LABELS[option].toLowerCase()}`}
                >
                  {PAUSE_LABELS[option]}
                </Button>
              ))}
            </HStack>
          )
        )}
      </Flex>
      <Tabs.Root value={tab} onValueChange={(details) => setParam('tab', details.value as OrdersTab)}>
        <Tabs.List display={phoneView.detailView ? 'none' : undefined}>
          {TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {name}
              {name === 'PENDING' && unseen.length > 0 ? ` (${unseen.length})` : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* one panel per tab (so each tab controls a real panel); only the open one holds the list and detail */}
        {TABS.map((name) => (
          <Tabs.Content key={name} value={name} p="0">
            {name === tab && name === 'COMPLETED' && phoneView.listShown && (
              <CompletedRangePicker view={completedView} onChange={setCompletedView} now={now} />
            )}
            {name === tab && (
              <Grid templateColumns={{ base: '1fr', md: 'minmax(16rem, 2fr) 3fr' }} gap="4" mt="4">
                <Box hidden={!phoneView.listShown}>
                  {shown.error && !shown.data ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>We could not load the orders.</Alert.Title>
                      <Button size="sm" variant="outline" onClick={reload}>
                        Retry
                      </Button>
                    </Alert.Root>
                  ) : shown.isLoading && !shown.data ? (
                    <Text>Loading orders…</Text>
                  ) : orders.length === 0 ? (
                    <Text data-testid="orders-empty">
                      {tab === 'PENDING'
                        ? 'No pending orders right now.'
                        : completedView.search
                          ? 'No completed orders match this search.'
                          : 'No completed orders yet.'}
                    </Text>
                  ) : (
                    <OrderList orders={orders} selectedId={selectedId} now={now} onOpen={openStable} label={`${tab} orders`} />
                  )}
                </Box>
                <Box ref={phoneView.detailRef} hidden={phoneView.phone && !selected} scrollMarginTop="2">
                  {selected ? (
                    <>
                      {phoneView.phone && (
                        <Button variant="outline" size="sm" mb="3" onClick={phoneView.back}>
                          <span aria-hidden="true">←</span> Back to orders
                        </Button>
                      )}
                      <OrderDetail
                        order={selected}
                        busy={busy}
                        onStatus={(status) =>
                          status === 'rejected' ? setParam('section', REJECT_SECTION) : void changeStatus(selected, status)
                        }
                        {...(canRefund ? { onRefund: () => setParam('section', REFUND_SECTION) } : {})}
                        onLineItem={(item) => void toggleLine(selected, item)}
                        onPrint={() => window.print()}
                        onSendReceipt={() => setParam('section', 'receipt')}
                      />
                      <KitchenDocket order={selected} />
                    </>
                  ) : (
                    <Text color="fg.muted">Select an order to see its details.</Text>
                  )}
                </Box>
              </Grid>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {selected && (
        <PromptDialog
          open={receiptOpen}
          title="Send receipt by email"
          label="Email address"
          defaultValue={customerContact(selected).email ?? ''}
          confirmLabel="Send receipt"
          requiredMessage="Please enter a valid e-mail address"
          validate={(value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'Please enter a valid e-mail address')}
          onSubmit={(address) => sendReceipt(selected, address)}
          onClose={() => setParam('section', null)}
        />
      )}
      {selected && (
        <OrderRefundDialogs
          order={selected}
          // a partial refund is `orders.refund` (staff reject with its refund, but refund nothing afterwards)
          section={!canRefund && params.get('section') === REFUND_SECTION ? null : params.get('section')}
          onClose={() => setParam('section', null)}
          onChanged={(rejected) => {
            // one URL update: the dialog closes and, after a reject, the selection clears (spec 001 §4)
            setParams((previous) => {
              const next = new URLSearchParams(previous);
              next.delete('section');
              if (rejected) next.delete('order');
              return next;
            });
            widen();
            reload();
          }}
        />
      )}
      <Dialog.Root open={helpOpen} onOpenChange={(details) => !details.open && setParam('section', null)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Keyboard shortcuts</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Box as="dl">
                  {SHORTCUTS.map(([keys, what]) => (
                    <Flex key={keys} gap="4">
                      <Box as="dt" minW="5rem" fontWeight="bold">
                        {keys}
                      </Box>
                      <Box as="dd">{what}</Box>
                    </Flex>
                  ))}
                </Box>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Close</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </AreaPage>
  );
}
