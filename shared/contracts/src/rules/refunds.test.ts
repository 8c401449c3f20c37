import {
  REFUND_MESSAGES,
  refundAmountProblem,
  refundableAmount,
  refundChannel,
  refundedAmount,
  refundReason,
  refundReasonProblem,
} from './refunds';

const refund = (amount: number) => ({ amount, reason: 'x', createdAt: '2026-04-13T22:00:00.000Z' });

describe('refund rules', () => {
  it.each([
    [{ totalPayment: 1595, stripeChargeId: 'ch_1' }, 'provider'],
    [{ totalPayment: 1595, stripeChargeId: 'ch_1', transactionResolution: { isCashOrder: true } }, 'counter'],
    [{ totalPayment: 1595, transactionResolution: { method: 'eftpos' } }, 'counter'],
    [{ totalPayment: 0, stripeChargeId: 'ch_1' }, 'none'],
  ] as const)('refundChannel(%j) = %s', (order, channel) => {
    expect(refundChannel(order)).toBe(channel);
  });

  it('what is refunded and what is left', () => {
    expect(refundedAmount({})).toBe(0);
    expect(refundedAmount({ refunds: [refund(500), refund(95)] })).toBe(595);
    expect(refundableAmount({ totalPayment: 1595, refunds: [refund(500), refund(95)] })).toBe(1000);
    expect(refundableAmount({ totalPayment: 500, refunds: [refund(500)] })).toBe(0);
  });

  it.each([
    ['', '', ''],
    ['', ' spilt ', 'spilt'],
    ['Out of stock', '', 'Out of stock'],
    ['Out of stock', ' oat milk ', 'Out of stock: oat milk'],
    ['Other', '', ''],
    ['Other', 'Power cut', 'Power cut'],
  ] as const)('refundReason(%j, %j) = %j', (preset, details, reason) => {
    expect(refundReason(preset, details)).toBe(reason);
  });

  it('a reason is required and short; the amount is whole cents, positive, at most what is left', () => {
    expect(refundReasonProblem('', '  ')).toBe(REFUND_MESSAGES.reasonRequired);
    expect(refundReasonProblem('Other', '')).toBe(REFUND_MESSAGES.reasonRequired);
    expect(refundReasonProblem('', 'x'.repeat(201))).toBe(REFUND_MESSAGES.reasonTooLong);
    expect(refundReasonProblem('Closing soon', '')).toBeNull();
    expect(refundAmountProblem(0, 100)).toBe(REFUND_MESSAGES.amountPositive);
    expect(refundAmountProblem(1.5, 100)).toBe(REFUND_MESSAGES.amountPositive);
    expect(refundAmountProblem(1, 0)).toBe(REFUND_MESSAGES.nothingLeft);
    expect(refundAmountProblem(101, 100)).toBe('You can refund at most NZ$1.00 on this order');
    expect(refundAmountProblem(100, 100)).toBeNull();
  });
});
