import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '@backoffice/contracts';
import { composeEml } from './compose';
import { parseEml } from './eml';
import type { MailAdapter } from './types';

/** The most mails GET /dev/outbox lists (newest first). */
export const OUTBOX_LIST_LIMIT = 100;

/** `<repo>/.data/outbox/2026-05-01T10-11-12-345Z-1a2b3c4d.eml`: names sort by time. */
function fileName(date: Date): string {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Local mail: every message becomes an `.eml` file in `dir` (open it in any mail client), written to a temporary
 * name and renamed, so a reader never sees half a file.
 */
export function outboxMail(options: { dir: string; from: string; now?: () => Date }): MailAdapter {
  const now = options.now ?? (() => new Date());
  return {
    name: 'outbox',
    async sendMail(message) {
      const date = now();
      const raw = await composeEml(message, options.from, date);
      const target = path.join(options.dir, fileName(date));
      const partial = `${target}.${process.pid}.partial`;
      // the folder is made when a write finds it missing (the first mail, or after someone emptied it), not before
      // every mail: under load each new order sends one, and the mkdir was a syscall per order for nothing
      await writeFile(partial, raw).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(options.dir, { recursive: true });
        await writeFile(partial, raw);
      });
      await rename(partial, target);
    },
  };
}

/** The first /set-new-password link in a text. */
export function findResetLink(text: string): string | null {
  return /https?:\/\/[^\s"<>]+\/set-new-password\?code=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
}

/** The mails in the outbox, newest first (at most `limit`); files that cannot be read are skipped. */
export async function readOutbox(dir: string, limit = OUTBOX_LIST_LIMIT): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  files.sort().reverse();
  const mails: OutboxMail[] = [];
  for (const file of files.slice(0, limit)) {
    try {
      const parsed = parseEml(await readFile(path.join(dir, file), 'utf8'));
      const date = new Date(parsed.headers.get('date') ?? '');
      mails.push({
        id: file.slice(0, -'.eml'.length),
        to: parsed.headers.get('to') ?? '',
        subject: parsed.headers.get('subject') ?? '',
        date: Number.isNaN(date.getTime()) ? '' : date.toISOString(),
        text: parsed.text,
        resetLink: findResetLink(parsed.text),
      });
    } catch {
      // a file removed meanwhile, or not one of ours: leave it out
    }
  }
  return mails;
}
