import { formatMoney, priceTableRowInput, SETTINGS_DEFAULTS, type Shop } from '@backoffice/contracts';
import {
  Box,
  Button,
  Fieldset,
  FormMoneyField,
  FormTextField,
  HStack,
  IconButton,
  SchemaForm,
  Stack,
  Table,
  Text,
  useSchemaField,
  useSchemaForm,
  VisuallyHidden,
} from '@backoffice/ui';

type Row = NonNullable<NonNullable<Shop['delivery']>['priceTable']>[number];

/**
 * The delivery price table (spec 000 §2, §9) as one field of the delivery form: stored rows read-only, each
 * removable ("Remove {title}"); a new row is checked by contracts' `priceTableRowInput` — the rule the API checks each
 * row with — before it joins the table. A stored row the API refuses on Save (off the 0.05 step since) is named in
 * its row, so it can be replaced.
 */
export function DeliveryPriceTable({ feeError }: { feeError: (index: number) => string | undefined }) {
  const field = useSchemaField<Row[] | undefined>('delivery.priceTable', 'Price table');
  const rows = field.value ?? [];
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Price table</Fieldset.Legend>
      {rows.length === 0 ? (
        <Text color="fg.muted">The price table is empty: add a row to save.</Text>
      ) : (
        <StoredRows rows={rows} feeError={feeError} onRemove={(index) => field.onChange(rows.filter((_, i) => i !== index))} />
      )}
      <NewRow onAdd={(row) => field.onChange([...rows, row])} />
    </Fieldset.Root>
  );
}

function StoredRows({
  rows,
  feeError,
  onRemove,
}: {
  rows: Row[];
  feeError: (index: number) => string | undefined;
  onRemove: (index: number) => void;
}) {
  return (
    <Table.Root size="sm" aria-label="Price table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Title</Table.ColumnHeader>
          <Table.ColumnHeader>Description</Table.ColumnHeader>
          <Table.ColumnHeader>Fee</Table.ColumnHeader>
          <Table.ColumnHeader>
            <VisuallyHidden>Remove</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => {
          const error = feeError(index);
          return (
            <Table.Row key={`${row.title}\u0000${row.description}\u0000${row.fee}`}>
              <Table.Cell>{row.title}</Table.Cell>
              <Table.Cell>{row.description}</Table.Cell>
              <Table.Cell>
                {formatMoney(row.fee)}
                {error && (
                  <Text color="fg.error" fontSize="sm">
                    {error}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <IconButton size="xs" variant="ghost" aria-label={`Remove ${row.title}`} onClick={() => onRemove(index)}>
                  ✕
                </IconButton>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

const EMPTY_ROW = { title: '', description: '', fee: SETTINGS_DEFAULTS.priceTableFeeCents };

/** Add row: its own small form on the row's schema, inside the delivery form (so no <form> of its own). */
function NewRow({ onAdd }: { onAdd: (row: Row) => void }) {
  const rowForm = useSchemaForm(priceTableRowInput, {
    defaultValues: EMPTY_ROW,
    onSubmit: (row) => {
      onAdd(row);
      rowForm.reset(EMPTY_ROW);
    },
  });
  return (
    <SchemaForm form={rowForm} as="none">
      <Box borderWidth="1px" borderRadius="md" p="3">
        <Stack gap="3">
          <HStack gap="3" align="start" wrap="wrap">
            <FormTextField path="title" label="Row title" required />
            <FormTextField path="description" label="Row description" required />
            <FormMoneyField path="fee" label="Row fee" required step={SETTINGS_DEFAULTS.priceTableFeeStep} />
          </HStack>
          <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => void rowForm.submit()}>
            Add row
          </Button>
        </Stack>
      </Box>
    </SchemaForm>
  );
}
