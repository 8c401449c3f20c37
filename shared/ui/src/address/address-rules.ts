import { type Address, DEFAULT_COUNTRY, ONBOARDING_ADDRESS_MIN_LENGTH } from '@backoffice/contracts';

/** Spec 000 §5: an onboarding address needs a formatted_address of at least 3 characters. */
export function isUsableAddress(address: Address | null): address is Address {
  return !!address && address.formatted_address.trim().length >= ONBOARDING_ADDRESS_MIN_LENGTH;
}

/** What the plain NZ address form asks for (spec 000 §9 "Default location country NZ": the country is fixed). */
export interface ManualAddressParts {
  street: string;
  suburb: string;
  city: string;
  postCode: string;
}

export const EMPTY_MANUAL_ADDRESS: ManualAddressParts = { street: '', suburb: '', city: '', postCode: '' };

/** New Zealand postcodes are four digits. */
const NZ_POSTCODE = /^\d{4}$/;

export type ManualAddressErrors = Partial<Record<keyof ManualAddressParts, string>>;

/** The form's own rules: street and city required (a venue people can find), an optional 4-digit postcode. */
export function manualAddressErrors(parts: ManualAddressParts): ManualAddressErrors {
  const errors: ManualAddressErrors = {};
  if (!parts.street.trim()) errors.street = 'Street address is required';
  if (!parts.city.trim()) errors.city = 'City is required';
  const postCode = parts.postCode.trim();
  if (postCode && !NZ_POSTCODE.test(postCode)) errors.postCode = 'Postcode must be 4 digits';
  return errors;
}

const clean = (value: string) => value.trim().replace(/\s+/g, ' ');

const NZ_NAME = 'New Zealand';

/**
 * The manual form's answer in the same shape Places autocomplete gives (contracts `address`): a formatted line
 * written the way Google writes NZ addresses ("12 Queen Street, Auckland Central, Auckland 1010, New Zealand")
 * and the parts in `components`, country NZ. null while the form's rules are not met.
 */
export function manualAddress(parts: ManualAddressParts): Address | null {
  if (Object.keys(manualAddressErrors(parts)).length > 0) return null;
  const street = clean(parts.street);
  const suburb = clean(parts.suburb);
  const city = clean(parts.city);
  const postCode = clean(parts.postCode);
  const cityLine = [city, postCode].filter(Boolean).join(' ');
  const formatted = [street, suburb, cityLine, NZ_NAME].filter(Boolean).join(', ');
  return {
    formatted_address: formatted,
    components: {
      street,
      ...(suburb ? { suburb } : {}),
      city,
      ...(postCode ? { postCode } : {}),
      country: DEFAULT_COUNTRY,
    },
  };
}
