import { createProduct, syncCategoryProducts, updateProduct, useCurrentShop } from '@backoffice/api-client';
import {
  type Category,
  formatMoney,
  formatVenueDateTime,
  isSoldOut,
  MESSAGES,
  PRODUCT_HIDDEN_NOTE,
  type Product,
  productShowProblem,
} from '@backoffice/contracts';
import { Badge, Box, Button, HStack, Link, Stack, Text, useCan, useUrlDialog } from '@backoffice/ui';
import { Link as RouterLink } from '@backoffice/ui/router';
import { DIALOG_RECORD_PARAM, dialogRecord, MENU_DIALOG, type MenuDialog, productPath } from '../../routes';
import { CreateByName } from '../CreateByName';
import { SoldOutDialog } from '../SoldOutDialog';
import { productsOf, toastSuccess } from '../useMenu';

/**
 * The category's Products tab: create by name, each product's price, sold-out and hidden state, Sold out until…
 * (`?dialog=sold-out&record={productId}`), Back on sale, Sync products; staff get Hide / Show here.
 */
export function CategoryProductsTab({
  category,
  now,
  reload,
}: {
  category: Category;
  now: () => Date;
  reload: () => Promise<unknown>;
}) {
  const shopId = useCurrentShop()?.shopId;
  const urlDialog = useUrlDialog<MenuDialog>({ ...MENU_DIALOG, actions: ['sold-out'] });
  const products = productsOf(category);
  // `?dialog=sold-out&record={productId}`: the product being marked sold out
  const soldOut =
    urlDialog.action === 'sold-out' ? (products.find((p) => p._id === dialogRecord(urlDialog.params)) ?? null) : null;
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
                        onClick={() => urlDialog.open('sold-out', { [DIALOG_RECORD_PARAM]: product._id })}
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
