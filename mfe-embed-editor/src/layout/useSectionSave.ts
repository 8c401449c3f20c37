import type { DesignVersion, LayoutTarget } from '@backoffice/contracts';
import { useFieldErrors } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import type { Layout } from './resolve';
import { fieldKey, sectionErrors, sectionFieldLabels } from './section-check';

interface SectionSaveOptions {
  target: LayoutTarget;
  version: DesignVersion;
  /** The stored layout (what the API merges a section save into). */
  stored: Layout;
  /** The section shown (whose fields a server refusal can name). */
  open: string;
  /** Its values being edited. */
  openValues: unknown;
  /** Saves one section; resolves to the stored layout afterwards. */
  onSaveSection: (section: string, values: unknown) => Promise<Layout>;
}

/**
 * Saving one layout section under the form-error rule (a form error shows once, under its field; toasts are for what
 * has no field): the contracts rules the API runs are checked first, each refusal under its field and nothing sent;
 * a refusal from the API that names a field of the section lands under it too (not toasted); any other refusal is the
 * api client's one toast. `formRef` goes on the element holding the fields (the first invalid one takes the focus).
 */
export function useSectionSave({ target, version, stored, open, openValues, onSaveSection }: SectionSaveOptions) {
  const labels = useMemo(() => sectionFieldLabels(version, open, openValues), [version, open, openValues]);
  const { formRef, errors, show, clear, submit } = useFieldErrors<HTMLDivElement>(labels);
  const [saving, setSaving] = useState<string | null>(null);

  /** The stored layout after the save, or undefined when it was refused (and the refusal shown). */
  const save = async (section: string, values: unknown): Promise<Layout | undefined> => {
    const refused = sectionErrors(target, version, stored, section, values);
    show(refused);
    if (Object.keys(refused).length > 0) return undefined;
    setSaving(section);
    try {
      return await submit(() => onSaveSection(section, values));
    } catch {
      // shown: under its field, or as the api client's toast
      return undefined;
    } finally {
      setSaving(null);
    }
  };

  /** The merchant changed a field: its message goes. */
  const edited = (section: string, path: readonly string[]) => clear(fieldKey(section, path));

  /** The form starts again (another design version, a restore): no message of the values it had stays. */
  const forget = () => show({});

  return { formRef, errors, saving, save, edited, forget };
}
