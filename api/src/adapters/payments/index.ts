import { localPayments } from './local';
import type { PaymentsAdapter } from './types';

export type { PaymentsAdapter } from './types';

/** Only the local provider exists so far; the Stripe one arrives with the payments issue. */
export function createPaymentsAdapter(): PaymentsAdapter {
  return localPayments();
}
