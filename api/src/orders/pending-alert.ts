import type { MailAdapter, MailMessage } from '../adapters/mail';
import { repeatEvery } from '../background/every';
import type { Db } from '../db/types';
import { escapeHtml } from './receipt';

/** A pending order still waiting after 5 minutes sends the shop's new-order e-mail, so it reaches someone. */
export const PENDING_ALERT_AFTER_MS = 5 * 60_000;
/** How often the API looks (the mail goes out between 5:00 and 5:30 after the order). */
export const PENDING_ALERT_SWEEP_MS = 30_000;
/** Orders older than this are never mailed about (a first deploy or a long outage must not mail the whole backlog). */
const PENDING_ALERT_MAX_AGE_MS = 24 * 60 * 60_000;

interface ClaimedOrder {
  id: string;
  created_at: Date | string;
  shop_name: string;
  to_email: string | null;
}

function alertMail(order: ClaimedOrder, to: string, publicUrl: string): MailMessage {
  const number = order.id.replace(/-/g, '').slice(-6).toUpperCase();
  const link = `${publicUrl}/shop/orders?order=${encodeURIComponent(order.id)}`;
  const text = [
    `Order #${number} at ${order.shop_name} has been waiting for 5 minutes and is not accepted yet.`,
    '',
    `Open the orders screen to accept or reject it: ${link}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Order <strong>#${number}</strong> at ${escapeHtml(order.shop_name)} has been waiting for 5 minutes and is not accepted yet.</p>
<p><a href="${link}">Open the orders screen</a> to accept or reject it.</p></body></html>`;
  return { to, subject: `New order #${number} is waiting — ${order.shop_name}`, text, html };
}

/**
 * Sends the new-order e-mail for every order pending for 5 minutes or more at a shop whose new-order e-mail
 * notification is on. Each order is claimed (`pending_alert_sent_at`) in the UPDATE that selects it, so concurrent
 * sweeps (several replicas) mail it once. Goes to the shop's contact e-mail, else its owner's. Returns how many were sent.
 */
export async function sendPendingOrderAlerts(deps: { db: Db; mail: MailAdapter; now: Date; publicUrl: string }): Promise<number> {
  const { db, mail, now, publicUrl } = deps;
  const claimed = await db.query<ClaimedOrder>(
    `update orders o set pending_alert_sent_at = $1::timestamptz
     from shops s join users u on u.id = s.owner_id
     where s.id = o.shop_id and o.status = 'pending' and o.pending_alert_sent_at is null
       and o.created_at <= $2::timestamptz and o.created_at > $3::timestamptz
       and s.deleted_at is null
       and coalesce(s.settings #>> '{notificationSettings,newOrder,email}', 'false') = 'true'
     returning o.id, o.created_at, s.name as shop_name,
               coalesce(nullif(s.settings #>> '{contact,email}', ''), u.email) as to_email`,
    [
      now.toISOString(),
      new Date(now.getTime() - PENDING_ALERT_AFTER_MS).toISOString(),
      new Date(now.getTime() - PENDING_ALERT_MAX_AGE_MS).toISOString(),
    ],
  );
  let sent = 0;
  for (const order of claimed) {
    if (!order.to_email) continue;
    await mail.sendMail(alertMail(order, order.to_email, publicUrl));
    sent += 1;
  }
  return sent;
}

/** Runs the sweep every 30 s with the app's clock; stops with the app. A failed sweep is logged, never thrown. */
export function startPendingOrderAlerts(deps: {
  db: Db;
  mail: MailAdapter;
  now: () => Date;
  publicUrl: string;
  log: { error: (obj: unknown, msg: string) => void };
  everyMs?: number;
}): () => void {
  return repeatEvery(deps.everyMs ?? PENDING_ALERT_SWEEP_MS, 'pending order alert sweep', deps.log, () =>
    sendPendingOrderAlerts({ db: deps.db, mail: deps.mail, now: deps.now(), publicUrl: deps.publicUrl }),
  );
}
