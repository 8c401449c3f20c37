import {
  createPromoCode,
  deletePromoCode,
  updatePromoCode,
  useCategories,
  useCurrentShop,
  usePromoCodes,
} from '@backoffice/api-client';
import {
  formatVenueDateTime,
  MESSAGES,
  type PromoCode,
  promoCodeDetails,
  promoCodeRestrictions,
  promoCodeToDraft,
  promoCodeUsers,
} from '@backoffice/contracts';
import {
  AreaPage,
  Badge,
  Box,
  Button,
  ConfirmDeleteDialog,
  CurrentShopName,
  DataTable,
  type DataTableColumn,
  HStack,
  Stack,
} from '@backoffice/ui';
import { useSearchParams } from '@backoffice/ui/router';
import { productsOf, toastSuccess } from '../menu/useMenu';
import { useUrlDialog } from '../useUrlDialog';
import { newDraft, PromoCodeEditor } from './PromoCodeEditor';

/** The open editor lives in the URL (`?editor=new` or `?editor={promoCodeId}`), like every dialog of the back-office. */
const EDITOR_PARAM = 'editor';
const STATUS_PALETTE: Record<string, string> = { active: 'green', expired: 'gray', 'used up': 'orange' };

/**
 * Voucher Manager (spec 001 §2): the promo code table (Code, Status, Expiry `DD/MM/YYYY at HH:mm` NZ time, Type,
 * Details, Restrictions, Users, edit and delete) and the Generate Code six-step editor. Status values
 * (`PROMO_CODE_STATUSES` in contracts): active, expired, used up — computed by the API when read.
 */
export function VoucherManagerPage({ now = () => new Date() }: { now?: (() => Date) | undefined }) {
  const current = useCurrentShop();
  const shopId = current?.shopId;
  const { data: promoCodes, error, isLoading, mutate } = usePromoCodes();
  const { data: categories } = useCategories();
  const [params, setParams] = useSearchParams();
  const urlDialog = useUrlDialog(['delete'] as const);
  const editor = params.get(EDITOR_PARAM);
  // `?dialog=delete&record={promoCodeId}`
  const deleting = urlDialog.dialog === 'delete' ? (promoCodes?.find((p) => p._id === urlDialog.record) ?? null) : null;
  const editing = editor && editor !== 'new' ? promoCodes?.find((p) => p._id === editor) : undefined;
  const products = (categories ?? []).flatMap(productsOf);
  const productName = (id: string) => products.find((p) => p._id === id)?.name;
  const openEditor = (value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(EDITOR_PARAM, value);
        else next.delete(EDITOR_PARAM);
        return next;
      },
      { replace: value === null },
    );

  const columns: DataTableColumn<PromoCode>[] = [
    { key: 'code', header: 'Code', cell: (p) => p.code },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => <Badge colorPalette={STATUS_PALETTE[p.status] ?? 'gray'}>{p.status}</Badge>,
    },
    { key: 'expiry', header: 'Expiry', cell: (p) => formatVenueDateTime(p.expiry) },
    { key: 'type', header: 'Type', cell: (p) => (p.type === 'free-product' ? 'Free product' : 'Discount') },
    { key: 'details', header: 'Details', cell: (p) => promoCodeDetails(promoCodeToDraft(p), productName) },
    { key: 'restrictions', header: 'Restrictions', cell: (p) => promoCodeRestrictions(promoCodeToDraft(p)), hideOnMobile: true },
    { key: 'users', header: 'Users', cell: (p) => promoCodeUsers(promoCodeToDraft(p)), hideOnMobile: true },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (p) => (
        <HStack justify="end" gap="1">
          <Button size="xs" variant="outline" onClick={() => openEditor(p._id)} aria-label={`Edit ${p.code}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => urlDialog.open('delete', p._id)}
            aria-label={`Delete ${p.code}`}
          >
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <AreaPage
      title="Voucher Manager"
      subtitle={<CurrentShopName />}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to manage its vouchers."
    >
      <Stack gap="4">
        <Box>
          <Button onClick={() => openEditor('new')}>Generate Code</Button>
        </Box>
        <DataTable
          label="Promo codes"
          columns={columns}
          rows={promoCodes}
          rowKey={(p) => p._id}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          emptyText="No available promo codes"
        />
      </Stack>
      {shopId && (editor === 'new' || editing) && (
        <PromoCodeEditor
          key={editor ?? ''}
          open
          title={editing ? `Edit ${editing.code}` : 'Generate Code'}
          initial={editing ? promoCodeToDraft(editing) : newDraft(now())}
          onClose={() => openEditor(null)}
          onSave={async (draft) => {
            if (editing) {
              await updatePromoCode(editing._id, draft);
              toastSuccess(MESSAGES.recordChanged('Promo code', 'update'));
            } else {
              await createPromoCode(shopId, draft);
              toastSuccess(MESSAGES.recordChanged('Promo code', 'creation'));
            }
            await mutate();
          }}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        name={deleting?.code ?? ''}
        warning="Removing a promo code does not remove discounts already applied to orders."
        onClose={urlDialog.close}
        onConfirm={async () => {
          if (!deleting) return;
          await deletePromoCode(deleting._id);
          urlDialog.close();
          toastSuccess(MESSAGES.recordChanged('Promo code', 'delete'));
          await mutate();
        }}
      />
    </AreaPage>
  );
}
