import type { PaymentAccount, Shop } from '@backoffice/contracts';

export interface SectionProps {
  shop: Shop;
  stripeAccount: PaymentAccount | null;
  /** Admin-only fields (spec 000 §6) are shown to admins only; the API refuses them from anyone else. */
  isAdmin: boolean;
}

export const DISPLAY_PLATFORM_OPTIONS = [
  { value: 'marketplace', label: 'Marketplace' },
  { value: 'embed', label: 'Embed store' },
  { value: 'kiosk', label: 'Kiosk' },
] as const;

export const ORDER_TYPE_OPTIONS = [
  { value: 'pickup', label: 'Takeaway' },
  { value: 'dine-in', label: 'Dine-in' },
  { value: 'delivery', label: 'Delivery' },
] as const;
