import { type Category, categoryRenameForm } from '@backoffice/contracts';
import { ConfirmDialog, FormTextField, SchemaForm, useSchemaForm } from '@backoffice/ui';
import { useEffect } from 'react';

/** The API names the field "Name" (contracts fieldLabel): its refusal shows under this field, not as a toast. */
const API_LABELS = { name: ['Category name', 'Name'] } as const;

export interface RenameCategoryDialogProps {
  /** The category being renamed; null: closed. */
  category: Pick<Category, '_id' | 'name'> | null;
  onClose: () => void;
  /** Saves the trimmed new name (start the call before the first await: it runs in the form's scope). */
  onRename: (name: string) => Promise<unknown>;
}

/**
 * The category rename prompt (spec 001 §2): the current name to edit; an empty or whitespace-only answer is ignored
 * (dismissed, nothing sent); any other is checked with the route's rule (contracts `categoryRenameForm`) and saved.
 */
export function RenameCategoryDialog({ category, onClose, onRename }: RenameCategoryDialogProps) {
  const form = useSchemaForm(categoryRenameForm, {
    defaultValues: { name: category?.name ?? '' },
    labels: API_LABELS,
    onSubmit: ({ name }) => (name === '' ? onClose() : onRename(name)),
  });
  const { reset } = form;
  // each opening starts from the category's name (a list refresh while open keeps what is typed)
  const current = category?.name;
  useEffect(() => {
    if (current !== undefined) reset({ name: current });
  }, [current, reset]);
  return (
    <ConfirmDialog
      open={category !== null}
      title="Rename category"
      confirmLabel="OK"
      testId="prompt-dialog"
      purpose="form"
      onClose={onClose}
      onConfirm={() => form.submit()}
    >
      <SchemaForm form={form} as="none">
        <FormTextField path="name" label="Category name" autoComplete="off" />
      </SchemaForm>
    </ConfirmDialog>
  );
}
