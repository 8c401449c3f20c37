import { assignStampRefusal } from './loyalty-card';

describe('assignStampRefusal (spec 001 §5: a stamp count at or below the current points cannot be assigned)', () => {
  test.each([
    // current, stamp, limit, refusal reason (null = allowed)
    [0, 1, 8, null],
    [3, 4, 8, null],
    [3, 8, 8, null],
    [3, 3, 8, 'not-above-current'],
    [3, 2, 8, 'not-above-current'],
    [3, 0, 8, 'not-above-current'],
    [8, 8, 8, 'not-above-current'],
    [3, 9, 8, 'above-limit'],
    [3, 50, undefined, null],
  ] as const)('points %i, stamp %i, limit %s → %s', (current, stamp, limit, reason) => {
    expect(assignStampRefusal(current, stamp, limit)?.reason ?? null).toBe(reason);
  });

  test('the message names the points the card holds', () => {
    expect(assignStampRefusal(1, 1, 8)?.message).toBe('This card already has 1 point; choose a stamp above 1.');
    expect(assignStampRefusal(3, 2, 8)?.message).toBe('This card already has 3 points; choose a stamp above 3.');
  });
});
