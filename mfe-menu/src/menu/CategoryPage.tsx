import {
  createOption,
  createProduct,
  syncCategoryProducts,
  updateCategory,
  updateProduct,
  useCurrentShop,
} from '@backoffice/api-client';
import {
  type Category,
  defaultCategoryAvailability,
  formatMoney,
  formatVenueDateTime,
  isSoldOut,
  MESSAGES,
  PRODUCT_HIDDEN_NOTE,
  type Product,
  productShowProblem,
  type ScheduleValue,
  WEEK_DAYS,
} from '@backoffice/contracts';
import {
  AreaPage,
  Badge,
  Box,
  Button,
  CurrentShopName,
  Field,
  HStack,
  Link,
  NativeSelect,
  ScheduleEditor,
  Stack,
  Text,
  UrlTabs,
  useCan,
} from '@backoffice/ui';
import { Link as RouterLink, useParams } from '@backoffice/ui/router';
import { type ReactNode, useState } from 'react';
import { optionPath, paths, productPath } from '../routes';
import { useUrlDialog } from '../useUrlDialog';
import { CreateByName } from './CreateByName';
import { SoldOutDialog } from './SoldOutDialog';
import { optionSetsOf, productsOf, toastSuccess, useCategory } from './useMenu';

type Section = 'products' | 'options' | 'availability' | 'upsell';

