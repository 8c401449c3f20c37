import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCursor } from '../orders/stream-cursor';
import { DEMO_MERCHANT } from '../seed/demo-data';
import { call, orderableLines, soakOrderBody } from './crash';
import { keepAliveCaller } from './keep-alive-call';

/**
 * Replica loss under load (`pnpm soak --topology`): the production topology (scripts/lib/topology/start.mjs:
 * PostgreSQL primary + standby, three API processes behind HAProxy) takes a mixed workload through the load balancer;
 * mid-run one API is SIGKILLed and restarted, then a second is stopped with SIGTERM. Live-order streams (SSE) are open
 * through the load balancer the whole time and reconnect with their Last-Event-ID when their replica goes. Passes when:
 * - every order answered 2xx is in the database, every acceptance answered 2xx stuck;
 * - every request that failed was retried with its Idempotency-Key and stored once (orders of the soak's guests =
 *   keys that made one, no order claimed by two keys; ten answered keys sent again give their own order back), no
 *   order without lines, the tracked product's stock = start − what stored orders took;
 * - failed requests ≤ requests in flight when the replica was killed (none fail around the graceful stop);
 * - every stream received every event of the shop after it opened: none lost, none twice.
 */

export interface TopologySoakOptions {
  portBase: number;
  /** Requests a second through the load balancer. */
  rate: number;
  /** Length of each phase: before the kill, between the kill and the graceful stop, after it. */
  phaseMs: number;
  streams: number;
  log: (line: string) => void;
}

export interface TopologySoakOutcome {
  problems: string[];
  report: string[];
}

interface ApiHandle {
  index: number;
  kill(signal?: string): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}
interface Topology {
  url: string;
  apiUrls: string[];
  apis: ApiHandle[];
  psql<T = Record<string, unknown>>(sql: string, options?: { on?: 'primary' | 'standby'; params?: unknown[] }): Promise<T[]>;
  stop(): Promise<void>;
}

type Phase = 'before' | 'during' | 'after';

/** Each failed request is retried with backoff (0.1 s doubling to 2 s), about 40 s in all: longer than a restart. */
const RETRIES = 25;
/** The client's own bound: past it, this machine (not the topology) is the bottleneck, so it sheds, and says so. */
const MAX_IN_FLIGHT = 48;
type Route = 'POST /api/shops/:shopId/orders' | 'PUT /api/orders/:id/accepted' | 'GET /api/shops/:shopId/orders';

