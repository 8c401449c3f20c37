import { useCustomerOrders } from '@backoffice/api-client';
import { CUSTOMER_ORDERS_PAGE_SIZE, type Order } from '@backoffice/contracts';
import { Box, Button, DataTable, type DataTableColumn, Flex, HStack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { money, ORDER_TYPE_LABEL, orderNumber, STATUS_LABEL, venueDateTime } from '../orders/order-view';
import { orderPath } from '../routes';

const COLUMNS: readonly DataTableColumn<Order>[] = [
  { key: 'number', header: 'Order', cell: (order) => orderNumber(order) },
  { key: 'date', header: 'Placed', cell: (order) => venueDateTime(order.createdAt) },
  { key: 'type', header: 'Type', cell: (order) => ORDER_TYPE_LABEL[order.orderType], hideOnMobile: true },
  { key: 'status', header: 'Status', cell: (order) => STATUS_LABEL[order.status] },
  { key: 'total', header: 'Total', cell: (order) => money(order.totalPayment), align: 'end' },
];

/** Order History (spec 001 §2): this shop's orders of the customer, 10 a page, newest first; a row opens the order. */
export function CustomerOrderHistory({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useCustomerOrders(customerId, page);
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / CUSTOMER_ORDERS_PAGE_SIZE));
  const from = data?.count ? page * CUSTOMER_ORDERS_PAGE_SIZE + 1 : 0;
  const to = Math.min(data?.count ?? 0, (page + 1) * CUSTOMER_ORDERS_PAGE_SIZE);
  return (
    <Box>
      <DataTable
        label="Order history"
        columns={COLUMNS}
        rows={data?.orders}
        total={data?.count}
        rowKey={(order) => order._id}
        rowHref={(order) => orderPath(order._id)}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText="No orders at this shop yet"
      />
      {data && data.count > 0 && (
        <Flex as="nav" aria-label="Order history pages" mt="3" align="center" justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {from}–{to} of {data.count}
          </Text>
          <HStack>
            <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Text fontSize="sm">
              Page {page + 1} of {pages}
            </Text>
            <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </HStack>
        </Flex>
      )}
    </Box>
  );
}
