import { breakdownRows, type Order, orderBreakdown, paymentMethodText, rowAmountText } from '@backoffice/contracts';
import { Box } from '@backoffice/ui';

/**
 * What the order cost, row by row, from the one price breakdown (contracts `orderBreakdown`): subtotal, voucher,
 * loyalty discount, surcharge, delivery fee, total paid, then any refunds — the same rows the receipt e-mail and the
 * Orders report show. A table, so each amount is read with its label. `docket` is the plain version the kitchen
 * docket prints (orders-style.ts).
 */
export function PriceBreakdown({ order, variant = 'screen' }: { order: Order; variant?: 'screen' | 'docket' }) {
  const rows = breakdownRows(orderBreakdown(order));
  const payment = `Payment: ${paymentMethodText(order)}`;
  if (variant === 'docket')
    return (
      <table className="docket-totals">
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td>{rowAmountText(row)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={2}>
              {payment}
            </th>
          </tr>
        </tbody>
      </table>
    );
  return (
    <Box>
      <Box
        as="table"
        width="full"
        maxWidth="sm"
        data-testid="price-breakdown"
        css={{
          '& th': { textAlign: 'start', fontWeight: 'inherit', paddingBlock: '0.125rem' },
          '& td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', paddingBlock: '0.125rem' },
          '& tr[data-strong]': { fontWeight: 'bold' },
        }}
      >
        <Box as="caption" srOnly>
          Price breakdown
        </Box>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-strong={row.key === 'total' || row.key === 'net' ? '' : undefined}>
              <th scope="row">{row.label}</th>
              <td>{rowAmountText(row)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box mt="1">{payment}</Box>
    </Box>
  );
}