/** A live-orders client: reads the stream, and on its end reconnects with the last SSE id, as the browser does. */
class StreamClient {
  readonly received: string[] = [];
  start: { floor: bigint; ids: bigint[] } | null = null;
  reconnects = 0;
  /** The longest Last-Event-ID this client sent back (the cursor of orders/stream-cursor.ts; refused past its limit). */
  longestResume = 0;
  /** Each reconnect: the cursor sent, and the first events the new stream gave (to see where a loss happened). */
  readonly resumes: { cursor: string; firstIds: string[] }[] = [];
  private lastId: string | null = null;
  private closed = false;
  private controller: AbortController | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  open(): Promise<void> {
    let ready: () => void = () => {};
    const first = new Promise<void>((resolve) => (ready = resolve));
    this.loop = (async () => {
      while (!this.closed) {
        this.controller = new AbortController();
        try {
          const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
          if (this.lastId) {
            headers['last-event-id'] = this.lastId;
            this.longestResume = Math.max(this.longestResume, this.lastId.length);
            this.resumes.push({ cursor: this.lastId, firstIds: [] });
          }
          const resume = this.resumes.at(-1);
          const response = await fetch(this.url, { headers, signal: this.controller.signal });
          const reader = response.body?.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          while (reader) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              let id: string | null = null;
              let event = '';
              let data = '';
              for (const line of block.split('\n')) {
                if (line.startsWith('id: ')) id = line.slice(4);
                if (line.startsWith('event: ')) event = line.slice(7);
                if (line.startsWith('data: ')) data = line.slice(6);
              }
              if (id !== null) this.lastId = id;
              if (event === 'ready' && !this.start) {
                this.start = parseCursor(id ?? '') ?? { floor: 0n, ids: [] };
                ready();
              }
              if (event === 'order') {
                const eventId = String((JSON.parse(data) as { id: string }).id);
                this.received.push(eventId);
                if (resume && resume.firstIds.length < 5) resume.firstIds.push(eventId);
              }
            }
          }
        } catch {
          // the replica went (or we closed): reconnect below
        }
        if (this.closed) return;
        this.reconnects += 1;
        // the stream's `retry:` hint is 2 s; the soak reconnects sooner so the check does not wait on it
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    return first;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.controller?.abort();
    await this.loop;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function topologySoak(options: TopologySoakOptions): Promise<TopologySoakOutcome> {
  const { log } = options;
  const problems: string[] = [];
  const report: string[] = [];
  const startModule = pathToFileURL(path.resolve(__dirname, '../../../scripts/lib/topology/start.mjs')).href;
  const { startTopology } = (await import(startModule)) as {
    startTopology(options: Record<string, unknown>): Promise<Topology>;
  };
  log(`topology soak: starting PostgreSQL primary + standby, 3 APIs, HAProxy on ${options.portBase}…`);
  const topology = await startTopology({
    portBase: options.portBase,
    apis: 3,
    apps: false,
    build: false,
    log: (line: string) => log(`  ${line}`),
    env: { CLIENT_LIMITS: 'off' },
  });
  const base = `http://127.0.0.1:${new URL(topology.url).port}`;
  // the load's requests (the setup's few go by fetch)
  const lb = keepAliveCaller(base);
  const streams: StreamClient[] = [];
  try {
    // --- the shop, its tracked product, the soak's own guests
    const login = await call(base, 'POST', '/login', {
      body: { username: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
    });
    if (login.status !== 200) throw new Error(`merchant sign-in failed: ${login.status}`);
    const merchant = String(login.json.token);
    const shops = await call(base, 'GET', `/api/users/${String(login.json.userId)}/shops`, { token: merchant });
    const shopId = String(((shops.json.shops ?? []) as { _id: string }[])[0]?._id ?? '');
    // The demo shop keeps its opening hours; the soak runs whenever CI does, so its shop takes orders round the clock
    // (the APIs here run on the real clock: a pinned one would go back in time on each restarted replica).
    await topology.psql(`update shops set settings = settings || $2::jsonb where id = $1`, {
      params: [shopId, JSON.stringify({ openingHours: { twentyFourSeven: true, openingDays: [] } })],
    });
    await call(base, 'PUT', `/api/shops/${shopId}/accepting-orders/accepting`, { token: merchant, body: {} });
    const lines = await orderableLines(base, merchant, shopId);
    const tracked = lines[0];
    if (!tracked) throw new Error('the demo menu has no orderable product');
    const stockStart = 1_000_000;
    await call(base, 'PUT', `/api/products/${tracked.product}`, {
      token: merchant,
      body: { productInfo: { stock: stockStart } },
    });
    const guests: string[] = [];
    const guestIds: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      // straight to an API, as the one-API soak does: a customer-app call the back-office's load balancer does not route
      const guest = await call(topology.apiUrls[0] ?? base, 'POST', '/guests', {
        body: { name: `Soak Guest ${index}`, email: `topology.guest.${index}@example.com`, phone: '021 555 0101' },
      });
      guests.push(String(guest.json.token));
      guestIds.push(String(guest.json.guestId));
    }

    // --- live-order streams through the load balancer (leastconn spreads them over the three replicas)
    const streamUrl = `${base}/api/shops/${shopId}/order-events`;
    for (let index = 0; index < options.streams; index += 1) streams.push(new StreamClient(streamUrl, merchant));
    await Promise.all(streams.map((stream) => stream.open()));

    // --- the load: an open loop at `rate`, each request timed under the phase it started in
    let phase: Phase = 'before';
    const timings = new Map<string, number[]>();
    const time = (route: Route, ms: number, at: Phase) => {
      const key = `${at}\t${route}`;
      const list = timings.get(key) ?? [];
      list.push(ms);
      timings.set(key, list);
    };
    const placed = new Map<string, string>();
    const acceptedOk = new Set<string>();
    const toAccept: string[] = [];
    let inFlight = 0;
    let failed = 0;
    let unanswered = 0;
    /** Why requests failed (a status from the load balancer, or the socket's error), with counts. */
    const failures = new Map<string, number>();
    /** Requests the client did not send because MAX_IN_FLIGHT were open (a machine too busy for the rate). */
    let shed = 0;
    let failedAroundStop = 0;
    let stopping = false;
    const retries: Promise<void>[] = [];
    const bodyFor = (n: number) => soakOrderBody(tracked, lines, n);
    /** One request; a failure (no answer, or the load balancer's 502/503) is retried with the same key until 2xx. */
    const attempt = async (route: Route, send: () => Promise<{ status: number; json: Record<string, unknown> }>) => {
      const at = phase;
      const started = performance.now();
      inFlight += 1;
      if (dying) startedWhileDying += 1;
      try {
        const answer = await send();
        if (answer.status >= 500) throw new Error(`${answer.status}`);
        time(route, performance.now() - started, at);
        return answer;
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : 'error';
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
        if (gracefulStopAt !== null && Date.now() - gracefulStopAt < 10_000) failedAroundStop += 1;
        for (let retry = 0; retry < RETRIES; retry += 1) {
          await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** retry)));
          try {
            const answer = await send();
            if (answer.status < 500) return answer;
          } catch {
            // still failing: once more
          }
        }
        unanswered += 1;
        return null;
      } finally {
        inFlight -= 1;
      }
    };
    let gracefulStopAt: number | null = null;
    // Between the SIGKILL and the process's exit its listening socket can still take a connection the balancer just
    // chose for it (its checks have not failed yet): such a request is in flight on the killed process too.
    let dying = false;
    let startedWhileDying = 0;
    let counter = 0;
    // The mix: 40 % intake, 40 % acceptances, 20 % reads of the pending list. Every order placed is accepted, oldest
    // first, as a venue works them: with fewer acceptances than orders (it was 50 % / 20 %) the pending list only
    // grew, to the list's 1,000-order limit within a minute at the full rate, and every read built that biggest list
    // (the API's and the client's time went into it: a day no venue has). An acceptance with no order waiting is a
    // list read instead.
    const dispatch = () => {
      counter += 1;
      const n = counter;
      const kind = n % 10;
      if (kind < 4) {
        const key = `topology-${n}`;
        const token = guests[n % guests.length] ?? '';
        const body = bodyFor(n);
        return attempt('POST /api/shops/:shopId/orders', () =>
          lb.call('POST', `/api/shops/${shopId}/orders`, { token, body, headers: { 'idempotency-key': key } }),
        ).then((answer) => {
          const order = answer?.json.order as { _id?: string } | undefined;
          if (answer && (answer.status === 201 || answer.status === 200) && order?._id) {
            placed.set(key, order._id);
            toAccept.push(order._id);
          } else if (answer) problems.push(`order ${key}: ${answer.status} ${JSON.stringify(answer.json)}`);
        });
      }
      if (kind < 8 && toAccept.length > 0) {
        const orderId = toAccept.shift() as string;
        return attempt('PUT /api/orders/:id/accepted', () =>
          lb.call('PUT', `/api/orders/${orderId}/accepted`, { token: merchant }),
        ).then((answer) => {
          if (answer?.status === 200) acceptedOk.add(orderId);
        });
      }
      return attempt('GET /api/shops/:shopId/orders', () =>
        lb.call('GET', `/api/shops/${shopId}/orders?status=pending&dateRange=day`, { token: merchant }),
      ).then(() => {});
    };
    const load = (async () => {
      const interval = 1000 / options.rate;
      const begun = performance.now();
      let sent = 0;
      while (!stopping) {
        const due = Math.floor((performance.now() - begun) / interval);
        while (sent < due && !stopping) {
          sent += 1;
          if (inFlight >= MAX_IN_FLIGHT) shed += 1;
          else retries.push(dispatch());
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, interval / 2)));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, options.phaseMs));
    phase = 'during';
    const [killed, drained] = topology.apis;
    if (!killed || !drained) throw new Error('the topology has fewer than two APIs');
    const inFlightAtKill = inFlight;
    log(`  SIGKILL api${killed.index} with ${inFlightAtKill} requests in flight (all replicas)`);
    dying = true;
    await killed.kill('SIGKILL');
    dying = false;
    await killed.restart();
    log(`  api${killed.index} restarted; SIGTERM api${drained.index} in ${Math.round(options.phaseMs / 2)} ms`);
    await new Promise((resolve) => setTimeout(resolve, options.phaseMs / 2));
    gracefulStopAt = Date.now();
    await drained.stop();
    log(`  api${drained.index} stopped gracefully`);
    phase = 'after';
    await new Promise((resolve) => setTimeout(resolve, options.phaseMs));
    stopping = true;
    await load;
    await Promise.all(retries);
    const mayFail = inFlightAtKill + startedWhileDying;
    if (failed > mayFail)
      problems.push(
        `${failed} requests failed; at most the ${inFlightAtKill} in flight at the SIGKILL and the ${startedWhileDying} sent while it was exiting may`,
      );
    if (failedAroundStop > 0) problems.push(`${failedAroundStop} requests failed around the graceful stop`);
    if (failures.size) report.push(`failures: ${[...failures].map(([reason, n]) => `${reason} × ${n}`).join(', ')}`);
    if (unanswered) problems.push(`${unanswered} requests still failed after ${RETRIES} retries`);
    report.push(
      `requests: ${counter} (${shed} not sent: ${MAX_IN_FLIGHT} in flight), failed then retried: ${failed} (in flight at the SIGKILL: ${inFlightAtKill}, sent while it was exiting: ${startedWhileDying})`,
    );

