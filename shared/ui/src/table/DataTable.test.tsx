import { Route, Routes, useParams } from '@backoffice/ui/router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { DataTable, type DataTableColumn } from './DataTable';
import { ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS, sortKey, type TableQuery, useTableQuery } from './useTableQuery';

interface Shop {
  _id: string;
  name: string;
}
// 40 shops: "Shop 01" … "Shop 40"; the "server" below searches, sorts and pages them.
const SHOPS: Shop[] = Array.from({ length: 40 }, (_, i) => ({
  _id: `s${i + 1}`,
  name: `Shop ${String(i + 1).padStart(2, '0')}`,
}));
const columns: DataTableColumn<Shop>[] = [
  { key: 'name', header: 'Name', cell: (shop) => shop.name, sortKey: 'name.normal' },
  { key: 'id', header: 'Id', cell: (shop) => shop._id },
];

function serve(query: TableQuery) {
  let found = SHOPS.filter((shop) => shop.name.toLowerCase().includes(query.search.toLowerCase()));
  if (query.sort?.direction === 'desc') found = [...found].reverse();
  return { rows: found.slice(query.skip, query.skip + query.pageSize), count: found.length };
}

let fetched: TableQuery[];

function ShopList({ state }: { state?: 'loading' | 'empty' | 'error' }) {
  const table = useTableQuery({ defaultSort: { key: 'name.normal', direction: 'asc' } });
  // Stands in for the SWR hook: one "request" per distinct query.
  const key = JSON.stringify(table.query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the query
  useEffect(() => {
    fetched.push(table.query);
  }, [key]);
  const { rows, count } = serve(table.query);
  return (
    <DataTable
      label="Shops"
      columns={columns}
      rows={state === 'loading' ? undefined : state === 'empty' ? [] : rows}
      total={count}
      rowKey={(shop) => shop._id}
      rowHref={(shop) => `/admin/shops/${shop._id}`}
      state={table}
      searchLabel="Search shops"
      error={state === 'error' ? new Error('Shops could not be loaded') : undefined}
      onRetry={() => {}}
      emptyText="No shops found"
    />
  );
}

function ShopPage() {
  return <h1>Shop {useParams().shopId}</h1>;
}

function renderList(state?: 'loading' | 'empty' | 'error') {
  render(
    <BackofficeProvider>
      <MemoryRouter initialEntries={['/admin/shops']}>
        <Routes>
          <Route path="/admin/shops" element={<ShopList state={state} />} />
          <Route path="/admin/shops/:shopId" element={<ShopPage />} />
        </Routes>
      </MemoryRouter>
    </BackofficeProvider>,
  );
}

const names = () => screen.getAllByTestId('table-row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeEach(() => {
  fetched = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('pages 15 rows at a time from the server, with Previous/Next and the count', () => {
  renderList();
  expect(ADMIN_PAGE_SIZE).toBe(15);
  expect(names()).toHaveLength(15);
  expect(names()[0]).toBe('Shop 01');
  expect(screen.getByText('1–15 of 40')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(names()[0]).toBe('Shop 16');
  expect(fetched.at(-1)).toMatchObject({ page: 1, skip: 15, pageSize: 15 });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(names()).toHaveLength(10);
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('searches 700 ms after typing stops (not before), once, and goes back to the first page', () => {
  renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const before = fetched.length;
  const box = screen.getByRole('searchbox', { name: 'Search shops' });
  fireEvent.change(box, { target: { value: 'Shop 3' } });
  act(() => jest.advanceTimersByTime(400));
  fireEvent.change(box, { target: { value: 'Shop 3' + '9' } });
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(fetched.length).toBe(before); // 699 ms after the last key: nothing asked yet
  expect(box).toHaveValue('Shop 39');
  act(() => jest.advanceTimersByTime(1));
  expect(fetched.length).toBe(before + 1);
  expect(fetched.at(-1)).toMatchObject({ search: 'Shop 39', page: 0, skip: 0 });
  expect(names()).toEqual(['Shop 39']);
});

it('applies a page change at once (debounce 0), carrying a search still waiting', () => {
  renderList();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search shops' }), { target: { value: 'Shop' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(fetched.at(-1)).toMatchObject({ search: 'Shop', page: 1 });
  const count = fetched.length;
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
  expect(fetched.length).toBe(count); // the pending search timer was cancelled, not replayed onto page 0
});

it('sorts by a column header, toggling the direction, and says so to screen readers', () => {
  renderList();
  const header = screen.getByRole('columnheader', { name: /Name/ });
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  fireEvent.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(fetched.at(-1)?.sort).toEqual({ key: 'name.normal', direction: 'desc' });
  expect(sortKey({ key: 'name.normal', direction: 'desc' })).toBe('-name.normal');
  expect(names()[0]).toBe('Shop 40');
  expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
});

it('opens a row by its link', () => {
  renderList();
  fireEvent.click(screen.getByRole('link', { name: 'Shop 02' }));
  expect(screen.getByRole('heading', { name: 'Shop s2' })).toBeInTheDocument();
});

it('opens a row clicked outside its link', () => {
  renderList();
  fireEvent.click(screen.getByRole('cell', { name: 's3' }));
  expect(screen.getByRole('heading', { name: 'Shop s3' })).toBeInTheDocument();
});

it.each([
  ['loading', 'table-loading', 'Loading…'],
  ['empty', 'table-empty', 'No shops found'],
  ['error', 'table-error', 'Shops could not be loaded'],
] as const)('shows a %s row under the header', (state, testId, text) => {
  renderList(state);
  expect(screen.getByTestId(testId)).toHaveTextContent(text);
  expect(screen.queryByTestId('table-row')).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  if (state === 'error') expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

// The loading, empty and error rows stand in for data: each row named, with what a person relies on in it.
describe('the body rows that stand in for data', () => {
  function renderTable(props: Partial<Parameters<typeof DataTable<Shop>>[0]>) {
    render(
      <BackofficeProvider>
        <MemoryRouter>
          <DataTable label="Shops" columns={columns} rows={SHOPS.slice(0, 3)} rowKey={(shop) => shop._id} {...props} />
        </MemoryRouter>
      </BackofficeProvider>,
    );
  }
  const only = (testId: string) => {
    const bodyRows = within(screen.getByRole('table', { name: 'Shops' }))
      .getAllByRole('row')
      .slice(1);
    expect(bodyRows).toHaveLength(1);
    expect(bodyRows[0]).toHaveAttribute('data-testid', testId);
    const cell = within(bodyRows[0] as HTMLElement).getByRole('cell');
    expect(cell).toHaveAttribute('colspan', String(columns.length));
    return bodyRows[0] as HTMLElement;
  };

  it('the loading row: "Loading…" across every column, the table busy, while rows are not known yet or reloading', () => {
    renderTable({ rows: undefined });
    expect(only('table-loading')).toHaveTextContent('Loading…');
    expect(screen.getByRole('table', { name: 'Shops' })).not.toHaveAttribute('aria-busy');
    cleanup();
    renderTable({ isLoading: true });
    expect(only('table-loading')).toHaveTextContent('Loading…');
    expect(screen.getByRole('table', { name: 'Shops' })).toHaveAttribute('aria-busy', 'true');
  });

  it('the empty row: the list’s own text across every column, "No records found" by default', () => {
    renderTable({ rows: [], emptyText: 'No shops found' });
    expect(only('table-empty')).toHaveTextContent('No shops found');
    cleanup();
    renderTable({ rows: [] });
    expect(only('table-empty')).toHaveTextContent('No records found');
  });

  it('the error row: the error’s message in an alert with Retry, a plain message otherwise, before loading or rows', () => {
    const onRetry = jest.fn();
    renderTable({ error: new Error('Shops could not be loaded'), onRetry, isLoading: true });
    const row = only('table-error');
    expect(within(row).getByRole('alert')).toHaveTextContent('Shops could not be loaded');
    fireEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    renderTable({ error: 'network down' });
    expect(within(only('table-error')).getByRole('alert')).toHaveTextContent('We could not load this list.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
