import { type Address, locationSection, type Shop } from '@backoffice/contracts';
import { Text } from '@backoffice/ui';
import { useState } from 'react';
import { SectionForm, SelectField, SwitchField, TextField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import type { SectionProps } from './types';

const TYPE_OPTIONS = [
  { value: 'fixed', label: 'Fixed' },
  { value: 'dynamic', label: 'Dynamic' },
] as const;

/**
 * Location (spec 000 §2): fixed or dynamic (a dynamic shop follows the signed-in device: vans and trucks),
 * hideFromMap, and the address, required for a fixed shop. The address is the manual NZ entry (formatted address);
 * the Places autocomplete lives in the host's onboarding and is not shared yet.
 */
export function LocationSection({ shop }: SectionProps) {
  const [type, setType] = useState<Shop['type']>(shop.type);
  const [hideFromMap, setHideFromMap] = useState(shop.hideFromMap ?? false);
  const [address, setAddress] = useState(shop.address?.formatted_address ?? '');
  const { save, busy, errors } = useSectionSave();
  const addressValue: Address | undefined =
    address.trim() === ''
      ? undefined
      : { ...shop.address, formatted_address: address, components: { ...shop.address?.components, country: 'NZ' } };
  return (
    <SectionForm
      label="Location"
      busy={busy}
      onSubmit={() => void save(locationSection, { type, hideFromMap, ...(addressValue ? { address: addressValue } : {}) })}
    >
      <SelectField label="Shop type" value={type} options={TYPE_OPTIONS} onChange={setType} />
      {type === 'dynamic' && <Text color="fg.muted">A dynamic location follows the device you are signed in on.</Text>}
      <SwitchField label="Hide from map" checked={hideFromMap} onChange={setHideFromMap} />
      <TextField
        label="Address"
        required={type === 'fixed'}
        helperText="Street, suburb and city in New Zealand"
        value={address}
        onChange={setAddress}
        error={errors.address ?? errors['address.formatted_address']}
      />
    </SectionForm>
  );
}
