import { useUsers } from '@backoffice/api-client';
import { ADMIN_PAGE_SIZE } from '@backoffice/contracts';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * All Users: search every user, 15 a page (spec 001 §2).
 * For now it proves the wiring with the total the API reports.
 */
export function AllUsersPage() {
  const { data, error, isLoading, mutate } = useUsers({ limit: ADMIN_PAGE_SIZE, skip: 0 });
  return (
    <AreaPage title="All Users" subtitle={<CurrentShopName />} isLoading={isLoading} error={error} onRetry={() => void mutate()}>
      {data && <KeyFigure label="Users" value={data.count} />}
    </AreaPage>
  );
}
