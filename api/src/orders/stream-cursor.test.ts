import { CURSOR_IDS_LIMIT, formatCursor, parseCursor } from './stream-cursor';

describe('order stream cursor (Last-Event-ID)', () => {
  test.each([
    [10n, [], '10'],
    [10n, [11n, 12n, 13n, 15n, 17n, 18n], '10:11-13,15,17-18'],
    // unsorted, repeated, or at/below the floor: the same cursor
    [10n, [18n, 11n, 9n, 10n, 12n, 12n], '10:11-12,18'],
  ])('floor %s with ids %j is written %s and read back', (floor, ids, text) => {
    expect(formatCursor(floor, ids)).toBe(text);
    expect(parseCursor(text)).toEqual({ floor, ids: [...new Set(ids.filter((id) => id > floor))].sort((a, b) => Number(a - b)) });
  });

  test('a plain decimal id (the older form) is a floor', () => {
    expect(parseCursor(' 42 ')).toEqual({ floor: 42n, ids: [] });
  });

  test.each([
    ['', 'empty'],
    ['abc', 'not a number'],
    ['10:9', 'an id at or below the floor'],
    ['10:12,11', 'ids going back'],
    ['10:13-12', 'a run going back'],
    [`10:11-${11 + CURSOR_IDS_LIMIT}`, 'more ids than any stream sends'],
    [`1:${'2,'.repeat(5000)}3`, 'too long'],
  ])('%j (%s) is not a cursor', (text) => {
    expect(parseCursor(text)).toBeNull();
  });
});
