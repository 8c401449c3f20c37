import { assignLoyaltyPoint, claimLoyaltyPoints, setLoyaltyCard, useCurrentShop, useLoyaltyCard } from '@backoffice/api-client';
import { type LoyaltyCard, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Text, useCan } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';

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
  const [rewardNumber, setRewardNumber] = useState('');
  const [points, setPoints] = useState('');
  const held = card?.points ?? 0;
  const stamps = Math.max(limit ?? 0, held);

  /** Resolves true when the API took it; a refusal leaves the card (and what was typed) as it was. */
  async function run(action: () => Promise<LoyaltyCard | null>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      const next = await action();
      await mutate(next, { revalidate: false });
      topics.toast.emit({ status: 'success', title: done, duration: SUCCESS_TOAST_MS });
      return true;
    } catch {
      // the API's message (e.g. the stamp rule) is already an error toast; the card is read again, since a refusal
      // often means it changed elsewhere (another device claimed the reward) and the screen should show it as it is
      void mutate();
      return false;
    } finally {
      setBusy(false);
    }
  }

  function submitCard(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      ...(rewardNumber.trim() ? { rewardNumber: rewardNumber.trim() } : {}),
      ...(points.trim() !== '' && Number.isInteger(Number(points)) ? { points: Number(points) } : {}),
    };
    if (Object.keys(body).length === 0) return;
    // the fields empty only once the card is saved: after a refusal (e.g. a number already in use) what was typed
    // stays, to be corrected rather than typed again
    void run(() => setLoyaltyCard(shopId, customerId, body), 'Loyalty card saved').then((saved) => {
      if (!saved) return;
      setRewardNumber('');
      setPoints('');
    });
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
            <form onSubmit={submitCard} aria-label="Set the card">
              <Heading as="h3" size="sm" mb="2">
                Set the card
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <Field.Root>
                  <Field.Label>Reward number</Field.Label>
                  <Input inputMode="numeric" value={rewardNumber} onChange={(event) => setRewardNumber(event.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Points</Field.Label>
                  <Input type="number" min={0} value={points} onChange={(event) => setPoints(event.target.value)} />
                </Field.Root>
              </SimpleGrid>
              <Button type="submit" mt="3" variant="outline" disabled={busy || (!rewardNumber.trim() && points.trim() === '')}>
                Save card
              </Button>
            </form>
          </Box>
        </>
      )}
    </Stack>
  );
}
