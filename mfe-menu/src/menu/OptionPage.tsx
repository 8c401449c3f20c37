import { deleteOption, useCurrentShop } from '@backoffice/api-client';
import { MESSAGES } from '@backoffice/contracts';
import { AreaPage, Button, ConfirmDeleteDialog, CurrentShopName, HStack, Link, Stack, useUrlDialog } from '@backoffice/ui';
import { Link as RouterLink, useNavigate, useParams } from '@backoffice/ui/router';
import { categoryPath, MENU_DIALOG, type MenuDialog } from '../routes';
import { OptionForm } from './option/OptionForm';
import { optionSetsOf, toastSuccess, useCategory } from './useMenu';

/** Option page (spec 001 §2/§5): the option form, Delete option modal, back link with `?section=options`. */
export function OptionPage() {
  const { categoryId = '', optionId } = useParams();
  const navigate = useNavigate();
  const current = useCurrentShop();
  const { category, error, isLoading, mutate, data } = useCategory(categoryId);
  const option = optionSetsOf(category).find((o) => o._id === optionId);
  const urlDialog = useUrlDialog<MenuDialog>({ ...MENU_DIALOG, actions: ['delete'] });
  const deleting = urlDialog.action === 'delete';
  return (
    <AreaPage
      title={option?.name ?? 'Option'}
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current || (data !== undefined && !option)}
      emptyTitle={current ? 'Option not found' : 'Choose a shop'}
      emptyDescription={current ? 'It may have been deleted. Go back to its category.' : 'Choose a shop to build its menu.'}
    >
      <Stack gap="4">
        <HStack justify="space-between" flexWrap="wrap">
          <Link asChild w="fit-content">
            <RouterLink to={categoryPath(categoryId, 'options')}>← Back to {category?.name ?? 'category'}</RouterLink>
          </Link>
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => urlDialog.open('delete')} disabled={!option}>
            Delete option
          </Button>
        </HStack>
        {option && <OptionForm key={option._id} option={option} onSaved={() => mutate()} />}
      </Stack>
      <ConfirmDeleteDialog
        open={deleting}
        title="Delete option"
        name={option?.name ?? ''}
        onClose={urlDialog.close}
        onConfirm={async () => {
          if (!option) return;
          await deleteOption(option._id);
          toastSuccess(MESSAGES.recordChanged('Option', 'delete'));
          navigate(categoryPath(categoryId, 'options'), { replace: true });
          await mutate();
        }}
      />
    </AreaPage>
  );
}
