import { splitDays, splitHours } from './range';

describe('splitDays: whole NZ days, and what is left at either edge', () => {
  it.each([
    [
      'a whole NZ week (Mon 30 Mar NZDT → Mon 6 Apr NZST)',
      '2026-03-29T11:00:00.000Z',
      '2026-04-05T12:00:00.000Z',
      [
        '2026-03-30',
        '2026-04-06',
        '2026-03-29T11:00:00.000Z',
        '2026-03-29T11:00:00.000Z',
        '2026-04-05T12:00:00.000Z',
        '2026-04-05T12:00:00.000Z',
      ],
    ],
    [
      'ragged ends',
      '2026-04-03T10:29:59.000Z',
      '2026-04-04T14:45:00.000Z',
      [
        '2026-04-04',
        '2026-04-05',
        '2026-04-03T10:29:59.000Z',
        '2026-04-03T11:00:00.000Z',
        '2026-04-04T11:00:00.000Z',
        '2026-04-04T14:45:00.000Z',
      ],
    ],
    [
      'inside one day: all from the orders',
      '2026-04-04T13:00:00.000Z',
      '2026-04-04T14:45:00.000Z',
      [
        '1970-01-01',
        '1970-01-01',
        '2026-04-04T13:00:00.000Z',
        '2026-04-04T14:45:00.000Z',
        '2026-04-04T14:45:00.000Z',
        '2026-04-04T14:45:00.000Z',
      ],
    ],
  ])('%s', (_label, start, end, expected) => {
    const split = splitDays(start, end);
    expect([split.periodsFrom, split.periodsTo, split.leadFrom, split.leadTo, split.trailFrom, split.trailTo]).toEqual(expected);
  });
});

describe('splitHours', () => {
  it('whole hours inside, partial hours at the edges', () => {
    expect(splitHours('2026-04-04T13:10:00Z', '2026-04-04T16:20:00Z')).toEqual({
      periodsFrom: '2026-04-04T14:00:00.000Z',
      periodsTo: '2026-04-04T16:00:00.000Z',
      leadFrom: '2026-04-04T13:10:00.000Z',
      leadTo: '2026-04-04T14:00:00.000Z',
      trailFrom: '2026-04-04T16:00:00.000Z',
      trailTo: '2026-04-04T16:20:00.000Z',
    });
  });
  it('inside one hour: all from the orders', () => {
    const split = splitHours('2026-04-04T13:10:00Z', '2026-04-04T13:50:00Z');
    expect([split.periodsFrom === split.periodsTo, split.leadFrom, split.leadTo]).toEqual([
      true,
      '2026-04-04T13:10:00.000Z',
      '2026-04-04T13:50:00.000Z',
    ]);
  });
});
