import { type ShopRole, TEAM_INVITE_DAYS } from '@backoffice/contracts';
import type { MailMessage } from '../adapters/mail';

/** Always built from PUBLIC_URL (config), never from the request's Host header; the host's route is /invite/:token. */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invite/${encodeURIComponent(token)}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What the role lets the person do, in the words of the team page. */
const ROLE_WORDS: Record<ShopRole, string> = {
  owner: 'as an owner (everything, including payouts and the team)',
  manager: 'as a manager (orders, menu, customers, reports and settings)',
  staff: 'as staff (the orders screen, customers and sold-out items)',
};

export function inviteMailSubject(shopName: string): string {
  return `You're invited to join ${shopName} on Venue Back-office`;
}

export function inviteMail(options: {
  to: string;
  shopName: string;
  inviterName: string;
  role: ShopRole;
  link: string;
}): MailMessage {
  const { to, shopName, inviterName, role, link } = options;
  const who = inviterName || 'The owner';
  const text = [
    'Kia ora,',
    '',
    `${who} invited you to help run ${shopName} on Venue Back-office ${ROLE_WORDS[role]}.`,
    'Accept the invite here (sign up or sign in with this e-mail address):',
    '',
    link,
    '',
    `The link works once and expires in ${TEAM_INVITE_DAYS} days. If you were not expecting it, ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif">
<p>Kia ora,</p>
<p>${escapeHtml(who)} invited you to help run <strong>${escapeHtml(shopName)}</strong> on Venue Back-office ${escapeHtml(ROLE_WORDS[role])}.</p>
<p><a href="${escapeHtml(link)}">Accept the invite</a> (sign up or sign in with this e-mail address)</p>
<p>Or copy this link into your browser: ${escapeHtml(link)}</p>
<p>The link works once and expires in ${TEAM_INVITE_DAYS} days. If you were not expecting it, ignore this e-mail.</p>
</body></html>`;
  return { to, subject: inviteMailSubject(shopName), text, html };
}