    // --- p50 / p99 per route and phase
    report.push('phase   route                               n      p50 ms   p99 ms');
    for (const at of ['before', 'during', 'after'] as Phase[])
      for (const route of [
        'POST /api/shops/:shopId/orders',
        'PUT /api/orders/:id/accepted',
        'GET /api/shops/:shopId/orders',
      ] as Route[]) {
        const list = (timings.get(`${at}\t${route}`) ?? []).sort((a, b) => a - b);
        report.push(
          `${at.padEnd(8)}${route.padEnd(36)}${String(list.length).padStart(5)}${percentile(list, 50).toFixed(1).padStart(9)}${percentile(list, 99).toFixed(1).padStart(9)}`,
        );
      }

    // --- answered keys sent again (a client that never saw its answer): the same order, not a second one
    for (const [key, orderId] of [...placed].slice(0, 10)) {
      const n = Number(key.slice('topology-'.length));
      const again = await lb.call('POST', `/api/shops/${shopId}/orders`, {
        token: guests[n % guests.length] ?? '',
        body: bodyFor(n),
        headers: { 'idempotency-key': key },
      });
      const order = again.json.order as { _id?: string } | undefined;
      if (again.status !== 200 || order?._id !== orderId)
        problems.push(`${key} sent again gave ${again.status} ${order?._id ?? ''} instead of 200 ${orderId}`);
    }

