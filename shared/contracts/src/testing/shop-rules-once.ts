/**
 * "Rules once" for a new shop's name (contracts `shopCreate`, the schema of POST /api/shops): each mistake as it is
 * typed in the host's Add New Shop dialog or onboarding's Venue name, and the one sentence the form and the route
 * both answer with (host/src/shops/ShopSelectionModal.test.tsx, host/src/onboarding/Onboarding.test.tsx and
 * api/src/shops/shops.test.ts read this table).
 */
export interface ShopNameRuleCase {
  name: string;
  typed: string;
  message: string;
  /** Onboarding's Next is disabled under 3 characters (spec 000 §5), so only longer mistakes reach its check. */
  reachesOnboarding: boolean;
}

export const SHOP_NAME_RULE_CASES: readonly ShopNameRuleCase[] = [
  { name: 'a name of spaces', typed: '   ', message: 'Shop name is required', reachesOnboarding: false },
  {
    name: 'a name over 120 characters',
    typed: `${'Harbour '.repeat(15)}x`,
    message: 'Shop name must be at most 120 characters',
    reachesOnboarding: true,
  },
];
