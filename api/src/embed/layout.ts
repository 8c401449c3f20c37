import {
  applyLayoutPatch,
  checkFontImports,
  type DesignVersion,
  defaultLayoutConfig,
  describeZodError,
  type LayoutTarget,
} from '@backoffice/contracts';
import { z } from 'zod';
import { badRequest } from '../http/errors';
import { sanitiseFooterContent } from './sanitize';

/** One layout per design version, as stored in jsonb (`{"1": {...}, "2": {...}}`). */
export type StoredLayouts = Partial<Record<'1' | '2', Record<string, unknown>>>;

/**
 * The complete layout of a version: what is stored, with defaults for anything missing. Font imports are read back
 * rebuilt (or emptied when they do not pass), so a value stored before the rule (raw markup) never reaches a store.
 */
export function layoutOf(
  target: LayoutTarget,
  layouts: StoredLayouts | null | undefined,
  version: DesignVersion,
): Record<string, unknown> {
  const result = applyLayoutPatch(target, version, layouts?.[`${version}`] ?? {}, {});
  const layout = result.ok ? result.layout : defaultLayoutConfig(target, version);
  const [name, field] = version === 2 ? ['theme', 'importFonts'] : ['fonts', 'import'];
  const fonts = section(layout, name);
  if (fonts && typeof fonts[field] === 'string' && fonts[field] !== '') {
    const check = checkFontImports(fonts[field]);
    layout[name] = { ...fonts, [field]: check.ok ? check.text : '' };
  }
  return layout;
}

function section(layout: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const value = layout[name];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * Applies a section save to the stored layouts of one version: validates it against that version's schema
 * (unknown keys, bad colours, padding out of range → 400 naming the field), cleans the footer HTML and refuses
 * font imports that are not @import/<link> to an allowed font host.
 */
export function applyLayoutSave(
  target: LayoutTarget,
  layouts: StoredLayouts | null | undefined,
  version: DesignVersion,
  patch: Record<string, unknown>,
): StoredLayouts {
  const result = applyLayoutPatch(target, version, layouts?.[`${version}`] ?? {}, patch);
  if (!result.ok)
    throw badRequest(
      describeZodError(new z.ZodError(result.error.issues.map((issue) => ({ ...issue, path: ['layoutConfig', ...issue.path] })))),
    );
  const layout = result.layout;
  const footer = section(layout, 'footer');
  if (footer && typeof footer.content === 'string') footer.content = sanitiseFooterContent(footer.content);
  const imports =
    version === 2 ? section(layout, 'theme')?.importFonts : (section(layout, 'fonts')?.import as string | undefined);
  if (typeof imports === 'string') {
    const check = checkFontImports(imports);
    if (!check.ok) throw badRequest(`layoutConfig.${version === 2 ? 'theme.importFonts' : 'fonts.import'}: ${check.message}`);
    // stored as rebuilt from the parsed URLs (contracts checkFontImports), never as the merchant typed it
    const fonts = version === 2 ? section(layout, 'theme') : section(layout, 'fonts');
    if (fonts) fonts[version === 2 ? 'importFonts' : 'import'] = check.text;
  }
  return { ...(layouts ?? {}), [`${version}`]: layout };
}

/** Top-level sections whose values differ between two layouts (the "what changed" of a publish). */
export function changedSections(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  if (!before) return Object.keys(after);
  return Object.keys(after).filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}
