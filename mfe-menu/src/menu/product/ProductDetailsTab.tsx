import { updateProduct } from '@backoffice/api-client';
import { MESSAGES, PRODUCT_HIDDEN_NOTE, type Product, productDetailsForm, productShowProblem } from '@backoffice/contracts';
import {
  Box,
  Button,
  Field,
  FormMoneyField,
  FormNumberField,
  FormSwitchField,
  FormTextareaField,
  FormTextField,
  Input,
  SchemaForm,
  SimpleGrid,
  Stack,
  Text,
  useSchemaField,
  useSchemaForm,
} from '@backoffice/ui';
import { toastSuccess } from '../useMenu';

/**
 * The Details fields by the label the API names them with where the form's label differs (contracts
 * api/merchant-words.ts: the API says "Name", the spec's form says "Title"): a refusal that names one is shown under
 * it, once, and not toasted; a refusal about none of them is the toast.
 */
const API_LABELS = { name: 'Name' } as const;

/** "Available from": a day (the kit's text field has no date type); its message under it like the kit's fields. */
function FormDateField() {
  const field = useSchemaField<string | undefined>('availableFrom', 'Available from');
  return (
    <Field.Root invalid={field.error !== undefined}>
      <Field.Label>Available from</Field.Label>
      <Input
        ref={field.ref}
        name={field.name}
        type="date"
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
      <Field.ErrorText>{field.error}</Field.ErrorText>
    </Field.Root>
  );
}

const dateOnly = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

/**
 * Spec 001 §2/§5: the product form — title, description, excerpt, stock, price (dollars → cents) required. Driven by
 * the contracts schema of PUT /api/products/{id} (`productDetailsForm`): the form refuses what the route refuses, in
 * the same words, and sends the schema's output.
 */
export function ProductDetailsTab({ product, reload }: { product: Product; reload: () => Promise<unknown> }) {
  const form = useSchemaForm(productDetailsForm, {
    defaultValues: {
      name: product.name,
      description: product.description,
      excerpt: product.excerpt,
      // a product created by its name has no price yet: the field starts empty, and 0 counts only when typed
      price: product.priced === false ? undefined : product.price,
      stock: product.stock,
      SKU: product.SKU ?? '',
      enabled: product.enabled,
      availableFrom: dateOnly(product.availableFrom),
    },
    labels: API_LABELS,
    onSubmit: async (details) => {
      await updateProduct(product._id, details);
      toastSuccess(MESSAGES.recordChanged('Product', 'update'));
      await reload();
    },
  });
  const hiddenNote = !product.enabled && productShowProblem(product) !== null;
  return (
    <SchemaForm form={form}>
      <Stack gap="4" maxW="xl">
        <FormTextField path="name" label="Title" required />
        <FormTextareaField path="description" label="Description" required />
        <FormTextField path="excerpt" label="Excerpt" required />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormMoneyField path="price" label="Price" step={0.01} required />
          <FormNumberField path="stock" label="Stock" step={1} min={-1} help="-1 = unlimited" required />
          <FormTextField path="SKU" label="SKU" />
          <FormDateField />
        </SimpleGrid>
        <Stack gap="1">
          <FormSwitchField path="enabled" label="Enabled (visible to customers)" />
          {hiddenNote && (
            <Text fontSize="sm" color="fg.muted" data-testid="product-hidden-note">
              {PRODUCT_HIDDEN_NOTE}
            </Text>
          )}
        </Stack>
        <Box>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save details
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}
