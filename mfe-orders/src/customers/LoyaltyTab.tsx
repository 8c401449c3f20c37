import { assignLoyaltyPoint, claimLoyaltyPoints, setLoyaltyCard, useCurrentShop, useLoyaltyCard } from '@backoffice/api-client';
import { type LoyaltyCard, SUCCESS_TOAST_MS, setLoyaltyCardRequest } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import {
  Box,
  Button,
  Flex,
  FormNumberField,
  FormTextField,
  Heading,
  SchemaForm,
  SimpleGrid,
  Stack,
  Text,
  useCan,
  useSchemaForm,
  useWatch,
} from '@backoffice/ui';
import { useState } from 'react';

/**
 * "Set the card"'s fields by the words the API opens a refusal of them with (contracts setLoyaltyCardRequest,
 * LOYALTY_MESSAGES.rewardNumberInUse): shown under the field, once, not toasted.
 */
const CARD_LABELS = { rewardNumber: ['Reward number', 'Another loyalty card'], points: 'Points' };

/**
 * Loyalty (spec 001 §2, §5): the customer's card at this shop — reward number, points as stamps out of the shop's
 * `limit`, assign a point (a stamp above the current points), claim a reward, set the card.
 */
export function LoyaltyTab({ customerId, limit }: { customerId: string; limit: number | undefined }) {
  const shopId = useCurrentShop()?.shopId ?? '';
  const { data: card, error, isLoading, mutate } = useLoyaltyCard(customerId);
  // staff read the card (`customers.view`); stamping, claiming and setting it are `customers.edit`
  const canEdit = useCan('customers.edit');
  const [busy, setBusy] = useState(false);
  // setLoyaltyCardRequest is the route's schema: a blank field is not sent, what was typed is checked as the API would
  const form = useSchemaForm(setLoyaltyCardRequest, {
    labels: CARD_LABELS,
    onSubmit: async (body) => {
      const saved = await run(() => setLoyaltyCard(shopId, customerId, body), 'Loyalty card saved', { rethrow: true });
      // the fields empty only once the card is saved: after a refusal (e.g. a number already in use) what was typed
      // stays, to be corrected rather than typed again
      if (saved) form.reset();
    },
  });
  const held = card?.points ?? 0;
  const stamps = Math.max(limit ?? 0, held);

  /**
   * Resolves true when the API took it; a refusal leaves the card (and what was typed) as it was. `rethrow`: the
   * card form's save, whose refusal of a field goes back to the form to show under it.
   */
  async function run(action: () => Promise<LoyaltyCard | null>, done: string, { rethrow = false } = {}): Promise<boolean> {
    setBusy(true);
    try {
      const next = await action();
      await mutate(next, { revalidate: false });
      topics.toast.emit({ status: 'success', title: done, duration: SUCCESS_TOAST_MS });
      return true;
    } catch (error) {
      // the API's message (e.g. the stamp rule) is already an error toast, or goes under its field (the card form
      // is handed the refusal); the card is read again, since a refusal often means it changed elsewhere (another
      // device claimed the reward) and the screen should show it as it is
      void mutate();
      if (rethrow) throw error;
      return false;
    } finally {
      setBusy(false);
    }
  }

  if (error)
    return (
      <Text role="alert" color="fg.error">
        We could not load the loyalty card.{' '}
        <Button size="xs" variant="outline" onClick={() => void mutate()}>
          Retry
        </Button>
      </Text>
    );
  if (isLoading) return <Text>Loading the loyalty card…</Text>;

  return (
    <Stack gap="6" data-testid="loyalty-tab">
      <Box>
        <Heading as="h2" size="md">
          Current card
        </Heading>
        <Text data-testid="loyalty-card-number">
          {card
            ? `Reward number ${card.rewardNumber}`
            : canEdit
              ? 'No card yet — assigning a point or setting the card creates one.'
              : 'No card yet.'}
        </Text>
        <Text data-testid="loyalty-points">
          {held} of {limit ?? '—'} points{card && card.rewardsClaimed > 0 ? ` · ${card.rewardsClaimed} rewards claimed` : ''}
        </Text>
      </Box>
      {canEdit && (
        <>
          <Box as="section" aria-labelledby="assign-heading">
            <Heading as="h3" size="sm" id="assign-heading" mb="2">
              Assign a point
            </Heading>
            <Text fontSize="sm" color="fg.muted" mb="2">
              Choose the stamp the customer has reached.
            </Text>
            <Flex gap="2" wrap="wrap" role="group" aria-label="Stamps">
              {Array.from({ length: stamps }, (_, index) => index + 1).map((stamp) => (
                <Button
                  key={stamp}
                  size="sm"
                  minW="2.75rem"
                  variant={stamp <= held ? 'solid' : 'outline'}
                  colorPalette={stamp <= held ? 'green' : 'gray'}
                  aria-label={`Stamp ${stamp}${stamp <= held ? ' (stamped)' : ''}`}
                  aria-pressed={stamp <= held}
                  disabled={busy || stamp <= held}
                  onClick={() =>
                    void run(() => assignLoyaltyPoint(shopId, customerId, stamp), `Point assigned: ${stamp} of ${limit}`)
                  }
                >
                  {stamp}
                </Button>
              ))}
            </Flex>
          </Box>
          <Box>
            <Button
              colorPalette="green"
              disabled={busy || limit === undefined || held < limit}
              onClick={() => void run(() => claimLoyaltyPoints(shopId, customerId), 'Reward claimed')}
            >
              Claim a reward
            </Button>
          </Box>
          <Box maxW="xl">
            <SchemaForm form={form} aria-label="Set the card">
              <Heading as="h3" size="sm" mb="2">
                Set the card
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <FormTextField path="rewardNumber" label="Reward number" inputMode="numeric" absentWhenEmpty />
                <FormNumberField path="points" label="Points" min={0} />
              </SimpleGrid>
              <SaveCardButton busy={busy} />
            </SchemaForm>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** Save card: enabled once either field holds something. */
function SaveCardButton({ busy }: { busy: boolean }) {
  const [rewardNumber, points] = useWatch({ name: ['rewardNumber', 'points'] }) as [string | null | undefined, unknown];
  const empty = !rewardNumber?.trim() && (points === null || points === undefined);
  return (
    <Button type="submit" mt="3" variant="outline" disabled={busy || empty}>
      Save card
    </Button>
  );
}
