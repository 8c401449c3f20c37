import { useCurrentShop, useCurrentUser, useCustomers, useShopDetails } from '@backoffice/api-client';
import { contactDetailsForm, type User, userFullName } from '@backoffice/contracts';
import {
  Alert,
  AreaPage,
  ContactDetailsForm,
  CurrentShopName,
  Link,
  RolesEditor,
  Separator,
  Stack,
  type UrlTabItem,
  UrlTabs,
} from '@backoffice/ui';
import { Link as RouterLink, useParams } from '@backoffice/ui/router';
import { paths } from '../routes';
import { CustomerOrderHistory } from './CustomerOrderHistory';
import { LoyaltyTab } from './LoyaltyTab';

export type CustomerSection = 'orders' | 'loyalty' | 'contact';

/** Which tabs a person sees (spec 001 §2): Loyalty only when the shop's loyalty is on, Contact Details only for an admin. */
export function customerSections(options: { loyaltyEnabled: boolean; isAdmin: boolean }): CustomerSection[] {
  return [
    'orders',
    ...(options.loyaltyEnabled ? (['loyalty'] as const) : []),
    ...(options.isAdmin ? (['contact'] as const) : []),
  ];
}

/**
 * A customer of the current shop (spec 001 §2): tabs Order History, Loyalty and Contact Details, the open tab in
 * `?section=`. The person comes from the shop's customer list (a merchant may not read accounts directly).
 */
export function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const current = useCurrentShop();
  const me = useCurrentUser();
  const isAdmin = me?.roles.includes('admin') ?? false;
  const shop = useShopDetails();
  const customers = useCustomers('');
  const customer = customers.data?.users.find((user) => user._id === customerId);
  const loyaltyEnabled = shop.data?.shop.loyalty?.enabled === true;

  const saved = (_user: User) => void customers.mutate();
  // a guest has no account: no loyalty card, no contact details or roles to edit, only what they ordered
  const sections = customer?.isGuest ? (['orders'] as CustomerSection[]) : customerSections({ loyaltyEnabled, isAdmin });
  const items: UrlTabItem<CustomerSection>[] = [];
  for (const section of sections) {
    if (section === 'orders')
      items.push({
        value: 'orders',
        label: 'Order History',
        content: (
          <Stack gap="3">
            {isAdmin && (
              <Alert.Root status="info" data-testid="admin-shop-note">
                <Alert.Indicator />
                <Alert.Title>Order history is for the selected shop only.</Alert.Title>
              </Alert.Root>
            )}
            <CustomerOrderHistory customerId={customerId} />
          </Stack>
        ),
      });
    if (section === 'loyalty' && customer)
      items.push({
        value: 'loyalty',
        label: 'Loyalty',
        content: <LoyaltyTab customerId={customerId} limit={shop.data?.shop.loyalty?.limit} />,
      });
    if (section === 'contact' && customer)
      items.push({
        value: 'contact',
        label: 'Contact Details',
        content: (
          <Stack gap="6">
            <ContactDetailsForm
              key={`${customer._id}-${customer.profile.email}`}
              user={customer}
              schema={contactDetailsForm}
              onSaved={saved}
            />
            <Separator />
            <RolesEditor key={customer.roles.join()} user={customer} selfId={me?._id} onSaved={saved} />
          </Stack>
        ),
      });
  }

  return (
    <AreaPage
      title={customer ? userFullName(customer) : 'Customer'}
      subtitle={<CurrentShopName />}
      actions={
        <Link asChild>
          <RouterLink to={paths.customers}>All customers</RouterLink>
        </Link>
      }
      isLoading={customers.isLoading || shop.isLoading}
      error={customers.error}
      onRetry={() => void customers.mutate()}
      isEmpty={!current || (customers.data !== undefined && !customer)}
      emptyTitle={current ? 'Customer not found' : 'Choose a shop'}
      emptyDescription={current ? 'This person has not ordered at this shop.' : 'Choose a shop to see its customers.'}
    >
      <UrlTabs label="Customer" items={items} />
    </AreaPage>
  );
}
