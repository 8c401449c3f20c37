import type { Address, AddressSearch, AddressSearchLoader } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Flex, Spinner, Text } from '@backoffice/ui/chakra';
import { useEffect, useState } from 'react';
import { ManualAddressForm } from './ManualAddressForm';
import { PlacesAddressInput } from './PlacesAddressInput';

/**
 * The address search the host put on the bus (its Google Places adapter when a Maps key is configured), or none:
 * a remote running alone, or a host without a key, gets the plain NZ form.
 */
export const busAddressSearch: AddressSearchLoader = () => topics.addressSearch.current()?.() ?? Promise.resolve(null);

type Mode = { kind: 'loading' } | { kind: 'places'; search: AddressSearch } | { kind: 'manual' };

export interface AddressInputProps {
  /** Every change: the address object (same shape from either path), or null while it is incomplete. */
  onAddressChange: (address: Address | null) => void;
  /** The address saved so far (settings); the inputs start from it. */
  value?: Address | null;
  /** Marks the address required (default; the caller's schema decides, e.g. only for a fixed shop). */
  required?: boolean;
  /** A message from the caller's own check (e.g. the section schema), shown under the address. */
  error?: string | undefined;
  /** The seam: tests pass a fake; by default the host's adapter from the bus. */
  loadSearch?: AddressSearchLoader;
}

/**
 * An NZ address (spec 000 §2, §9): Places autocomplete restricted to New Zealand when an address search is
 * available, otherwise (or when it fails to load, or on "Enter the address manually") the plain NZ form. Both give
 * the contracts `address` object: formatted_address plus components (and place_id/location from Places).
 */
export function AddressInput({
  onAddressChange,
  value = null,
  required = true,
  error,
  loadSearch = busAddressSearch,
}: AddressInputProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadSearch().then(
      (search) => {
        if (live) setMode(search ? { kind: 'places', search } : { kind: 'manual' });
      },
      () => {
        if (live) setMode({ kind: 'manual' });
      },
    );
    return () => {
      live = false;
    };
  }, [loadSearch]);

  if (mode.kind === 'loading') {
    return (
      <Flex role="status" align="center" gap={3}>
        <Spinner size="sm" aria-hidden="true" />
        <Text>Loading the address search…</Text>
      </Flex>
    );
  }
  if (mode.kind === 'places') {
    return (
      <PlacesAddressInput
        search={mode.search}
        value={value}
        required={required}
        error={error}
        onAddressChange={onAddressChange}
        onManualEntry={() => {
          onAddressChange(null);
          setMode({ kind: 'manual' });
        }}
      />
    );
  }
  return <ManualAddressForm value={value} required={required} error={error} onAddressChange={onAddressChange} />;
}
