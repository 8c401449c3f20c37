import type { OutboxResponse } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLoopbackAddress } from '../../config';
import { notFound } from '../../http/errors';
import { queryOf } from '../../http/validate';
import { readOutbox } from './outbox';

const outboxQuery = z.strictObject({ to: z.string().trim().max(254).optional() });

/**
 * GET /dev/outbox[?to=address] — the local outbox as JSON, newest first: id, to, subject, date, text and the reset
 * link found in the text. For developers and the browser tests; registered only with DEV_OUTBOX (config.ts: never in
 * production, only with a loopback HOST), and answered only on a loopback listener (a request that arrived on any other
 * local address gets 404, as if the route were not there).
 */
export async function devOutboxRoutes(app: FastifyInstance, deps: { outboxDir: string }): Promise<void> {
  app.get('/dev/outbox', { schema: { querystring: outboxQuery } }, async (request): Promise<OutboxResponse> => {
    // inject (tests) has no listener, so no local address
    const local = request.socket.localAddress;
    if (local !== undefined && !isLoopbackAddress(local)) throw notFound();
    const { to } = queryOf(request);
    const mails = await readOutbox(deps.outboxDir);
    const wanted = to?.toLowerCase();
    return { mails: wanted ? mails.filter((mail) => mail.to.toLowerCase().includes(wanted)) : mails };
  });
}
