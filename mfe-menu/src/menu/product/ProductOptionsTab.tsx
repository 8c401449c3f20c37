import { updateProduct } from '@backoffice/api-client';
import {
  type Category,
  formatMoney,
  MESSAGES,
  type OptionSet,
  type Product,
  type ProductOptionFlags,
  productOptionsProblem,
  productOptionsToSave,
  toggleDefaultValue,
} from '@backoffice/contracts';
import { Box, Button, Checkbox, Fieldset, HStack, Stack, Text, VisuallyHidden } from '@backoffice/ui';
import { useState } from 'react';
import { optionSetsOf, toastSuccess } from '../useMenu';

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

/** The product's Options tab (spec 001 §5): which values of each of the category's option sets it offers, one default each. */
export function ProductOptionsTab({
  product,
  category,
  reload,
}: {
  product: Product;
  category: Category;
  reload: () => Promise<unknown>;
}) {
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
