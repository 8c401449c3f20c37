import { useCurrentShop, useShopDetails } from '@backoffice/api-client';
import { DEFAULT_PREPARATION_TIME_MINUTES, type Shop } from '@backoffice/contracts';
import { AreaPage, CurrentShopName, KeyFigure } from '@backoffice/ui';

/** Spec 000 §3: a shop that never set it prepares orders in the default 5 minutes. */
function preparationMinutes(shop: Shop): number {
  return shop.orderingPreferences?.preparationTime ?? DEFAULT_PREPARATION_TIME_MINUTES;
}

/**
 * Settings: the settings accordion, one section open at a time (spec 000 §2).
 * For now it proves the wiring with one live figure from the shop as the API has it.
 */
export function SettingsPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useShopDetails();
  return (
    <AreaPage
      title="Settings"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to change its settings."
    >
      {data && <KeyFigure label="Preparation time" value={preparationMinutes(data.shop)} unit="min" />}
    </AreaPage>
  );
}
