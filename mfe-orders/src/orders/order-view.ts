import {
  formatMoney,
  LOCALE,
  lineOptions,
  ORDER_TABS,
  type Order,
  type OrderStatus,
  optionText,
  populatedOwner,
  VENUE_TIME_ZONE,
} from '@backoffice/contracts';

export type OrdersTab = keyof typeof ORDER_TABS;
export const TABS = ['PENDING', 'COMPLETED'] as const satisfies readonly OrdersTab[];

export function statusesOf(tab: OrdersTab): readonly OrderStatus[] {
  return ORDER_TABS[tab];
}

const time = new Intl.DateTimeFormat(LOCALE, { timeZone: VENUE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: VENUE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 14:30 in the venue's zone. */
export const venueClock = (iso: string | number | Date) => time.format(new Date(iso));

const venueDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const shortDate = new Intl.DateTimeFormat(LOCALE, { timeZone: VENUE_TIME_ZONE, day: 'numeric', month: 'short' });

/**
 * "14:30" on the venue's today, "22 Sept 14:30" on any other day: open orders are never hidden, so an order left open
 * from another day is listed too, and a bare clock time would read as due today.
 */
export function venueClockOn(iso: string | number | Date, now: number): string {
  const at = new Date(iso);
  const clock = time.format(at);
  return venueDay.format(at) === venueDay.format(now) ? clock : `${shortDate.format(at)} ${clock}`;
}

/** The row's time: when a pickup is due, else when the order was placed. */
export const orderWhenText = (order: Pick<Order, 'pickupTime' | 'createdAt'>, now: number) =>
  order.pickupTime ? `Due ${venueClockOn(order.pickupTime, now)}` : `Placed ${venueClockOn(order.createdAt, now)}`;
export const venueDateTime = (iso: string) => dateTime.format(new Date(iso));

/** Who ordered: the account holder, the guest, or the contact-tracing name; never blank. */
export function customerName(order: Order): string {
  const owner = populatedOwner(order);
  if (owner) return `${owner.name.given} ${owner.name.family}`.trim();
  if (order.guestOwner?.name) return order.guestOwner.name;
  if (order.contactTracing?.name) return order.contactTracing.name;
  return order.userType === 'kiosk' ? 'Kiosk customer' : 'Guest';
}

export function customerContact(order: Order): { email?: string; phone?: string } {
  const owner = populatedOwner(order);
  const email = owner?.profile.email ?? order.guestOwner?.email ?? order.contactTracing?.email;
  const phone = owner?.profile.phone ?? order.guestOwner?.phone ?? order.contactTracing?.phone;
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/** "#A1B2C3": short enough to call out at the counter. */
export const orderNumber = (order: Pick<Order, '_id'>) => `#${order._id.replace(/-/g, '').slice(-6).toUpperCase()}`;

export const money = (cents: number) => formatMoney(cents);

export const ORDER_TYPE_LABEL: Record<Order['orderType'], string> = {
  pickup: 'Pickup',
  'dine-in': 'Dine-in',
  delivery: 'Delivery',
};

export const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  completed: 'Completed',
};

/** Option values of a line with their extras, "Milk: Oat +NZ$0.80" — the price breakdown's wording (contracts). */
export function configText(config: Order['lineItems'][number]['config']): string[] {
  return lineOptions(config).map(optionText);
}

/**
 * What each line's own controls name after their verb ("Done …"): the product, and when the order has more than one
 * line of that product, what tells those lines apart — their options without prices (and "reward"), or where even
 * those are the same, the line's place in the order. Two Flat Whites are then "Flat White (Milk: Oat; Size: Large)"
 * and "Flat White (Milk: Full cream; Size: Regular)" instead of two controls a screen reader cannot tell apart.
 * By line id; nothing here depends on a line's status, so a name stays the same when the line is toggled.
 */
export function lineItemNames(items: Order['lineItems']): Map<string, string> {
  const describe = (item: Order['lineItems'][number]) =>
    [
      ...(item.config ?? []).map((entry) => {
        const values = Array.isArray(entry.value) ? entry.value : [entry.value];
        return `${entry.option.name}: ${values.map((value) => value.name).join(', ')}`;
      }),
      ...(item.reward ? ['reward'] : []),
    ].join('; ');
  const count = (list: string[], value: string) => list.filter((other) => other === value).length;
  const products = items.map((item) => item.product.name);
  const descriptions = items.map(describe);
  return new Map(
    items.map((item, index) => {
      const product = item.product.name;
      if (count(products, product) === 1) return [item._id, product];
      const description = descriptions[index] ?? '';
      const sameProduct = descriptions.filter((_, other) => products[other] === product);
      const tellsApart = description !== '' && count(sameProduct, description) === 1;
      return [item._id, `${product} (${tellsApart ? description : `line ${index + 1}`})`];
    }),
  );
}
