import { useCurrentShop, useShopSummary } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Dashboard: store performance: sales per hour, badges, top products and volume charts (spec 000 §2).
 * For now it proves the wiring with one live count from the shop summary.
 */
export function DashboardPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopSummary();
  return (
    <AreaPage
      title="Dashboard"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see how it is doing today."
    >
      {data && <KeyFigure label="Orders today" value={data.ordersToday} />}
    </AreaPage>
  );
}
