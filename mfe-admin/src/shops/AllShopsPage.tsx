import { useAdminShops } from '@backoffice/api-client';
import { ADMIN_PAGE_SIZE } from '@backoffice/contracts';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * All Shops: search every shop, 15 a page (spec 001 §2).
 * For now it proves the wiring with the total the API reports.
 */
export function AllShopsPage() {
  const { data, error, isLoading, mutate } = useAdminShops({ limit: ADMIN_PAGE_SIZE, skip: 0 });
  return (
    <AreaPage title="All Shops" subtitle={<CurrentShopName />} isLoading={isLoading} error={error} onRetry={() => void mutate()}>
      {data && <KeyFigure label="Shops" value={data.count} />}
    </AreaPage>
  );
}
