import type { Address, Shop } from '@backoffice/contracts';
import { AddressInput, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { SectionForm, SelectField, SwitchField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import { DeviceLocationPanel } from '../location/DeviceLocationPanel';
import type { SectionProps } from './types';

/** The API's own rule (a fixed shop needs an address, FIXED_SHOP_ADDRESS_MESSAGE) names the address. */
const API_LABELS = { address: 'Address' };

const TYPE_OPTIONS = [
  { value: 'fixed', label: 'Fixed' },
  { value: 'dynamic', label: 'Dynamic' },
] as const;

/**
 * Location (spec 000 §2): fixed or dynamic (a dynamic shop follows the signed-in device: vans and trucks),
 * hideFromMap, and the address through shared/ui's NZ AddressInput (the host's Google Places adapter when a Maps
 * key is configured, the plain NZ form otherwise), required for a fixed shop. An address left incomplete is not
 * sent, so a dynamic shop keeps its saved one. Once saved as dynamic, the device-location panel lets the owner share
 * this device's position (location/DeviceLocationPanel.tsx).
 */
export function LocationSection({ shop }: SectionProps) {
  const [type, setType] = useState<Shop['type']>(shop.type);
  const [hideFromMap, setHideFromMap] = useState(shop.hideFromMap ?? false);
  const [address, setAddress] = useState<Address | null>(shop.address ?? null);
  const { save, busy, formRef, errors } = useSectionSave(API_LABELS);
  return (
    <Stack gap="6">
      <SectionForm
        formRef={formRef}
        label="Location"
        busy={busy}
        onSubmit={() => void save('location', { type, hideFromMap, ...(address ? { address } : {}) })}
      >
        <SelectField label="Shop type" value={type} options={TYPE_OPTIONS} onChange={setType} />
        {type === 'dynamic' && <Text color="fg.muted">A dynamic location follows the device you are signed in on.</Text>}
        {type === 'dynamic' && shop.type !== 'dynamic' && (
          <Text color="fg.muted">Save to start sharing this device’s location.</Text>
        )}
        <SwitchField label="Hide from map" checked={hideFromMap} onChange={setHideFromMap} />
        <AddressInput
          value={shop.address ?? null}
          required={type === 'fixed'}
          onAddressChange={setAddress}
          error={errors.address ?? errors['address.formatted_address']}
        />
      </SectionForm>
      {shop.type === 'dynamic' && <DeviceLocationPanel key={shop._id} shop={shop} />}
    </Stack>
  );
}
