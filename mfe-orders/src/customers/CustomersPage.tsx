import { useCurrentShop, useCustomers } from '@backoffice/api-client';
import {
  CUSTOMERS_FETCH_LIMIT,
  type CustomerListItem,
  formatMoney,
  formatVenueDateTime,
  userFullName,
} from '@backoffice/contracts';
import { AreaPage, Badge, CurrentShopName, DataTable, type DataTableColumn, HStack, useTableQuery } from '@backoffice/ui';
import { customerPath } from '../routes';

const COLUMNS: readonly DataTableColumn<CustomerListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (customer) => (
      <HStack gap="2" wrap="wrap">
        <span>{userFullName(customer)}</span>
        {customer.isGuest && (
          <Badge size="sm" colorPalette="gray">
            Guest
          </Badge>
        )}
      </HStack>
    ),
  },
  { key: 'email', header: 'Email', cell: (customer) => customer.profile.email || '—', hideOnMobile: true },
  { key: 'phone', header: 'Phone', cell: (customer) => customer.profile.phone ?? '—', hideOnMobile: true },
  { key: 'visits', header: 'Visits', cell: (customer) => customer.visits, align: 'end', hideOnMobile: true },
  { key: 'spend', header: 'Total spend', cell: (customer) => formatMoney(customer.totalSpend), align: 'end' },
  {
    key: 'last',
    header: 'Last order',
    cell: (customer) => (customer.lastOrderAt ? formatVenueDateTime(customer.lastOrderAt) : '—'),
    hideOnMobile: true,
  },
];

/**
 * Customers (spec 001 §2): the people who ordered at the current shop — guests too, marked Guest — with their
 * visits, total spend and last order; searchable by name, e-mail or phone (700 ms debounce), sorted by first name, up
 * to 1000 (spec 001 §9). Each row opens the customer's page.
 */
export function CustomersPage() {
  const current = useCurrentShop();
  const state = useTableQuery({ pageSize: CUSTOMERS_FETCH_LIMIT });
  const { data, error, isLoading, mutate } = useCustomers(state.query.search);
  return (
    <AreaPage
      title="Customers"
      subtitle={<CurrentShopName />}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its customers."
    >
      <DataTable
        label="Customers"
        columns={COLUMNS}
        rows={data?.users}
        total={data?.count}
        rowKey={(user) => user._id}
        rowHref={(user) => customerPath(user._id)}
        state={state}
        searchLabel="Search customers by name, e-mail or phone"
        searchPlaceholder="Name, e-mail or phone"
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText={state.query.search ? 'No customers match this search' : 'No customers yet'}
      />
    </AreaPage>
  );
}
