import type { LineItem, Order, OrderRefund } from '../entities/order';
import { formatMoney } from '../money';

/**
 * One price breakdown of an order, for every place that shows what an order cost: the order detail, the kitchen
 * docket, the receipt e-mail (HTML and text) and the Orders report / CSV. They all render these parts, so a voucher,
 * a surcharge or a delivery fee is never hidden inside another amount, and the parts always add up to what was paid.
 *
 * Amounts are integer cents. The rows' signed amounts add up: subtotal − voucher − loyalty discount + surcharge +
 * delivery fee (+ adjustment) = total paid; refunds come after it.
 */

/** The values chosen for one option of a line, each with its extra per unit (0 = no extra). */
export interface BreakdownOption {
  option: string;
  values: { name: string; extra: number }[];
}

export interface BreakdownLine {
  id: string;
  product: string;
  quantity: number;
  options: BreakdownOption[];
  /** The product's own price per unit (without options). */
  productPrice: number;
  /** Product price + every option's extra, per unit. */
  unitPrice: number;
  /** quantity × unitPrice; 0 for a loyalty reward line (it is given, not sold). */
  lineTotal: number;
  reward: boolean;
  notes?: string;
}

/** The order-level amounts the breakdown needs: an `Order`, or a report row that carries the same fields. */
export interface PricedAmounts {
  /** Sum of the line totals (spec 001 §3 `total`). */
  total: number;
  /** What the customer paid (spec 001 §3 `totalPayment`). */
  totalPayment: number;
  discount?: number | undefined;
  loyaltyDiscount?: number | undefined;
  surcharge?: number | undefined;
  deliveryFee?: number | undefined;
  refunds?: readonly Pick<OrderRefund, 'amount' | 'reason' | 'createdAt'>[] | undefined;
}

export interface AmountsBreakdown {
  subtotal: number;
  /** The voucher and what it took off; null when none was used (or it took nothing off and has no code to show). */
  voucher: { code: string | null; amount: number } | null;
  loyaltyDiscount: number;
  surcharge: number;
  deliveryFee: number;
  /**
   * What the stored parts do not explain (orders stored before the intake kept its parts): shown as its own row so
   * the rows still add up to the total paid. 0 for every order the intake prices.
   */
  adjustment: number;
  /** The voucher's code when known, even when its amount is not (see `adjustment`). */
  voucherCode: string | null;
  totalPaid: number;
  refunds: { amount: number; reason: string; createdAt: string }[];
  /** Sum of the refunds. */
  refunded: number;
  /** totalPaid − refunded: what the shop keeps. */
  netPaid: number;
}

export interface OrderBreakdown extends AmountsBreakdown {
  lines: BreakdownLine[];
}

export type BreakdownRowKey =
  | 'subtotal'
  | 'voucher'
  | 'loyalty'
  | 'surcharge'
  | 'delivery'
  | 'adjustment'
  | 'total'
  | 'refund'
  | 'net';

/** One labelled amount, signed: a discount or a refund is negative. */
export interface BreakdownRow {
  key: BreakdownRowKey;
  /** Unique among the rows (a key for lists): the key, and the refund's place for refunds. */
  id: string;
  label: string;
  amount: number;
}

/** The labels every rendering uses (the merchant's and the customer's words). */
export const BREAKDOWN_LABELS = {
  subtotal: 'Subtotal',
  voucher: (code: string | null) => (code ? `Voucher ${code}` : 'Voucher'),
  loyalty: 'Loyalty discount',
  surcharge: 'Surcharge',
  delivery: 'Delivery fee',
  adjustment: 'Adjustment',
  total: 'Total paid',
  refund: (reason: string) => (reason ? `Refund (${reason})` : 'Refund'),
  net: 'Paid after refunds',
  reward: 'Reward',
} as const;

const nonNegative = (value: number | undefined) => (typeof value === 'number' && value > 0 ? value : 0);

/** A line's chosen options (its `config` snapshot) with each value's extra per unit. */
export function lineOptions(config: LineItem['config']): BreakdownOption[] {
  return (config ?? []).map((entry) => ({
    option: entry.option.name,
    values: (Array.isArray(entry.value) ? entry.value : [entry.value]).map((value) => ({
      name: value.name,
      extra: value.price,
    })),
  }));
}

/** A stored line → its breakdown: the option extras are per unit (an `increase` value counted n times is stored × n). */
export function breakdownLine(item: LineItem): BreakdownLine {
  const options = lineOptions(item.config);
  const extras = options.reduce((sum, option) => sum + option.values.reduce((inner, value) => inner + value.extra, 0), 0);
  const unitPrice = item.product.price + extras;
  const reward = item.reward === true;
  return {
    id: item._id,
    product: item.product.name,
    quantity: item.quantity,
    options,
    productPrice: item.product.price,
    unitPrice,
    lineTotal: reward ? 0 : unitPrice * item.quantity,
    reward,
    ...(item.notes ? { notes: item.notes } : {}),
  };
}

