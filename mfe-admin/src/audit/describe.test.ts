import type { AdminAuditEntry } from '@backoffice/contracts';
import { describeAuditEntry } from './describe';

const entry = (action: AdminAuditEntry['action'], details: Record<string, unknown>): AdminAuditEntry => ({
  _id: '1',
  at: '2026-05-14T03:04:05.000Z',
  action,
  actor: { _id: 'a', name: 'Alex Morgan', email: 'admin@example.com' },
  shop: { _id: 's1', name: 'Kai Cart' },
  details,
});

it.each([
  [entry('shop.delete', { shopName: 'Kai Cart' }), 'Deleted the venue "Kai Cart"'],
  [
    entry('shop.transfer', {
      shopName: 'Kai Cart',
      from: { _id: 'u1', name: 'Mere Tamihana', email: 'merchant@example.com' },
      to: { _id: 'u2', name: 'Hana Ngata', email: 'hana@example.com' },
    }),
    'Transferred "Kai Cart" from Mere Tamihana (merchant@example.com) to Hana Ngata (hana@example.com)',
  ],
  [
    entry('shop.stripe-location', {
      shopName: 'Kai Cart',
      address: { line1: '1 Quay St', line2: 'Unit 2', city: 'Auckland', postCode: '1010', country: 'NZ' },
    }),
    'Set the payment location of "Kai Cart" to 1 Quay St, Unit 2, Auckland, 1010, NZ',
  ],
  [
    entry('shop.admin-write', { shopName: 'Kai Cart', method: 'PUT', path: '/api/shops/s1', body: {} }),
    'Changed "Kai Cart" in the admin view: PUT /api/shops/s1',
  ],
  [entry('user.roles', { from: ['consumer'], to: ['consumer', 'admin'] }), 'Changed roles from consumer to consumer, admin'],
  [entry('user.roles', { from: [], to: ['merchant'] }), 'Changed roles from none to merchant'],
  [entry('user.clear-cart', { items: 1 }), 'Cleared the cart (1 item)'],
  [entry('user.clear-cart', { items: 3 }), 'Cleared the cart (3 items)'],
  [entry('user.password-reset', { email: 'hana@example.com' }), 'Sent a password reset e-mail to hana@example.com'],
])('%#: %s', (input, expected) => {
  expect(describeAuditEntry(input)).toBe(expected);
});
