import { useCurrentShop, useCurrentUser, useShopDetails } from '@backoffice/api-client';
import { isAdmin } from '@backoffice/contracts';
import { AreaPage, CurrentShopName } from '@backoffice/ui';
import { TableOrdering } from './TableOrdering';

/** /shop/table-ordering (spec 001 §2): the Settings and Tables tabs, the open one in `?section=`. */
export function TableOrderingPage() {
  const current = useCurrentShop();
  const admin = isAdmin(useCurrentUser());
  const { data, error, isLoading, mutate } = useShopDetails();
  return (
    <AreaPage
      title="Table Ordering"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to set up table ordering."
    >
      {data && (
        <TableOrdering key={data.shop._id} shop={data.shop} stripeAccount={data.stripeAccount} isAdmin={admin} param="section" />
      )}
    </AreaPage>
  );
}
