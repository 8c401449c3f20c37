import { address as addressSchema } from '@backoffice/contracts';
import { EMPTY_MANUAL_ADDRESS, isUsableAddress, manualAddress, manualAddressErrors } from './address-rules';

describe('the plain NZ address form (no Google Maps key)', () => {
  it('produces the same address object as autocomplete: formatted_address plus components, country NZ', () => {
    const address = manualAddress({
      street: ' 12  Queen Street ',
      suburb: 'Auckland Central',
      city: 'Auckland',
      postCode: '1010',
    });
    expect(address).toEqual({
      formatted_address: '12 Queen Street, Auckland Central, Auckland 1010, New Zealand',
      components: { street: '12 Queen Street', suburb: 'Auckland Central', city: 'Auckland', postCode: '1010', country: 'NZ' },
    });
    // the contracts schema (the API's) accepts it
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(isUsableAddress(address)).toBe(true);
  });

  it('leaves out the optional parts that were not given', () => {
    expect(manualAddress({ ...EMPTY_MANUAL_ADDRESS, street: '3 Beach Rd', city: 'Piha' })).toEqual({
      formatted_address: '3 Beach Rd, Piha, New Zealand',
      components: { street: '3 Beach Rd', city: 'Piha', country: 'NZ' },
    });
  });

  it.each([
    ['nothing', EMPTY_MANUAL_ADDRESS, { street: 'Street address is required', city: 'City is required' }],
    ['no city', { ...EMPTY_MANUAL_ADDRESS, street: '3 Beach Rd' }, { city: 'City is required' }],
    ['a blank street', { ...EMPTY_MANUAL_ADDRESS, street: '   ', city: 'Piha' }, { street: 'Street address is required' }],
    [
      'a 5-digit postcode',
      { street: '3 Beach Rd', suburb: '', city: 'Piha', postCode: '06041' },
      { postCode: 'Postcode must be 4 digits' },
    ],
  ])('is not an address with %s', (_name, parts, errors) => {
    expect(manualAddressErrors(parts)).toEqual(errors);
    expect(manualAddress(parts)).toBeNull();
  });
});

describe('isUsableAddress (spec 000 §5: formatted_address at least 3 characters)', () => {
  it.each([
    [null, false],
    [{ formatted_address: '' }, false],
    [{ formatted_address: ' ab ' }, false],
    [{ formatted_address: 'abc' }, true],
  ])('%j → %s', (address, usable) => {
    expect(isUsableAddress(address)).toBe(usable);
  });
});
