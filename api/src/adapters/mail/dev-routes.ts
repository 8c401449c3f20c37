import type { OutboxResponse } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryOf } from '../../http/validate';
import { readOutbox } from './outbox';

const outboxQuery = z.strictObject({ to: z.string().trim().max(254).optional() });

/**
 * GET /dev/outbox[?to=address] — the local outbox as JSON, newest first: id, to, subject, date, text and the reset
 * link found in the text. For developers and the browser tests; registered only when NODE_ENV is not production.
 */
export async function devOutboxRoutes(app: FastifyInstance, deps: { outboxDir: string }): Promise<void> {
  app.get('/dev/outbox', { schema: { querystring: outboxQuery } }, async (request): Promise<OutboxResponse> => {
    const { to } = queryOf(request);
    const mails = await readOutbox(deps.outboxDir);
    const wanted = to?.toLowerCase();
    return { mails: wanted ? mails.filter((mail) => mail.to.toLowerCase().includes(wanted)) : mails };
  });
}
