import { useCurrentShop, useCurrentUser, useShopDetails } from '@backoffice/api-client';
import { can, isAdmin, type Permission, type SettingsSection } from '@backoffice/contracts';
import { AreaPage, CurrentShopName, UrlAccordion, type UrlAccordionItem, useShopRole } from '@backoffice/ui';
import type { ComponentType } from 'react';
import { TableOrdering } from '../table-ordering/TableOrdering';
import { BuzzerSection } from './sections/BuzzerSection';
import { DeliverySection } from './sections/DeliverySection';
import { DetailsSection } from './sections/DetailsSection';
import { LocationSection } from './sections/LocationSection';
import { LoyaltySection } from './sections/LoyaltySection';
import { NotificationsSection } from './sections/NotificationsSection';
import { OpeningHoursSection } from './sections/OpeningHoursSection';
import { OrderingSection } from './sections/OrderingSection';
import { PickupSection } from './sections/PickupSection';
import { PresentationSection } from './sections/PresentationSection';
import { SubscriptionSection } from './sections/SubscriptionSection';
import { TabSection } from './sections/TabSection';
import type { SectionProps } from './sections/types';
import { VerificationSection } from './sections/VerificationSection';

/**
 * Spec 000 §2: the sections in order, with their titles. A section with a `permission` shows only to a role that has
 * it beyond `settings.edit` (the permission table: a manager changes settings but not bank details or the plan).
 */
export const SECTIONS: readonly {
  value: SettingsSection;
  title: string;
  Component: ComponentType<SectionProps>;
  permission?: Permission;
}[] = [
  { value: 'details', title: 'Details', Component: DetailsSection },
  { value: 'location', title: 'Location', Component: LocationSection },
  { value: 'presentation', title: 'Presentation', Component: PresentationSection },
  { value: 'verification', title: 'Verification and bank details', Component: VerificationSection, permission: 'payouts.edit' },
  { value: 'notifications', title: 'Notifications', Component: NotificationsSection },
  { value: 'ordering', title: 'Ordering', Component: OrderingSection },
  { value: 'opening-hours', title: 'Opening hours', Component: OpeningHoursSection },
  { value: 'delivery', title: 'Delivery', Component: DeliverySection },
  { value: 'pickup', title: 'Pick up', Component: PickupSection },
  { value: 'table-ordering', title: 'Table ordering', Component: TableOrderingSection },
  { value: 'buzzer', title: 'Buzzer', Component: BuzzerSection },
  { value: 'tab', title: 'Tab', Component: TabSection },
  { value: 'loyalty', title: 'Loyalty', Component: LoyaltySection },
  { value: 'subscription', title: 'Subscription', Component: SubscriptionSection, permission: 'subscription.manage' },
];

/** The accordion's table-ordering section: the same two tabs as /shop/table-ordering, in `?tab=`. */
function TableOrderingSection(props: SectionProps) {
  return <TableOrdering {...props} param="tab" />;
}

/**
 * /shop/settings (spec 000 §2): the accordion, one section open at a time, `?section=` selects and scrolls to it and
 * follows clicks (UrlAccordion). Each section is its own form on the shop as the API has it now; the key holds the
 * shop id so a shop switch starts every form afresh.
 */
export function SettingsPage() {
  const current = useCurrentShop();
  const admin = isAdmin(useCurrentUser());
  const role = useShopRole();
  const { data, error, isLoading, mutate } = useShopDetails();
  const items: UrlAccordionItem<SettingsSection>[] = data
    ? SECTIONS.filter((section) => !section.permission || can(role, section.permission)).map(({ value, title, Component }) => ({
        value,
        title,
        content: <Component key={data.shop._id} shop={data.shop} stripeAccount={data.stripeAccount} isAdmin={admin} />,
      }))
    : [];
  return (
    <AreaPage
      title="Settings"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to change its settings."
    >
      {data && <UrlAccordion key={data.shop._id} items={items} />}
    </AreaPage>
  );
}
