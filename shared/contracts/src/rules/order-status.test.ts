import type { OrderStatus } from '../entities/order';
import { canTransition, isPickupDueSoon, pickupDueText, transitionRefusal } from './order-status';

describe('canTransition (spec 001 §4)', () => {
  it.each<[OrderStatus, OrderStatus, boolean]>([
    ['pending', 'accepted', true],
    ['pending', 'rejected', true],
    ['pending', 'completed', false],
    ['pending', 'pending', false],
    ['accepted', 'completed', true],
    ['accepted', 'rejected', false],
    ['accepted', 'accepted', false],
    ['accepted', 'pending', false],
    ['rejected', 'accepted', false],
    ['rejected', 'completed', false],
    ['completed', 'accepted', false],
    ['completed', 'rejected', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});

describe('transitionRefusal', () => {
  it.each<[OrderStatus, OrderStatus, string]>([
    ['accepted', 'accepted', 'This order was already accepted'],
    ['accepted', 'rejected', 'This order was already accepted'],
    ['rejected', 'rejected', 'This order was already rejected'],
    ['completed', 'accepted', 'This order was already completed'],
    ['pending', 'completed', 'Please accept this order before completing it'],
  ])('%s → %s: %s', (from, to, text) => {
    expect(transitionRefusal(from, to)).toBe(text);
  });
});

describe('isPickupDueSoon (spec 001 §9: 3 minutes)', () => {
  const now = Date.parse('2026-04-13T22:00:00.000Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  it.each([
    ['pickup due in 2 min', { orderType: 'pickup', status: 'pending', pickupTime: at(2) }, true],
    ['pickup due in exactly 3 min', { orderType: 'pickup', status: 'accepted', pickupTime: at(3) }, true],
    ['pickup due in 3 min 1 s', { orderType: 'pickup', status: 'accepted', pickupTime: at(3 + 1 / 60) }, false],
    ['pickup overdue', { orderType: 'pickup', status: 'accepted', pickupTime: at(-10) }, true],
    ['completed pickup', { orderType: 'pickup', status: 'completed', pickupTime: at(1) }, false],
    ['rejected pickup', { orderType: 'pickup', status: 'rejected', pickupTime: at(1) }, false],
    ['delivery', { orderType: 'delivery', status: 'pending', pickupTime: at(1) }, false],
    ['pickup without time', { orderType: 'pickup', status: 'pending' }, false],
  ] as const)('%s → %s', (_label, order, expected) => {
    expect(isPickupDueSoon(order, now)).toBe(expected);
  });
});

describe('pickupDueText: due soon, then overdue by whole minutes', () => {
  const now = Date.parse('2026-04-13T22:00:00.000Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  it.each([
    ['due in 3 min', { orderType: 'pickup', status: 'pending', pickupTime: at(3) }, 'Due soon'],
    ['due this instant', { orderType: 'pickup', status: 'accepted', pickupTime: at(0) }, 'Due soon'],
    ['30 s late', { orderType: 'pickup', status: 'accepted', pickupTime: at(-0.5) }, 'Due now'],
    ['exactly 1 min late', { orderType: 'pickup', status: 'accepted', pickupTime: at(-1) }, 'Overdue 1 min'],
    ['6 min 59 s late', { orderType: 'pickup', status: 'accepted', pickupTime: at(-6 - 59 / 60) }, 'Overdue 6 min'],
    ['59 min late', { orderType: 'pickup', status: 'pending', pickupTime: at(-59) }, 'Overdue 59 min'],
    ['an hour late', { orderType: 'pickup', status: 'pending', pickupTime: at(-60) }, 'Overdue 1 h'],
    ['65 min late', { orderType: 'pickup', status: 'pending', pickupTime: at(-65) }, 'Overdue 1 h 5 min'],
    ['23 h 59 min late', { orderType: 'pickup', status: 'pending', pickupTime: at(-(24 * 60 - 1)) }, 'Overdue 23 h 59 min'],
    ['a day late', { orderType: 'pickup', status: 'pending', pickupTime: at(-24 * 60) }, 'Overdue 1 day'],
    ['62 days late', { orderType: 'pickup', status: 'pending', pickupTime: at(-(62 * 24 * 60 + 90)) }, 'Overdue 62 days'],
    ['due in 10 min', { orderType: 'pickup', status: 'pending', pickupTime: at(10) }, null],
    ['completed, late', { orderType: 'pickup', status: 'completed', pickupTime: at(-6) }, null],
    ['rejected, late', { orderType: 'pickup', status: 'rejected', pickupTime: at(-6) }, null],
    ['delivery, late', { orderType: 'delivery', status: 'accepted', pickupTime: at(-6) }, null],
    ['pickup without time', { orderType: 'pickup', status: 'pending' }, null],
  ] as const)('%s → %s', (_label, order, expected) => {
    expect(pickupDueText(order, now)).toBe(expected);
    expect(pickupDueText(order, new Date(now))).toBe(expected);
  });
});
