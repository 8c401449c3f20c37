import type { PromoCodeDraft } from '@backoffice/contracts';
import { Box, Button, HStack, RadioGroup, Stack, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';

/** One choice of the editor as a radio group, named by its own label. */
export function Choice<T extends string>({
  label,
  value,
  onChange,
  items,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: string; disabled?: boolean }[];
}) {
  return (
    // named by its own label part (the library points the group's aria-labelledby at it; an aria-label would lose)
    <RadioGroup.Root value={value} onValueChange={(details) => onChange(details.value as T)}>
      <RadioGroup.Label display="block" fontWeight="semibold" mb="2">
        {label}
      </RadioGroup.Label>
      <Stack gap="2">
        {items.map((item) => (
          <RadioGroup.Item key={item.value} value={item.value} disabled={item.disabled}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{item.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** One line of the Confirm step: what the code will be, with an Edit that goes back to its step. */
export function Summary({ label, value, onEdit }: { label: string; value: ReactNode; onEdit?: () => void }) {
  return (
    <HStack justify="space-between" align="start" borderBottomWidth="1px" py="2" gap="3">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text data-testid={`summary-${label}`}>{value}</Text>
      </Box>
      {onEdit && (
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${label.toLowerCase()}`}>
          Edit
        </Button>
      )}
    </HStack>
  );
}

/** A step's problem under the group it belongs to (a radio group or a list of boxes has no Field of its own). */
export function GroupError({
  problemOf,
  fields,
}: {
  problemOf: (field: keyof PromoCodeDraft) => string | undefined;
  fields: (keyof PromoCodeDraft)[];
}) {
  const message = fields.map(problemOf).find((text) => text !== undefined);
  if (message === undefined) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}
