import { useCurrentShop } from '@backoffice/api-client';
import { CARD_FEE_TEXT, cardFee, formatMoney, platformFeePercent } from '@backoffice/contracts';
import { Box, Heading, List, Text } from '@backoffice/ui';

const EXAMPLES = [1000, 2500];

/**
 * Where payouts are explained (spec 001 §9): times in UTC and Pacific/Auckland, and the standard card fees, with
 * worked examples from `cardFee` in contracts.
 */
export function PayoutsExplained() {
  const shop = useCurrentShop()?.shop ?? null;
  return (
    <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle" data-testid="payouts-explained">
      <Heading as="h2" size="md" mb="2">
        About payouts
      </Heading>
      <Text mb="2">
        A payout is your takings from completed orders, less the platform fee ({platformFeePercent(shop)}% for this shop) and card
        fees. Times are shown in UTC and in New Zealand time (Pacific/Auckland).
      </Text>
      <Text fontWeight="semibold">Standard card fees</Text>
      <List.Root ps="5" mb="2">
        {CARD_FEE_TEXT.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
      <Text color="fg.muted" fontSize="sm">
        For example:{' '}
        {EXAMPLES.map((cents) => `a ${formatMoney(cents)} payment has a ${formatMoney(cardFee(cents))} card fee`).join('; ')}.
      </Text>
    </Box>
  );
}
