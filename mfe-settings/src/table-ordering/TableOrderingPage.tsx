import { useCurrentShop, useShopDetails } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Table Ordering: dine-in settings and the tables with their QR codes (spec 001 §2).
 * For now it proves the wiring with one live figure from the shop as the API has it.
 */
export function TableOrderingPage() {
  const current = useCurrentShop();
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
      {data && <KeyFigure label="Tables" value={data.shop.dineIn?.tables?.length ?? 0} />}
    </AreaPage>
  );
}