    // --- the database (the primary)
    const ids = [...placed.values()];
    const [found] = await topology.psql<{ n: number }>('select count(*)::int as n from orders where id = any($1::text[])', {
      params: [ids],
    });
    if (found?.n !== ids.length) problems.push(`${ids.length - (found?.n ?? 0)} orders answered 2xx are missing`);
    const [bare] = await topology.psql<{ n: number }>(
      `select count(*)::int as n from orders o where o.shop_id = $1
         and not exists (select 1 from order_line_items l where l.order_id = o.id)`,
      { params: [shopId] },
    );
    if (bare?.n) problems.push(`${bare.n} orders without their lines`);
    // one order per key: the soak's guests have as many orders as keys that made one, each key one order
    const [total] = await topology.psql<{ orders: number; keys: number; shared: number }>(
      `select (select count(*)::int from orders where guest_owner_id = any($1::text[])) as orders,
              (select count(distinct order_id)::int from idempotency_keys where shop_id = $2 and key like 'topology-%') as keys,
              (select count(*)::int from (select order_id from idempotency_keys where shop_id = $2 and key like 'topology-%'
                 group by order_id having count(*) > 1) s) as shared`,
      { params: [guestIds, shopId] },
    );
    if (!total || total.orders !== total.keys || total.shared > 0 || (unanswered === 0 && total.orders !== placed.size))
      problems.push(
        `${total?.orders} orders of the soak's guests, ${total?.keys} keys that made one (${total?.shared} shared), ${placed.size} answered: a double or lost order`,
      );
    const [notAccepted] = await topology.psql<{ n: number }>(
      `select count(*)::int as n from orders where id = any($1::text[]) and status not in ('accepted', 'completed')`,
      { params: [[...acceptedOk]] },
    );
    if (notAccepted?.n) problems.push(`${notAccepted.n} acceptances answered 200 did not stick`);
    const [stock] = await topology.psql<{ stock: number; taken: number }>(
      `select p.stock, coalesce((select sum(l.quantity)::int from order_line_items l join orders o on o.id = l.order_id
          where l.product_id = p.id and o.id = any($2::text[])), 0) as taken from products p where p.id = $1`,
      { params: [tracked.product, ids] },
    );
    if (!stock || stock.stock !== stockStart - stock.taken)
      problems.push(`stock of the tracked product is ${stock?.stock}; ${stockStart} − ${stock?.taken} expected`);
    report.push(`orders answered: ${placed.size}, acceptances answered: ${acceptedOk.size}`);

