import { useCurrentShop, useShopSummary } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Kiosks: the shop's kiosks and POS terminals; the kiosk settings page comes with its feature.
 * For now it proves the wiring with one live count from the shop summary.
 */
export function KiosksPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopSummary();
  return (
    <AreaPage
      title="Kiosks"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its kiosks."
    >
      {data && <KeyFigure label="Kiosks" value={data.kiosks} />}
    </AreaPage>
  );
}
