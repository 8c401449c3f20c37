import { deleteProduct, updateProduct, useCurrentShop, useIcons } from '@backoffice/api-client';
import {
  type Category,
  formatMoney,
  MESSAGES,
  type OptionSet,
  PRICE_RANGE_MESSAGE,
  PRODUCT_HIDDEN_NOTE,
  type Product,
  type ProductOptionFlags,
  priceCents,
  productOptionsProblem,
  productOptionsToSave,
  productShowProblem,
  toggleDefaultValue,
} from '@backoffice/contracts';
import {
  AreaPage,
  Box,
  Button,
  Checkbox,
  ConfirmDeleteDialog,
  CurrentShopName,
  Field,
  Fieldset,
  HStack,
  Image,
  ImageUpload,
  Input,
  Link,
  Menu,
  MoneyInput,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  UrlTabs,
  useFieldErrors,
  VisuallyHidden,
} from '@backoffice/ui';
import { Link as RouterLink, useNavigate, useParams } from '@backoffice/ui/router';
import { type FormEvent, useState } from 'react';
import { categoryPath } from '../routes';
import { useUrlDialog } from '../useUrlDialog';
import { optionSetsOf, productsOf, toastSuccess, useCategory } from './useMenu';

type Section = 'details' | 'options' | 'presentation' | 'upsell';
type Reload = () => Promise<unknown>;

const dateOnly = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

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

