/**
 * Settings that must never be saved half-valid (spec 000 §2, §4; spec 001 §5): each rule is checked by the section's
 * form (through its schema in entities/shop-settings.ts) and by the API on the settings as any save would leave them
 * (api shops/routes.ts, embed/routes.ts), so a toggle that saves at once cannot get round it either.
 */
import type { HourMinute } from '../entities/common';
import { needsOvernight, SCHEDULE_DAY_LABELS } from './schedule';

export interface SettingsIssue {
  /** Where the issue sits, from the section's root (`['loyalty', 'limit']`). */
  path: (string | number)[];
  message: string;
}

export const LOYALTY_SETTINGS_MESSAGES = {
  limit: 'Points needed for a reward is required (1 or more) while loyalty is on',
  rewardType: 'Choose a reward type while loyalty is on',
  rewardItem: 'Choose the reward item',
  rewardCategories: 'Choose at least one reward category',
  discountPercentage: 'Discount % is required for a discount reward',
  discountAmount: 'Discount is required for a discount reward',
  itemCategories: 'Choose at least one item category for "Item in category"',
} as const;

interface LoyaltyFacts {
  enabled?: boolean | undefined;
  type?: string | undefined;
  limit?: number | undefined;
  itemCategories?: readonly string[] | undefined;
  reward?:
    | {
        type?: string | undefined;
        item?: string | undefined;
        categories?: readonly string[] | undefined;
        discountPercentage?: number | undefined;
        discountAmount?: number | undefined;
      }
    | undefined;
}

/** Loyalty on needs a limit ≥ 1 (a claim would otherwise need "Infinity" points) and a complete reward. */
export function loyaltyIssues(loyalty: LoyaltyFacts | undefined): SettingsIssue[] {
  if (loyalty?.enabled !== true) return [];
  const issues: SettingsIssue[] = [];
  const given = (n: number | undefined) => typeof n === 'number' && Number.isFinite(n);
  if (!(typeof loyalty.limit === 'number' && Number.isInteger(loyalty.limit) && loyalty.limit >= 1))
    issues.push({ path: ['loyalty', 'limit'], message: LOYALTY_SETTINGS_MESSAGES.limit });
  if (loyalty.type === 'item-in-category' && (loyalty.itemCategories?.length ?? 0) === 0)
    issues.push({ path: ['loyalty', 'itemCategories'], message: LOYALTY_SETTINGS_MESSAGES.itemCategories });
  const reward = loyalty.reward;
  switch (reward?.type) {
    case 'free-item':
      if (!reward.item) issues.push({ path: ['loyalty', 'reward', 'item'], message: LOYALTY_SETTINGS_MESSAGES.rewardItem });
      break;
    case 'free-item-on-category':
      if ((reward.categories?.length ?? 0) === 0)
        issues.push({ path: ['loyalty', 'reward', 'categories'], message: LOYALTY_SETTINGS_MESSAGES.rewardCategories });
      break;
    case 'discount-percentage':
      if (!given(reward.discountPercentage))
        issues.push({ path: ['loyalty', 'reward', 'discountPercentage'], message: LOYALTY_SETTINGS_MESSAGES.discountPercentage });
      break;
    case 'discount-amount':
      if (!given(reward.discountAmount))
        issues.push({ path: ['loyalty', 'reward', 'discountAmount'], message: LOYALTY_SETTINGS_MESSAGES.discountAmount });
      break;
    default:
      issues.push({ path: ['loyalty', 'reward', 'type'], message: LOYALTY_SETTINGS_MESSAGES.rewardType });
  }
  return issues;
}

export const overnightMessage = (day: string) =>
  `${(SCHEDULE_DAY_LABELS as Record<string, string>)[day] ?? day}: To must be after From, or tick Overnight for hours that run past midnight`;

/**
 * Opening hours (spec 000 §2: From/To with overnight): a day whose To is not after its From closes the next day, so it
 * needs its overnight flag; "18:00 → 09:00" with overnight off is refused. Only open days count (24/7 has no hours).
 */
export function openingHoursIssues(openingHours: Record<string, unknown> | undefined): SettingsIssue[] {
  if (!openingHours || openingHours.twentyFourSeven === true) return [];
  const days = Array.isArray(openingHours.openingDays) ? (openingHours.openingDays as string[]) : [];
  const issues: SettingsIssue[] = [];
  for (const day of days) {
    const from = openingHours[`${day}From`] as HourMinute | undefined;
    const to = openingHours[`${day}To`] as (HourMinute & { isOvernight?: boolean }) | undefined;
    if (!from || !to) continue;
    if (needsOvernight({ from, to }) && to.isOvernight !== true)
      issues.push({ path: ['openingHours', `${day}To`], message: overnightMessage(day) });
  }
  return issues;
}

export const CUT_OFF_MESSAGES = {
  hour: 'Cut-off hour is required while the cut-off is on',
  minute: 'Cut-off minute is required while the cut-off is on',
} as const;

/** Pick-up cut-off on needs its hour and minute (spec 000 §2), wherever the cut-off applies (future orders). */
export function pickupCutOffIssues(
  pickup:
    | {
        type?: string | undefined;
        futureSettings?: {
          cutOffEnabled?: boolean | undefined;
          cutOffHour?: number | undefined;
          cutOffMinute?: number | undefined;
        };
      }
    | undefined,
): SettingsIssue[] {
  const future = pickup?.futureSettings;
  if (!pickup || pickup.type === undefined || pickup.type === 'same-day' || future?.cutOffEnabled !== true) return [];
  const issues: SettingsIssue[] = [];
  if (typeof future.cutOffHour !== 'number')
    issues.push({ path: ['pickup', 'futureSettings', 'cutOffHour'], message: CUT_OFF_MESSAGES.hour });
  if (typeof future.cutOffMinute !== 'number')
    issues.push({ path: ['pickup', 'futureSettings', 'cutOffMinute'], message: CUT_OFF_MESSAGES.minute });
  return issues;
}

/**
 * Every half-valid state of the settings groups a save touched, checked on the settings as the save would leave them.
 * `touched`: the top-level groups the save sent (only those are judged, so an old stored value elsewhere never blocks
 * an unrelated save).
 */
export function settingsIssues(
  settings: { loyalty?: LoyaltyFacts; openingHours?: Record<string, unknown>; pickup?: Parameters<typeof pickupCutOffIssues>[0] },
  touched: ReadonlySet<string>,
): SettingsIssue[] {
  return [
    ...(touched.has('loyalty') ? loyaltyIssues(settings.loyalty) : []),
    ...(touched.has('openingHours') ? openingHoursIssues(settings.openingHours) : []),
    ...(touched.has('pickup') ? pickupCutOffIssues(settings.pickup) : []),
  ];
}