    // --- the streams: every event after each one opened, once (late commits settle within the events' sweep)
    const events = (
      await topology.psql<{ id: string }>('select id::text as id from order_events where shop_id = $1', {
        params: [shopId],
      })
    ).map((row) => row.id);
    const expectedFor = (stream: StreamClient) => {
      const start = stream.start ?? { floor: 0n, ids: [] };
      const had = new Set(start.ids.map(String));
      return events.filter((id) => BigInt(id) > start.floor && !had.has(id));
    };
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && streams.some((stream) => stream.received.length < expectedFor(stream).length))
      await new Promise((resolve) => setTimeout(resolve, 250));
    await Promise.all(streams.map((stream) => stream.close()));
    streams.forEach((stream, index) => {
      const expected = expectedFor(stream);
      const got = new Set(stream.received);
      const lost = expected.filter((id) => !got.has(id));
      const doubled = stream.received.length - got.size;
      const stray = [...got].filter((id) => !expected.includes(id));
      if (lost.length)
        problems.push(
          `stream ${index + 1}: ${lost.length} of ${expected.length} events lost (${lost.slice(0, 5).join(', ')}); ${stream.reconnects} reconnects (${stream.resumes.map((resume) => `Last-Event-ID ${resume.cursor} → first events ${resume.firstIds.join(', ')}`).join('; ')})`,
        );
      if (doubled) problems.push(`stream ${index + 1}: ${doubled} events received twice`);
      if (stray.length) problems.push(`stream ${index + 1}: ${stray.length} events it should not have had`);
    });
    const lostIds = [...new Set(streams.flatMap((stream) => expectedFor(stream).filter((id) => !stream.received.includes(id))))];
    if (lostIds.length) {
      const rows = await topology.psql<{ id: string; type: string; age: string }>(
        `select e.id::text as id, e.type, round(extract(epoch from now() - e.created_at))::text as age
         from order_events e where e.id = any($1::bigint[]) order by e.id limit 10`,
        { params: [lostIds] },
      );
      report.push(`lost events: ${rows.map((row) => `${row.id} ${row.type} ${row.age} s ago`).join('; ')}`);
    }
    const reconnected = streams.filter((stream) => stream.reconnects > 0).length;
    report.push(
      `streams: ${streams.length}, ${reconnected} reconnected through the load balancer (longest Last-Event-ID sent: ${Math.max(...streams.map((stream) => stream.longestResume))} characters); ${events.length} events in the shop`,
    );
    if (reconnected === 0) problems.push('no stream was on a replica that went: the streams proved nothing');
    return { problems, report };
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
    lb.close();
    await topology.stop();
  }
}
