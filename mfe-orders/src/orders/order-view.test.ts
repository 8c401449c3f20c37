import { orderWhenText, venueClockOn } from './order-view';

// Tuesday 24 November 2026, 11:00 in Auckland (NZDT, UTC+13)
const NOW = Date.parse('2026-11-24T11:00:00+13:00');

describe('venueClockOn: a bare time only for the venue’s today', () => {
  it.each([
    ['later today', '2026-11-24T13:37:00+13:00', '13:37'],
    ['just after midnight today (still the 23rd in UTC)', '2026-11-24T00:10:00+13:00', '00:10'],
    ['yesterday', '2026-11-23T13:37:00+13:00', '23 Nov 13:37'],
    ['weeks ago', '2026-09-22T08:32:00+12:00', '22 Sept 08:32'],
    ['tomorrow (a scheduled pickup)', '2026-11-25T07:15:00+13:00', '25 Nov 07:15'],
  ])('%s', (_case, iso, expected) => {
    expect(venueClockOn(iso, NOW)).toBe(expected);
  });

  it('says when a pickup is due, or when an order without a time was placed', () => {
    expect(orderWhenText({ pickupTime: '2026-09-22T08:32:00+12:00', createdAt: '2026-09-22T08:00:00+12:00' }, NOW)).toBe(
      'Due 22 Sept 08:32',
    );
    expect(orderWhenText({ createdAt: '2026-11-24T08:25:00+13:00' }, NOW)).toBe('Placed 08:25');
  });
});
