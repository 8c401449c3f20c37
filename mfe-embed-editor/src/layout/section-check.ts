import type { FieldLabels } from '@backoffice/api-client';
import {
  fieldLabel as apiFieldLabel,
  applyLayoutPatch,
  checkFontImports,
  type DesignVersion,
  describeIssue,
  type LayoutTarget,
} from '@backoffice/contracts';
import { z } from 'zod';
import { group, type Layout } from './resolve';

/** A section's field errors, keyed by the field's path from the layout's top ('theme.colors.first'). */
export type SectionErrors = Record<string, string>;

/** The key of one field of the layout in SectionErrors and in a form's field labels. */
export function fieldKey(section: string, path: readonly string[]): string {
  return [section, ...path].join('.');
}

/** The font-import text area of a design version: v2 `theme.importFonts`, v1 `fonts.import`. */
function fontImportField(version: DesignVersion): { section: string; name: string } {
  return version === 2 ? { section: 'theme', name: 'importFonts' } : { section: 'fonts', name: 'import' };
}

/**
 * The words a refusal of the font imports opens with — the API's ("Font import: Only @import or <link> lines …"):
 * the label contracts gives the field, so the form and the API say the same.
 */
const FONT_IMPORT_WORDS = apiFieldLabel(['importFonts']);

/**
 * What the API would refuse in a section save, checked before sending with the same contracts rules the route runs
 * (`applyLayoutPatch` over the stored layout, then `checkFontImports`): each message under its own field, in the
 * API's words, so a colour of the theme and a font of the theme (both "First") are told apart by their path.
 * Empty when the save can go.
 */
export function sectionErrors(
  target: LayoutTarget,
  version: DesignVersion,
  stored: Layout,
  section: string,
  values: unknown,
): SectionErrors {
  const errors: SectionErrors = {};
  const result = applyLayoutPatch(target, version, stored, { [section]: values });
  if (!result.ok) {
    for (const issue of result.error.issues) {
      const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol').map(String);
      errors[path.join('.')] ??= describeIssue(issue);
    }
    return errors;
  }
  const fonts = fontImportField(version);
  const text = group(values)[fonts.name];
  if (section === fonts.section && typeof text === 'string' && text !== '') {
    const check = checkFontImports(text);
    if (!check.ok) errors[fieldKey(section, [fonts.name])] = `${FONT_IMPORT_WORDS}: ${check.message}`;
  }
  return errors;
}

/**
 * A section's fields by the words the API names them with (contracts' fieldLabel of the key, and the font-import
 * words), keyed like SectionErrors: how a refusal the form could not foresee (a rule only the server knows, a value
 * changed meanwhile) still lands under its field rather than in a toast.
 */
export function sectionFieldLabels(version: DesignVersion, section: string, values: unknown): FieldLabels {
  const labels: Record<string, string[]> = {};
  const fonts = fontImportField(version);
  const walk = (current: unknown, path: string[]) => {
    for (const [name, value] of Object.entries(group(current))) {
      const at = [...path, name];
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) walk(value, at);
      else {
        const words = [apiFieldLabel(at)];
        if (section === fonts.section && at.length === 1 && name === fonts.name) words.push(FONT_IMPORT_WORDS);
        labels[fieldKey(section, at)] = words;
      }
    }
  };
  walk(values, []);
  return labels;
}

/** What the layout form checks a save against: the design version, the stored layout and the section being saved. */
export interface LayoutSaveScope {
  target: LayoutTarget;
  version: DesignVersion;
  stored: Layout;
  section: string;
}

/**
 * The layout editor's form schema for the screen kit: the whole layout being edited (every section, so the preview
 * and the "unsaved" marks read it), checked on save with the route's own rules for the section being saved
 * (`sectionErrors`: `applyLayoutPatch` over the stored layout, then the font imports), each message at its field's path.
 * `scope` is read at save time (the open section, the stored layout then).
 */
export function layoutFormSchema(scope: () => LayoutSaveScope) {
  return z.looseObject({}).superRefine((values, ctx) => {
    const { target, version, stored, section } = scope();
    for (const [path, message] of Object.entries(sectionErrors(target, version, stored, section, values[section])))
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  });
}
