import { useCurrentShop, useShopSummary } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Embed Store: domain, layout, QR code and general settings of the embeddable store (spec 001 §2).
 * For now it proves the wiring with one live count from the shop summary.
 */
export function EmbedStorePage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopSummary();
  return (
    <AreaPage
      title="Embed Store"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to configure its embed store."
    >
      {data && <KeyFigure label="Products in your store" value={data.products} />}
    </AreaPage>
  );
}
