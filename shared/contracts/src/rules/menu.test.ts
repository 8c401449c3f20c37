import {
  endOfVenueDay,
  formatVenueDateTime,
  isAllowedImageUrl,
  isProductAvailable,
  moveItem,
  optionSetProblem,
  productOptionsProblem,
  productOptionsToSave,
  productUnavailableReason,
  toggleDefaultValue,
  venueLocalToIso,
} from './menu';

describe('optionSetProblem (spec 001 §5: min and max required for multi, min ≤ max)', () => {
  it.each([
    [{ type: 'wheel' as const }, null],
    [{ type: 'multi' as const, minSelection: 1, maxSelection: 2 }, null],
    [{ type: 'multi' as const, minSelection: 2, maxSelection: 2 }, null],
    [{ type: 'multi' as const, minSelection: 3, maxSelection: 2 }, 'Minimum selection cannot be more than maximum selection'],
    [{ type: 'multi' as const, maxSelection: 2 }, 'Minimum selection is required'],
    [{ type: 'multi' as const, minSelection: 0, maxSelection: 0 }, 'Maximum selection must be at least 1'],
  ])('%j → %s', (option, problem) => expect(optionSetProblem(option)).toBe(problem));
});

describe('productOptionsToSave (spec 001 §5: only sets with a selected value, only selected values)', () => {
  it('drops unselected values and empty sets', () => {
    expect(
      productOptionsToSave([
        {
          _id: 'milk',
          values: [
            { _id: 'oat', selected: true, default: true },
            { _id: 'soy', selected: false },
          ],
        },
        { _id: 'size', values: [{ _id: 'large' }] },
      ]),
    ).toEqual([{ _id: 'milk', values: [{ _id: 'oat', selected: true, default: true }] }]);
  });
  it.each([
    [
      [
        {
          _id: 'a',
          values: [
            { _id: 'x', default: true },
            { _id: 'y', default: true },
          ],
        },
      ],
      'Each option can have only one default value',
    ],
    [[{ _id: 'a', values: [{ _id: 'x' }, { _id: 'x' }] }], 'An option value is listed twice'],
    [
      [
        { _id: 'a', values: [] },
        { _id: 'a', values: [] },
      ],
      'An option set is listed twice',
    ],
    [[{ _id: 'a', values: [{ _id: 'x', default: true }, { _id: 'y' }] }], null],
  ])('problem of %j → %s', (options, problem) => expect(productOptionsProblem(options)).toBe(problem));
  it('toggleDefaultValue keeps one default per option and selects it', () => {
    const option = {
      _id: 'a',
      values: [
        { _id: 'x', default: true, selected: true },
        { _id: 'y', selected: false },
      ],
    };
    expect(toggleDefaultValue(option, 'y').values).toEqual([
      { _id: 'x', default: false, selected: true },
      { _id: 'y', default: true, selected: true },
    ]);
    expect(toggleDefaultValue(option, 'x').values[0]).toEqual({ _id: 'x', default: false, selected: true });
  });
});

describe('isProductAvailable ("sold out until…" ends by itself)', () => {
  const now = new Date('2026-06-01T00:00:00.000Z');
  it.each([
    ['on sale', { enabled: true }, null],
    ['disabled', { enabled: false }, 'disabled'],
    ['sold out until later', { enabled: true, soldOutUntil: '2026-06-01T00:00:01.000Z' }, 'sold-out'],
    ['sold out until exactly now (back on sale)', { enabled: true, soldOutUntil: '2026-06-01T00:00:00.000Z' }, null],
    ['sold out until earlier', { enabled: true, soldOutUntil: '2026-05-31T00:00:00.000Z' }, null],
    ['not yet available', { enabled: true, availableFrom: '2026-06-02T00:00:00.000Z' }, 'not-yet-available'],
    ['stock 0', { enabled: true, stock: 0 }, 'out-of-stock'],
    ['stock unlimited', { enabled: true, stock: -1 }, null],
  ])('%s', (_label, product, reason) => {
    expect(productUnavailableReason(product, now)).toBe(reason);
    expect(isProductAvailable(product, now)).toBe(reason === null);
  });
});

describe('venue time helpers', () => {
  it.each([
    // 10:00 NZST on 1 June → next NZ midnight is 2 June 00:00 NZST = 1 June 12:00Z
    ['2026-05-31T22:00:00.000Z', '2026-06-01T12:00:00.000Z'],
    // 23:30 NZDT on 4 April 2026, DST ends 5 April: midnight 5 April is still NZDT (+13)
    ['2026-04-04T10:30:00.000Z', '2026-04-04T11:00:00.000Z'],
  ])('endOfVenueDay(%s) = %s', (now, end) => expect(endOfVenueDay(new Date(now))).toBe(end));
  it('formats DD/MM/YYYY at HH:mm in NZ time and reads datetime-local back', () => {
    expect(formatVenueDateTime('2026-05-10T02:00:00.000Z')).toBe('10/05/2026 at 14:00');
    expect(venueLocalToIso('2026-05-10T14:00')).toBe('2026-05-10T02:00:00.000Z');
  });
});

describe('isAllowedImageUrl / moveItem', () => {
  const prefixes = ['/images/', 'https://app.example/images/'];
  it.each([
    ['/images/a.jpg', true],
    ['https://app.example/images/a.jpg', true],
    ['https://evil.example/images/a.jpg', false],
    ['/images/../secret', false],
  ])('%s → %s', (url, ok) => expect(isAllowedImageUrl(url, prefixes)).toBe(ok));
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [0, 5, ['a', 'b', 'c']],
  ])('move %i → %i', (from, to, result) => expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(result));
});
