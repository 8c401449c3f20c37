import { updateProduct } from '@backoffice/api-client';
import {
  inMerchantWords,
  MESSAGES,
  PRODUCT_HIDDEN_NOTE,
  type Product,
  productDetails,
  productShowProblem,
} from '@backoffice/contracts';
import { Box, Button, Field, Input, MoneyInput, SimpleGrid, Stack, Switch, Text, Textarea, useFieldErrors } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { toastSuccess } from '../useMenu';

/**
 * The Details fields by the label the API names them with (contracts api/merchant-words.ts): a refusal that names
 * one is shown under it, once, and not toasted; a refusal about none of them is the toast.
 */
const DETAIL_FIELDS = {
  name: 'Name',
  description: 'Description',
  excerpt: 'Excerpt',
  price: 'Price',
  stock: 'Stock',
  SKU: 'SKU',
  availableFrom: 'Available from',
} as const;
type DetailField = keyof typeof DETAIL_FIELDS;

/** The contracts schema of the Details tab in the API's words: the form refuses what PUT /api/products/{id} refuses. */
const detailsRules = inMerchantWords(productDetails);

const dateOnly = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

/** Spec 001 §2/§5: the product form — title, description, excerpt, stock, price (dollars → cents) required. */
export function ProductDetailsTab({ product, reload }: { product: Product; reload: () => Promise<unknown> }) {
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [excerpt, setExcerpt] = useState(product.excerpt);
  const [stock, setStock] = useState(String(product.stock));
  // a product created by its name has no price yet: the field starts empty, and 0 counts only when typed
  const [price, setPrice] = useState<number | null>(product.priced === false ? null : product.price);
  const [sku, setSku] = useState(product.SKU ?? '');
  const [enabled, setEnabled] = useState(product.enabled);
  const [availableFrom, setAvailableFrom] = useState(dateOnly(product.availableFrom));
  const [busy, setBusy] = useState(false);
  /** What the schema found on Save, or what the API refused, under each field until that field changes. */
  const { formRef, errors, clear, check, submit } = useFieldErrors(DETAIL_FIELDS);
  const edited =
    <T,>(field: DetailField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      clear(field);
    };

  async function save(event: FormEvent) {
    event.preventDefault();
    // what the fields hold, as the route takes it (an empty field is absent, and the schema asks for it)
    const details = check(detailsRules, {
      name: name.trim(),
      description,
      excerpt,
      stock: stock.trim() === '' ? undefined : Number(stock),
      price: price ?? undefined,
      SKU: sku.trim() || null,
      enabled,
      availableFrom: availableFrom ? new Date(`${availableFrom}T00:00:00Z`).toISOString() : null,
    });
    if (!details) return;
    setBusy(true);
    try {
      await submit(() => updateProduct(product._id, details));
      toastSuccess(MESSAGES.recordChanged('Product', 'update'));
      await reload();
    } catch {
      // under its field, or the call's one error toast
    } finally {
      setBusy(false);
    }
  }

  const hiddenNote = !product.enabled && productShowProblem(product) !== null;
  return (
    <form ref={formRef} noValidate onSubmit={(event: FormEvent) => void save(event)}>
      <Stack gap="4" maxW="xl">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>Title</Field.Label>
          <Input value={name} onChange={(e) => edited('name', setName)(e.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.description}>
          <Field.Label>Description</Field.Label>
          <Textarea value={description} onChange={(e) => edited('description', setDescription)(e.target.value)} />
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.excerpt}>
          <Field.Label>Excerpt</Field.Label>
          <Input value={excerpt} onChange={(e) => edited('excerpt', setExcerpt)(e.target.value)} />
          <Field.ErrorText>{errors.excerpt}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <MoneyInput
            label="Price"
            value={price}
            onChange={edited('price', setPrice)}
            step={0.01}
            required
            error={errors.price}
          />
          <Field.Root required invalid={!!errors.stock}>
            <Field.Label>Stock</Field.Label>
            <Input type="number" step="1" min="-1" value={stock} onChange={(e) => edited('stock', setStock)(e.target.value)} />
            <Field.HelperText>-1 = unlimited</Field.HelperText>
            <Field.ErrorText>{errors.stock}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.SKU}>
            <Field.Label>SKU</Field.Label>
            <Input value={sku} onChange={(e) => edited('SKU', setSku)(e.target.value)} />
            <Field.ErrorText>{errors.SKU}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.availableFrom}>
            <Field.Label>Available from</Field.Label>
            <Input
              type="date"
              value={availableFrom}
              onChange={(e) => edited('availableFrom', setAvailableFrom)(e.target.value)}
            />
            <Field.ErrorText>{errors.availableFrom}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Stack gap="1">
          <Switch.Root checked={enabled} onCheckedChange={(details) => setEnabled(details.checked)}>
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Enabled (visible to customers)</Switch.Label>
          </Switch.Root>
          {hiddenNote && (
            <Text fontSize="sm" color="fg.muted" data-testid="product-hidden-note">
              {PRODUCT_HIDDEN_NOTE}
            </Text>
          )}
        </Stack>
        <Box>
          <Button type="submit" loading={busy}>
            Save details
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
