import {
  breakdownRows,
  LOCALE,
  linePriceText,
  type Order,
  optionText,
  orderBreakdown,
  paymentMethodText,
  populatedOwner,
  rowAmountText,
  VENUE_TIME_ZONE,
} from '@backoffice/contracts';
import type { MailMessage } from '../adapters/mail';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * A name typed by a merchant, made safe for a mail's subject and text: control characters (a line break would start
 * a new header) become spaces, runs of spaces one, and it is cut to a length a subject line holds. HTML escapes it
 * again on top (escapeHtml).
 */
const NAME_IN_MAIL_MAX = 80;
export function plainName(text: string): string {
  const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  const flat = [...text]
    .map((char) => (isControl(char.codePointAt(0) ?? 0) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > NAME_IN_MAIL_MAX ? `${flat.slice(0, NAME_IN_MAIL_MAX - 1)}…` : flat;
}

const placedAt = (iso: string) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: VENUE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Who asked for a receipt to be sent (the mail says so): the shop's own staff, or platform support (an admin). */
export interface ReceiptRequester {
  name: string;
  role: 'shop' | 'support';
}

function requestedByText(requester: ReceiptRequester, shopName: string): string {
  return requester.role === 'support'
    ? `This receipt was sent on behalf of ${shopName} by platform support (${requester.name}).`
    : `This receipt was sent at the request of ${requester.name} at ${shopName}.`;
}

const NOT_YOURS = 'If you did not place this order, you can ignore this e-mail.';

/**
 * The receipt of an order (POST /api/orders/:id/resend-receipt): one fixed template, the same content as text and as
 * HTML, every amount from the order's price breakdown (contracts `orderBreakdown`), so the lines show their options
 * and extras and a voucher, loyalty discount, surcharge, delivery fee and refund each have their own row. The only
 * merchant-typed text, the shop's name, is flattened (plainName) and HTML-escaped; the mail says who asked for it.
 */
export function receiptMail(order: Order, shopName: string, to: string, requester: ReceiptRequester): MailMessage {
  const shop = plainName(shopName) || 'our venue';
  const asker = { ...requester, name: plainName(requester.name) || (requester.role === 'support' ? 'support' : 'the shop') };
  const number = order._id.replace(/-/g, '').slice(-6).toUpperCase();
  const owner = populatedOwner(order);
  const breakdown = orderBreakdown(order);
  const rows = breakdownRows(breakdown);
  const lines = breakdown.lines.map((line) => ({
    text: `${line.quantity} x ${line.product}`,
    price: linePriceText(line),
    options: line.options.map(optionText),
  }));
  const payment = `Payment: ${paymentMethodText(order)}`;
  const greeting = owner ? `Hi ${plainName(owner.name.given)},` : 'Hi,';
  const thanks = `Thank you for your order at ${shop}.`;
  const placed = `Order #${number}, placed ${placedAt(order.createdAt)}.`;
  const footer = [requestedByText(asker, shop), NOT_YOURS];
  const text = [
    greeting,
    '',
    thanks,
    placed,
    '',
    ...lines.flatMap((line) => [`${line.text}  ${line.price}`, ...line.options.map((option) => `    ${option}`)]),
    '',
    ...rows.map((row) => `${row.label}: ${rowAmountText(row)}`),
    payment,
    '',
    ...footer,
  ].join('\n');
  const cell = (content: string, align: 'left' | 'right' = 'left', bold = false) =>
    `<td${align === 'right' ? ' align="right"' : ''}>${bold ? `<strong>${content}</strong>` : content}</td>`;
  const lineRows = lines
    .map(
      (line) =>
        `<tr>${cell(escapeHtml(line.text))}${cell(escapeHtml(line.price), 'right')}</tr>` +
        line.options.map((option) => `<tr>${cell(`&nbsp;&nbsp;${escapeHtml(option)}`)}<td></td></tr>`).join(''),
    )
    .join('\n');
  const amountRows = rows
    .map(
      (row) =>
        `<tr>${cell(escapeHtml(row.label), 'left', row.key === 'total')}${cell(escapeHtml(rowAmountText(row)), 'right', row.key === 'total')}</tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for your order at <strong>${escapeHtml(shop)}</strong>.<br>${escapeHtml(placed)}</p>
<table cellpadding="4">
${lineRows}
</table>
<table cellpadding="4">
${amountRows}
</table>
<p>${escapeHtml(payment)}</p>
<p style="color:#555;font-size:12px">${footer.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to, subject: `Your receipt from ${shop} (order #${number})`, text, html };
}
