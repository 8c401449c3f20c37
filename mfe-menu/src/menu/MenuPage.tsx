import { useCurrentShop, useShopSummary } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Menu: the menu builder: categories, products, option sets, availability and upsell (spec 001 §2).
 * For now it proves the wiring with one live count from the shop summary.
 */
export function MenuPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopSummary();
  return (
    <AreaPage
      title="Menu"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to build its menu."
    >
      {data && <KeyFigure label="Categories" value={data.categories} />}
    </AreaPage>
  );
}
