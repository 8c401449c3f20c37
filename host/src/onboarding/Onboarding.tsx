import { useCurrentUser } from '@backoffice/api-client';
import { type Address, type AddressSearchLoader, ONBOARDING_NAME_MIN_LENGTH, ROUTES, shopCreate } from '@backoffice/contracts';
import {
  AddressInput,
  Box,
  Button,
  Flex,
  FormTextField,
  Heading,
  HStack,
  isUsableAddress,
  SchemaForm,
  type SchemaFormReturn,
  Stack,
  Text,
  useSchemaError,
  useSchemaField,
  useSchemaForm,
  useWatch,
} from '@backoffice/ui';
import { useNavigate } from '@backoffice/ui/router';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { finishOnboarding } from '../session/session';
import { usePageTitle } from '../shell/use-page-title';
import { createVenue, VENUE_NAME_API_LABELS } from '../shops/create-venue';

export type OnboardingStep = 1 | 2 | 3;

const STEP_TITLES: Record<OnboardingStep, string> = { 1: 'Welcome', 2: 'Location', 3: 'Venue Created' };

/** The venue name's path in the route's `shopCreate` (name.normal). */
const NAME = 'name.normal';

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
 * screen reader hears where it is.
 *
 * Steps 1 and 2 are one screen-kit form over POST /api/shops' own `shopCreate` (the rules once): Next checks the name
 * with it, Create Venue sends its output. A refusal of the name (the form-error rule: once, under its field) takes
 * the merchant back to step 1 with the message under Venue name and the focus on it; any other refusal is the one
 * toast, on step 2 with what was typed.
 */
export function Onboarding({ loadAddressSearch }: OnboardingProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [step, setStep] = useState<OnboardingStep>(1);
  const form = useSchemaForm(shopCreate, {
    labels: VENUE_NAME_API_LABELS,
    onSubmit: async (shopInfo) => {
      // Spec 000 §7: shopInfo carries name.normal and contact.email; the owner's e-mail is the obvious contact.
      await createVenue({ ...shopInfo, ...(user ? { contact: { email: user.profile.email } } : {}) }, { endsOnboarding: false });
      setStep(3);
    },
  });
  const name = useWatch({ control: form.control, name: NAME }) ?? '';
  const toStepOne = useCallback(() => setStep(1), []);
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
    if (step === 1 && form.getFieldState(NAME).error) form.setFocus(NAME);
    else heading.current?.focus();
  }, [step]);

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isVenueNameLongEnough(name)) return;
    // the route's rules for the name (its length) before going on: a name it would refuse is fixed here
    if (await form.trigger(NAME, { shouldFocus: true })) setStep(2);
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

        <SchemaForm form={form} as="none">
          {step === 1 ? (
            <form onSubmit={(event) => void next(event)} aria-labelledby={headingId} noValidate>
              <Stack gap={4}>
                <Text>Let's set up your first venue. What is it called?</Text>
                <FormTextField
                  path={NAME}
                  label="Venue name"
                  autoComplete="organization"
                  required
                  help={`At least ${ONBOARDING_NAME_MIN_LENGTH} characters`}
                />
                <Button type="submit" alignSelf="flex-end" disabled={!isVenueNameLongEnough(name)}>
                  Next
                </Button>
              </Stack>
            </form>
          ) : null}

          {step === 2 ? (
            <LocationStep
              form={form}
              venueName={name.trim()}
              headingId={headingId}
              onBack={toStepOne}
              onNameRefused={toStepOne}
              {...(loadAddressSearch ? { loadAddressSearch } : {})}
            />
          ) : null}
        </SchemaForm>

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

interface LocationStepProps {
  form: SchemaFormReturn<typeof shopCreate>;
  venueName: string;
  headingId: string;
  onBack: () => void;
  /** The name was refused (by the route's rules or the server): it is asked on step 1, so it is shown there. */
  onNameRefused: () => void;
  loadAddressSearch?: AddressSearchLoader;
}

/** Step 2: the address (the form's `address`) and Create Venue, which submits the whole form. */
function LocationStep({ form, venueName, headingId, onBack, onNameRefused, loadAddressSearch }: LocationStepProps) {
  const address = useSchemaField<Address | undefined>('address', 'Address');
  const formattedError = useSchemaError('address.formatted_address');
  // The name's path counts as shown while its field is on step 1: its refusal is kept for step 1, never toasted.
  const nameRefusal = useSchemaError(NAME);
  useEffect(() => {
    if (nameRefusal !== undefined) onNameRefused();
  }, [nameRefusal, onNameRefused]);
  const busy = form.formState.isSubmitting;
  const usable = isUsableAddress(address.value ?? null);

  return (
    <form ref={form.formRef} onSubmit={form.submit} aria-labelledby={headingId} noValidate>
      <Stack gap={4}>
        <Text>Where can customers find {venueName}?</Text>
        <AddressInput
          value={address.value ?? null}
          onAddressChange={(next) => address.onChange(next ?? undefined)}
          error={address.error ?? formattedError}
          {...(loadAddressSearch ? { loadSearch: loadAddressSearch } : {})}
        />
        <HStack justify="space-between" gap={3} flexWrap="wrap">
          <Button
            variant="outline"
            onClick={() => {
              form.setValue('address', undefined);
              onBack();
            }}
            disabled={busy}
          >
            Back
          </Button>
          <Button type="submit" loading={busy} loadingText="Creating…" disabled={busy || !usable}>
            Create Venue
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
