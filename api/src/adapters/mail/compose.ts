import nodemailer from 'nodemailer';
import type { MailMessage } from './types';

// A transport that only builds the message (RFC 5322, multipart/alternative), nothing is sent.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/**
 * The raw message as a mail client would receive it. Text parts are base64 so that the outbox reader
 * (`eml.ts`) decodes them exactly, whatever characters or line lengths they hold.
 */
export async function composeEml(message: MailMessage, from: string, date: Date): Promise<Buffer> {
  const info = await composer.sendMail({ from, date, textEncoding: 'base64', ...message });
  return info.message as Buffer;
}
