import { Checkbox, CheckboxGroup, Fieldset, HStack, Text } from '@backoffice/ui/chakra';
import { useChoiceToggle } from '../choices/useChoiceToggle';

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
  const report = useChoiceToggle(platforms, value, onChange);
  const toggle = (platform: P, checked: boolean) => {
    if (!readOnly) report(platform, checked);
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
