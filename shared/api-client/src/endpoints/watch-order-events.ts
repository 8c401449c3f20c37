import { topics } from '@backoffice/event-bus';

/** One frame of GET /api/shops/:shopId/order-events (api/ROUTES.md; docs/decisions/015-live-orders-events-and-customers.md). */
export interface OrderStreamEvent {
  id: string;
  type: 'order.created' | 'order.status' | 'order.updated';
  orderId: string;
  status: string | null;
  createdAt: string;
}

export interface OrderEventsHandlers {
  onEvent(event: OrderStreamEvent): void;
  /** true once the stream is open, false while it is down (and being retried). */
  onConnection(connected: boolean): void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 10_000;

interface Frame {
  id?: string;
  event?: string;
  data: string;
  retry?: number;
}

/** Splits SSE text into frames (the parts of the format our API sends: id, event, data, retry, comments). */
export function parseFrames(text: string): { frames: Frame[]; rest: string } {
  const frames: Frame[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const frame: Frame = { data: '' };
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') frame.id = value;
      else if (field === 'event') frame.event = value;
      else if (field === 'data') frame.data = frame.data ? `${frame.data}\n${value}` : value;
      else if (field === 'retry' && /^\d+$/.test(value)) frame.retry = Number(value);
    }
    frames.push(frame);
  }
  return { frames, rest };
}

/**
 * Live order events of a shop, read with fetch so the bearer token travels in the Authorization header (EventSource
 * can only put it in the URL, where it would land in logs). Reconnects by itself with `Last-Event-ID`, so nothing
 * is lost across a drop; the delay grows from 1 s to 10 s while the API stays away. Returns `stop`.
 */
export function watchOrderEvents(shopId: string, handlers: OrderEventsHandlers): () => void {
  let stopped = false;
  let lastEventId: string | null = null;
  let controller: AbortController | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function connectOnce(): Promise<void> {
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = topics.auth.current()?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(`/api/shops/${encodeURIComponent(shopId)}/order-events`, {
      headers,
      signal: controller.signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) throw new Error(`order events: HTTP ${response.status}`);
    handlers.onConnection(true);
    retryMs = FIRST_RETRY_MS;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const { frames, rest } = parseFrames(buffer);
      buffer = rest;
      for (const frame of frames) {
        if (frame.id !== undefined) lastEventId = frame.id;
        if (frame.event !== 'order' || !frame.data) continue;
        try {
          handlers.onEvent(JSON.parse(frame.data) as OrderStreamEvent);
        } catch {
          // a frame we cannot read is skipped; the 60 s refresh still brings the order
        }
      }
    }
  }

  function loop(): void {
    if (stopped) return;
    connectOnce()
      .catch(() => undefined)
      .finally(() => {
        if (stopped) return;
        handlers.onConnection(false);
        timer = setTimeout(loop, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
  }

  loop();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
