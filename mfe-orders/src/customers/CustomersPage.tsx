import { useCurrentShop, useCustomers } from '@backoffice/api-client';
import { CUSTOMERS_FETCH_LIMIT, type User, userFullName } from '@backoffice/contracts';
import { AreaPage, CurrentShopName, DataTable, type DataTableColumn, useTableQuery } from '@backoffice/ui';
import { customerPath } from '../routes';

const COLUMNS: readonly DataTableColumn<User>[] = [
  { key: 'name', header: 'Name', cell: (user) => userFullName(user) },
  { key: 'email', header: 'Email', cell: (user) => user.profile.email, hideOnMobile: true },
  { key: 'phone', header: 'Phone', cell: (user) => user.profile.phone ?? '—', hideOnMobile: true },
];

/**
 * Customers (spec 001 §2): the people who ordered at the current shop, searchable by name (700 ms debounce),
 * sorted by first name, up to 1000 (spec 001 §9). Each row opens the customer's page.
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
        searchLabel="Search customers by name"
        searchPlaceholder="Search by name"
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText={state.query.search ? 'No customers match this name' : 'No customers yet'}
      />
    </AreaPage>
  );
}
