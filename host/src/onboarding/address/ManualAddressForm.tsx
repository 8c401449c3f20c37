import type { Address } from '@backoffice/contracts';
import { Box, SimpleGrid, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { TextField } from '../../forms/TextField';
import { EMPTY_MANUAL_ADDRESS, type ManualAddressParts, manualAddress, manualAddressErrors } from './address-rules';

/**
 * The plain New Zealand address form used when no Google Maps key is configured (or the maps script cannot
 * load): street, suburb, city, postcode; the country is fixed. Every change reports the address object — the
 * same shape autocomplete gives — or null while it is incomplete. A field's message shows once it was left.
 */
export function ManualAddressForm({ onAddressChange }: { onAddressChange: (address: Address | null) => void }) {
  const [parts, setParts] = useState<ManualAddressParts>(EMPTY_MANUAL_ADDRESS);
  const [touched, setTouched] = useState<Partial<Record<keyof ManualAddressParts, boolean>>>({});
  const errors = manualAddressErrors(parts);
  const shown = (field: keyof ManualAddressParts) => (touched[field] ? errors[field] : undefined);

  const set = (field: keyof ManualAddressParts) => (value: string) => {
    const next = { ...parts, [field]: value };
    setParts(next);
    onAddressChange(manualAddress(next));
  };
  const leave = (field: keyof ManualAddressParts) => () => setTouched((t) => ({ ...t, [field]: true }));

  return (
    <Box as="fieldset" borderWidth={0} p={0} m={0} minW={0}>
      <Box as="legend" fontWeight="medium" mb={3}>
        Venue address
      </Box>
      <Stack gap={4}>
        <TextField
          label="Street address"
          name="street-address"
          autoComplete="address-line1"
          required
          value={parts.street}
          onValueChange={set('street')}
          onBlur={leave('street')}
          error={shown('street')}
        />
        <TextField
          label="Suburb"
          name="suburb"
          autoComplete="address-line2"
          value={parts.suburb}
          onValueChange={set('suburb')}
          onBlur={leave('suburb')}
          error={shown('suburb')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <TextField
            label="City"
            name="city"
            autoComplete="address-level2"
            required
            value={parts.city}
            onValueChange={set('city')}
            onBlur={leave('city')}
            error={shown('city')}
          />
          <TextField
            label="Postcode"
            name="postcode"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={4}
            value={parts.postCode}
            onValueChange={set('postCode')}
            onBlur={leave('postCode')}
            error={shown('postCode')}
          />
        </SimpleGrid>
        <Text>
          Country: <strong>New Zealand</strong>
        </Text>
      </Stack>
    </Box>
  );
}
