import { isApiError } from '@backoffice/api-client';
import { type Shop, type ShopUpdate, tableCapacityPrompt, tableNumberPrompt } from '@backoffice/contracts';
import {
  Box,
  Button,
  ConfirmDeleteDialog,
  HStack,
  IconButton,
  PromptDialog,
  Stack,
  Table,
  Text,
  useUrlState,
} from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useShopSave } from '../settings/form/useShopSave';
import { TableQrDownload } from './TableQrDownload';

export const NO_TABLES = 'No tables found, click the + button to add a new table';
/** Why the buttons are disabled, for the merchant (ours: the spec only says when Manage Tables is enabled). */
export const MANAGE_TABLES_HINT = 'Manage Tables is available when the serving identifier is Table number.';

const DIALOGS = ['add-table', 'table-capacity', 'remove-table'] as const;
type Dialog = (typeof DIALOGS)[number];
/** The tab's query: the open prompt or confirmation, and the table a removal is about. */
const TABLES_QUERY = z.object({ dialog: z.enum(DIALOGS).optional(), tableId: z.string().optional() });

/**
 * Tables tab (spec 001 §2): the shop's tables (number, capacity), + adds one through two prompts (number, then
 * capacity: the spec's prompts "with no checks" — each holds one field of the route's new table, contracts
 * `newDineInTable`, so only what the API would refuse is refused, in its words), removal asks for confirmation; both are the spec's dot-path `$push` / `$pull` on
 * `dineIn.tables`, so a save never rewrites the other tables. Manage Tables (add, remove) is enabled only when the
 * serving identifier is table-number. The open dialog is in the URL (`dialog`, and `tableId` for a removal).
 */
const TABLE_LABELS = { number: ['Table number', 'Number'], capacity: 'Capacity' } as const;

export function TablesTab({ shop }: { shop: Shop }) {
  const tables = shop.dineIn?.tables ?? [];
  const canManage = (shop.dineIn?.servingIdentifier ?? 'table-number') === 'table-number';
  const [query, setQuery] = useUrlState(TABLES_QUERY);
  // the API names a new table's fields "Number" and "Capacity" (contracts fieldLabel of dineIn.tables): a refusal
  // of either shows under its prompt's field, not as a toast; the number's takes the merchant back to its prompt
  const { save: saveShop, busy } = useShopSave();
  const [errors, setErrors] = useState<Partial<Record<keyof typeof TABLE_LABELS, string>>>({});
  // each prompt is one answer, not a form of its own fields: the refusal is kept here and shown by its prompt
  const save = (shopInfo: ShopUpdate) => {
    setErrors({});
    return saveShop(shopInfo, { labels: TABLE_LABELS }).then(
      () => true,
      (error: unknown) => {
        if (isApiError(error) && (error.field === 'number' || error.field === 'capacity')) {
          setErrors({ [error.field]: error.message });
        }
        return false;
      },
    );
  };
  const [number, setNumber] = useState('');
  let dialog = query.dialog && canManage ? query.dialog : null;
  // A reload on the capacity step has lost the number typed before it: start the prompts again.
  if (dialog === 'table-capacity' && number === '') dialog = 'add-table';
  const removing = tables.find((table) => table._id === query.tableId);

  // opening a prompt or the confirmation is a history entry (Back closes it); the capacity step and closing replace
  const open = (next: Dialog | null, tableId?: string) =>
    setQuery({ dialog: next, tableId }, { replace: next !== 'add-table' && next !== 'remove-table' });
  // the number refused with its capacity: back to the number's prompt, where the message shows under the field
  const refusedNumber = errors.number;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal of the number moves the prompts back
  useEffect(() => {
    if (refusedNumber !== undefined) open('add-table');
  }, [refusedNumber]);

  return (
    <Stack gap="4">
      <Box role="group" aria-label="Manage Tables">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">Manage Tables</Text>
          <IconButton
            aria-label="Add table"
            size="sm"
            disabled={!canManage}
            onClick={() => {
              setNumber('');
              open('add-table');
            }}
          >
            +
          </IconButton>
        </HStack>
        {!canManage && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {MANAGE_TABLES_HINT}
          </Text>
        )}
      </Box>

      {tables.length === 0 ? (
        <Text data-testid="tables-empty">{NO_TABLES}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Tables">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Table</Table.ColumnHeader>
                <Table.ColumnHeader>Capacity</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>Actions</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tables.map((table) => (
                <Table.Row key={table._id} data-testid="table-row">
                  <Table.Cell>{table.number}</Table.Cell>
                  <Table.Cell>{table.capacity}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={!canManage}
                      aria-label={`Remove table ${table.number}`}
                      onClick={() => open('remove-table', table._id)}
                    >
                      Remove
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      <TableQrDownload shop={shop} disabled={tables.length === 0} />

      <PromptDialog
        open={dialog === 'add-table'}
        title="Add table"
        label="Table number"
        schema={tableNumberPrompt}
        path="number"
        defaultValue={number}
        error={errors.number}
        onClose={() => open(null)}
        onSubmit={(value) => {
          setNumber(value);
          open('table-capacity');
        }}
      />
      <PromptDialog
        open={dialog === 'table-capacity'}
        title={`Table ${number}`}
        label="Capacity"
        schema={tableCapacityPrompt}
        path="capacity"
        error={errors.capacity}
        busy={busy}
        onClose={() => open(null)}
        onSubmit={async (capacity) => {
          const saved = await save({ $push: { 'dineIn.tables': { number, capacity } } });
          if (!saved) return;
          setNumber('');
          open(null);
        }}
      />
      <ConfirmDeleteDialog
        open={dialog === 'remove-table' && removing !== undefined}
        name={removing ? `Table ${removing.number}` : ''}
        title="Remove table"
        confirmLabel="Remove"
        busy={busy}
        onClose={() => open(null)}
        onConfirm={async () => {
          if (!removing) return;
          const saved = await save({ $pull: { 'dineIn.tables': { _id: removing._id } } });
          if (saved) open(null);
        }}
      />
    </Stack>
  );
}
