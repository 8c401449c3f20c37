import type { Address } from '@backoffice/contracts';
import { Box, Field, Input, type InputProps, SimpleGrid, Stack, Text } from '@backoffice/ui/chakra';
import { useState } from 'react';
import { EMPTY_MANUAL_ADDRESS, type ManualAddressParts, manualAddress, manualAddressErrors } from './address-rules';

/** A labelled input with its message wired to it (aria-invalid, aria-describedby) through Chakra's Field. */
function PartField({
  label,
  value,
  onValueChange,
  error,
  required = false,
  ...input
}: Omit<InputProps, 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} required={required} onChange={(e) => onValueChange(e.target.value)} {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The saved address's parts, when it has them (an address saved as one line only starts the form empty). */
function partsOf(address: Address | null): ManualAddressParts {
  const c = address?.components;
  if (!c) return EMPTY_MANUAL_ADDRESS;
  return { street: c.street ?? '', suburb: c.suburb ?? '', city: c.city ?? '', postCode: c.postCode ?? '' };
}

interface ManualAddressFormProps {
  onAddressChange: (address: Address | null) => void;
  /** The saved address: its parts fill the form. */
  value?: Address | null;
  /** Whether an address is needed at all (onboarding, a fixed shop); street and city are needed once one is typed. */
  required?: boolean;
  /** The caller's message (e.g. its schema's "Address is required for a fixed shop"). */
  error?: string | undefined;
}

/**
 * The plain New Zealand address form used when no Google Maps key is configured (or the maps script cannot
 * load): street, suburb, city, postcode; the country is fixed. Every change reports the address object — the
 * same shape autocomplete gives — or null while it is incomplete. A field's message shows once it was left.
 */
export function ManualAddressForm({ onAddressChange, value = null, required = true, error }: ManualAddressFormProps) {
  const [parts, setParts] = useState<ManualAddressParts>(() => partsOf(value));
  const [touched, setTouched] = useState<Partial<Record<keyof ManualAddressParts, boolean>>>({});
  const errors = manualAddressErrors(parts);
  const shown = (field: keyof ManualAddressParts) => (touched[field] ? errors[field] : undefined);
  const savedLine = value && !value.components ? value.formatted_address.trim() : '';

  const set = (field: keyof ManualAddressParts) => (text: string) => {
    const next = { ...parts, [field]: text };
    setParts(next);
    onAddressChange(manualAddress(next));
  };
  const leave = (field: keyof ManualAddressParts) => () => setTouched((t) => ({ ...t, [field]: true }));
  /** What every part's input is wired to: its text, its change, its first blur, its message once touched. */
  const bind = (field: keyof ManualAddressParts) => ({
    value: parts[field],
    onValueChange: set(field),
    onBlur: leave(field),
    error: shown(field),
  });

  return (
    <Box as="fieldset" borderWidth={0} p={0} m={0} minW={0}>
      <Box as="legend" fontWeight="medium" mb={3}>
        Venue address
      </Box>
      <Stack gap={4}>
        {savedLine ? (
          <Text>
            Saved address: <strong>{savedLine}</strong>
          </Text>
        ) : null}
        <PartField
          label="Street address"
          name="street-address"
          autoComplete="address-line1"
          required={required}
          {...bind('street')}
        />
        <PartField label="Suburb" name="suburb" autoComplete="address-line2" {...bind('suburb')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <PartField label="City" name="city" autoComplete="address-level2" required={required} {...bind('city')} />
          <PartField
            label="Postcode"
            name="postcode"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={4}
            {...bind('postCode')}
          />
        </SimpleGrid>
        <Text>
          Country: <strong>New Zealand</strong>
        </Text>
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
