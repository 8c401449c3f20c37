import { useCurrentShop } from '@backoffice/api-client';
import {
  isReportKind,
  LOCALE,
  MESSAGES,
  REPORT_KINDS,
  REPORT_STATUS_FILTERS,
  REPORTS,
  type ReportStatusFilter,
} from '@backoffice/contracts';
import { AreaPage, Box, Button, CurrentShopName, Field, Flex, Heading, NativeSelect, Stack, Text } from '@backoffice/ui';
import { useId } from 'react';
import { fullWidthOnMobile } from '../common/layout';
import { ReportPanel } from '../common/ReportPanel';
import { PeriodPicker } from '../period/PeriodPicker';
import { describePeriod, rangeAsDays } from '../period/period';
import { csvFilename, downloadText } from './download';
import { PayoutsExplained } from './PayoutsExplained';
import { ReportTableView } from './ReportTableView';
import { reportCsv } from './report-table';
import { useReportsView } from './useReportsView';
import { useReportTable } from './useReportTable';

const counts = new Intl.NumberFormat(LOCALE);
const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * Reports (spec 001 §9): a report type, a status filter, a period, the table, and a CSV export of exactly that
 * table. The whole view lives in the URL query (useReportsView), so it can be linked and reloaded.
 * What each report type calls, shows and filters is its descriptor in contracts (`REPORTS`).
 */
export function ReportsPage() {
  const current = useCurrentShop();
  const titleId = useId();
  const statusHelpId = useId();
  const { view, setKind, setStatus, period, range, setPeriod } = useReportsView();
  const report = useReportTable(view, range);
  const { label: kindLabel, csvName, statusFilter, countsSales } = REPORTS[view.kind];

  function exportCsv() {
    if (!report.data) return;
    const { from, to } = rangeAsDays(range);
    downloadText(csvFilename(current?.shop?.name.normal ?? 'shop', csvName, from, to), reportCsv(report.data.table));
  }

  const rows = report.data?.table.rows.length ?? 0;
  return (
    <AreaPage
      title="Reports"
      subtitle={<CurrentShopName />}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its reports."
    >
      <Stack gap="6">
        <Flex gap="4" wrap="wrap" align="flex-end" data-testid="report-controls">
          <Field.Root {...fullWidthOnMobile} minW="12rem">
            <Field.Label>Report type</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={view.kind}
                onChange={(e) => isReportKind(e.currentTarget.value) && setKind(e.currentTarget.value)}
              >
                {REPORT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {REPORTS[kind].label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {statusFilter && (
            <Field.Root {...fullWidthOnMobile} minW="10rem">
              <Field.Label>Status</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={view.status}
                  aria-describedby={countsSales ? statusHelpId : undefined}
                  onChange={(e) => setStatus(e.currentTarget.value as ReportStatusFilter)}
                >
                  {REPORT_STATUS_FILTERS.map((status) => (
                    <option key={status} value={status}>
                      {statusLabel(status)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </Flex>
        {statusFilter && countsSales && (
          <Text id={statusHelpId} color="fg.muted" fontSize="sm" mt="-4">
            “All” counts sales: accepted and completed orders.
          </Text>
        )}
        <PeriodPicker period={period} range={range} setPeriod={setPeriod} />
        {view.kind === 'payouts' && <PayoutsExplained />}
        <Box as="section" aria-labelledby={titleId}>
          <Flex gap="3" align="center" wrap="wrap" mb="3">
            <Heading as="h2" size="lg" id={titleId} flex="1">
              {kindLabel}
              {statusFilter && view.status !== 'all' ? ` · ${statusLabel(view.status)}` : ''}
            </Heading>
            <Button size="sm" variant="outline" onClick={exportCsv} disabled={rows === 0}>
              Export CSV
            </Button>
          </Flex>
          <ReportPanel what={`the ${kindLabel} report for ${describePeriod(period, range)}`} result={report}>
            {({ table, matching }) =>
              table.rows.length === 0 ? (
                <Text
                  role="status"
                  color="fg.muted"
                  borderWidth="1px"
                  borderStyle="dashed"
                  borderRadius="l2"
                  py="8"
                  px="4"
                  textAlign="center"
                  data-testid="report-empty"
                >
                  {MESSAGES.noRecordsForReport}
                </Text>
              ) : (
                <Stack gap="2">
                  <ReportTableView table={table} labelledBy={titleId} />
                  {matching !== null && matching > table.rows.length && (
                    <Text color="fg.muted" fontSize="sm">
                      Showing the first {counts.format(table.rows.length)} of {counts.format(matching)} rows. Choose a shorter
                      period to see the rest.
                    </Text>
                  )}
                </Stack>
              )
            }
          </ReportPanel>
        </Box>
      </Stack>
    </AreaPage>
  );
}
