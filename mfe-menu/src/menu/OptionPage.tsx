import { deleteOption, updateOption, useCurrentShop } from '@backoffice/api-client';
import {
  inMerchantWords,
  MESSAGES,
  OPTION_TYPE_LABELS,
  OPTION_TYPES,
  OPTION_VALUE_MESSAGE,
  type OptionSet,
  type OptionType,
  optionForm,
} from '@backoffice/contracts';
import {
  AreaPage,
  Box,
  Button,
  ConfirmDeleteDialog,
  CurrentShopName,
  Field,
  Fieldset,
  HStack,
  Input,
  Link,
  MoneyInput,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  useFieldErrors,
  useUrlDialog,
} from '@backoffice/ui';
import { Link as RouterLink, useNavigate, useParams } from '@backoffice/ui/router';
import { type FormEvent, useId, useState } from 'react';
import { categoryPath, MENU_DIALOG, type MenuDialog } from '../routes';
import { optionSetsOf, toastSuccess, useCategory } from './useMenu';

interface ValueDraft {
  key: string;
  _id?: string;
  name: string;
  price: number | null;
  SKU: string;
}

/**
 * The form's fields by the words the API names them with (contracts optionForm's sentences): a refusal about one
 * shows under it, once, and is not toasted; any other refusal is the one toast.
 */
const API_LABELS = {
  name: ['Name', 'Title'],
  type: 'Type',
  minSelection: ['Min selection', 'Minimum selection'],
  maxSelection: ['Max selection', 'Maximum selection'],
  values: ['Values', 'Each value', 'A value'],
} as const;
type OptionField = keyof typeof API_LABELS;

/** The option form's rules: the contracts schema of PUT /api/options/{id}, in the API's words. */
const optionRules = inMerchantWords(optionForm);

let nextKey = 0;
const draftOf = (option: OptionSet): ValueDraft[] =>
  option.values.map((v) => ({ key: v._id, _id: v._id, name: v.name, price: v.price, SKU: v.SKU ?? '' }));

function OptionForm({ option, onSaved }: { option: OptionSet; onSaved: () => Promise<unknown> }) {
  const [name, setName] = useState(option.name);
  const [type, setType] = useState<OptionType | ''>(option.type);
  const [min, setMin] = useState(option.minSelection == null ? '' : String(option.minSelection));
  const [max, setMax] = useState(option.maxSelection == null ? '' : String(option.maxSelection));
  const [values, setValues] = useState<ValueDraft[]>(() => draftOf(option));
  const [busy, setBusy] = useState(false);
  const { formRef, errors, show, clear, submit } = useFieldErrors(API_LABELS);
  /** The Values group's message: each value's name box points at it (aria-errormessage). */
  const valuesErrorId = useId();
  /** A field's setter that also drops its message: the merchant is fixing it. */
  const edited =
    <T,>(field: OptionField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      clear(field);
    };

  const multi = type === 'multi';
  /** Spec 001 §5: min and max only for multi (an empty box is absent, and the schema asks for it). */
  const selection = (text: string) => (multi ? (text.trim() === '' ? undefined : Number(text)) : null);
  const setValue = (index: number, patch: Partial<ValueDraft>) => {
    setValues(values.map((v, i) => (i === index ? { ...v, ...patch } : v)));
    for (const key of ['values', `values.${index}.name`, `values.${index}.price`]) clear(key);
  };
  /** A value's own problem (`values.1.price`), from the last save. */
  const valueError = (index: number, field: 'name' | 'price') => errors[`values.${index}.${field}`];
  const valuesError =
    errors.values ?? (Object.keys(errors).some((key) => key.startsWith('values.')) ? OPTION_VALUE_MESSAGE : undefined);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = optionRules.safeParse({
      name: name.trim(),
      type: type || undefined,
      minSelection: selection(min),
      maxSelection: selection(max),
      values: values.map((v) => ({
        ...(v._id ? { _id: v._id } : {}),
        name: v.name.trim(),
        price: v.price ?? undefined,
        ...(v.SKU.trim() ? { SKU: v.SKU.trim() } : {}),
      })),
    });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
      show(found);
      return;
    }
    setBusy(true);
    try {
      await submit(() => updateOption(option._id, checked.data));
      toastSuccess(MESSAGES.recordChanged('Option', 'update'));
      await onSaved();
    } catch {
      // under its field, or the call's one error toast
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event: FormEvent) => void save(event)}>
      <Stack gap="4" maxW="2xl">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>Title</Field.Label>
          <Input value={name} onChange={(e) => edited('name', setName)(e.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.type}>
          <Field.Label>Type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={type} onChange={(e) => edited('type', setType)(e.target.value as OptionType | '')}>
              <option value="">Choose a type</option>
              {OPTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {OPTION_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.type}</Field.ErrorText>
        </Field.Root>
        {multi && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={!!errors.minSelection}>
              <Field.Label>Minimum selection</Field.Label>
              <Input
                type="number"
                min="0"
                step="1"
                value={min}
                onChange={(e) => edited('minSelection', setMin)(e.target.value)}
              />
              <Field.ErrorText>{errors.minSelection}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!errors.maxSelection}>
              <Field.Label>Maximum selection</Field.Label>
              <Input
                type="number"
                min="1"
                step="1"
                value={max}
                onChange={(e) => edited('maxSelection', setMax)(e.target.value)}
              />
              <Field.ErrorText>{errors.maxSelection}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
        )}
        <Fieldset.Root invalid={!!valuesError}>
          <Fieldset.Legend>Values</Fieldset.Legend>
          <Stack gap="3">
            {values.map((value, index) => (
              <SimpleGrid
                key={value.key}
                columns={{ base: 1, md: 4 }}
                gap="2"
                alignItems="end"
                borderWidth="1px"
                borderRadius="md"
                p="2"
                data-testid="option-value"
              >
                <Field.Root required invalid={!!valueError(index, 'name')}>
                  <Field.Label>Value {index + 1} name</Field.Label>
                  {/* its problem is the group's one sentence below the values (said once, not per value) */}
                  <Input
                    value={value.name}
                    onChange={(e) => setValue(index, { name: e.target.value })}
                    aria-errormessage={valueError(index, 'name') ? valuesErrorId : undefined}
                  />
                </Field.Root>
                <MoneyInput
                  label={`Value ${index + 1} price`}
                  value={value.price}
                  onChange={(price) => setValue(index, { price })}
                  required
                  error={valueError(index, 'price')}
                />
                <Field.Root>
                  <Field.Label>Value {index + 1} SKU</Field.Label>
                  <Input value={value.SKU} onChange={(e) => setValue(index, { SKU: e.target.value })} />
                </Field.Root>
                <Button variant="outline" onClick={() => setValues(values.filter((v) => v.key !== value.key))}>
                  Remove value {index + 1}
                </Button>
              </SimpleGrid>
            ))}
            {values.length === 0 && <Text>No values yet.</Text>}
            {valuesError && <Fieldset.ErrorText id={valuesErrorId}>{valuesError}</Fieldset.ErrorText>}
            <Box>
              <Button
                variant="outline"
                onClick={() => {
                  nextKey += 1;
                  setValues([...values, { key: `new-${nextKey}`, name: '', price: 0, SKU: '' }]);
                }}
              >
                Add value
              </Button>
            </Box>
          </Stack>
        </Fieldset.Root>
        <HStack>
          <Button type="submit" loading={busy}>
            Save option
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

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
