import type { Address, AddressSearch, AddressSuggestion } from '@backoffice/contracts';
import { ONBOARDING_ADDRESS_MIN_LENGTH } from '@backoffice/contracts';
import { Box, Button, Field, Input, Text, VisuallyHidden } from '@backoffice/ui/chakra';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** Wait this long after the last keystroke before asking Places (fewer billed requests, calmer list). */
export const SUGGEST_DEBOUNCE_MS = 300;

interface PlacesAddressInputProps {
  search: AddressSearch;
  onAddressChange: (address: Address | null) => void;
  onManualEntry: () => void;
  /** The saved address: shown as the chosen one until the text is changed. */
  value?: Address | null;
  required?: boolean;
  /** The caller's message (e.g. its schema's), shown when this input has none of its own. */
  error?: string | undefined;
}

/**
 * Address autocomplete restricted to New Zealand (spec 000 §2): an ARIA 1.2 combobox (input + listbox,
 * arrow keys, Enter, Escape, the active option announced through aria-activedescendant) over Places suggestions.
 * Choosing one resolves it to the address object; typing again clears it. "Enter the address manually" switches
 * to the plain NZ form for an address Google does not know.
 */
export function PlacesAddressInput({
  search,
  onAddressChange,
  onManualEntry,
  value = null,
  required = true,
  error,
}: PlacesAddressInputProps) {
  const listId = useId();
  const saved = value?.formatted_address.trim() || null;
  const [text, setText] = useState(saved ?? '');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<string | null>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRef(0);

  useEffect(() => {
    const query = text.trim();
    if (chosen !== null || query.length < ONBOARDING_ADDRESS_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    const id = ++request.current;
    const timer = setTimeout(() => {
      search.suggest(query).then(
        (found) => {
          if (id !== request.current) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(true);
          setProblem(null);
        },
        () => {
          if (id === request.current) setProblem('Address suggestions are not available right now. Enter the address manually.');
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, chosen, search]);

  async function choose(suggestion: AddressSuggestion) {
    setOpen(false);
    setText(suggestion.text);
    setChosen(suggestion.text);
    try {
      const address = await search.resolve(suggestion);
      setText(address.formatted_address || suggestion.text);
      onAddressChange(address);
    } catch {
      setChosen(null);
      setProblem('That address could not be looked up. Try again, or enter the address manually.');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      // choose the option instead of submitting the form
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) void choose(suggestion);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Box>
      <Field.Root required={required} invalid={!!(problem ?? error)}>
        <Field.Label>
          Address
          <Field.RequiredIndicator />
        </Field.Label>
        <Box position="relative" w="full">
          <Input
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            name="address"
            placeholder="Start typing the venue's address"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (chosen !== null) {
                setChosen(null);
                onAddressChange(null);
              }
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-label="Address suggestions"
            hidden={!expanded}
            position="absolute"
            zIndex="dropdown"
            top="100%"
            left={0}
            right={0}
            mt={1}
            m={0}
            p={1}
            listStyleType="none"
            bg="bg"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="md"
            maxH="300px"
            overflowY="auto"
          >
            {suggestions.map((suggestion, index) => (
              <Box
                as="li"
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                px={3}
                py={2}
                minH="10"
                borderRadius="sm"
                cursor="pointer"
                bg={index === active ? 'brand.muted' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // keep focus in the input: the option is chosen on click
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void choose(suggestion)}
              >
                {suggestion.text}
              </Box>
            ))}
          </Box>
        </Box>
        <Field.HelperText>Suggestions are New Zealand addresses. Powered by Google.</Field.HelperText>
        <Field.ErrorText>{problem ?? error}</Field.ErrorText>
      </Field.Root>
      <VisuallyHidden role="status">
        {open && text.trim().length >= ONBOARDING_ADDRESS_MIN_LENGTH
          ? `${suggestions.length} address suggestion${suggestions.length === 1 ? '' : 's'}`
          : ''}
      </VisuallyHidden>
      <Button variant="plain" color="brand.fg" px={0} mt={2} textDecoration="underline" onClick={onManualEntry}>
        Enter the address manually
      </Button>
      {chosen !== null ? <Text srOnly>Address chosen: {chosen}</Text> : null}
    </Box>
  );
}
