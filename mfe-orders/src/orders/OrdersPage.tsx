import { useCurrentShop, useShopSummary } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Orders: live orders with the PENDING and COMPLETED tabs (spec 001 §2).
 * For now it proves the wiring with one live count from the shop summary.
 */
export function OrdersPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopSummary();
  return (
    <AreaPage
      title="Orders"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its orders."
    >
      {data && <KeyFigure label="Orders" value={data.orders} />}
    </AreaPage>
  );
}
