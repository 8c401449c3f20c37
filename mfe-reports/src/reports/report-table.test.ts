import {
  CONTACT_TRACING_COLUMNS,
  type Covid19Row,
  ORDERS_COLUMNS,
  type OrdersReportRow,
  PAYOUTS_COLUMNS,
  type Payout,
  PRODUCTS_STOCK_COLUMNS,
} from '@backoffice/contracts';
import Papa from 'papaparse';
import { buildReportTable, reportCsv } from './report-table';

/** The file back as rows, the way a spreadsheet reads it (BOM dropped). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
}

const order = (extra: Partial<OrdersReportRow>): OrdersReportRow => ({
  _id: 'o1',
  createdAt: '2026-05-12T11:30:00.000Z',
  status: 'completed',
  origin: 'web',
  orderType: 'pickup',
  customer: 'Aroha Ngata',
  items: 2,
  total: 1250,
  subtotal: 1250,
  voucherCode: null,
  discount: 0,
  loyaltyDiscount: 0,
  surcharge: 0,
  deliveryFee: 0,
  ...extra,
});

it('builds the table and the CSV from the same columns: dollars, NZ times, labels', () => {
  const table = buildReportTable(ORDERS_COLUMNS, [
    order({}),
    order({ _id: 'o2', customer: null, origin: 'mobile-app', total: 123456, subtotal: 123456 }),
  ]);
  expect(table.headers).toEqual([
    ...['Order', 'Placed (NZ time)', 'Status', 'Source', 'Type', 'Customer', 'Items', 'Subtotal', 'Voucher'],
    ...['Voucher discount', 'Loyalty discount', 'Surcharge', 'Delivery fee', 'Adjustment', 'Total paid', 'Refunded'],
    'Order ID',
  ]);
  const none = ['NZ$0.00', 'NZ$0.00', 'NZ$0.00', 'NZ$0.00', 'NZ$0.00'];
  // 11:30 UTC on 12 May is 23:30 the same day in Auckland (UTC+12).
  expect(table.rows[0]).toEqual([
    ...['#O1', '2026-05-12 23:30', 'Completed', 'Web store', 'Takeaway', 'Aroha Ngata', '2', 'NZ$12.50', ''],
    ...none,
    ...['NZ$12.50', 'NZ$0.00', 'o1'],
  ]);
  expect(table.rows[1]).toEqual([
    ...['#O2', '2026-05-12 23:30', 'Completed', 'Mobile app', 'Takeaway', 'Guest', '2', 'NZ$1,234.56', ''],
    ...none,
    ...['NZ$1,234.56', 'NZ$0.00', 'o2'],
  ]);
  const csv = reportCsv(table);
  expect(parseCsv(csv)).toEqual([table.headers, ...table.rows]);
  // RFC 4180: CRLF between records, a comma inside a field means quotes.
  expect(csv).toContain(
    '\r\n#O2,2026-05-12 23:30,Completed,Mobile app,Takeaway,Guest,2,"NZ$1,234.56",,NZ$0.00,NZ$0.00,NZ$0.00,NZ$0.00,NZ$0.00,"NZ$1,234.56",NZ$0.00,o2',
  );
});

it('the money columns are the order’s price breakdown: they add up to the total paid, refunds after it', () => {
  const table = buildReportTable(ORDERS_COLUMNS, [
    order({
      subtotal: 1780,
      voucherCode: 'B001TWO',
      discount: 200,
      loyaltyDiscount: 158,
      surcharge: 28,
      deliveryFee: 500,
      total: 1780 - 200 - 158 + 28 + 500,
      refunded: 300,
    }),
  ]);
  const cell = (header: string) => table.rows[0]?.[table.headers.indexOf(header)];
  expect(
    ['Subtotal', 'Voucher', 'Voucher discount', 'Loyalty discount', 'Surcharge', 'Delivery fee', 'Adjustment'].map(cell),
  ).toEqual(['NZ$17.80', 'B001TWO', 'NZ$2.00', 'NZ$1.58', 'NZ$0.28', 'NZ$5.00', 'NZ$0.00']);
  expect([cell('Total paid'), cell('Refunded')]).toEqual(['NZ$19.50', 'NZ$3.00']);
});

it('quotes commas, doubles quotes and keeps line breaks inside a field', () => {
  const rows: Covid19Row[] = [
    { _id: 'c1', createdAt: '2026-01-15T00:05:00.000Z', name: 'Ngata, Aroha', email: 'a@example.nz', phone: '+64 21 555 0101' },
    { _id: 'c2', createdAt: '2026-07-15T00:05:00.000Z', name: 'Tama "TJ" Parata', email: null, phone: null },
    {
      _id: 'c3',
      createdAt: '2026-07-15T00:05:00.000Z',
      name: 'Line one\nLine two',
      email: 'x@example.nz',
      phone: '(09) 555 0101',
    },
  ];
  const table = buildReportTable(CONTACT_TRACING_COLUMNS, rows);
  // NZDT (UTC+13) in January, NZST (UTC+12) in July.
  expect(table.rows.map((r) => r[0])).toEqual(['2026-01-15 13:05', '2026-07-15 12:05', '2026-07-15 12:05']);
  const csv = reportCsv(table);
  expect(csv).toContain('"Ngata, Aroha"');
  expect(csv).toContain('"Tama ""TJ"" Parata",,');
  expect(csv).toContain('"Line one\nLine two"');
  // Phone numbers start with + but cannot be formulas: left exactly as the table shows them.
  expect(csv).toContain(',+64 21 555 0101\r\n');
  expect(parseCsv(csv)).toEqual([table.headers, ...table.rows]);
});

it('defuses cells a spreadsheet would run as formulas, and only those', () => {
  const rows: Covid19Row[] = [
    { _id: 'c1', createdAt: '2026-01-15T00:05:00.000Z', name: '=HYPERLINK("http://evil")', email: '@SUM(1)', phone: '-2+3' },
  ];
  const [, cells] = parseCsv(reportCsv(buildReportTable(CONTACT_TRACING_COLUMNS, rows)));
  expect(cells).toEqual(['2026-01-15 13:05', '\'=HYPERLINK("http://evil")', "'@SUM(1)", "'-2+3"]);
});

it('shows payout times in UTC and New Zealand time, and unlimited stock in words', () => {
  const payout: Payout = {
    id: 'po_1',
    amount: 98765,
    status: 'in_transit',
    created: Date.UTC(2026, 4, 12, 11, 0) / 1000,
    arrival_date: Date.UTC(2026, 4, 13, 0, 0) / 1000,
    statement_descriptor: 'HARBOURSIDE',
  };
  expect(buildReportTable(PAYOUTS_COLUMNS, [payout]).rows[0]).toEqual([
    'po_1',
    '2026-05-12 11:00',
    '2026-05-12 23:00',
    '2026-05-13 00:00',
    '2026-05-13 12:00',
    'In transit',
    'HARBOURSIDE',
    'NZ$987.65',
  ]);
  const stock = buildReportTable(PRODUCTS_STOCK_COLUMNS, [
    { _id: 'p1', name: 'Flat white', category: 'Coffee', stock: -1, sold: 1200 },
    { _id: 'p2', name: 'Scone', category: 'Baking', stock: 4, sold: 3 },
  ]);
  expect(stock.rows).toEqual([
    ['Flat white', 'Coffee', 'Unlimited', '1,200'],
    ['Scone', 'Baking', '4', '3'],
  ]);
  expect(stock.numeric).toEqual([false, false, true, true]);
});

it('an empty report is a header line only', () => {
  expect(reportCsv(buildReportTable(PRODUCTS_STOCK_COLUMNS, []))).toBe('\uFEFFProduct,Category,Stock,Sold\r\n');
});