function DetailsTab({ product, reload }: { product: Product; reload: Reload }) {
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
  /** What the form found on Save, or what the API refused, under each field until that field changes. */
  const { formRef, errors, show, clear, submit } = useFieldErrors(DETAIL_FIELDS);
  const edited =
    <T,>(field: DetailField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      clear(field);
    };

  const stockNumber = Number(stock);
  const problems: Partial<Record<DetailField, string>> = {
    name: name.trim() ? undefined : 'Title is required',
    description: description.trim() ? undefined : 'Description is required',
    excerpt: excerpt.trim() ? undefined : 'Excerpt is required',
    stock:
      stock.trim() === ''
        ? 'Stock is required'
        : Number.isInteger(stockNumber) && stockNumber >= -1
          ? undefined
          : 'Stock must be a whole number, -1 for unlimited',
    // the API's own rule and words (contracts priceCents): NZ$0.00 to NZ$9,999.99
    price: price === null ? 'Price is required' : priceCents.safeParse(price).success ? undefined : PRICE_RANGE_MESSAGE,
  };
  const found = Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => !!entry[1]));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(found).length > 0 || price === null) {
      show(found);
      return;
    }
    setBusy(true);
    try {
      await submit(() =>
        updateProduct(product._id, {
          name: name.trim(),
          description,
          excerpt,
          stock: stockNumber,
          price,
          SKU: sku.trim() || null,
          enabled,
          availableFrom: availableFrom ? new Date(`${availableFrom}T00:00:00Z`).toISOString() : null,
        }),
      );
      toastSuccess(MESSAGES.recordChanged('Product', 'update'));
      await reload();
    } catch {
      // under its field, or the call's one error toast
    } finally {
      setBusy(false);
    }
  }

  const shown = (field: DetailField) => errors[field];
  const hiddenNote = !product.enabled && productShowProblem(product) !== null;
  return (
    <form ref={formRef} noValidate onSubmit={(event: FormEvent) => void save(event)}>
      <Stack gap="4" maxW="xl">
        <Field.Root required invalid={!!shown('name')}>
          <Field.Label>Title</Field.Label>
          <Input value={name} onChange={(e) => edited('name', setName)(e.target.value)} />
          <Field.ErrorText>{shown('name')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!shown('description')}>
          <Field.Label>Description</Field.Label>
          <Textarea value={description} onChange={(e) => edited('description', setDescription)(e.target.value)} />
          <Field.ErrorText>{shown('description')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!shown('excerpt')}>
          <Field.Label>Excerpt</Field.Label>
          <Input value={excerpt} onChange={(e) => edited('excerpt', setExcerpt)(e.target.value)} />
          <Field.ErrorText>{shown('excerpt')}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <MoneyInput
            label="Price"
            value={price}
            onChange={edited('price', setPrice)}
            step={0.01}
            required
            error={shown('price')}
          />
          <Field.Root required invalid={!!shown('stock')}>
            <Field.Label>Stock</Field.Label>
            <Input type="number" step="1" min="-1" value={stock} onChange={(e) => edited('stock', setStock)(e.target.value)} />
            <Field.HelperText>-1 = unlimited</Field.HelperText>
            <Field.ErrorText>{shown('stock')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!shown('SKU')}>
            <Field.Label>SKU</Field.Label>
            <Input value={sku} onChange={(e) => edited('SKU', setSku)(e.target.value)} />
            <Field.ErrorText>{shown('SKU')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!shown('availableFrom')}>
            <Field.Label>Available from</Field.Label>
            <Input
              type="date"
              value={availableFrom}
              onChange={(e) => edited('availableFrom', setAvailableFrom)(e.target.value)}
            />
            <Field.ErrorText>{shown('availableFrom')}</Field.ErrorText>
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

/** The category's option sets with this product's flags on each value (unset = not selected). */
function flagsFor(product: Product, sets: OptionSet[]): (ProductOptionFlags & { set: OptionSet })[] {
  return sets.map((set) => {
    const mine = product.options?.find((o) => o._id === set._id);
    return {
      _id: set._id,
      set,
      values: set.values.map((value) => {
        const flags = mine?.values.find((v) => v._id === value._id);
        return { _id: value._id, selected: flags?.selected === true, default: flags?.default === true };
      }),
    };
  });
}

function OptionsTab({ product, category, reload }: { product: Product; category: Category; reload: Reload }) {
  const [options, setOptions] = useState(() => flagsFor(product, optionSetsOf(category)));
  const [busy, setBusy] = useState(false);
  const problem = productOptionsProblem(options);
  if (options.length === 0) return <Text>This category has no option sets yet. Create them on the category's Options tab.</Text>;
  const update = (index: number, next: (typeof options)[number]) => setOptions(options.map((o, i) => (i === index ? next : o)));
  return (
    <Stack gap="4">
      {options.map((option, index) => (
        <Fieldset.Root key={option._id} borderWidth="1px" borderRadius="md" p="3">
          <Fieldset.Legend>{option.set.name}</Fieldset.Legend>
          <Stack gap="2">
            {option.set.values.map((value, v) => {
              const flags = option.values[v];
              return (
                <HStack key={value._id} gap="4" flexWrap="wrap">
                  <Checkbox.Root
                    checked={flags?.selected === true}
                    onCheckedChange={(d) =>
                      update(index, {
                        ...option,
                        values: option.values.map((f) =>
                          f._id === value._id
                            ? { ...f, selected: d.checked === true, default: d.checked === true ? f.default : false }
                            : f,
                        ),
                      })
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {value.name} ({formatMoney(value.price)})
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <Checkbox.Root
                    size="sm"
                    checked={flags?.default === true}
                    onCheckedChange={() => update(index, { ...toggleDefaultValue(option, value._id), set: option.set })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    {/* The label names the input (an aria-label loses to the label's aria-labelledby): "Default" alone
                        would name every default box alike. */}
                    <Checkbox.Label>
                      Default
                      <VisuallyHidden>
                        {' '}
                        for {value.name} in {option.set.name}
                      </VisuallyHidden>
                    </Checkbox.Label>
                  </Checkbox.Root>
                </HStack>
              );
            })}
          </Stack>
        </Fieldset.Root>
      ))}
      {problem && <Text color="fg.error">{problem}</Text>}
      <Box>
        <Button
          loading={busy}
          disabled={problem !== null}
          onClick={() => {
            setBusy(true);
            // Spec 001 §5: only sets with at least one selected value, and only their selected values.
            const toSave = productOptionsToSave(options.map(({ _id, values }) => ({ _id, values })));
            void updateProduct(product._id, { options: toSave })
              .then(() => {
                toastSuccess(MESSAGES.recordChanged('Product', 'update'));
                return reload();
              })
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          Save options
        </Button>
      </Box>
    </Stack>
  );
}

function PresentationTab({ product, reload }: { product: Product; reload: Reload }) {
  const { data: icons } = useIcons();
  const [icon, setIcon] = useState(product.icon?.name ?? '');
  const chosen = icons?.find((i) => i.name === icon);
  const saveHero = (hero: string | null) =>
    updateProduct(product._id, { images: { hero } })
      .then(() => {
        toastSuccess(MESSAGES.recordChanged('Product', 'update'));
        return reload();
      })
      .catch(() => undefined);
  return (
    <Stack gap="6" maxW="xl">
      <HStack align="end" flexWrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>Icon</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={icon} onChange={(e) => setIcon(e.target.value)}>
              <option value="">No icon</option>
              {(icons ?? []).map((i) => (
                <option key={i.name} value={i.name}>
                  {i.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {chosen && <Image src={chosen.icon} alt="" boxSize="10" />}
        <Button
          onClick={() =>
            void updateProduct(product._id, { icon: chosen ? { name: chosen.name, icon: chosen.icon } : null })
              .then(() => {
                toastSuccess(MESSAGES.recordChanged('Product', 'update'));
                return reload();
              })
              .catch(() => undefined)
          }
        >
          Save icon
        </Button>
      </HStack>
      <ImageUpload
        label="Hero image"
        value={product.images?.hero ?? null}
        output="jpeg"
        helperText="JPEG, PNG or WebP up to 9 MB; crop and rotate before it is saved as JPEG."
        onChange={(url) => void saveHero(url)}
        onRemove={() => void saveHero(null)}
      />
    </Stack>
  );
}

function UpsellTab({ product, allProducts, reload }: { product: Product; allProducts: Product[]; reload: Reload }) {
  const [chosen, setChosen] = useState('');
  const upsell = product.upsell ?? [];
  const nameOf = (id: string) => allProducts.find((p) => p._id === id)?.name ?? 'A deleted product';
  const offered = allProducts.filter((p) => p._id !== product._id && !upsell.includes(p._id));
  const save = async (next: string[]) => {
    await updateProduct(product._id, { upsell: next });
    toastSuccess(MESSAGES.recordChanged('Product', 'update'));
    await reload();
  };
  return (
    <Stack gap="4">
      <HStack align="end" flexWrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>Up sell product</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">Choose a product</option>
              {offered.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
        <Text>No up sell products yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" aria-label="Up sell products">
          {upsell.map((id) => (
            <HStack as="li" key={id} justify="space-between" borderWidth="1px" borderRadius="md" p="2">
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

/** Product page (spec 001 §2): back link, tabs Details, Options, Presentation, Up sell, and a Delete dropdown. */
export function ProductPage() {
  const { categoryId = '', productId } = useParams();
  const navigate = useNavigate();
  const current = useCurrentShop();
  const { category, allProducts, error, isLoading, mutate, data } = useCategory(categoryId);
  const product = productsOf(category).find((p) => p._id === productId);
  const urlDialog = useUrlDialog(['delete'] as const);
  const deleting = urlDialog.dialog === 'delete';
  const reload = () => mutate();
  return (
    <AreaPage
      title={product?.name ?? 'Product'}
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current || (data !== undefined && !product)}
      emptyTitle={current ? 'Product not found' : 'Choose a shop'}
      emptyDescription={current ? 'It may have been deleted. Go back to its category.' : 'Choose a shop to build its menu.'}
    >
      <Stack gap="4">
        <HStack justify="space-between" flexWrap="wrap">
          <Link asChild w="fit-content">
            <RouterLink to={categoryPath(categoryId, 'products')}>← Back to {category?.name ?? 'category'}</RouterLink>
          </Link>
          <Menu.Root
            onSelect={({ value }) => {
              if (value === 'delete') urlDialog.open('delete');
            }}
          >
            <Menu.Trigger asChild>
              <Button variant="outline" size="sm">
                Actions
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="delete" color="fg.error">
                    Delete
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
        {product && category && (
          <UrlTabs<Section>
            label="Product"
            items={[
              { value: 'details', label: 'Details', content: <DetailsTab key={product._id} product={product} reload={reload} /> },
              {
                value: 'options',
                label: 'Options',
                content: <OptionsTab key={product._id} product={product} category={category} reload={reload} />,
              },
              { value: 'presentation', label: 'Presentation', content: <PresentationTab product={product} reload={reload} /> },
              {
                value: 'upsell',
                label: 'Up sell',
                content: <UpsellTab product={product} allProducts={allProducts} reload={reload} />,
              },
            ]}
          />
        )}
      </Stack>
      <ConfirmDeleteDialog
        open={deleting}
        name={product?.name ?? ''}
        onClose={urlDialog.close}
        onConfirm={async () => {
          if (!product) return;
          await deleteProduct(product._id);
          toastSuccess(MESSAGES.recordChanged('Product', 'delete'));
          navigate(categoryPath(categoryId), { replace: true });
          await mutate();
        }}
      />
    </AreaPage>
  );
}
