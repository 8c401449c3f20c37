import { googleAddressSearch, type PlaceLike, placeToAddress } from './places';

const queenStreet: PlaceLike = {
  id: 'place-1',
  formattedAddress: '12 Queen Street, Auckland Central, Auckland 1010, New Zealand',
  location: { lat: () => -36.8485, lng: () => 174.7633 },
  addressComponents: [
    { longText: '12', shortText: '12', types: ['street_number'] },
    { longText: 'Queen Street', shortText: 'Queen St', types: ['route'] },
    { longText: 'Auckland Central', shortText: 'Auckland Central', types: ['sublocality_level_1', 'sublocality', 'political'] },
    { longText: 'Auckland', shortText: 'Auckland', types: ['locality', 'political'] },
    { longText: '1010', shortText: '1010', types: ['postal_code'] },
    { longText: 'New Zealand', shortText: 'NZ', types: ['country', 'political'] },
  ],
  fetchFields: async () => ({}),
};

it('turns a Place into the contracts address object', () => {
  expect(placeToAddress(queenStreet)).toEqual({
    formatted_address: '12 Queen Street, Auckland Central, Auckland 1010, New Zealand',
    place_id: 'place-1',
    location: { lat: -36.8485, lng: 174.7633 },
    components: { street: '12 Queen Street', suburb: 'Auckland Central', city: 'Auckland', postCode: '1010', country: 'NZ' },
  });
});

it('leaves out what the place does not have', () => {
  expect(placeToAddress({ id: 'p2', formattedAddress: 'Piha, New Zealand', fetchFields: async () => ({}) })).toEqual({
    formatted_address: 'Piha, New Zealand',
    place_id: 'p2',
  });
});

it('asks Places for New Zealand only and resolves the chosen suggestion with one session token', async () => {
  const tokens: unknown[] = [];
  const requests: unknown[] = [];
  const fetchFields = jest.fn(async () => ({}));
  const library = {
    AutocompleteSessionToken: class {
      constructor() {
        tokens.push(this);
      }
    },
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: async (request: unknown) => {
        requests.push(request);
        return {
          suggestions: [
            {
              placePrediction: {
                placeId: 'place-1',
                text: { toString: () => '12 Queen Street, Auckland' },
                toPlace: () => ({ ...queenStreet, fetchFields }),
              },
            },
            { placePrediction: null },
          ],
        };
      },
    },
  };
  const search = googleAddressSearch(library);
  const suggestions = await search.suggest('12 Queen');
  expect(suggestions).toEqual([{ id: 'place-1', text: '12 Queen Street, Auckland' }]);
  expect(requests[0]).toMatchObject({ input: '12 Queen', includedRegionCodes: ['nz'], sessionToken: tokens[0] });
  const address = await search.resolve(suggestions[0]!);
  expect(address.place_id).toBe('place-1');
  expect(fetchFields).toHaveBeenCalledWith({ fields: ['id', 'formattedAddress', 'location', 'addressComponents'] });
  // a new session starts after a choice
  expect(tokens).toHaveLength(2);
});
