import type { DesignVersion } from '@backoffice/contracts';
import type { CSSProperties } from 'react';
import { at, type Group, type Layout, resolver } from './resolve';

/**
 * What every part of the store preview draws with, read from the layout being edited: the theme resolver, the
 * button groups of the version (v2 action bar, v1 buttons), the inputs, and the two style helpers.
 */
export interface PreviewStyle {
  layout: Layout;
  v2: boolean;
  r: ReturnType<typeof resolver>;
  primary: Group;
  secondary: Group;
  input: Group;
  /** The text style of a group of the layout (`['menu', 'productName']`) over a fallback. */
  text: (path: string[], fallback?: CSSProperties) => CSSProperties;
  /** A button drawn from its group (outline filling: transparent with a border in its colour). */
  button: (group: Group) => CSSProperties;
}

export function previewStyle(version: DesignVersion, layout: Layout): PreviewStyle {
  const r = resolver(version, layout);
  const v2 = version === 2;
  return {
    layout,
    v2,
    r,
    primary: v2 ? at(layout, 'actionbar', 'primaryButton') : at(layout, 'buttons', 'primary'),
    secondary: v2 ? at(layout, 'actionbar', 'secondaryButton') : at(layout, 'buttons', 'secondary'),
    input: v2 ? at(layout, 'checkout', 'inputs') : at(layout, 'inputs'),
    text: (path, fallback = {}) => ({ ...fallback, ...r.style(at(layout, ...path)) }),
    button: (group) => ({
      ...r.style(group),
      padding: '6px 14px',
      cursor: 'default',
      ...(group.fillingStyle === 'outline'
        ? { background: 'transparent', border: `2px solid ${r.color(group.backgroundColor)}` }
        : {}),
    }),
  };
}
