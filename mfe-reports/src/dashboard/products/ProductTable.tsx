import type { ProductReportRow } from '@backoffice/contracts';
import { formatMoney, LOCALE } from '@backoffice/contracts';
import { Box, Heading, Table, Text } from '@backoffice/ui';
import { useId } from 'react';
import { rankProducts } from './product-ranking';

const counts = new Intl.NumberFormat(LOCALE);

export interface ProductTableProps {
  title: string;
  rows: readonly ProductReportRow[];
  emptyText: string;
  testId: string;
}

/** Most Sold / Upsell / Loyalty products: rank, product, QTY, total $, with a total-value footer (spec 000 §2). */
export function ProductTable({ title, rows, emptyText, testId }: ProductTableProps) {
  const titleId = useId();
  const ranking = rankProducts(rows);
  return (
    <Box data-testid={testId}>
      <Heading as="h3" size="md" id={titleId} mb="2">
        {title}
      </Heading>
      {ranking.rows.length === 0 ? (
        <Text color="fg.muted" borderWidth="1px" borderStyle="dashed" borderRadius="l2" py="6" px="4" textAlign="center">
          {emptyText}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table.Root size="sm" aria-labelledby={titleId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col" width="4rem">
                  Rank
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Product</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  QTY
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Total $
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ranking.rows.map((row) => (
                <Table.Row key={row.key}>
                  <Table.Cell>{row.rank}</Table.Cell>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell textAlign="end">{counts.format(row.quantity)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(row.total)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row fontWeight="semibold">
                <Table.Cell colSpan={2}>Total value</Table.Cell>
                <Table.Cell textAlign="end">{counts.format(ranking.quantity)}</Table.Cell>
                <Table.Cell textAlign="end" data-testid={`${testId}-total`}>
                  {formatMoney(ranking.total)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
