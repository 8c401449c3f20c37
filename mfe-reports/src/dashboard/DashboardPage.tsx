import { useCurrentShop } from '@backoffice/api-client';
import { AreaPage, CurrentShopName, Stack } from '@backoffice/ui';
import { PeriodSection } from './period/PeriodSection';
import { TodaySection } from './today/TodaySection';

/**
 * Dashboard: store performance (spec 000 §2). "Today" is the venue's today (Pacific/Auckland); the selected period
 * (presets or a custom range, in the URL) drives the rest. Every call is keyed by the shop, so a shop switch
 * refetches all of it.
 */
export function DashboardPage() {
  const current = useCurrentShop();
  // No early fetch of the charts chunk (apexcharts, the biggest file of the page): it is requested when the spec's
  // 1 s chart delay ends (LazyChart), after the figures are on screen, so it never competes with them.
  return (
    <AreaPage
      title="Dashboard"
      subtitle={<CurrentShopName />}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see how it is doing today."
    >
      <Stack gap="10">
        <TodaySection />
        <PeriodSection />
      </Stack>
    </AreaPage>
  );
}
