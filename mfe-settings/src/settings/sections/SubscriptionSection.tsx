import {
  completeSubscriptionCheckout,
  startSubscriptionCheckout,
  useCurrentShop,
  usePlatformPlans,
  useShopDetails,
} from '@backoffice/api-client';
import { formatMoney, type PlatformPlan, yearlyPlanFee } from '@backoffice/contracts';
import { Badge, Box, Button, Card, List, SimpleGrid, Stack, Text, useUrlState } from '@backoffice/ui';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { SwitchField } from '../form/fields';
import { leavePageFor } from '../leave-page';
import type { SectionProps } from './types';

/** Stripe Checkout sends the merchant back with its session in `?checkout_session=`. */
const CHECKOUT_QUERY = z.object({ checkout_session: z.string().optional() });

/**
 * Subscription (spec 001 §2, §7, §9): the platform plans with a month/year toggle (yearly shown as 12 × monthly);
 * choosing one goes to the payment provider's checkout, which returns to ?section=subscription. A legacy plan shows
 * as current until left; it is never offered again.
 */
export function SubscriptionSection({ shop }: SectionProps) {
  const shopId = useCurrentShop()?.shopId;
  const plans = usePlatformPlans();
  const { mutate } = useShopDetails();
  const [yearly, setYearly] = useState(shop.subscription?.period === 'year');
  const [busyPrice, setBusyPrice] = useState<string | null>(null);
  const [query, setQuery] = useUrlState(CHECKOUT_QUERY);
  const confirmed = useRef(false);

  // Back from Stripe Checkout: confirm the session once, then drop it from the URL.
  const session = query.checkout_session;
  useEffect(() => {
    if (!session || !shopId || confirmed.current) return;
    confirmed.current = true;
    void completeSubscriptionCheckout(shopId, session)
      .then(() => mutate())
      .catch(() => undefined)
      .finally(() => setQuery({ checkout_session: undefined }));
  }, [session, shopId, mutate, setQuery]);

  async function choose(plan: PlatformPlan) {
    if (!shopId) return;
    const priceId = yearly ? plan.yearPriceId : plan.monthPriceId;
    setBusyPrice(priceId);
    try {
      leavePageFor(await startSubscriptionCheckout(shopId, priceId));
    } catch {
      setBusyPrice(null);
    }
  }

  const current = shop.subscription;
  return (
    <Stack gap="4">
      {current?.legacy && (
        <Text data-testid="legacy-plan">
          {`You are on the legacy plan${current.tier ? ` “${current.tier}”` : ''}. `}
          You can move to one of the plans below; the legacy plan cannot be chosen again afterwards.
        </Text>
      )}
      <SwitchField label="Pay yearly" checked={yearly} onChange={setYearly} />
      {plans.error && <Text role="alert">We could not load the plans.</Text>}
      {plans.isLoading && <Text>Loading plans…</Text>}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {(plans.data ?? []).map((plan) => {
          const active = !current?.legacy && current?.monthPriceId === plan.monthPriceId;
          return (
            <Card.Root key={plan.monthPriceId} data-testid="plan-card">
              <Card.Header>
                <Card.Title>
                  {plan.title} {active && <Badge colorPalette="green">Current plan</Badge>}
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <Text fontSize="xl" fontWeight="semibold">
                  {yearly ? `${formatMoney(yearlyPlanFee(plan.fee))} / year` : `${formatMoney(plan.fee)} / month`}
                </Text>
                <Text>{plan.percent}% per order</Text>
                <Box mt="2">
                  <List.Root>
                    {plan.description.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List.Root>
                </Box>
              </Card.Body>
              <Card.Footer>
                <Button
                  disabled={active}
                  loading={busyPrice === (yearly ? plan.yearPriceId : plan.monthPriceId)}
                  onClick={() => void choose(plan)}
                  // the active plan's button says so to a screen reader too, not "Choose" on a dimmed button
                  aria-label={active ? `${plan.title}: current plan` : `Choose ${plan.title}`}
                >
                  {active ? 'Current plan' : 'Choose'}
                </Button>
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
