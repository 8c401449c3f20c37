import { formatMoney, type Order } from '@backoffice/contracts';
import type { MailAdapter, MailMessage } from '../adapters/mail';
import type { Db } from '../db/types';
import { findShop, type ShopRow } from './repo';
import { withSettingsDefaults } from './settings';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const ORDER_TYPE_LABELS: Record<Order['orderType'], string> = { pickup: 'Takeaway', 'dine-in': 'Dine-in', delivery: 'Delivery' };

/** The merchant's "new order" e-mail (spec 000 §2 notifications: the new-order e-mail toggle). Text and HTML alike. */
export function newOrderMail(order: Order, shopName: string, to: string): MailMessage {
  const number = order._id.replace(/-/g, '').slice(-6).toUpperCase();
  const kind = ORDER_TYPE_LABELS[order.orderType] ?? order.orderType;
  const lines = order.lineItems.map((item) => `${item.quantity} x ${item.product.name}`);
  const total = formatMoney(order.totalPayment);
  const text = [`New ${kind} order #${number} at ${shopName}.`, '', ...lines, '', `Total: ${total}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>New ${escapeHtml(kind)} order <strong>#${number}</strong> at <strong>${escapeHtml(shopName)}</strong>.</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Total: ${escapeHtml(total)}</p>
</body></html>`;
  return { to, subject: `New order #${number} at ${shopName}`, text, html };
}

/**
 * Sends the new-order e-mail when the shop's `notificationSettings.newOrder.email` is on: to the shop's contact
 * e-mail, else its owner's. Answers whether a mail went out. Called after the order is stored (intake), so a mail
 * failure never undoes an order.
 */
export async function sendNewOrderMail(
  deps: { db: Db; mail: MailAdapter },
  shopId: string,
  order: Order,
  /** The shop as the caller already read it (the intake, in the order's transaction): no second read. */
  knownShop?: ShopRow,
): Promise<boolean> {
  const shop = knownShop ?? (await findShop(deps.db, shopId));
  if (!shop) return false;
  const settings = withSettingsDefaults(shop.settings);
  if (settings.notificationSettings?.newOrder?.email !== true) return false;
  const to = settings.contact?.email || shop.owner_email;
  await deps.mail.sendMail(newOrderMail(order, shop.name, to));
  return true;
}
