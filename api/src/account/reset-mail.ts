import { PASSWORD_RESET_TTL_MINUTES, RESET_CODE_PARAM, ROUTES } from '@backoffice/contracts';
import type { MailMessage } from '../adapters/mail';

/** Always built from PUBLIC_URL (config), never from the request's Host header. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${ROUTES.setNewPassword}?${RESET_CODE_PARAM}=${encodeURIComponent(token)}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const RESET_MAIL_SUBJECT = 'Reset your Venue Back-office password';

export function resetMail(options: { to: string; givenName: string; link: string }): MailMessage {
  const { to, givenName, link } = options;
  const text = [
    `Kia ora ${givenName},`,
    '',
    'Somebody (hopefully you) asked to reset the password of your Venue Back-office account.',
    'Choose a new password here:',
    '',
    link,
    '',
    `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. Using it signs you out everywhere else.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif">
<p>Kia ora ${escapeHtml(givenName)},</p>
<p>Somebody (hopefully you) asked to reset the password of your Venue Back-office account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>Or copy this link into your browser: ${escapeHtml(link)}</p>
<p>The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. Using it signs you out everywhere else.</p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
</body></html>`;
  return { to, subject: RESET_MAIL_SUBJECT, text, html };
}
