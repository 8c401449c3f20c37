import {
  copyMenuFrom,
  createCategory,
  deleteCategory,
  reorderCategories,
  updateCategory,
  useAuth,
  useCategories,
  useCurrentShop,
  useUserShops,
} from '@backoffice/api-client';
import { MESSAGES, moveItem, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import {
  AreaPage,
  Box,
  Button,
  ConfirmDeleteDialog,
  ConfirmDialog,
  CurrentShopName,
  Field,
  HStack,
  IconButton,
  KeyFigure,
  NativeSelect,
  Stack,
  Text,
  useCan,
  useUrlDialog,
} from '@backoffice/ui';
import { Link as RouterLink } from '@backoffice/ui/router';
import { type DragEvent, useState } from 'react';
import { categoryPath, DIALOG_RECORD_PARAM, dialogRecord, MENU_DIALOG, type MenuDialog } from '../routes';
import { CreateByName } from './CreateByName';
import { MenuSpreadsheet } from './MenuSpreadsheet';
import { RenameCategoryDialog } from './RenameCategoryDialog';

const success = (title: string) => topics.toast.emit({ status: 'success', title, duration: SUCCESS_TOAST_MS });

/**
 * Menu builder, category list (spec 001 §2): create (name required), rename through the prompt (empty or whitespace
 * ignored), delete with the spec's confirmation, copy the menu from another shop of the merchant (confirmation,
 * 'Menu copy successful'), and reorder by drag or by keyboard (Move up / Move down), saved in one call.
 */
export function MenuPage() {
  const current = useCurrentShop();
  const auth = useAuth();
  const { data: categories, error, isLoading, mutate } = useCategories();
  // Staff change only what is sold out or hidden (permission table `menu.availability`): the categories' creation,
  // renaming, deletion, order, the spreadsheet and the copy are `menu.edit`, so they are not drawn for them.
  const canEdit = useCan('menu.edit');
  const { data: myShops } = useUserShops(canEdit ? (auth?.userId ?? null) : null);
  const urlDialog = useUrlDialog<MenuDialog>({ ...MENU_DIALOG, actions: ['rename', 'delete', 'copy-menu'] });
  const [copyFrom, setCopyFrom] = useState('');
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const shopId = current?.shopId;
  const otherShops = (myShops?.shops ?? []).filter((shop) => shop._id !== shopId);
  // The open dialog and its record come from the URL (`?dialog=rename&record={categoryId}` …); none opens for staff.
  const recordCategory = canEdit ? (categories?.find((c) => c._id === dialogRecord(urlDialog.params)) ?? null) : null;
  const renaming = urlDialog.action === 'rename' ? recordCategory : null;
  const deleting = urlDialog.action === 'delete' ? recordCategory : null;
  const copySource =
    urlDialog.action === 'copy-menu' ? otherShops.find((s) => s._id === dialogRecord(urlDialog.params)) : undefined;

  async function move(from: number, to: number) {
    if (!shopId || !categories) return;
    const next = moveItem(categories, from, to);
    if (next === categories || next.every((c, i) => c._id === categories[i]?._id)) return;
    await mutate(
      next.map((c, i) => ({ ...c, displayOrder: i })),
      { revalidate: false },
    );
    try {
      await reorderCategories(
        shopId,
        next.map((c) => c._id),
      );
    } finally {
      await mutate();
    }
  }

  return (
    <AreaPage
      title="Menu"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to build its menu."
    >
      <Stack gap="6">
        {categories && <KeyFigure label="Categories" value={categories.length} />}
        {canEdit && (
          <CreateByName
            label="New category name"
            button="Create category"
            onCreate={async (name) => {
              if (!shopId) return;
              await createCategory(shopId, name);
              success(MESSAGES.recordChanged('Category', 'creation'));
              await mutate();
            }}
          />
        )}

        {categories && categories.length === 0 && (
          <Text>{canEdit ? 'No categories yet. Create the first one above.' : 'No categories yet.'}</Text>
        )}
        {categories && categories.length > 0 && (
          <Stack as="ol" gap="2" aria-label="Categories" listStyleType="none" p="0" m="0">
            {categories.map((category, index) => (
              <Box
                as="li"
                key={category._id}
                draggable={canEdit}
                onDragStart={() => setDragIndex(index)}
                onDragOver={(event: DragEvent) => event.preventDefault()}
                onDrop={() => {
                  if (dragIndex !== null) void move(dragIndex, index).catch(() => undefined);
                  setDragIndex(null);
                }}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                data-testid="category-row"
              >
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <RouterLink to={categoryPath(category._id, 'products')}>
                    <Text fontWeight="semibold">{category.name}</Text>
                  </RouterLink>
                  {canEdit && (
                    <HStack gap="1">
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={`Move ${category.name} up`}
                        disabled={index === 0}
                        onClick={() => void move(index, index - 1).catch(() => undefined)}
                      >
                        ↑
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={`Move ${category.name} down`}
                        disabled={index === categories.length - 1}
                        onClick={() => void move(index, index + 1).catch(() => undefined)}
                      >
                        ↓
                      </IconButton>
                      {/* named per row, the visible word first (speech input still finds "Rename") */}
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Rename ${category.name}`}
                        onClick={() => urlDialog.open('rename', { [DIALOG_RECORD_PARAM]: category._id })}
                      >
                        Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Delete ${category.name}`}
                        onClick={() => urlDialog.open('delete', { [DIALOG_RECORD_PARAM]: category._id })}
                      >
                        Delete
                      </Button>
                    </HStack>
                  )}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}

        {canEdit && <MenuSpreadsheet onImported={() => mutate()} />}
        {canEdit && otherShops.length > 0 && (
          <HStack align="end" flexWrap="wrap">
            <Field.Root maxW="sm">
              <Field.Label>Copy menu from</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={copyFrom} onChange={(event) => setCopyFrom(event.target.value)}>
                  <option value="">Choose a shop</option>
                  {otherShops.map((shop) => (
                    <option key={shop._id} value={shop._id}>
                      {shop.name.normal}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              variant="outline"
              disabled={!copyFrom}
              onClick={() => urlDialog.open('copy-menu', { [DIALOG_RECORD_PARAM]: copyFrom })}
            >
              Copy menu
            </Button>
          </HStack>
        )}
      </Stack>

      <RenameCategoryDialog
        category={renaming}
        onClose={urlDialog.close}
        onRename={async (name) => {
          if (!renaming) return;
          await updateCategory(renaming._id, { name });
          urlDialog.close();
          success(MESSAGES.recordChanged('Category', 'update'));
          await mutate();
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        name={deleting?.name ?? ''}
        onClose={urlDialog.close}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteCategory(deleting._id);
          urlDialog.close();
          success(MESSAGES.recordChanged('Category', 'delete'));
          await mutate();
        }}
      />
      <ConfirmDialog
        open={copySource !== undefined}
        title="Copy menu"
        description={`Copy every category, product and option of "${copySource?.name.normal ?? ''}" into this shop? The current menu stays; the copy is added after it.`}
        confirmLabel="Copy menu"
        onClose={urlDialog.close}
        onConfirm={async () => {
          if (!shopId || !copySource) return;
          await copyMenuFrom(shopId, copySource._id);
          urlDialog.close();
          success('Menu copy successful');
          await mutate();
        }}
      />
    </AreaPage>
  );
}
