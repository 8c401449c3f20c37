import { Checkbox, CheckboxGroup, Fieldset, HStack, Text } from '@chakra-ui/react';
import { useRef } from 'react';

/** Spec 000 §2 / 001 §3: the three platform sets the settings screens pick from. */
export const CUSTOMER_PLATFORMS = ['kiosk', 'web', 'mobile-app'] as const;
export const DISPLAY_PLATFORMS = ['marketplace', 'embed', 'kiosk'] as const;
export const BUZZER_PLATFORMS = ['pos', 'embed', 'kiosk'] as const;

export const PLATFORM_LABELS: Record<string, string> = {
  kiosk: 'Kiosk',
  web: 'Web',
  'mobile-app': 'Mobile app',
  marketplace: 'Marketplace',
  embed: 'Embed store',
  pos: 'POS',
};

export interface PlatformCheckboxesProps<P extends string> {
  label: string;
  platforms: readonly P[];
  value: readonly P[];
  onChange: (value: P[]) => void;
  /**
   * Admin-only fields (surcharge platforms, display platforms — spec 000 §6): pass `readOnly` for a non-admin.
   * They see the current choice, cannot change it, and are told why.
   */
  readOnly?: boolean;
}

/** A labelled group of platform checkboxes; the value keeps the order of `platforms`. */
export function PlatformCheckboxes<P extends string>({
  label,
  platforms,
  value,
  onChange,
  readOnly = false,
}: PlatformCheckboxesProps<P>) {
  // The tick is reported from the native box's change, in the click's turn: the group's onValueChange comes a
  // microtask later (zag queues its events), and a Save dispatched in between sent the old list (issue 13).
  // `latest` keeps two ticks in one turn, before a render, from losing the first.
  const latest = useRef(value);
  latest.current = value;
  const toggle = (platform: P, checked: boolean) => {
    if (readOnly) return;
    const next = platforms.filter((p) => (p === platform ? checked : latest.current.includes(p)));
    latest.current = next;
    onChange(next);
  };
  return (
    <Fieldset.Root data-testid="platform-checkboxes">
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {readOnly && (
        <Text fontSize="sm" color="fg.muted">
          Only an admin can change this.
        </Text>
      )}
      <CheckboxGroup value={[...value]} readOnly={readOnly}>
        <HStack gap="5" wrap="wrap">
          {platforms.map((platform) => (
            <Checkbox.Root key={platform} value={platform} readOnly={readOnly}>
              <Checkbox.HiddenInput onChange={(event) => toggle(platform, event.currentTarget.checked)} />
              <Checkbox.Control />
              <Checkbox.Label>{PLATFORM_LABELS[platform] ?? platform}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </CheckboxGroup>
    </Fieldset.Root>
  );
}
