import { useAdminShops } from '@backoffice/api-client';
import { LOCALE, type Shop, VENUE_TIME_ZONE } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import {
  AreaPage,
  Button,
  DataTable,
  type DataTableColumn,
  HStack,
  Stack,
  sortKey,
  Text,
  useTableQuery,
  useUrlDialog,
} from '@backoffice/ui';
import { DeleteShopDialog } from './DeleteShopDialog';
import { ShopHistoryDialog } from './ShopHistoryDialog';
import { StripeLocationDialog } from './StripeLocationDialog';
import { TransferShopDialog } from './TransferShopDialog';

export type ShopDialog = 'delete' | 'transfer' | 'location' | 'history';
const DIALOGS = { actions: ['delete', 'transfer', 'location', 'history'], param: 'dialog', keys: ['shopId'] } as const;

const created = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: VENUE_TIME_ZONE });

/** An e-mail that may wrap after its "@" first ("merchant@" / "example.com"), anywhere else only if it must. */
function emailWithBreak(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function owner(shop: Shop) {
  if (typeof shop.owner === 'string') return <Text>—</Text>;
  // A long name or e-mail wraps inside its column (table cells do not wrap by default), an e-mail after its "@" or anywhere if it must:
  // unbroken, it widened the table until the Actions column left the screen, even at 1440 px.
  return (
    <Stack gap={0} maxW="16rem" whiteSpace="normal">
      <Text overflowWrap="break-word">{`${shop.owner.name.given} ${shop.owner.name.family}`}</Text>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {emailWithBreak(shop.owner.profile.email)}
      </Text>
    </Stack>
  );
}

/**
 * All Shops (spec 001 §2): every venue, newest first, 15 a page, searchable (name, owner name or e-mail), with the
 * owner; per row Open (work in the venue, in the admin view), a delete modal (typed 'confirm delete'), transfer to a user (search, confirmation), set the payment
 * location, and the venue's admin history. The open dialog and its shop are in the URL (`?dialog=…&shopId=…`).
 */
export function ShopsPage() {
  const table = useTableQuery({ defaultSort: { key: 'createdAt', direction: 'desc' } });
  const { query } = table;
  const { data, error, mutate } = useAdminShops({
    search: query.search,
    limit: query.pageSize,
    skip: query.skip,
    ...(query.sort ? { sort: sortKey(query.sort) } : {}),
  });
  const dialogs = useUrlDialog<ShopDialog>(DIALOGS);
  const dialog = dialogs.action;
  const selected = data?.shops.find((shop) => shop._id === dialogs.params.shopId) ?? null;

  const open = (name: ShopDialog | null, shop?: Shop) =>
    name && shop ? dialogs.open(name, { shopId: shop._id }) : dialogs.close();
  const done = () => {
    open(null);
    void mutate();
  };

  const columns: DataTableColumn<Shop>[] = [
    {
      key: 'name',
      header: 'Venue',
      cell: (shop) => (
        // between words only (a word broken mid-way, "Bakeho / use", reads badly on a phone), so the column keeps room
        // for one long word
        <Text minW="6.5rem" maxW="16rem" whiteSpace="normal" overflowWrap="break-word">
          {shop.name.normal}
        </Text>
      ),
      sortKey: 'name.normal',
    },
    { key: 'owner', header: 'Owner', cell: owner },
    {
      key: 'createdAt',
      header: 'Created',
      cell: (shop) => created.format(new Date(shop.createdAt)),
      sortKey: 'createdAt',
      // beside the side navigation, below 1,024 px, the row's actions need the room more
      hideBelow: 'lg',
    },
    { key: 'status', header: 'Status', cell: (shop) => shop.status, hideBelow: 'lg' },
    {
      key: 'actions',
      header: 'Actions',
      cell: (shop) => (
        <HStack gap={1} wrap="wrap" onClick={(event) => event.stopPropagation()}>
          {/* the host selects the venue (its switcher's way) and shows its dashboard, in the admin view */}
          <Button size="xs" onClick={() => topics.openShop.emit({ shopId: shop._id })} aria-label={`Open ${shop.name.normal}`}>
            Open
          </Button>
          <Button size="xs" variant="outline" onClick={() => open('transfer', shop)} aria-label={`Transfer ${shop.name.normal}`}>
            Transfer
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => open('location', shop)}
            aria-label={`Set location of ${shop.name.normal}`}
          >
            Set location
          </Button>
          <Button size="xs" variant="outline" onClick={() => open('history', shop)} aria-label={`History of ${shop.name.normal}`}>
            History
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => open('delete', shop)}
            aria-label={`Delete ${shop.name.normal}`}
          >
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <AreaPage title="All Shops">
      <DataTable
        label="Shops"
        columns={columns}
        rows={data?.shops}
        total={data?.count}
        rowKey={(shop) => shop._id}
        state={table}
        searchLabel="Search shops by name or owner"
        searchPlaceholder="Venue, owner name or e-mail"
        error={error}
        onRetry={() => void mutate()}
        emptyText="No shops found"
      />
      {selected && (
        <>
          <DeleteShopDialog shop={selected} open={dialog === 'delete'} onClose={() => open(null)} onDone={done} />
          <TransferShopDialog shop={selected} open={dialog === 'transfer'} onClose={() => open(null)} onDone={done} />
          <StripeLocationDialog shop={selected} open={dialog === 'location'} onClose={() => open(null)} onDone={done} />
          <ShopHistoryDialog shop={selected} open={dialog === 'history'} onClose={() => open(null)} />
        </>
      )}
    </AreaPage>
  );
}
