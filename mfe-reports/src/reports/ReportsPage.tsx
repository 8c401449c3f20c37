import { useCurrentShop, useShopSummary } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Reports: the report types and their downloads (spec 001).
 * For now it proves the wiring with one live count from the shop summary.
 */
export function ReportsPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopSummary();
  return (
    <AreaPage
      title="Reports"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its reports."
    >
      {data && <KeyFigure label="Orders to date" value={data.orders} />}
    </AreaPage>
  );
}
