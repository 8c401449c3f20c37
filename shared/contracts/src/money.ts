/** Spec 000 §1/§9: amounts are integer cents, shown in dollars with 2 decimals and the NZ dollar prefix. */
const dollars = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}NZ$${dollars.format(Math.abs(cents) / 100)}`;
}

/** Dollars typed by a person (e.g. "12.5") to integer cents; rounds to the nearest cent. */
export function dollarsToCents(dollarsValue: number): number {
  return Math.round(dollarsValue * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

export const MONEY_MESSAGES = {
  negative: 'The amount cannot be negative',
  invalid: 'Enter an amount in dollars, e.g. 12.35',
  tooManyDecimals: 'Enter at most 2 decimals',
  tooLarge: 'The amount is too large',
  step: (stepCents: number) => `Enter the amount in steps of ${formatMoney(stepCents)}`,
} as const;

export type MoneyParse = { ok: true; cents: number | null } | { ok: false; message: string };

/** Largest amount a money field accepts (NZ$10,000,000.00): far above any price, still an exact integer. */
export const MAX_MONEY_CENTS = 1_000_000_000;

/**
 * What a person typed in a dollar field → integer cents, by reading the digits as text, never through a float
 * (so "12.35" is 1235 exactly and "0.1" + "0.2" add up to "0.3"). Accepts an optional "NZ$" / "$" prefix,
 * thousands commas and spaces; an empty field is `cents: null`. Refuses negatives, more than 2 decimals, and
 * amounts off the step (`stepCents` 5 for the spec's step 0.05).
 */
export function parseMoneyInput(text: string, { stepCents = 1 }: { stepCents?: number } = {}): MoneyParse {
  const compact = text.replace(/[,\s]/g, '');
  if (compact === '') return { ok: true, cents: null };
  if (/^(-(NZ)?\$?|(NZ)?\$-)/i.test(compact)) return { ok: false, message: MONEY_MESSAGES.negative };
  const trimmed = compact.replace(/^(NZ)?\$/i, '');
  const match = /^\+?(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, message: MONEY_MESSAGES.invalid };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, message: MONEY_MESSAGES.tooManyDecimals };
  if (whole.replace(/^0+/, '').length > 8) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_MONEY_CENTS) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  if (cents % stepCents !== 0) return { ok: false, message: MONEY_MESSAGES.step(stepCents) };
  return { ok: true, cents };
}

/** Integer cents → the dollars a money field shows while editing ("12.30", no prefix, no thousands commas). */
export function centsToDollarText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
