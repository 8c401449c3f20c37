import type { Address } from '@backoffice/contracts';
import { Flex, Spinner, Text } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { loadHostConfig } from '../../config/host-config';
import { ManualAddressForm } from './ManualAddressForm';
import { PlacesAddressInput } from './PlacesAddressInput';
import { type AddressSearch, loadGoogleAddressSearch } from './places';

/**
 * Which address search this page has: Google Places when the run-time config holds a Maps key and its script
 * loads; otherwise none (null), and the plain NZ form is used.
 */
export async function defaultAddressSearch(): Promise<AddressSearch | null> {
  const { googleMapsApiKey } = await loadHostConfig();
  if (!googleMapsApiKey) return null;
  try {
    return await loadGoogleAddressSearch(googleMapsApiKey);
  } catch (error) {
    console.warn('[host] Google Maps could not load; using the plain address form', error);
    return null;
  }
}

type Mode = { kind: 'loading' } | { kind: 'places'; search: AddressSearch } | { kind: 'manual' };

interface AddressInputProps {
  onAddressChange: (address: Address | null) => void;
  /** Tests pass their own; the app reads the run-time config. */
  loadSearch?: () => Promise<AddressSearch | null>;
}

export function AddressInput({ onAddressChange, loadSearch = defaultAddressSearch }: AddressInputProps) {
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
        onAddressChange={onAddressChange}
        onManualEntry={() => {
          onAddressChange(null);
          setMode({ kind: 'manual' });
        }}
      />
    );
  }
  return <ManualAddressForm onAddressChange={onAddressChange} />;
}
