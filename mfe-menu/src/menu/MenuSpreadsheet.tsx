import { exportMenu, importMenu, useCurrentShop } from '@backoffice/api-client';
import { csvFileText, type MenuImportResponse } from '@backoffice/contracts';
import { Badge, Box, Button, downloadBlob, Field, HStack, Input, Stack, Table, Text } from '@backoffice/ui';
import { type ChangeEvent, useState } from 'react';
import { toastSuccess } from './useMenu';

/** The file's text through FileReader (every browser, and jsdom, which has no Blob.text()). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

const ACTION_PALETTE = { create: 'green', change: 'blue', unchanged: 'gray', refuse: 'red' } as const;

/** A change names the file's column the merchant edited: the product's name is the `product` column. */
const columnOf = (field: string) => (field === 'name' ? 'product' : field);

/**
 * Menu spreadsheet round trip (ours: the spec has no import): export the whole menu as CSV; import one back, see every row it would
 * create, change or refuse and why, then apply all of it in one transaction (or nothing).
 */
export function MenuSpreadsheet({ onImported }: { onImported: () => Promise<unknown> }) {
  const shopId = useCurrentShop()?.shopId;
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<MenuImportResponse | null>(null);
  const [busy, setBusy] = useState(false);
  if (!shopId) return null;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file || !shopId) return;
    const text = await readText(file);
    setCsv(text);
    setPreview(await importMenu(shopId, text, false));
  }

  const nothingToDo = preview ? preview.summary.create + preview.summary.change === 0 : true;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="menu-spreadsheet">
      <Text fontWeight="semibold">Spreadsheet</Text>
      <HStack flexWrap="wrap" align="end" gap="4">
        <Button
          variant="outline"
          onClick={() =>
            void exportMenu(shopId)
              .then(({ csv: text, fileName }) =>
                downloadBlob(new Blob([csvFileText(text)], { type: 'text/csv;charset=utf-8' }), fileName),
              )
              .catch(() => undefined)
          }
        >
          Export menu (CSV)
        </Button>
        <Field.Root maxW="sm">
          <Field.Label>Import menu (CSV)</Field.Label>
          <Input type="file" accept=".csv,text/csv" p="1" onChange={(event) => void choose(event).catch(() => undefined)} />
        </Field.Root>
      </HStack>
      {preview && (
        <Stack gap="2">
          <Text data-testid="import-summary">
            {preview.summary.create} to create, {preview.summary.change} to change, {preview.summary.unchanged} unchanged,{' '}
            {preview.summary.refuse} refused
          </Text>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Import preview">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Line</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                  <Table.ColumnHeader>Category</Table.ColumnHeader>
                  <Table.ColumnHeader>Product</Table.ColumnHeader>
                  <Table.ColumnHeader>What and why</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {preview.rows.map((row) => (
                  <Table.Row key={row.line} data-testid="import-row">
                    <Table.Cell>{row.line}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={ACTION_PALETTE[row.action]}>{row.action}</Badge>
                    </Table.Cell>
                    <Table.Cell>{row.category}</Table.Cell>
                    <Table.Cell>{row.product}</Table.Cell>
                    <Table.Cell>
                      {row.changes.map((c) => `${columnOf(c.field)}: ${c.from} → ${c.to}`).join('; ')}
                      {row.reason ?? ''}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <HStack>
            <Button
              loading={busy}
              disabled={preview.summary.refuse > 0 || nothingToDo}
              onClick={() => {
                if (!csv) return;
                setBusy(true);
                void importMenu(shopId, csv, true)
                  .then(async () => {
                    setPreview(null);
                    setCsv(null);
                    toastSuccess('Menu import successful');
                    await onImported();
                  })
                  .catch(() => undefined)
                  .finally(() => setBusy(false));
              }}
            >
              Apply import
            </Button>
            <Button variant="ghost" onClick={() => setPreview(null)}>
              Discard
            </Button>
            {preview.summary.refuse > 0 && <Text color="fg.error">Fix the refused rows in the file and choose it again.</Text>}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
