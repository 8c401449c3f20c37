import { randomUUID } from 'node:crypto';
import {
  type Balance,
  netVolume,
  PAYOUT_STATUSES,
  type PaymentAccount,
  type Payout,
  type Shop,
  VENUE_TIME_ZONE,
  venueDate,
  venueDayRange,
  venueToday,
} from '@backoffice/contracts';
import { DateTime } from 'luxon';
import type { Db } from '../../db/types';
import { type DayFigures, salesPerVenueDay, salesTotals } from '../../reports/queries';
import { createLocalCheckout } from './local-checkout';
import { localRefundOrder } from './local-refunds';
import { createLocalAccountLink, isLocallyVerified } from './local-verification';
import { type PaymentsAdapter, statementDescriptor } from './types';

/**
 * Local stand-in for the provider, computed from our own orders.
 *
 * Account: `acct_local_<shopId>`, with `currently_due` derived from what the shop has not filled in yet (field
 * names as Stripe uses them), so the verification screen shows both of its states.
 *
 * Money (the issue: "derived from completed orders, platform fee and card fees deducted, daily payouts arriving the
 * next day"):
 * - Only `completed` orders are paid out (contracts `PAYOUT_STATUSES`). An order's money is what the customer paid
 *   (`total_payment`), less the standard card fee of that payment (contracts `cardFee`, per order); the platform
 *   fee is taken once per day: `netVolume(day's gross, shop)` (subscription percent, else feePercent, else 15).
 *   Payout amount of NZ day D = netVolume(gross_D) − card fees_D; no payout for a day that nets ≤ 0.
 * - The payout of NZ day D is `created` when the day closes (D+1 00:00 Pacific/Auckland) and arrives on D+1:
 *   `arrival_date` is midnight UTC of that date, as Stripe reports arrival dates (12:00 or 13:00 NZ the same day).
 *   Status at `now`: before `created` → `pending` (today's, still growing); until `arrival_date` → `in_transit`;
 *   afterwards `paid`.
 * - Balance now: `available` = today's completed orders net of fees (tomorrow's payout), `pending` = today's
 *   accepted orders net of fees (charged, not yet handed over).
 */
export function localPayments(db: Db): PaymentsAdapter {
  const toUnix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

  function payoutOfDay(shop: Shop, day: DayFigures, now: Date): Payout | null {
    const amount = netVolume(day.gross, shop) - day.cardFees;
    if (amount <= 0) return null;
    const created = toUnix(venueDayRange(day.date).end);
    const arrivalDate = DateTime.fromISO(day.date, { zone: 'UTC' }).plus({ days: 1 });
    const arrival = Math.floor(arrivalDate.toMillis() / 1000);
    const nowSeconds = Math.floor(now.getTime() / 1000);
    return {
      id: `po_local_${shop._id.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}_${day.date.replace(/-/g, '')}`,
      amount,
      status: nowSeconds < created ? 'pending' : nowSeconds < arrival ? 'in_transit' : 'paid',
      created,
      arrival_date: arrival,
      statement_descriptor: statementDescriptor(shop.name.normal),
    };
  }

  async function netOf(shop: Shop, statuses: readonly ('accepted' | 'completed')[], now: Date): Promise<number> {
    const totals = await salesTotals(db, shop._id, venueToday(now), statuses);
    return netVolume(totals.gross, shop) - totals.cardFees;
  }

  return {
    name: 'local',

    // No provider: a card payment always succeeds and gets a local id (the charge is the order's totalPayment).
    chargeOrder: async ({ orderId }) => ({ id: `ch_local_${orderId.replace(/-/g, '')}` }),
    // Nothing was taken from anyone, so there is nothing to give back.
    refundCharge: async () => {},
    refundOrder: localRefundOrder,

    createAccountLink: (shop, urls) => createLocalAccountLink(db, shop, urls),

    createSubscriptionCheckout: (request) => createLocalCheckout(db, request),

    retrieveSubscriptionCheckout: async () => null,
    // Nothing to register anywhere: an id of the same shape as the provider's, kept when the shop has one.
    async setLocation(shop) {
      const current = shop.transactional?.stripeLocation;
      return { id: current?.startsWith('tml_local_') ? current : `tml_local_${randomUUID().replace(/-/g, '').slice(0, 24)}` };
    },

    async getAccount(shop: Shop): Promise<PaymentAccount> {
      // Verified through the local verification link (local-verification.ts): nothing is due any more.
      if (await isLocallyVerified(db, shop._id)) return { id: `acct_local_${shop._id}`, requirements: { currently_due: [] } };
      const due: string[] = [];
      const bank = shop.transactional?.bank_acn;
      if (!bank?.bank || !bank.branch || !bank.account || !bank.suffix) due.push('external_account');
      if (!shop.address?.formatted_address) due.push('business_profile.address');
      if (!shop.contact?.phone) due.push('business_profile.support_phone');
      return { id: `acct_local_${shop._id}`, requirements: { currently_due: due } };
    },

    async getBalance(shop: Shop, now: Date): Promise<Balance> {
      const [available, pending] = await Promise.all([netOf(shop, ['completed'], now), netOf(shop, ['accepted'], now)]);
      return { available, pending, currency: 'nzd' };
    },

    async listPayouts(shop: Shop, range: { start: string; end: string }, now: Date): Promise<Payout[]> {
      // A payout is created when its day closes, so the days to read start one NZ day before `start`.
      const dayBefore = DateTime.fromISO(venueDate(range.start), { zone: VENUE_TIME_ZONE }).minus({ days: 1 });
      const days = await salesPerVenueDay(
        db,
        shop._id,
        { start: venueDayRange(dayBefore.toFormat('yyyy-MM-dd')).start, end: range.end },
        PAYOUT_STATUSES,
      );
      const from = toUnix(range.start);
      const to = toUnix(range.end);
      return days
        .map((day) => payoutOfDay(shop, day, now))
        .filter((payout): payout is Payout => payout !== null && payout.created >= from && payout.created < to)
        .sort((a, b) => b.created - a.created);
    },

    async tomorrowPayouts(shop: Shop, now: Date): Promise<Payout[]> {
      // Arriving tomorrow (NZ date) = the payout of today's completed orders.
      const today = venueToday(now);
      const [day] = await salesPerVenueDay(db, shop._id, today, PAYOUT_STATUSES);
      const payout = day ? payoutOfDay(shop, day, now) : null;
      return payout ? [payout] : [];
    },
  };
}
