import type { Product } from '@backoffice/contracts';
import { Button, Field, HStack, NativeSelect, Stack, Text, useFieldErrors } from '@backoffice/ui';
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
  const { formRef, errors, clear, submit } = useFieldErrors<HTMLDivElement>(UPSELL_LABELS);
  const save = (next: string[]) => submit(() => onSave(next));
  return (
    <Stack gap="4">
      <HStack align="end" flexWrap="wrap">
        <Field.Root maxW="sm" ref={formRef} invalid={errors.upsell !== undefined}>
          <Field.Label>Upsell product</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                clear('upsell');
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
          <Field.ErrorText>{errors.upsell}</Field.ErrorText>
        </Field.Root>
        <Button
          disabled={!chosen || upsell.includes(chosen)}
          onClick={() =>
            void save([...upsell, chosen])
              .then(() => setChosen(''))
              .catch(() => undefined)
          }
        >
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
              <Button
                size="sm"
                variant="outline"
                onClick={() => void save(upsell.filter((u) => u !== id)).catch(() => undefined)}
              >
                Remove {nameOf(id)}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
