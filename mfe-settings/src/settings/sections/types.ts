import type { PaymentAccount, Shop } from '@backoffice/contracts';

export interface SectionProps {
  shop: Shop;
  stripeAccount: PaymentAccount | null;
  /**
   * Admin-only fields (spec 000 §6, 001 §6: a merchant does not see them): fee %, legacy flag, the
   * surcharge and the display platforms of delivery, pickup and dine-in are shown to admins only and sent by admins
   * only. The API refuses them from non-admins.
   */
  isAdmin: boolean;
}

export const ORDER_TYPE_OPTIONS = [
  { value: 'pickup', label: 'Takeaway' },
  { value: 'dine-in', label: 'Dine-in' },
  { value: 'delivery', label: 'Delivery' },
] as const;
