import { deleteProduct, updateProduct, useCurrentShop } from '@backoffice/api-client';
import { MESSAGES } from '@backoffice/contracts';
import {
  AreaPage,
  Button,
  ConfirmDeleteDialog,
  CurrentShopName,
  HStack,
  Link,
  Menu,
  Portal,
  Stack,
  UrlTabs,
  useUrlDialog,
} from '@backoffice/ui';
import { Link as RouterLink, useNavigate, useParams } from '@backoffice/ui/router';
import { categoryPath, MENU_DIALOG, type MenuDialog } from '../routes';
import { ProductDetailsTab } from './product/ProductDetailsTab';
import { ProductOptionsTab } from './product/ProductOptionsTab';
import { ProductPresentationTab } from './product/ProductPresentationTab';
import { UpsellEditor } from './UpsellEditor';
import { productsOf, toastSuccess, useCategory } from './useMenu';

type Section = 'details' | 'options' | 'presentation' | 'upsell';

/** Product page (spec 001 §2): back link, tabs Details, Options, Presentation, Up sell, and a Delete dropdown. */
export function ProductPage() {
  const { categoryId = '', productId } = useParams();
  const navigate = useNavigate();
  const current = useCurrentShop();
  const { category, allProducts, error, isLoading, mutate, data } = useCategory(categoryId);
  const product = productsOf(category).find((p) => p._id === productId);
  const urlDialog = useUrlDialog<MenuDialog>({ ...MENU_DIALOG, actions: ['delete'] });
  const deleting = urlDialog.action === 'delete';
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
              {
                value: 'details',
                label: 'Details',
                content: <ProductDetailsTab key={product._id} product={product} reload={reload} />,
              },
              {
                value: 'options',
                label: 'Options',
                content: <ProductOptionsTab key={product._id} product={product} category={category} reload={reload} />,
              },
              {
                value: 'presentation',
                label: 'Presentation',
                content: <ProductPresentationTab product={product} reload={reload} />,
              },
              {
                value: 'upsell',
                label: 'Up sell',
                content: (
                  <UpsellEditor
                    upsell={product.upsell ?? []}
                    allProducts={allProducts}
                    selfId={product._id}
                    onSave={async (upsell) => {
                      await updateProduct(product._id, { upsell });
                      toastSuccess(MESSAGES.recordChanged('Product', 'update'));
                      await reload();
                    }}
                  />
                ),
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
