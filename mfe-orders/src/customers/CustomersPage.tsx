import { useCurrentShop, useShopSummary } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Customers: the shop's customer list; the detail page comes with its feature.
 * For now it proves the wiring with one live count from the shop summary.
 */
export function CustomersPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopSummary();
  return (
    <AreaPage
      title="Customers"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its customers."
    >
      {data && <KeyFigure label="Customers" value={data.customers} />}
    </AreaPage>
  );
}
