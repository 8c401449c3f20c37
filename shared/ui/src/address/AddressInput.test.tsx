import type { Address, AddressSearch, AddressSearchLoader } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { AddressInput, type AddressInputProps } from './AddressInput';

const queenStreet: Address = {
  formatted_address: '12 Queen Street, Auckland Central, Auckland 1010, New Zealand',
  place_id: 'place-1',
  location: { lat: -36.8485, lng: 174.7633 },
  components: { street: '12 Queen Street', suburb: 'Auckland Central', city: 'Auckland', postCode: '1010', country: 'NZ' },
};

/** The Places adapter faked at its seam (contracts' AddressSearch): what was asked, and one place to choose. */
function fakeSearch() {
  const asked: string[] = [];
  const search: AddressSearch = {
    suggest: async (input) => {
      asked.push(input);
      return [
        { id: 'place-1', text: '12 Queen Street, Auckland' },
        { id: 'place-2', text: '12 Queens Drive, Lower Hutt' },
      ];
    },
    resolve: async (suggestion) => {
      if (suggestion.id !== 'place-1') throw new Error('not in this fake');
      return queenStreet;
    },
  };
  return { search, asked };
}

let changes: (Address | null)[];
const last = () => changes[changes.length - 1];

function renderInput(props: Partial<AddressInputProps> = {}) {
  return render(
    <BackofficeProvider>
      <AddressInput onAddressChange={(address) => changes.push(address)} {...props} />
    </BackofficeProvider>,
  );
}

beforeEach(() => {
  changes = [];
  resetBus();
});

describe('with an address search (the host’s Places adapter)', () => {
  it('suggests NZ addresses in an accessible combobox; the chosen one becomes the address', async () => {
    const { search, asked } = fakeSearch();
    const user = userEvent.setup();
    renderInput({ loadSearch: async () => search });
    const combobox = await screen.findByRole('combobox', { name: /Address/ });
    expect(screen.getByText('Suggestions are New Zealand addresses. Powered by Google.')).toBeInTheDocument();
    await user.type(combobox, '12 Queen');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' }, { timeout: 3000 });
    expect(asked[asked.length - 1]).toBe('12 Queen');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['12 Queen Street, Auckland', '12 Queens Drive, Lower Hutt']);
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(last()).toEqual(queenStreet));
    expect(combobox).toHaveValue(queenStreet.formatted_address);
    // typing again drops the choice: no half-typed text passes for an address
    await user.type(combobox, 'x');
    expect(last()).toBeNull();
  });

  it('starts from the saved address and shows the caller’s message', async () => {
    const { search } = fakeSearch();
    renderInput({ loadSearch: async () => search, value: queenStreet, error: 'Address is required for a fixed shop' });
    expect(await screen.findByRole('combobox', { name: /Address/ })).toHaveValue(queenStreet.formatted_address);
    expect(screen.getByText('Address is required for a fixed shop')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('says so when a place cannot be looked up, and offers the plain form', async () => {
    const { search } = fakeSearch();
    const user = userEvent.setup();
    renderInput({ loadSearch: async () => search });
    await user.type(await screen.findByRole('combobox', { name: /Address/ }), '12 Queens');
    await screen.findByRole('listbox', { name: 'Address suggestions' }, { timeout: 3000 });
    await user.click(screen.getByRole('option', { name: '12 Queens Drive, Lower Hutt' }));
    expect(
      await screen.findByText('That address could not be looked up. Try again, or enter the address manually.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect(screen.getByLabelText(/Street address/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(last()).toBeNull();
  });

  it('uses the loader the host published on the bus when none is passed', async () => {
    const { search } = fakeSearch();
    const loader: AddressSearchLoader = jest.fn(async () => search);
    topics.addressSearch.publish(loader);
    renderInput();
    expect(await screen.findByRole('combobox', { name: /Address/ })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('without an address search: the plain NZ form', () => {
  it('is what a page gets with no loader on the bus (a remote alone, a host without a Maps key)', async () => {
    renderInput();
    expect(await screen.findByRole('group', { name: 'Venue address' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('New Zealand')).toBeInTheDocument();
  });

  it('is used when the search fails to load', async () => {
    renderInput({ loadSearch: () => Promise.reject(new Error('blocked')) });
    expect(await screen.findByLabelText(/Street address/)).toBeInTheDocument();
  });

  it('checks street, city and postcode once each is left, and reports the address only when complete', async () => {
    const user = userEvent.setup();
    renderInput({ loadSearch: async () => null });
    const street = await screen.findByLabelText(/Street address/);
    expect(street).toBeRequired();
    expect(screen.getByLabelText(/^City/)).toBeRequired();
    expect(screen.queryByText('Street address is required')).not.toBeInTheDocument();
    await user.click(street);
    await user.tab();
    expect(screen.getByText('Street address is required')).toBeInTheDocument();
    await user.type(street, '12 Queen Street');
    expect(screen.queryByText('Street address is required')).not.toBeInTheDocument();
    expect(last()).toBeNull();
    await user.click(screen.getByLabelText(/^City/));
    await user.tab();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^City/), 'Auckland');
    await user.type(screen.getByLabelText(/Postcode/), '101');
    await user.tab();
    expect(screen.getByText('Postcode must be 4 digits')).toBeInTheDocument();
    expect(last()).toBeNull();
    await user.type(screen.getByLabelText(/Postcode/), '0');
    expect(screen.queryByText('Postcode must be 4 digits')).not.toBeInTheDocument();
    expect(last()).toEqual({
      formatted_address: '12 Queen Street, Auckland 1010, New Zealand',
      components: { street: '12 Queen Street', city: 'Auckland', postCode: '1010', country: 'NZ' },
    });
  });

  it('fills the form from a saved address, or shows a one-line saved address above an empty form', async () => {
    const first = renderInput({ loadSearch: async () => null, value: queenStreet });
    expect(await screen.findByLabelText(/Street address/)).toHaveValue('12 Queen Street');
    expect(screen.getByLabelText(/Suburb/)).toHaveValue('Auckland Central');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Auckland');
    expect(screen.getByLabelText(/Postcode/)).toHaveValue('1010');
    first.unmount();

    renderInput({ loadSearch: async () => null, value: { formatted_address: '1 Queen Street, Auckland' } });
    expect(await screen.findByText('1 Queen Street, Auckland')).toBeInTheDocument();
    expect(screen.getByLabelText(/Street address/)).toHaveValue('');
  });

  it('is not required when the caller says so, and shows the caller’s message', async () => {
    renderInput({ loadSearch: async () => null, required: false, error: 'Address is required for a fixed shop' });
    expect(await screen.findByLabelText(/Street address/)).not.toBeRequired();
    expect(screen.getByRole('alert')).toHaveTextContent('Address is required for a fixed shop');
  });
});
