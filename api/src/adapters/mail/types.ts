/** One message. `text` and `html` carry the same content; mail clients show whichever they prefer. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How the API sends e-mail. Local default (`outbox.ts`): `.eml` files in an outbox folder that developers and the
 * browser tests read (GET /dev/outbox). With SMTP_URL set (`smtp.ts`): nodemailer over SMTP.
 */
export interface MailAdapter {
  readonly name: 'outbox' | 'smtp';
  sendMail(message: MailMessage): Promise<void>;
}
