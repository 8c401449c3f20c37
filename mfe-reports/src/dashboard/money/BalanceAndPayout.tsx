import { useBalanceReport, useTomorrowPayoutReport } from '@backoffice/api-client';
import { formatMoney, type Payout } from '@backoffice/contracts';
import { Box, Stat } from '@backoffice/ui';
import { columnsFromMobile } from '../../common/layout';
import { ReportPanel } from '../../common/ReportPanel';
import { inVenue, longDayLabel } from '../../common/venue-time';

function arrival(payouts: Payout[]): string {
  const first = payouts[0];
  if (!first) return '';
  return `Arrives ${longDayLabel(inVenue(first.arrival_date))}${payouts.length > 1 ? ` in ${payouts.length} payouts` : ''}.`;
}

/** Today's balance and tomorrow's payout (spec 000 §7: balance-report, tomorrow-payout-report). */
export function BalanceAndPayout() {
  const balance = useBalanceReport();
  const payouts = useTomorrowPayoutReport();
  return (
    <Box {...columnsFromMobile(2)} gap="4">
      <ReportPanel what="today's balance" result={balance} loadingHeight="6rem">
        {(b) => (
          <Stat.Root borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel" data-testid="today-balance">
            <Stat.Label>Today's balance</Stat.Label>
            <Stat.ValueText>{formatMoney(b.available)}</Stat.ValueText>
            <Stat.HelpText as="dd">{formatMoney(b.pending)} pending</Stat.HelpText>
          </Stat.Root>
        )}
      </ReportPanel>
      <ReportPanel what="tomorrow's payout" result={payouts} loadingHeight="6rem">
        {(list) => (
          <Stat.Root borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel" data-testid="tomorrow-payout">
            <Stat.Label>Tomorrow's payout</Stat.Label>
            <Stat.ValueText>{formatMoney(list.reduce((sum, p) => sum + p.amount, 0))}</Stat.ValueText>
            <Stat.HelpText as="dd">{list.length > 0 ? arrival(list) : 'No payout arrives tomorrow.'}</Stat.HelpText>
          </Stat.Root>
        )}
      </ReportPanel>
    </Box>
  );
}
