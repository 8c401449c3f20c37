import { formatMoney, LOCALE, type Order, populatedOwner, VENUE_TIME_ZONE } from '@backoffice/contracts';
import type { MailMessage } from '../adapters/mail';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const placedAt = (iso: string) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: VENUE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The receipt of an order (POST /api/orders/:id/resend-receipt): the same content as text and as HTML. */
export function receiptMail(order: Order, shopName: string, to: string): MailMessage {
  const number = order._id.replace(/-/g, '').slice(-6).toUpperCase();
  const owner = populatedOwner(order);
  const lines = order.lineItems.map((item) => {
    const price = item.reward ? 'reward' : formatMoney(item.quantity * item.product.price);
    return { text: `${item.quantity} x ${item.product.name}`, price };
  });
  const discount = order.total - order.totalPayment;
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(order.total)],
    ...(order.promoCode && typeof order.promoCode === 'object'
      ? [[`Voucher ${order.promoCode.code}`, ''] as [string, string]]
      : []),
    ...(discount > 0 ? [['Discounts', `-${formatMoney(discount)}`] as [string, string]] : []),
    ['Total paid', formatMoney(order.totalPayment)],
  ];
  const greeting = owner ? `Hi ${owner.name.given},` : 'Hi,';
  const text = [
    greeting,
    '',
    `Thank you for your order at ${shopName}.`,
    `Order #${number}, placed ${placedAt(order.createdAt)}.`,
    '',
    ...lines.map((line) => `${line.text}  ${line.price}`),
    '',
    ...rows.map(([label, value]) => `${label}${value ? `: ${value}` : ''}`),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for your order at <strong>${escapeHtml(shopName)}</strong>.<br>Order #${number}, placed ${escapeHtml(placedAt(order.createdAt))}.</p>
<table cellpadding="4">${lines.map((line) => `<tr><td>${escapeHtml(line.text)}</td><td align="right">${escapeHtml(line.price)}</td></tr>`).join('')}</table>
<table cellpadding="4">${rows.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(value)}</td></tr>`).join('')}</table>
</body></html>`;
  return { to, subject: `Your receipt from ${shopName} (order #${number})`, text, html };
}
