import { landingRestrictionIssues } from '../entities/embed-key';
import { SETTINGS_SECTION_SCHEMAS } from '../entities/shop-settings';
import {
  CUT_OFF_MESSAGES,
  LOYALTY_SETTINGS_MESSAGES,
  loyaltyIssues,
  openingHoursIssues,
  overnightMessage,
  pickupCutOffIssues,
} from './settings-complete';

describe('loyalty on needs a limit ≥ 1 and a complete reward', () => {
  it.each([
    [{ enabled: false }, []],
    [{ enabled: true, limit: 10, reward: { type: 'free-item', item: 'p1' } }, []],
    [{ enabled: true, reward: { type: 'free-item', item: 'p1' } }, [LOYALTY_SETTINGS_MESSAGES.limit]],
    [{ enabled: true, limit: 0, reward: { type: 'free-item', item: 'p1' } }, [LOYALTY_SETTINGS_MESSAGES.limit]],
    [{ enabled: true, limit: 5 }, [LOYALTY_SETTINGS_MESSAGES.rewardType]],
    [{ enabled: true, limit: 5, reward: { type: 'free-item' } }, [LOYALTY_SETTINGS_MESSAGES.rewardItem]],
    [
      { enabled: true, limit: 5, reward: { type: 'free-item-on-category', categories: [] } },
      [LOYALTY_SETTINGS_MESSAGES.rewardCategories],
    ],
    [{ enabled: true, limit: 5, reward: { type: 'discount-percentage' } }, [LOYALTY_SETTINGS_MESSAGES.discountPercentage]],
    [{ enabled: true, limit: 5, reward: { type: 'discount-amount' } }, [LOYALTY_SETTINGS_MESSAGES.discountAmount]],
    [
      { enabled: true, type: 'item-in-category', limit: 5, reward: { type: 'discount-amount', discountAmount: 2 } },
      [LOYALTY_SETTINGS_MESSAGES.itemCategories],
    ],
  ])('%j → %j', (loyalty, messages) => expect(loyaltyIssues(loyalty).map((i) => i.message)).toEqual(messages));
});

describe('an opening-hours day whose To is not after From needs its overnight flag', () => {
  const hours = (to: object) => ({
    twentyFourSeven: false,
    openingDays: ['friday'],
    fridayFrom: { hour: 18, min: 0 },
    fridayTo: to,
  });
  it.each([
    [{ hour: 9, min: 0 }, [overnightMessage('friday')]],
    [{ hour: 18, min: 0, isOvernight: false }, [overnightMessage('friday')]],
    [{ hour: 9, min: 0, isOvernight: true }, []],
    [{ hour: 23, min: 0 }, []],
  ])('18:00 → %j', (to, messages) => expect(openingHoursIssues(hours(to)).map((i) => i.message)).toEqual(messages));
  it('24/7 and unticked days have no hours to judge', () => {
    expect(openingHoursIssues({ ...hours({ hour: 9, min: 0 }), twentyFourSeven: true })).toEqual([]);
    expect(openingHoursIssues({ ...hours({ hour: 9, min: 0 }), openingDays: [] })).toEqual([]);
  });
  it('the section schema (the form and the API) says it at the day’s To', () => {
    const result = SETTINGS_SECTION_SCHEMAS['opening-hours'].safeParse({ openingHours: hours({ hour: 9, min: 0 }) });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['openingHours.fridayTo', 'Friday: To must be after From, or tick Overnight for hours that run past midnight'],
    ]);
  });
});

it('pick-up cut-off on needs hour and minute (where the cut-off applies: future orders)', () => {
  const pickup = (futureSettings: object, type = 'hybrid') => ({ type, futureSettings });
  expect(pickupCutOffIssues(pickup({ cutOffEnabled: true })).map((i) => i.message)).toEqual([
    CUT_OFF_MESSAGES.hour,
    CUT_OFF_MESSAGES.minute,
  ]);
  expect(pickupCutOffIssues(pickup({ cutOffEnabled: true, cutOffHour: 14 })).map((i) => i.message)).toEqual([
    CUT_OFF_MESSAGES.minute,
  ]);
  expect(pickupCutOffIssues(pickup({ cutOffEnabled: true, cutOffHour: 14, cutOffMinute: 0 }))).toEqual([]);
  expect(pickupCutOffIssues(pickup({ cutOffEnabled: false }))).toEqual([]);
  expect(pickupCutOffIssues(pickup({ cutOffEnabled: true }, 'same-day'))).toEqual([]);
});

it('a landing restriction may be on only with title, question and rejection text', () => {
  expect(landingRestrictionIssues({ enabled: true }).map((i) => [i.field, i.message])).toEqual([
    ['title', 'Title is required'],
    ['question', 'Question is required'],
    ['cancellationText', 'Rejection text is required'],
  ]);
  expect(landingRestrictionIssues({ enabled: true, title: 'Over 18?', question: 'Are you?', cancellationText: 'Sorry' })).toEqual(
    [],
  );
});
