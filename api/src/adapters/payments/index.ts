import type { Db } from '../../db/types';
import { localPayments } from './local';
import { stripePayments } from './stripe';
import type { PaymentsAdapter } from './types';

export type { OrderCharge, OrderRefund, PaymentsAdapter } from './types';
export { statementDescriptor } from './types';

/** STRIPE_SECRET_KEY set: Stripe (connected accounts per shop). Otherwise the local provider computed from orders. */
export function createPaymentsAdapter(deps: { db: Db; env?: NodeJS.ProcessEnv }): PaymentsAdapter {
  const secretKey = (deps.env ?? process.env).STRIPE_SECRET_KEY;
  if (secretKey) return stripePayments({ secretKey });
  return localPayments(deps.db);
}
