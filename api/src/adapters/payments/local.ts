import type { PaymentAccount, Shop } from '@backoffice/contracts';
import type { PaymentsAdapter } from './types';

/**
 * Local stand-in for the provider: `acct_local_<shopId>`, with `currently_due` derived from what the shop has
 * not filled in yet (field names as Stripe uses them), so the verification screen shows both of its states:
 * 'Pending information required' and, once everything is in, 'Your account is verified!'.
 */
export function localPayments(): PaymentsAdapter {
  return {
    name: 'local',
    async getAccount(shop: Shop): Promise<PaymentAccount> {
      const due: string[] = [];
      const bank = shop.transactional?.bank_acn;
      if (!bank?.bank || !bank.branch || !bank.account || !bank.suffix) due.push('external_account');
      if (!shop.address?.formatted_address) due.push('business_profile.address');
      if (!shop.contact?.phone) due.push('business_profile.support_phone');
      return { id: `acct_local_${shop._id}`, requirements: { currently_due: due } };
    },
  };
}
