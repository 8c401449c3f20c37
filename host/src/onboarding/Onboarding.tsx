import { isApiError, useCurrentUser } from '@backoffice/api-client';
import { type Address, type AddressSearchLoader, ONBOARDING_NAME_MIN_LENGTH, ROUTES } from '@backoffice/contracts';
import {
  AddressInput,
  Box,
  Button,
  Flex,
  focusFirstInvalid,
  Heading,
  HStack,
  isUsableAddress,
  Stack,
  Text,
  useFieldErrors,
} from '@backoffice/ui';
import { useNavigate } from '@backoffice/ui/router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../forms/TextField';
import { finishOnboarding } from '../session/session';
import { usePageTitle } from '../shell/use-page-title';
import { createVenue, VENUE_NAME_API_LABELS } from '../shops/create-venue';

export type OnboardingStep = 1 | 2 | 3;

const STEP_TITLES: Record<OnboardingStep, string> = { 1: 'Welcome', 2: 'Location', 3: 'Venue Created' };

/** Spec 000 §5: the venue name needs at least 3 characters (spaces around it do not count). */
export function isVenueNameLongEnough(name: string): boolean {
  return name.trim().length >= ONBOARDING_NAME_MIN_LENGTH;
}

interface OnboardingProps {
  /** Tests pass their own address search; the app uses the host's Places adapter (address/places.ts) via the bus. */
  loadAddressSearch?: AddressSearchLoader;
}

/**
 * Spec 000 §2/§4/§5 onboarding, shown while the signed-in user has no shop: 1 Welcome (venue name; Next only
 * with at least 3 characters) → 2 Location (address, Back to 1, Create Venue — disabled while loading, the
 * locking overlay while the shop is created) → 3 Venue Created (Verify Now → settings' verification section,
 * Skip → dashboard). The new shop is the current shop from step 3 on. Each step's heading takes focus, so a
 * screen reader hears where it is. A refusal of the name at Create Venue (the form-error rule: once, under its
 * field) takes the merchant back to step 1 with the message under Venue name and the focus on it; any other
 * refusal is the one toast, on step 2 with what was typed.
 */
export function Onboarding({ loadAddressSearch }: OnboardingProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [step, setStep] = useState<OnboardingStep>(1);
  const [name, setName] = useState('');
  const [address, setAddress] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, errors, clear, submit: save } = useFieldErrors(VENUE_NAME_API_LABELS);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const firstRender = useRef(true);
  usePageTitle(STEP_TITLES[step]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // back on step 1 for a refused name: the focus goes to the name (WCAG 3.3.1), not the heading
    if (step === 1 && errors.name !== undefined) focusFirstInvalid(formRef.current);
    else heading.current?.focus();
  }, [step]);

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isVenueNameLongEnough(name)) setStep(2);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !isUsableAddress(address)) return;
    setBusy(true);
    try {
      await save(() =>
        createVenue(
          {
            name: { normal: name.trim() },
            ...(user ? { contact: { email: user.profile.email } } : {}),
            address,
          },
          { endsOnboarding: false },
        ),
      );
      setStep(3);
    } catch (error) {
      // Not created. The name is asked on step 1, so its refusal is shown there; the address is kept for step 2.
      if (isApiError(error) && error.field === 'name') setStep(1);
    } finally {
      setBusy(false);
    }
  }

  function leave(to: string) {
    finishOnboarding();
    navigate(to);
  }

  return (
    <Flex justify="center" p={{ base: 4, md: 8 }}>
      <Box
        w="full"
        maxW="lg"
        bg="bg"
        borderWidth="1px"
        borderRadius="lg"
        boxShadow="sm"
        p={{ base: 5, sm: 8 }}
        data-testid="onboarding"
      >
        <Text color="fg.muted" fontSize="sm" mb={1}>
          Step {step} of 3
        </Text>
        <Heading as="h1" size="xl" mb={4} ref={heading} id={headingId} tabIndex={-1} _focus={{ outline: 'none' }}>
          {STEP_TITLES[step]}
        </Heading>

        {step === 1 ? (
          <form ref={formRef} onSubmit={next} aria-labelledby={headingId}>
            <Stack gap={4}>
              <Text>Let's set up your first venue. What is it called?</Text>
              <TextField
                label="Venue name"
                name="venue-name"
                autoComplete="organization"
                required
                minLength={ONBOARDING_NAME_MIN_LENGTH}
                helperText={`At least ${ONBOARDING_NAME_MIN_LENGTH} characters`}
                value={name}
                onValueChange={(value) => {
                  setName(value);
                  clear('name');
                }}
                error={errors.name}
              />
              <Button type="submit" alignSelf="flex-end" disabled={!isVenueNameLongEnough(name)}>
                Next
              </Button>
            </Stack>
          </form>
        ) : null}

        {step === 2 ? (
          <form onSubmit={create} aria-labelledby={headingId}>
            <Stack gap={4}>
              <Text>Where can customers find {name.trim()}?</Text>
              <AddressInput
                value={address}
                onAddressChange={setAddress}
                {...(loadAddressSearch ? { loadSearch: loadAddressSearch } : {})}
              />
              <HStack justify="space-between" gap={3} flexWrap="wrap">
                <Button
                  variant="outline"
                  onClick={() => {
                    setAddress(null);
                    setStep(1);
                  }}
                  disabled={busy}
                >
                  Back
                </Button>
                <Button type="submit" loading={busy} loadingText="Creating…" disabled={busy || !isUsableAddress(address)}>
                  Create Venue
                </Button>
              </HStack>
            </Stack>
          </form>
        ) : null}

        {step === 3 ? (
          <Stack gap={4}>
            <Text>{name.trim()} is ready. Verify your venue now to receive payouts, or do it later from Settings.</Text>
            <HStack justify="flex-end" gap={3} flexWrap="wrap">
              <Button variant="outline" onClick={() => leave(ROUTES.dashboard)}>
                Skip
              </Button>
              <Button onClick={() => leave(ROUTES.settingsSection('verification'))}>Verify Now</Button>
            </HStack>
          </Stack>
        ) : null}
      </Box>
    </Flex>
  );
}
