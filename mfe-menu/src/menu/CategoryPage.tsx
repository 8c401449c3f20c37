import { updateCategory, useCurrentShop } from '@backoffice/api-client';
import { type Category, MESSAGES, type Product } from '@backoffice/contracts';
import { AreaPage, CurrentShopName, Link, Stack, UrlTabs, useCan } from '@backoffice/ui';
import { Link as RouterLink, useParams } from '@backoffice/ui/router';
import type { ReactNode } from 'react';
import { paths } from '../routes';
import { CategoryAvailabilityTab } from './category/CategoryAvailabilityTab';
import { CategoryOptionsTab } from './category/CategoryOptionsTab';
import { CategoryProductsTab } from './category/CategoryProductsTab';
import { UpsellEditor } from './UpsellEditor';
import { toastSuccess, useCategory } from './useMenu';

type Section = 'products' | 'options' | 'availability' | 'upsell';

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
              {
                value: 'products',
                label: 'Products',
                content: <CategoryProductsTab category={category} now={now} reload={reload} />,
              },
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
    { value: 'options', label: 'Options', content: <CategoryOptionsTab category={category} reload={reload} /> },
    {
      value: 'availability',
      label: 'Availability',
      content: <CategoryAvailabilityTab key={category._id} category={category} reload={reload} />,
    },
    {
      value: 'upsell',
      label: 'Upsell',
      content: (
        <UpsellEditor
          upsell={category.upsell ?? []}
          allProducts={allProducts}
          onSave={async (upsell) => {
            await updateCategory(category._id, { upsell });
            toastSuccess(MESSAGES.recordChanged('Category', 'update'));
            await reload();
          }}
        />
      ),
    },
  ] satisfies { value: Section; label: string; content: ReactNode }[];
}
