import { useCurrentShop, useShopSummary } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Voucher Manager: the promo code table and the Generate Code editor (spec 001 §2).
 * For now it proves the wiring with one live count from the shop summary.
 */
export function VoucherManagerPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopSummary();
  return (
    <AreaPage
      title="Voucher Manager"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to manage its vouchers."
    >
      {data && <KeyFigure label="Promo codes" value={data.promoCodes} />}
    </AreaPage>
  );
}
