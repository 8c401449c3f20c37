import type { RecordedRequest } from '@backoffice/api-client/testing';

/**
 * The signed-in shell keeps the tab's live order connection open on every page (shared/ui LiveOrders: the stream
 * and the unseen count's read); a test about what a form sends looks at everything else.
 */
export function withoutLiveOrders(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (request) => !(request.method === 'GET' && /^\/api\/shops\/[^/]+\/(order-events|orders)$/.test(request.path)),
  );
}
