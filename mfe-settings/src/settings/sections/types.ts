import type { PaymentAccount, Shop } from '@backoffice/contracts';

export interface SectionProps {
  shop: Shop;
  stripeAccount: PaymentAccount | null;
  /**
   * Admin-only fields (spec 000 §6, 001 §6): fee %, legacy flag and the surcharge are shown to admins only; display
   * platforms show read-only to anyone else (shared/ui's PlatformCheckboxes). The API refuses them from non-admins.
   */
  isAdmin: boolean;
}

export const ORDER_TYPE_OPTIONS = [
  { value: 'pickup', label: 'Takeaway' },
  { value: 'dine-in', label: 'Dine-in' },
  { value: 'delivery', label: 'Delivery' },
] as const;
