import { Table } from '@backoffice/ui';
import type { ReportTable } from './report-table';

/** A report's rows as built by `buildReportTable` (the CSV export reads the same object). */
export function ReportTableView({ table, labelledBy }: { table: ReportTable; labelledBy: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="region" aria-labelledby={labelledBy} maxH="70vh">
      <Table.Root size="sm" stickyHeader aria-labelledby={labelledBy} data-testid="report-table">
        <Table.Header>
          <Table.Row>
            {table.headers.map((header, i) => (
              <Table.ColumnHeader key={header} scope="col" textAlign={table.numeric[i] ? 'end' : 'start'} whiteSpace="nowrap">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row, r) => (
            // Rows have no id of their own in every report (sales per day, categories); their order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Row key={r}>
              {row.map((cell, i) => (
                <Table.Cell
                  key={table.headers[i]}
                  textAlign={table.numeric[i] ? 'end' : 'start'}
                  whiteSpace={table.wraps[i] ? 'pre-line' : 'nowrap'}
                >
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
