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
