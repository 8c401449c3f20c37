import { isLastOwner, teamDayText } from './team';

const member = (id: string, role: 'owner' | 'manager' | 'staff') => ({ user: { id }, role });

describe('isLastOwner', () => {
  it.each([
    ['the only owner', [member('a', 'owner'), member('b', 'staff')], 'a', true],
    ['one of two owners', [member('a', 'owner'), member('b', 'owner')], 'a', false],
    ['a manager beside one owner', [member('a', 'owner'), member('b', 'manager')], 'b', false],
    ['someone not in the list', [member('a', 'owner')], 'z', false],
  ] as const)('%s → %s', (_name, members, userId, expected) => {
    expect(isLastOwner(members, userId)).toBe(expected);
  });
});

describe('teamDayText', () => {
  it('shows the venue (NZ) calendar day, and nothing for an unreadable date', () => {
    // 11:30 UTC on 27 Nov is 00:30 on 28 Nov in Auckland (NZDT, +13).
    expect(teamDayText('2026-11-27T11:30:00.000Z')).toBe('28 Nov 2026');
    expect(teamDayText('nope')).toBe('');
  });
});
