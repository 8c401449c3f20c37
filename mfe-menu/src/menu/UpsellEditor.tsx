import { type Product, upsellForm } from '@backoffice/contracts';
import { Button, Field, HStack, NativeSelect, SchemaForm, Stack, Text, useSchemaField, useSchemaForm } from '@backoffice/ui';
import { useState } from 'react';

/**
 * The field's refusals by the words the API opens them with (menu routes' upsell check): shown under "Upsell
 * product", once, not toasted.
 */
const UPSELL_LABELS = { upsell: ['Upsell product', 'A product can be in Up sell', 'A product cannot be'] } as const;

export interface UpsellEditorProps {
  /** The product ids suggested now, in order. */
  upsell: readonly string[];
  /** Every product of the shop's menu (names of the suggested ones, and the choices). */
  allProducts: readonly Product[];
  /** A product that may not suggest itself (the product page's own product). */
  selfId?: string;
  /** Saves the whole new list; rejects when the API refuses it (the refusal then shows under the field). */
  onSave: (next: string[]) => Promise<unknown>;
}

/**
 * Upsell (spec 001 §2: products suggested with a category or a product): a product can be added only once and Add
 * is disabled until one is chosen. The one editor for the category's Upsell tab and the product's Up sell tab.
 */
export function UpsellEditor({ upsell, allProducts, selfId, onSave }: UpsellEditorProps) {
  const [chosen, setChosen] = useState('');
  const nameOf = (id: string) => allProducts.find((p) => p._id === id)?.name ?? 'A deleted product';
  // A product can be added only once: those already suggested (and the product itself) are not offered.
  const offered = allProducts.filter((p) => p._id !== selfId && !upsell.includes(p._id));
  // The form's value is the list to save (contracts `upsellForm`, the route's upsell field); Add and Remove each
  // save the list they make, and a refusal of it shows under "Upsell product".
  const form = useSchemaForm(upsellForm, {
    defaultValues: { upsell: [...upsell] },
    labels: UPSELL_LABELS,
    onSubmit: async (out) => {
      await onSave(out.upsell);
      setChosen('');
    },
  });
  const save = (next: string[]) => {
    form.setValue('upsell', next);
    void form.submit();
  };
  return (
    <SchemaForm form={form} as="none">
      <Stack gap="4">
        <HStack align="end" flexWrap="wrap">
          <UpsellChoice value={chosen} onChange={setChosen} offered={offered} />
          <Button disabled={!chosen || upsell.includes(chosen)} onClick={() => save([...upsell, chosen])}>
            Add
          </Button>
        </HStack>
        {upsell.length === 0 ? (
          <Text>No upsell products yet.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" aria-label="Upsell products">
            {upsell.map((id) => (
              <HStack as="li" key={id} justify="space-between" borderWidth="1px" borderRadius="md" p="2" data-testid="upsell-row">
                <Text>{nameOf(id)}</Text>
                <Button size="sm" variant="outline" onClick={() => save(upsell.filter((u) => u !== id))}>
                  Remove {nameOf(id)}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </SchemaForm>
  );
}

/**
 * The product to add: not part of the saved list until Add, but the field the list's refusals show under (choosing
 * another drops the message).
 */
function UpsellChoice({
  value,
  onChange,
  offered,
}: {
  value: string;
  onChange: (id: string) => void;
  offered: readonly Product[];
}) {
  const field = useSchemaField<string[]>('upsell', 'Upsell product');
  return (
    <Field.Root maxW="sm" invalid={field.error !== undefined}>
      <Field.Label>Upsell product</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={field.ref}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            // the list is unchanged: only the message goes
            field.onChange(field.value);
          }}
        >
          <option value="">Choose a product</option>
          {offered.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{field.error}</Field.ErrorText>
    </Field.Root>
  );
}
