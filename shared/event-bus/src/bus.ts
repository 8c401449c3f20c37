/**
 * A tiny typed pub/sub with last-value replay. Its state lives on globalThis under one versioned key, so two
 * copies of this package loaded by mistake (e.g. a remote that failed to share it) still see one bus.
 */
export type Listener<T> = (value: T) => void;

interface TopicState {
  hasValue: boolean;
  value: unknown;
  listeners: Set<Listener<unknown>>;
}

interface BusState {
  topics: Map<string, TopicState>;
}

const GLOBAL_KEY = Symbol.for('@backoffice/event-bus@1');

function state(): BusState {
  const g = globalThis as unknown as Record<symbol, BusState | undefined>;
  let s = g[GLOBAL_KEY];
  if (!s) {
    s = { topics: new Map() };
    g[GLOBAL_KEY] = s;
  }
  return s;
}

function topicState(name: string): TopicState {
  const topics = state().topics;
  let t = topics.get(name);
  if (!t) {
    t = { hasValue: false, value: undefined, listeners: new Set() };
    topics.set(name, t);
  }
  return t;
}

export interface Topic<T> {
  readonly name: string;
  /** Sends a value to every subscriber and keeps it for replay. */
  publish(value: T): void;
  /** Calls `listener` at once with the last value (if any), then on every publish. Returns the unsubscribe. */
  subscribe(listener: Listener<T>): () => void;
  /** The last published value, or undefined when nothing was published yet. */
  current(): T | undefined;
}

export interface EventTopic<T> {
  readonly name: string;
  /** Events are not replayed: a toast or a navigation happens once. */
  emit(value: T): void;
  on(listener: Listener<T>): () => void;
}

function deliver<T>(listeners: Set<Listener<unknown>>, value: T, topic: string) {
  // Copy first: a listener may unsubscribe itself while we iterate.
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch (error) {
      // One broken subscriber (say, a crashed remote) must not stop the others hearing the news.
      console.error(`[event-bus] a subscriber of "${topic}" threw`, error);
    }
  }
}

export function stateTopic<T>(name: string): Topic<T> {
  return {
    name,
    publish(value) {
      const t = topicState(name);
      t.hasValue = true;
      t.value = value;
      deliver(t.listeners, value, name);
    },
    subscribe(listener) {
      const t = topicState(name);
      const l = listener as Listener<unknown>;
      t.listeners.add(l);
      if (t.hasValue) deliver(new Set([l]), t.value, name);
      return () => {
        t.listeners.delete(l);
      };
    },
    current() {
      const t = topicState(name);
      return t.hasValue ? (t.value as T) : undefined;
    },
  };
}

export function eventTopic<T>(name: string): EventTopic<T> {
  return {
    name,
    emit(value) {
      deliver(topicState(name).listeners, value, name);
    },
    on(listener) {
      const t = topicState(name);
      const l = listener as Listener<unknown>;
      t.listeners.add(l);
      return () => {
        t.listeners.delete(l);
      };
    },
  };
}

/** Test helper: forget every value and listener. */
export function resetBus(): void {
  state().topics.clear();
}
