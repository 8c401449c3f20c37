import { useUsers } from '@backoffice/api-client';
import { type User, userFullName } from '@backoffice/contracts';
import { AreaPage, DataTable, type DataTableColumn, sortKey, Text, useTableQuery } from '@backoffice/ui';
import { adminUserPath } from '../routes';

const columns: DataTableColumn<User>[] = [
  { key: 'name', header: 'Name', cell: (user) => userFullName(user), sortKey: 'name.given' },
  { key: 'email', header: 'Email', cell: (user) => user.profile.email, sortKey: 'profile.email' },
  { key: 'phone', header: 'Phone', cell: (user) => user.profile.phone ?? '—', hideOnMobile: true },
  {
    key: 'roles',
    header: 'Roles',
    cell: (user) => <Text fontSize="sm">{user.roles.join(', ') || '—'}</Text>,
    hideOnMobile: true,
  },
];

/**
 * All Users (spec 001 §2): a searchable table of every user (name or e-mail), 15 a page, search 700 ms after typing
 * stops and at once on a page change (the kit's useTableQuery); a row opens the user's detail.
 */
export function UsersPage() {
  const table = useTableQuery({ defaultSort: { key: 'createdAt', direction: 'desc' } });
  const { query } = table;
  const { data, error, mutate } = useUsers({
    search: query.search,
    limit: query.pageSize,
    skip: query.skip,
    ...(query.sort ? { sort: sortKey(query.sort) } : {}),
  });
  return (
    <AreaPage title="All Users">
      <DataTable
        label="Users"
        columns={columns}
        rows={data?.users}
        total={data?.count}
        rowKey={(user) => user._id}
        rowHref={(user) => adminUserPath(user._id)}
        state={table}
        searchLabel="Search users by name or e-mail"
        searchPlaceholder="Name or e-mail"
        error={error}
        onRetry={() => void mutate()}
        emptyText="No users found"
      />
    </AreaPage>
  );
}
