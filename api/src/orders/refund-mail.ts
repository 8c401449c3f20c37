import { formatMoney, type Order, populatedOwner, REFUND_MESSAGES } from '@backoffice/contracts';
import type { MailMessage } from '../adapters/mail';
import { escapeHtml } from './receipt';

/** Where the customer reads about their order: their account's e-mail, else what they gave as a guest or for contact. */
export function customerEmail(order: Order): string | null {
  return populatedOwner(order)?.profile.email || order.guestOwner?.email || order.contactTracing?.email || null;
}

/**
 * The customer's e-mail when the venue gives money back: "declined and refunded" for a rejected order (or just
 * "declined" when nothing had been paid), "refunded" for a refund of a completed order; each with the merchant's
 * reason and how the money comes back (to the card, or in cash at the counter).
 */
export function refundMail(
  order: Order,
  shopName: string,
  to: string,
  refund: { amount: number; reason: string; channel: 'provider' | 'counter' | 'none' },
): MailMessage {
  const number = order._id.replace(/-/g, '').slice(-6).toUpperCase();
  const owner = populatedOwner(order);
  const declined = order.status === 'rejected';
  const subject = declined
    ? refund.amount > 0
      ? `Your order #${number} at ${shopName} was declined and refunded`
      : `Your order #${number} at ${shopName} was declined`
    : `${shopName} refunded ${formatMoney(refund.amount)} of your order #${number}`;
  const headline = declined
    ? `Sorry — ${shopName} could not take your order #${number}.`
    : `${shopName} has refunded ${formatMoney(refund.amount)} of your order #${number}.`;
  const how =
    refund.amount <= 0
      ? 'Nothing was charged for this order.'
      : refund.channel === 'counter'
        ? `${REFUND_MESSAGES.cashAtCounter}: ${formatMoney(refund.amount)}.`
        : `${formatMoney(refund.amount)} is on its way back to your card; your bank may take 5–10 days to show it.`;
  const paragraphs = [owner ? `Hi ${owner.name.given},` : 'Hi,', headline, `Reason: ${refund.reason}`, how];
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif">${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('\n')}</body></html>`,
  };
}