/** The order-level parts, from the stored amounts; `voucherCode` when the voucher is known (populated). */
export function amountsBreakdown(amounts: PricedAmounts, voucherCode: string | null = null): AmountsBreakdown {
  const subtotal = amounts.total;
  const discount = nonNegative(amounts.discount);
  const loyaltyDiscount = nonNegative(amounts.loyaltyDiscount);
  const surcharge = nonNegative(amounts.surcharge);
  const deliveryFee = nonNegative(amounts.deliveryFee);
  const adjustment = amounts.totalPayment - (subtotal - discount - loyaltyDiscount + surcharge + deliveryFee);
  const refunds = (amounts.refunds ?? []).map((refund) => ({
    amount: refund.amount,
    reason: refund.reason,
    createdAt: refund.createdAt,
  }));
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    subtotal,
    // a code that took nothing off is still named; on an order stored without its parts the code is named on the
    // adjustment instead (its amount is somewhere in the difference, we cannot say how much)
    voucher: discount > 0 || (voucherCode && adjustment === 0) ? { code: voucherCode, amount: discount } : null,
    voucherCode,
    loyaltyDiscount,
    surcharge,
    deliveryFee,
    adjustment,
    totalPaid: amounts.totalPayment,
    refunds,
    refunded,
    netPaid: amounts.totalPayment - refunded,
  };
}

/** The voucher's code when the order carries it populated (`promoCode` is an id otherwise). */
export function voucherCodeOf(order: Pick<Order, 'promoCode'>): string | null {
  return order.promoCode && typeof order.promoCode === 'object' ? order.promoCode.code : null;
}

/** A stored order → its price breakdown. Pure: the same order always gives the same parts. */
export function orderBreakdown(order: Order): OrderBreakdown {
  return { lines: order.lineItems.map(breakdownLine), ...amountsBreakdown(order, voucherCodeOf(order)) };
}

/**
 * The labelled rows under the lines, in order. Rows of 0 are left out except the subtotal and the total; the rows
 * before `total` add up to it, the refunds and the net after it.
 */
export function breakdownRows(breakdown: AmountsBreakdown): BreakdownRow[] {
  const rows: Omit<BreakdownRow, 'id'>[] = [{ key: 'subtotal', label: BREAKDOWN_LABELS.subtotal, amount: breakdown.subtotal }];
  if (breakdown.voucher)
    rows.push({ key: 'voucher', label: BREAKDOWN_LABELS.voucher(breakdown.voucher.code), amount: -breakdown.voucher.amount });
  if (breakdown.loyaltyDiscount > 0)
    rows.push({ key: 'loyalty', label: BREAKDOWN_LABELS.loyalty, amount: -breakdown.loyaltyDiscount });
  if (breakdown.surcharge > 0) rows.push({ key: 'surcharge', label: BREAKDOWN_LABELS.surcharge, amount: breakdown.surcharge });
  if (breakdown.deliveryFee > 0) rows.push({ key: 'delivery', label: BREAKDOWN_LABELS.delivery, amount: breakdown.deliveryFee });
  if (breakdown.adjustment !== 0)
    rows.push({
      key: 'adjustment',
      label:
        breakdown.voucherCode && !breakdown.voucher
          ? `${BREAKDOWN_LABELS.adjustment} (voucher ${breakdown.voucherCode})`
          : BREAKDOWN_LABELS.adjustment,
      amount: breakdown.adjustment,
    });
  rows.push({ key: 'total', label: BREAKDOWN_LABELS.total, amount: breakdown.totalPaid });
  for (const refund of breakdown.refunds)
    rows.push({ key: 'refund', label: BREAKDOWN_LABELS.refund(refund.reason), amount: -refund.amount });
  if (breakdown.refunds.length > 0) rows.push({ key: 'net', label: BREAKDOWN_LABELS.net, amount: breakdown.netPaid });
  return rows.map((row, index) => ({ ...row, id: row.key === 'refund' ? `refund-${index}` : row.key }));
}

/** "+NZ$0.80" for an extra, "NZ$0.00"-free: a value without an extra shows its name only. */
export function optionText(option: BreakdownOption): string {
  const values = option.values.map((value) => (value.extra ? `${value.name} +${formatMoney(value.extra)}` : value.name));
  return `${option.option}: ${values.join(', ')}`;
}

/** A line's price as shown beside it: its total, or "Reward" for a loyalty reward line. */
export function linePriceText(line: BreakdownLine): string {
  return line.reward ? BREAKDOWN_LABELS.reward : formatMoney(line.lineTotal);
}

/** A row's amount as shown: "-NZ$2.00" for a discount or refund, "NZ$5.00" otherwise. */
export const rowAmountText = (row: BreakdownRow) => formatMoney(row.amount);

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  cash: 'Cash',
  eftpos: 'EFTPOS',
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
};

/**
 * How the order was paid, in words: "Card", "Cash", "EFTPOS", "Apple Pay"…; an unknown channel method is shown as
 * recorded ("Card (card)" repeated the method when it was the card itself).
 */
export function paymentMethodText(order: Pick<Order, 'transactionResolution' | 'stripeChargeId'>): string {
  const resolution = order.transactionResolution;
  if (resolution?.isCashOrder) return 'Cash';
  const method = resolution?.method?.trim();
  if (method) return PAYMENT_METHOD_LABELS[method.toLowerCase()] ?? method.charAt(0).toUpperCase() + method.slice(1);
  return order.stripeChargeId ? 'Card' : 'Not recorded';
}
