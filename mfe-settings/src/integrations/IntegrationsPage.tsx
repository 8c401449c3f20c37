import { useCurrentShop, useShopDetails } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/**
 * Integrations: the one third-party integration a shop can connect (spec 001 §2).
 * For now it proves the wiring with one live figure from the shop as the API has it.
 */
export function IntegrationsPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopDetails();
  return (
    <AreaPage
      title="Integrations"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its integrations."
    >
      {data && (
        <KeyFigure
          label="Integrations connected"
          value={data.shop.integrations?.filter((integration) => integration.enabled).length ?? 0}
        />
      )}
    </AreaPage>
  );
}
