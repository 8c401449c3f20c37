import nodemailer from 'nodemailer';
import type { MailAdapter } from './types';

/**
 * Real mail over SMTP with nodemailer. `url` is nodemailer's connection URL, e.g.
 * `smtps://user:pass@smtp.example.com:465` or `smtp://smtp.example.com:587` (STARTTLS when offered).
 */
export function smtpMail(options: { url: string; from: string }): MailAdapter {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async sendMail(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
