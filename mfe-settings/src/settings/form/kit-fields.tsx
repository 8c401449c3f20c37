import { DISPLAY_PLATFORMS, PlatformCheckboxes, Text, useSchemaField } from '@backoffice/ui';
import { CheckboxListField } from './fields';

type DisplayPlatform = (typeof DISPLAY_PLATFORMS)[number];

/**
 * The admin-only display platforms of a section (spec 000 §6), bound to the section form at `path`. Rendered for
 * admins only: a merchant's form has no such field, so its save never carries one.
 */
export function FormDisplayPlatformsField({ path, label }: { path: string; label: string }) {
  const field = useSchemaField<DisplayPlatform[] | undefined>(path, label);
  return (
    <>
      <PlatformCheckboxes label={label} platforms={DISPLAY_PLATFORMS} value={field.value ?? []} onChange={field.onChange} />
      {field.error && (
        <Text color="fg.error" fontSize="sm">
          {field.error}
        </Text>
      )}
    </>
  );
}

/** A list of ticked choices (categories) bound to the section form at `path`: CheckboxListField on the kit. */
export function FormCheckboxListField<V extends string>({
  path,
  label,
  options,
  nameEachBox,
}: {
  path: string;
  label: string;
  options: readonly { value: V; label: string }[];
  nameEachBox?: boolean;
}) {
  const field = useSchemaField<V[] | undefined>(path, label);
  return (
    <CheckboxListField
      label={label}
      nameEachBox={nameEachBox}
      options={options}
      value={field.value ?? []}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
