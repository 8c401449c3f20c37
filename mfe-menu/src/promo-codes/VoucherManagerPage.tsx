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
  useUrlDialog,
} from '@backoffice/ui';
import { productsOf, toastSuccess } from '../menu/useMenu';
import { DIALOG_RECORD_PARAM, dialogRecord, MENU_DIALOG, type MenuDialog } from '../routes';
import { newDraft, PromoCodeEditor } from './PromoCodeEditor';
import { useVoucherCards } from './useVoucherCards';
import { VoucherCards, type VoucherField } from './VoucherCards';

/** The open editor lives in the URL (`?editor=new` or `?editor={promoCodeId}`), like every dialog of the back-office. */
const EDITOR_DIALOG = { param: 'editor', keys: [] } as const;
const STATUS_PALETTE: Record<string, string> = { active: 'green', expired: 'gray', 'used up': 'orange' };

/**
 * Voucher Manager (spec 001 §2): the promo code table (Code, Status, Expiry `DD/MM/YYYY at HH:mm` NZ time, Type,
 * Details, Restrictions, Users, edit and delete, plus our Used: times redeemed) and the Generate Code six-step editor.
 * Below 1280 px each code is a card (VoucherCards.tsx, useVoucherCards.ts) with the same fields and full-size Edit and Delete. Status values
 * (`PROMO_CODE_STATUSES` in contracts): active, expired, used up — computed by the API when read.
 */
export function VoucherManagerPage({ now = () => new Date() }: { now?: (() => Date) | undefined }) {
  const current = useCurrentShop();
  const shopId = current?.shopId;
  const { data: promoCodes, error, isLoading, mutate } = usePromoCodes();
  const { data: categories } = useCategories();
  const editorDialog = useUrlDialog(EDITOR_DIALOG);
  const urlDialog = useUrlDialog<MenuDialog>({ ...MENU_DIALOG, actions: ['delete'] });
  const editor = editorDialog.action;
  // `?dialog=delete&record={promoCodeId}`
  const deleting =
    urlDialog.action === 'delete' ? (promoCodes?.find((p) => p._id === dialogRecord(urlDialog.params)) ?? null) : null;
  const editing = editor && editor !== 'new' ? promoCodes?.find((p) => p._id === editor) : undefined;
  const products = (categories ?? []).flatMap(productsOf);
  const productName = (id: string) => products.find((p) => p._id === id)?.name;
  /** Opening pushes a history entry (Back closes the editor); closing replaces it. */
  const openEditor = (value: string | null) => (value ? editorDialog.open(value) : editorDialog.close());

  const mobile = useVoucherCards();
  const status = (p: PromoCode) => <Badge colorPalette={STATUS_PALETTE[p.status] ?? 'gray'}>{p.status}</Badge>;
  // what a code says, once: the table's columns and the phone's cards
  const fields: VoucherField[] = [
    { key: 'expiry', label: 'Expiry', value: (p) => formatVenueDateTime(p.expiry) },
    { key: 'type', label: 'Type', value: (p) => (p.type === 'free-product' ? 'Free product' : 'Discount') },
    { key: 'details', label: 'Details', value: (p) => promoCodeDetails(promoCodeToDraft(p), productName) },
    { key: 'restrictions', label: 'Restrictions', value: (p) => promoCodeRestrictions(promoCodeToDraft(p)) },
    { key: 'users', label: 'Users', value: (p) => promoCodeUsers(promoCodeToDraft(p)) },
    // ours: times the code was redeemed (orders that used it)
    { key: 'used', label: 'Used', value: (p) => p.timesUsed ?? 0 },
  ];
  const columns: DataTableColumn<PromoCode>[] = [
    { key: 'code', header: 'Code', cell: (p) => p.code },
    { key: 'status', header: 'Status', cell: status },
    // long texts wrap inside their column rather than widen the table
    ...fields.map((field) => ({
      key: field.key,
      header: field.label,
      cell: (p: PromoCode) => (
        <Box whiteSpace="normal" minW={field.key === 'details' || field.key === 'restrictions' ? '9rem' : undefined}>
          {field.value(p)}
        </Box>
      ),
    })),
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (p) => (
        // never wrapped inside, never squeezed: the column is as wide as its two buttons (it clipped "Delet" at 1366 px)
        <HStack justify="end" gap="1" whiteSpace="nowrap">
          <Button size="xs" variant="outline" onClick={() => openEditor(p._id)} aria-label={`Edit ${p.code}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => urlDialog.open('delete', { [DIALOG_RECORD_PARAM]: p._id })}
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
        {mobile ? (
          <VoucherCards
            promoCodes={promoCodes}
            fields={fields}
            status={status}
            isLoading={isLoading}
            error={error}
            onRetry={() => void mutate()}
            onEdit={(p) => openEditor(p._id)}
            onDelete={(p) => urlDialog.open('delete', { [DIALOG_RECORD_PARAM]: p._id })}
          />
        ) : (
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
        )}
      </Stack>
      {shopId && (editor === 'new' || editing) && (
        <PromoCodeEditor
          key={editor ?? ''}
          open
          title={editing ? `Edit ${editing.code}` : 'Generate Code'}
          initial={editing ? promoCodeToDraft(editing) : newDraft(now())}
          onClose={() => openEditor(null)}
          now={now}
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
