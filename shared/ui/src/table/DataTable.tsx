import { Box, Button, Flex, HStack, Input, Link, Spinner, Table, Text, VisuallyHidden } from '@backoffice/ui/chakra';
import { Link as RouterLink, useNavigate } from '@backoffice/ui/router';
import type { ReactNode } from 'react';
import type { SortDirection, TableQueryState } from './useTableQuery';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort key for this column; the header becomes a sort button. */
  sortKey?: string;
  align?: 'start' | 'end';
  /** Hide below 600 px (spec: mobile layout under 600 px). */
  hideOnMobile?: boolean;
  /**
   * Hide below a wider breakpoint (Chakra's md 768 px, lg 1024 px, xl 1280 px): a column a wide table can spare, so
   * that beside the side navigation its actions stay on screen.
   */
  hideBelow?: 'md' | 'lg' | 'xl';
}

const hiddenBelow = (column: { hideOnMobile?: boolean; hideBelow?: 'md' | 'lg' | 'xl' }) =>
  column.hideBelow ?? (column.hideOnMobile ? 'sm' : undefined);

export interface DataTableProps<Row> {
  /** Names the table for screen readers ("Shops"). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  /** All rows matching the search (the API's `count`), for the pager. */
  total?: number;
  rowKey: (row: Row) => string;
  /** Each row opens this path: the first cell becomes a link (keyboard) and the whole row is clickable. */
  rowHref?: (row: Row) => string;
  /** From useTableQuery: search box, pager and sort. Without it the table is a plain list. */
  state?: TableQueryState;
  searchLabel?: string;
  searchPlaceholder?: string;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
}

const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

/**
 * The lists of the back-office (admin users and shops, customers, promo codes): a search box, sortable headers,
 * server paging, and exactly one of loading / error / empty / rows in the body, so the header stays put.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  total,
  rowKey,
  rowHref,
  state,
  searchLabel = 'Search',
  searchPlaceholder,
  isLoading = false,
  error,
  onRetry,
  emptyText = 'No records found',
}: DataTableProps<Row>) {
  const navigate = useNavigate();
  const query = state?.query;
  const span = columns.length;

  let body: ReactNode;
  if (error) {
    body = (
      <Table.Row data-testid="table-error">
        <Table.Cell colSpan={span}>
          <Flex role="alert" align="center" gap="3" color="fg.error">
            <Text>{error instanceof Error && error.message ? error.message : 'We could not load this list.'}</Text>
            {onRetry && (
              <Button size="xs" variant="outline" onClick={onRetry}>
                Retry
              </Button>
            )}
          </Flex>
        </Table.Cell>
      </Table.Row>
    );
  } else if (isLoading || rows === undefined) {
    body = (
      <Table.Row data-testid="table-loading" aria-busy="true">
        <Table.Cell colSpan={span}>
          <HStack>
            <Spinner size="sm" aria-hidden="true" />
            <Text>Loading…</Text>
          </HStack>
        </Table.Cell>
      </Table.Row>
    );
  } else if (rows.length === 0) {
    body = (
      <Table.Row data-testid="table-empty">
        <Table.Cell colSpan={span}>
          <Text color="fg.muted">{emptyText}</Text>
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = rows.map((row) => {
      const href = rowHref?.(row);
      return (
        <Table.Row
          key={rowKey(row)}
          data-testid="table-row"
          cursor={href ? 'pointer' : undefined}
          _hover={href ? { bg: 'bg.muted' } : undefined}
          onClick={
            href
              ? (event) => {
                  // A click on the link itself (or another control) is handled by it.
                  if ((event.target as HTMLElement).closest('a,button,input,label')) return;
                  navigate(href);
                }
              : undefined
          }
        >
          {columns.map((column, index) => (
            <Table.Cell key={column.key} textAlign={column.align} hideBelow={hiddenBelow(column)}>
              {href && index === 0 ? (
                <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                  <RouterLink to={href}>{column.cell(row)}</RouterLink>
                </Link>
              ) : (
                column.cell(row)
              )}
            </Table.Cell>
          ))}
        </Table.Row>
      );
    });
  }

  const pageCount = query && total !== undefined ? Math.max(1, Math.ceil(total / query.pageSize)) : undefined;
  const from = query && total ? query.skip + 1 : 0;
  const to = query && total !== undefined ? Math.min(total, query.skip + query.pageSize) : 0;

  return (
    <Box>
      {state && (
        <Box mb="4" maxW={{ base: 'full', sm: 'sm' }}>
          <Input
            type="search"
            aria-label={searchLabel}
            placeholder={searchPlaceholder ?? searchLabel}
            value={state.searchText}
            onChange={(event) => state.setSearchText(event.target.value)}
          />
        </Box>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={label} aria-busy={isLoading || undefined}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => {
                const sorted = column.sortKey && query?.sort?.key === column.sortKey ? query.sort.direction : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    textAlign={column.align}
                    aria-sort={column.sortKey ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                    hideBelow={hiddenBelow(column)}
                  >
                    {column.sortKey && state ? (
                      <Button
                        variant="plain"
                        size="xs"
                        px="0"
                        fontWeight="semibold"
                        onClick={() =>
                          state.setSort({
                            key: column.sortKey as string,
                            direction: sorted === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {column.header}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        <VisuallyHidden>{sorted ? `, sorted ${ARIA_SORT[sorted]}` : ', sortable'}</VisuallyHidden>
                      </Button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>{body}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {state && query && pageCount !== undefined && (
        <Flex as="nav" aria-label={`${label} pages`} mt="3" align="center" justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {total ? `${from}–${to} of ${total}` : '0 records'}
          </Text>
          <HStack>
            <Button size="sm" variant="outline" disabled={query.page === 0} onClick={() => state.setPage(query.page - 1)}>
              Previous
            </Button>
            <Text fontSize="sm">
              Page {query.page + 1} of {pageCount}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={query.page + 1 >= pageCount}
              onClick={() => state.setPage(query.page + 1)}
            >
              Next
            </Button>
          </HStack>
        </Flex>
      )}
    </Box>
  );
}
