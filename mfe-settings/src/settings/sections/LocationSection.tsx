import type { Address } from '@backoffice/contracts';
import {
  AddressInput,
  FormSelectField,
  FormSwitchField,
  SchemaForm,
  Stack,
  Text,
  useSchemaError,
  useSchemaField,
} from '@backoffice/ui';
import { SectionForm } from '../form/fields';
import { useSectionForm } from '../form/useSectionForm';
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
 * key is configured, the plain NZ form otherwise), required for a fixed shop — contracts' `locationSection`. An
 * address left incomplete is not sent, so a dynamic shop keeps its saved one. Once saved as dynamic, the
 * device-location panel lets the owner share this device's position (location/DeviceLocationPanel.tsx).
 */
export function LocationSection({ shop }: SectionProps) {
  const { form, busy } = useSectionForm(
    'location',
    { type: shop.type, hideFromMap: shop.hideFromMap ?? false, address: shop.address ?? undefined },
    { labels: API_LABELS },
  );
  const type = form.watch('type');
  return (
    <Stack gap="6">
      <SchemaForm form={form} as="none">
        <SectionForm formRef={form.formRef} label="Location" busy={busy} onSubmit={() => void form.submit()}>
          <FormSelectField path="type" label="Shop type" options={TYPE_OPTIONS} />
          <DynamicNotes type={type} savedType={shop.type} />
          <FormSwitchField path="hideFromMap" label="Hide from map" />
          <AddressField type={type} stored={shop.address ?? null} />
        </SectionForm>
      </SchemaForm>
      {shop.type === 'dynamic' && <DeviceLocationPanel key={shop._id} shop={shop} />}
    </Stack>
  );
}

type ShopType = SectionProps['shop']['type'];

function DynamicNotes({ type, savedType }: { type: ShopType; savedType: ShopType }) {
  if (type !== 'dynamic') return null;
  return (
    <>
      <Text color="fg.muted">A dynamic location follows the device you are signed in on.</Text>
      {savedType !== 'dynamic' && <Text color="fg.muted">Save to start sharing this device’s location.</Text>}
    </>
  );
}

/** The address, required for a fixed shop; an incomplete one (null from the input) is left out of the save. */
function AddressField({ type, stored }: { type: ShopType; stored: Address | null }) {
  const field = useSchemaField<Address | undefined>('address', 'Address');
  const formattedError = useSchemaError('address.formatted_address');
  return (
    <AddressInput
      value={stored}
      required={type === 'fixed'}
      onAddressChange={(address) => field.onChange(address ?? undefined)}
      error={field.error ?? formattedError}
    />
  );
}
