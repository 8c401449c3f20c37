import { eventTopic, resetBus, stateTopic } from './bus';
import { topics, trackLoading } from './topics';

afterEach(() => resetBus());

describe('state topics', () => {
  it('replays the last value to a late subscriber', () => {
    const t = stateTopic<number>('t');
    t.publish(1);
    t.publish(2);
    const seen: number[] = [];
    t.subscribe((v) => seen.push(v));
    expect(seen).toEqual([2]);
    t.publish(3);
    expect(seen).toEqual([2, 3]);
  });

  it('calls nothing on subscribe before the first publish', () => {
    const t = stateTopic<number>('t');
    const seen: number[] = [];
    t.subscribe((v) => seen.push(v));
    expect(seen).toEqual([]);
    expect(t.current()).toBeUndefined();
  });

  it('stops delivering after unsubscribe', () => {
    const t = stateTopic<string>('t');
    const seen: string[] = [];
    const off = t.subscribe((v) => seen.push(v));
    t.publish('a');
    off();
    t.publish('b');
    expect(seen).toEqual(['a']);
  });

  it('keeps delivering to the others when one subscriber throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const t = stateTopic<number>('t');
    const seen: number[] = [];
    t.subscribe(() => {
      throw new Error('broken remote');
    });
    t.subscribe((v) => seen.push(v));
    t.publish(7);
    expect(seen).toEqual([7]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a listener unsubscribe itself during delivery without skipping the next one', () => {
    const t = stateTopic<number>('t');
    const seen: string[] = [];
    const off = t.subscribe(() => {
      seen.push('first');
      off();
    });
    t.subscribe(() => seen.push('second'));
    t.publish(1);
    t.publish(2);
    expect(seen).toEqual(['first', 'second', 'second']);
  });
});

describe('two loaded copies', () => {
  it('share one state through globalThis', () => {
    let copyA: typeof import('./bus') | undefined;
    let copyB: typeof import('./bus') | undefined;
    jest.isolateModules(() => {
      copyA = require('./bus');
    });
    jest.isolateModules(() => {
      copyB = require('./bus');
    });
    expect(copyA).not.toBe(copyB);
    const fromA = copyA!.stateTopic<string>('auth-like');
    const fromB = copyB!.stateTopic<string>('auth-like');
    fromA.publish('token-1');
    expect(fromB.current()).toBe('token-1');
    const seen: string[] = [];
    fromB.subscribe((v) => seen.push(v));
    fromA.publish('token-2');
    expect(seen).toEqual(['token-1', 'token-2']);
  });
});

describe('event topics', () => {
  it('do not replay past events', () => {
    const e = eventTopic<string>('e');
    e.emit('missed');
    const seen: string[] = [];
    e.on((v) => seen.push(v));
    e.emit('heard');
    expect(seen).toEqual(['heard']);
  });
});

describe('trackLoading', () => {
  it('counts calls in flight and returns to zero after success and failure', async () => {
    const counts: number[] = [];
    topics.loading.subscribe((n) => counts.push(n));
    let resolveA: () => void = () => {};
    const a = trackLoading(new Promise<void>((r) => (resolveA = r)));
    const b = trackLoading(Promise.reject(new Error('x'))).catch(() => undefined);
    await b;
    resolveA();
    await a;
    expect(counts).toEqual([1, 2, 1, 0]);
    expect(topics.loading.current()).toBe(0);
  });
});
