import type { PromoCode } from '@backoffice/contracts';
import { Box, Button, Card, Flex, HStack, Spinner, Stack, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';

export interface VoucherField {
  key: string;
  label: string;
  value: (promo: PromoCode) => ReactNode;
}

export interface VoucherCardsProps {
  promoCodes: readonly PromoCode[] | undefined;
  /** What each card lists under its code (the table's columns, in the same words). */
  fields: readonly VoucherField[];
  status: (promo: PromoCode) => ReactNode;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onEdit: (promo: PromoCode) => void;
  onDelete: (promo: PromoCode) => void;
}

/**
 * The Voucher Manager under 600 px (spec 001 §9, mobile layout): one card per code instead of a table row, so every
 * detail wraps to the screen and Edit and Delete are full-size buttons on it, never scrolled off to the side.
 */
export function VoucherCards({ promoCodes, fields, status, isLoading, error, onRetry, onEdit, onDelete }: VoucherCardsProps) {
  if (error)
    return (
      <Flex role="alert" align="center" gap="3" color="fg.error">
        <Text>{error instanceof Error && error.message ? error.message : 'We could not load this list.'}</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Flex>
    );
  if (isLoading || !promoCodes)
    return (
      <HStack aria-busy="true">
        <Spinner size="sm" aria-hidden="true" />
        <Text>Loading…</Text>
      </HStack>
    );
  if (promoCodes.length === 0) return <Text color="fg.muted">No available promo codes</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" aria-label="Promo codes">
      {promoCodes.map((promo) => (
        <Card.Root as="li" key={promo._id} variant="outline" size="sm" data-testid="voucher-card">
          <Card.Body gap="2">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Text as="h2" fontWeight="bold" fontSize="lg" wordBreak="break-all">
                {promo.code}
              </Text>
              {status(promo)}
            </Flex>
            <Box as="dl" fontSize="sm">
              {fields.map((field) => (
                <Flex key={field.key} gap="2" wrap="wrap">
                  <Box as="dt" color="fg.muted" minW="6.5rem">
                    {field.label}
                  </Box>
                  <Box as="dd" flex="1" minW="0" overflowWrap="anywhere">
                    {field.value(promo)}
                  </Box>
                </Flex>
              ))}
            </Box>
          </Card.Body>
          <Card.Footer gap="2">
            <Button flex="1" size="sm" variant="outline" onClick={() => onEdit(promo)} aria-label={`Edit ${promo.code}`}>
              Edit
            </Button>
            <Button
              flex="1"
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => onDelete(promo)}
              aria-label={`Delete ${promo.code}`}
            >
              Delete
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </Stack>
  );
}
