import type { Shop, User } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';

/**
 * Test helpers (import from '@backoffice/api-client/testing', never from app code): a fake `fetch` that
 * answers by "METHOD /path" and records what it was asked. jsdom has no fetch, and a table of answers reads
 * better in a test than a chain of mocks.
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A function of the request (for a status, a delay or answers that vary); anything else is a 200 body. */
export type FakeRoute =
  | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>)
  | object
  | string
  | number
  | boolean
  | null;

export interface RecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface FakeApi {
  requests: RecordedRequest[];
  /** Requests to one "METHOD /path". */
  calls(route: string): RecordedRequest[];
  restore(): void;
}

function fakeResponse({ status = 200, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => body } as Response;
}

export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const original = globalThis.fetch;
  const requests: RecordedRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (route === undefined)
      return fakeResponse({ status: 404, body: { message: `No fake for ${request.method} ${request.path}` } });
    if (typeof route === 'function') return fakeResponse(await route(request));
    return fakeResponse({ body: route });
  }) as typeof fetch;
  return {
    requests,
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** A shop that passes the contracts schema, for tests. */
export function testShop(id: string, name: string, extra: Partial<Shop> = {}): Shop {
  return {
    _id: id,
    name: { normal: name },
    status: 'Active',
    type: 'fixed',
    createdAt: '2026-01-05T09:00:00.000Z',
    owner: 'u1',
    ...extra,
  };
}

export function testUser(id = 'u1', extra: Partial<User> = {}): User {
  return {
    _id: id,
    name: { given: 'Aroha', family: 'Ngata' },
    profile: { email: 'aroha@example.co.nz' },
    roles: ['merchant'],
    ...extra,
  };
}

/** Publishes what the host would: a signed-in user and a selected shop. */
export function primeBus({
  token = 'token-1',
  userId = 'u1',
  shop,
}: {
  token?: string;
  userId?: string;
  shop?: Shop | null;
} = {}) {
  topics.auth.publish({ token, userId });
  topics.user.publish(testUser(userId));
  topics.shop.publish(shop ? { shopId: shop._id, shop } : null);
}

/** Two shops with different headline counts, for checking that an area follows a shop switch. */
export const SUMMARY_FIXTURES = {
  'GET /api/shops/s1/summary': {
    orders: 70,
    ordersToday: 7,
    customers: 31,
    categories: 4,
    products: 52,
    promoCodes: 3,
    kiosks: 2,
  },
  'GET /api/shops/s2/summary': {
    orders: 1170,
    ordersToday: 12,
    customers: 131,
    categories: 9,
    products: 152,
    promoCodes: 13,
    kiosks: 5,
  },
} as const;

/** One XMLHttpRequest the code under test opened (image uploads), driven by the test. */
export interface FakeXhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData | undefined;
  sent: boolean;
  aborted: boolean;
  /** Fires `upload.onprogress` with loaded/total bytes. */
  progress(loaded: number, total: number): void;
  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown): void;
  /** A network failure (`onerror`). */
  fail(): void;
}

export interface FakeXhr {
  requests: FakeXhrRequest[];
  restore(): void;
}

/**
 * Replaces XMLHttpRequest (jsdom's would try a real network call) with one the test drives: it records each
 * request and answers only when told to, so progress, errors and time-outs can be played step by step.
 */
export function fakeXhr(): FakeXhr {
  const original = globalThis.XMLHttpRequest;
  const requests: FakeXhrRequest[] = [];
  class Fake {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private readonly record: FakeXhrRequest;
    constructor() {
      const self = this;
      this.record = {
        method: '',
        url: '',
        headers: {},
        body: undefined,
        sent: false,
        aborted: false,
        progress(loaded, total) {
          self.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        },
        respond(status, body) {
          self.status = status;
          self.responseText = JSON.stringify(body);
          self.onload?.();
        },
        fail() {
          self.onerror?.();
        },
      };
      requests.push(this.record);
    }
    open(method: string, url: string) {
      this.record.method = method;
      this.record.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.record.headers[name] = value;
    }
    send(body?: FormData) {
      this.record.body = body;
      this.record.sent = true;
    }
    abort() {
      this.record.aborted = true;
      this.onabort?.();
    }
  }
  globalThis.XMLHttpRequest = Fake as unknown as typeof XMLHttpRequest;
  return {
    requests,
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}

/**
 * A fake `navigator.geolocation` the test drives as a browser would: `fix()` hands every open watch a position,
 * `fail(code)` a GeolocationPositionError (1 denied, 2 unavailable, 3 timeout). Wrap them in act() in React tests.
 * `remove()` makes a browser without geolocation.
 */
export function fakeGeolocation() {
  type Watcher = { success: PositionCallback; error: PositionErrorCallback | null | undefined };
  const watchers = new Map<number, Watcher>();
  let next = 1;
  const calls = { watchPosition: 0, clearWatch: [] as number[], getCurrentPosition: 0 };
  const geolocation = {
    watchPosition(success: PositionCallback, error?: PositionErrorCallback | null) {
      calls.watchPosition += 1;
      const id = next++;
      watchers.set(id, { success, error });
      return id;
    },
    clearWatch(id: number) {
      calls.clearWatch.push(id);
      watchers.delete(id);
    },
    getCurrentPosition() {
      calls.getCurrentPosition += 1;
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    calls,
    /** how many watches are open */
    watching: () => watchers.size,
    fix(latitude: number, longitude: number, accuracy = 12) {
      const position = { coords: { latitude, longitude, accuracy }, timestamp: 0 } as unknown as GeolocationPosition;
      for (const watcher of [...watchers.values()]) watcher.success(position);
    },
    fail(code: 1 | 2 | 3) {
      const error = { code, message: 'fake' } as GeolocationPositionError;
      for (const watcher of [...watchers.values()]) watcher.error?.(error);
    },
    remove() {
      Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    },
  };
}
