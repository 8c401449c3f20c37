import { createContext, type FormHTMLAttributes, type ReactNode, useContext, useEffect } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useController, useFormState } from 'react-hook-form';
import type { SchemaFormExtras } from './useSchemaForm';

type AnySchemaForm = UseFormReturn<FieldValues, unknown, unknown> & SchemaFormExtras;

const KitForm = createContext<AnySchemaForm | null>(null);

export interface SchemaFormProps<T extends FieldValues = FieldValues, O = unknown>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** useSchemaForm's result. */
  form: UseFormReturn<T, unknown, O> & SchemaFormExtras;
  children: ReactNode;
  /** 'form' (default): a <form> that submits with the form's submit. 'none': only the context (a dialog body). */
  as?: 'form' | 'none';
}

/**
 * The provider of a useSchemaForm form: its fields (Form*Field, by path) find the form here. Renders the <form>
 * (noValidate: the schema says what is wrong, in the spec's words, not the browser).
 */
export function SchemaForm<T extends FieldValues, O>({ form, children, as = 'form', ...rest }: SchemaFormProps<T, O>) {
  const kit = form as unknown as AnySchemaForm;
  return (
    <FormProvider {...kit}>
      <KitForm.Provider value={kit}>
        {as === 'form' ? (
          <form ref={kit.formRef} noValidate onSubmit={kit.submit} {...rest}>
            {children}
          </form>
        ) : (
          children
        )}
      </KitForm.Provider>
    </FormProvider>
  );
}

/**
 * One field of the surrounding SchemaForm, for the kit's field components and a screen's own: its value, a change
 * that drops the field's message (an edited field is no longer the one refused), the message, and the ref focus
 * moves to. `label` is registered so a server refusal opening with it lands under this field.
 */
export function useSchemaField<V = unknown>(path: string, label: string) {
  const kit = useKitForm(path);
  const { registerLabel, clearErrors } = kit;
  useEffect(() => registerLabel(path, label), [registerLabel, path, label]);
  const { field, fieldState } = useController({ name: path, control: kit.control });
  return {
    value: field.value as V,
    onChange: (value: V) => {
      if (fieldState.error) clearErrors(path);
      field.onChange(value);
    },
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
    error: fieldState.error?.message,
  };
}

/**
 * The message at `path` when no field shows it — a rule on a whole list ("rows must not overlap") or a group. The
 * path counts as shown, so the form does not also toast it.
 */
export function useSchemaError(path: string): string | undefined {
  const kit = useKitForm(path);
  const { registerLabel, control, getFieldState } = kit;
  useEffect(() => registerLabel(path, ''), [registerLabel, path]);
  const formState = useFormState({ control, name: path });
  const { error } = getFieldState(path, formState);
  return error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;
}

function useKitForm(path: string): AnySchemaForm {
  const kit = useContext(KitForm);
  if (!kit) throw new Error(`${path}: a form field must be inside <SchemaForm>`);
  return kit;
}
