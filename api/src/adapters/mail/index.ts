import { outboxMail } from './outbox';
import { smtpMail } from './smtp';
import type { MailAdapter } from './types';

export { findResetLink, readOutbox } from './outbox';
export type { MailAdapter, MailMessage } from './types';

export interface MailConfig {
  /** SMTP_URL: when set, real SMTP. */
  smtpUrl: string | null;
  /** MAIL_OUTBOX_DIR (default `<DATA_DIR>/../outbox`): where the local adapter writes `.eml` files. */
  outboxDir: string;
  /** MAIL_FROM: the sender of every mail. */
  from: string;
}

export function createMailAdapter(config: MailConfig): MailAdapter {
  if (config.smtpUrl) return smtpMail({ url: config.smtpUrl, from: config.from });
  return outboxMail({ dir: config.outboxDir, from: config.from });
}