function ProductsTab({ category, now, reload }: { category: Category; now: () => Date; reload: () => Promise<unknown> }) {
  const shopId = useCurrentShop()?.shopId;
  const urlDialog = useUrlDialog(['sold-out'] as const);
  const products = productsOf(category);
  // `?dialog=sold-out&record={productId}`: the product being marked sold out
  const soldOut = urlDialog.dialog === 'sold-out' ? (products.find((p) => p._id === urlDialog.record) ?? null) : null;
  // Staff mark sold out and hide/show (`menu.availability`); creating, syncing and the product editor are `menu.edit`.
  const canEdit = useCan('menu.edit');
  const setAvailability = (product: Product, change: { soldOutUntil: null } | { enabled: boolean }) =>
    void updateProduct(product._id, change)
      .then(() => {
        toastSuccess(MESSAGES.recordChanged('Product', 'update'));
        return reload();
      })
      .catch(() => undefined);
  return (
    <Stack gap="4">
      {canEdit && (
        <CreateByName
          label="New product name"
          button="Create product"
          onCreate={async (name) => {
            await createProduct(category._id, name);
            toastSuccess(MESSAGES.recordChanged('Product', 'creation'));
            await reload();
          }}
        />
      )}
      {products.length === 0 ? (
        <Text>No products in this category yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" aria-label="Products">
          {products.map((product) => {
            const out = isSoldOut(product, now());
            return (
              <Box as="li" key={product._id} borderWidth="1px" borderRadius="md" p="3" data-testid="product-row">
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <Stack gap="0">
                    {canEdit ? (
                      <Link asChild fontWeight="semibold">
                        <RouterLink to={productPath(category._id, product._id)}>{product.name}</RouterLink>
                      </Link>
                    ) : (
                      <Text fontWeight="semibold">{product.name}</Text>
                    )}
                    <Text fontSize="sm">{product.priced === false ? 'No price yet' : formatMoney(product.price)}</Text>
                    {out && product.soldOutUntil && (
                      <Badge colorPalette="red" w="fit-content" data-testid="sold-out">
                        Sold out until {formatVenueDateTime(product.soldOutUntil)}
                      </Badge>
                    )}
                    {!product.enabled && (
                      <Badge w="fit-content" whiteSpace="normal">
                        {productShowProblem(product) ? PRODUCT_HIDDEN_NOTE : 'Hidden'}
                      </Badge>
                    )}
                  </Stack>
                  <HStack gap="2" flexWrap="wrap">
                    {/* the editor's Details switch hides/shows for those who may edit; staff get it here */}
                    {!canEdit && (product.enabled || !productShowProblem(product)) && (
                      <Button size="sm" variant="outline" onClick={() => setAvailability(product, { enabled: !product.enabled })}>
                        {product.enabled ? 'Hide' : 'Show'}
                        <Box as="span" srOnly>{` ${product.name}`}</Box>
                      </Button>
                    )}
                    {out ? (
                      <Button size="sm" variant="outline" onClick={() => setAvailability(product, { soldOutUntil: null })}>
                        Back on sale: {product.name}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => urlDialog.open('sold-out', product._id)}
                        aria-label={`Sold out until… ${product.name}`}
                      >
                        Sold out until…
                      </Button>
                    )}
                  </HStack>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      )}
      {canEdit && shopId && products.length > 0 && (
        <Box>
          <Button
            variant="outline"
            onClick={() =>
              void syncCategoryProducts(shopId, category._id)
                .then(() => {
                  toastSuccess('Category products sync successful');
                  return reload();
                })
                .catch(() => undefined)
            }
          >
            Sync products
          </Button>
          <Text fontSize="sm" color="fg.muted" mt="1">
            Gives every product of this category all of its option sets, keeping each product's chosen values.
          </Text>
        </Box>
      )}
      <SoldOutDialog
        product={soldOut}
        now={now}
        onClose={urlDialog.close}
        onSave={async (until) => {
          if (!soldOut) return;
          await updateProduct(soldOut._id, { soldOutUntil: until });
          urlDialog.close();
          toastSuccess(MESSAGES.recordChanged('Product', 'update'));
          await reload();
        }}
      />
    </Stack>
  );
}

function OptionsTab({ category, reload }: { category: Category; reload: () => Promise<unknown> }) {
  const options = optionSetsOf(category);
  return (
    <Stack gap="4">
      <CreateByName
        label="New option set name"
        button="Create option set"
        onCreate={async (name) => {
          await createOption(category._id, name);
          toastSuccess(MESSAGES.recordChanged('Option', 'creation'));
          await reload();
        }}
      />
      {options.length === 0 ? (
        <Text>No option sets in this category yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" aria-label="Option sets">
          {options.map((option) => (
            <Box as="li" key={option._id} borderWidth="1px" borderRadius="md" p="3" data-testid="option-row">
              <Link asChild fontWeight="semibold">
                <RouterLink to={optionPath(category._id, option._id)}>{option.name}</RouterLink>
              </Link>
              <Text fontSize="sm">
                {option.type} · {option.values.length} value{option.values.length === 1 ? '' : 's'}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AvailabilityTab({ category, reload }: { category: Category; reload: () => Promise<unknown> }) {
  const [value, setValue] = useState<ScheduleValue>(
    () => (category.availability?.availableDays ? category.availability : defaultCategoryAvailability()) as ScheduleValue,
  );
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap="4">
      <ScheduleEditor label="Availability" value={value} onChange={setValue} days={WEEK_DAYS} daysKey="availableDays" />
      <Box>
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            void updateCategory(category._id, { availability: value as Category['availability'] })
              .then(() => {
                toastSuccess(MESSAGES.recordChanged('Category', 'update'));
                return reload();
              })
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          Save availability
        </Button>
      </Box>
    </Stack>
  );
}

function UpsellTab({
  category,
  allProducts,
  reload,
}: {
  category: Category;
  allProducts: Product[];
  reload: () => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState('');
  const upsell = category.upsell ?? [];
  const nameOf = (id: string) => allProducts.find((p) => p._id === id)?.name ?? 'A deleted product';
  // A product can be added only once: those already suggested are not offered again.
  const offered = allProducts.filter((p) => !upsell.includes(p._id));
  const save = async (next: string[]) => {
    await updateCategory(category._id, { upsell: next });
    toastSuccess(MESSAGES.recordChanged('Category', 'update'));
    await reload();
  };
  return (
    <Stack gap="4">
      <HStack align="end" flexWrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>Upsell product</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={chosen} onChange={(event) => setChosen(event.target.value)}>
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

/** Category page (spec 001 §2): tabs Products, Options, Availability, Upsell in `?section=`. */
export function CategoryPage({ now = () => new Date() }: { now?: (() => Date) | undefined }) {
  const { categoryId } = useParams();
  const current = useCurrentShop();
  const { category, allProducts, error, isLoading, mutate, data } = useCategory(categoryId);
  const reload = () => mutate();
  const missing = data !== undefined && !category;
  // Staff see the products (sold out, hide/show) only: option sets, availability and upsell are menu editing.
  const canEdit = useCan('menu.edit');
  return (
    <AreaPage
      title={category?.name ?? 'Category'}
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current || missing}
      emptyTitle={current ? 'Category not found' : 'Choose a shop'}
      emptyDescription={current ? 'It may have been deleted. Go back to the menu.' : 'Choose a shop to build its menu.'}
    >
      <Stack gap="4">
        <Link asChild w="fit-content">
          <RouterLink to={paths.menu}>← Back to menu</RouterLink>
        </Link>
        {category && (
          <UrlTabs<Section>
            label="Category"
            items={[
              { value: 'products', label: 'Products', content: <ProductsTab category={category} now={now} reload={reload} /> },
              ...(canEdit ? editTabs(category, allProducts, reload) : []),
            ]}
          />
        )}
      </Stack>
    </AreaPage>
  );
}

function editTabs(category: Category, allProducts: Product[], reload: () => Promise<unknown>) {
  return [
    { value: 'options', label: 'Options', content: <OptionsTab category={category} reload={reload} /> },
    {
      value: 'availability',
      label: 'Availability',
      content: <AvailabilityTab key={category._id} category={category} reload={reload} />,
    },
    {
      value: 'upsell',
      label: 'Upsell',
      content: <UpsellTab category={category} allProducts={allProducts} reload={reload} />,
    },
  ] satisfies { value: Section; label: string; content: ReactNode }[];
}
